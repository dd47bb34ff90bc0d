import { useT } from "../../i18n/i18n";
import type { RenderedMarkdown } from "../../lib/rendered-markdown";
import { MarkdownHtml } from "../markdown-html";
import { BookIcon, CommunityIcon, GraduationIcon, TrophyIcon } from "./home-icons";

const icons = [GraduationIcon, CommunityIcon, BookIcon, TrophyIcon];

/** The four promises of the hero, lifted over its lower edge. */
export function FeatureCards({ features }: { features: readonly { title: string; html: RenderedMarkdown }[] }) {
  const t = useT();
  return (
    <section aria-label={t("home.whyStudy")} className="relative z-10 -mt-14 lg:-mt-20">
      <ul className="container-page grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {features.map((feature, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={index} className="card flex gap-4 p-5 sm:flex-col sm:gap-0 sm:p-6">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon />
              </span>
              <div>
                <h2 className="text-lg font-semibold sm:mt-4">{feature.title}</h2>
                <MarkdownHtml html={feature.html} className="mt-1.5 space-y-2 text-sm leading-relaxed text-muted" />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
