import { Link } from "react-router";
import { useLocalePath, useT } from "../../i18n/i18n";
import type { RenderedMarkdown } from "../../lib/rendered-markdown";
import { useAdmissionsHeading } from "../../lib/site-settings";
import { ArrowRightIcon, CapsuleIcon, FlaskIcon, LeafIcon, ShieldCheckIcon } from "./home-icons";
import { useReveal } from "./use-reveal";
import { MarkdownHtml } from "../markdown-html";

const icons = [CapsuleIcon, ShieldCheckIcon, FlaskIcon, LeafIcon];
// Each card starts 0.1 s after the one before it, so the four read as a sequence.
const delays = ["delay-0", "delay-100", "delay-200", "delay-300"];

export function Departments({ departments }: { departments: readonly { title: string; html: RenderedMarkdown }[] }) {
  const { ref, state } = useReveal<HTMLUListElement>();
  const t = useT();
  const localePath = useLocalePath();
  const admissionsHeading = useAdmissionsHeading();
  return (
    <section aria-labelledby="departments-title" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="departments-title" className="text-3xl font-semibold sm:text-4xl">
            {t("home.departments")}
          </h2>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent-50 px-4 py-1.5 text-sm font-semibold text-accent-700 ring-1 ring-accent-200">
            {admissionsHeading}
          </p>
        </div>
        <ul ref={ref} className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {departments.map((department, index) => {
            const Icon = icons[index % icons.length]!;
            return (
              <li
                key={index}
                className={`group card relative overflow-hidden p-6 transition duration-700 ease-out motion-reduce:transition-none ${delays[index % delays.length]} ${
                  state === "hidden" ? "translate-y-6 opacity-0" : "translate-y-0 opacity-100"
                }`}
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-500 to-accent-400 opacity-70"
                />
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{department.title}</h3>
                <MarkdownHtml html={department.html} className="mt-2 space-y-2 text-sm leading-relaxed text-muted" />
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center">
          <Link to={localePath("/academics/overview")} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            {t("home.explorePrograms")}
            <ArrowRightIcon />
          </Link>
        </p>
      </div>
    </section>
  );
}
