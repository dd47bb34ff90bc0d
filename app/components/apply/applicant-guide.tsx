import { Link } from "react-router";
import type { MessageKey } from "../../i18n/catalogs";
import { localDigits } from "../../i18n/format";
import { useLocale, useLocalePath, useT } from "../../i18n/i18n";
import type { ShownContact } from "../../lib/shown-page";
import { MarkdownHtml } from "../markdown-html";

const nextSteps: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: "apply.step1Title", text: "apply.step1Text" },
  { title: "apply.step2Title", text: "apply.step2Text" },
  { title: "apply.step3Title", text: "apply.step3Text" },
];

/** Beside the apply form and on the confirmation page: what happens after applying, and whom to ask (the admissions page's first contacts). */
export function ApplicantGuide({ contacts }: { contacts: readonly ShownContact[] }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <aside aria-label={t("apply.guideLabel")} className="grid content-start gap-5">
      <section aria-labelledby="next-steps" className="rounded-card bg-brand-800 p-6 text-white shadow-card">
        <h2 id="next-steps" className="text-xl font-semibold text-white">
          {t("apply.nextTitle")}
        </h2>
        <ol className="mt-5 space-y-5">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-950">
                {localDigits(locale, String(index + 1))}
              </span>
              <div>
                <p className="font-semibold">{t(step.title)}</p>
                <p className="mt-0.5 text-sm text-brand-100">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to={localePath("/admissions/process")} className="mt-6 inline-flex text-sm font-semibold text-accent-200 hover:underline">
          {t("apply.processLink")}
        </Link>
      </section>
      <section aria-labelledby="apply-help" className="card p-6">
        <h2 id="apply-help" className="text-xl font-semibold">
          {t("apply.needHelp")}
        </h2>
        <ul className="mt-4 space-y-4 text-sm">
          {contacts.map((contact, index) => (
            <li key={index}>
              <p className="font-semibold text-brand-900">{contact.name}</p>
              <MarkdownHtml html={contact.role} className="space-y-1 text-muted" />
              {contact.links.map((link, linkIndex) => (
                <MarkdownHtml key={linkIndex} html={link.html} links="quiet" className={`${linkIndex === 0 ? "mt-1" : ""} ${link.kind === "phone" ? "[&_a]:whitespace-nowrap" : ""}`} />
              ))}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
