import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { ContactCard } from "../../components/contact-links";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { localDigits } from "../../i18n/format";
import { useLocale, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { admissionsWords } from "../../lib/admissions-words.server";
import { listOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { useSettingsFigures } from "../../lib/site-settings";
import type { Route } from "./+types/admissions-process";
import { ApplyLink } from "../../components/apply-link";

/**
 * The page's record (`admissions-process`): an introduction, a section per step, numbered in
 * order, and last the documents to bring (a note, then the list). The people to ask are the
 * contacts of the admissions page's record.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [words, admissions] = await Promise.all([readPage(context, request, "admissions-process"), admissionsWords(context, request)]);
  const { intro, rest } = splitIntro(words.sections);
  const documents = rest.length > 1 ? rest.at(-1)! : null;
  // A step that only invites to the apply form ("Apply online") is left out while admissions are closed.
  const steps = (documents ? rest.slice(0, -1) : rest).filter((section) => !words.onlyInvites(section.body));
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    steps: steps.map((section) => ({ title: section.heading, html: words.html(section.body) })),
    documents: documents && { heading: documents.heading, ...listOf(words, documents.body) },
    contacts: admissions.contacts.people,
    ...messagesFor(request, "admissions"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("process.description", { college: t("institution.collegeName"), choiceCode: institution.choiceCode }),
        path: "/admissions/process",
      }))
    : [];

export default function AdmissionsProcess({ loaderData }: Route.ComponentProps) {
  const { title, intro, steps, documents, contacts } = loaderData;
  const { academicYear } = useSettingsFigures();
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Admissions", to: "/admissions" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />}>
        <ApplyLink className="btn-accent">
          {t("admissions.applyNow")}
        </ApplyLink>
        <Link to={localePath("/admissions")} className="btn-outline">
          {t("process.admissionsOfYear", { year: academicYear })}
        </Link>
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <section aria-labelledby="steps">
            <h2 id="steps" className="text-2xl font-semibold sm:text-3xl">
              {t("process.steps")}
            </h2>
            <ol className="relative mt-8 ml-[1.125rem] space-y-8 border-l-2 border-brand-100 pl-8 sm:pl-10">
              {steps.map((step, index) => (
                <li key={index} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-0 -left-[calc(3.125rem+1px)] grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-display font-semibold text-white ring-4 ring-paper sm:-left-[calc(3.625rem+1px)]"
                  >
                    {localDigits(locale, String(index + 1))}
                  </span>
                  <h3 className="font-sans text-lg font-semibold tracking-normal text-brand-900">
                    <span className="sr-only">{t("process.step", { number: index + 1 })}</span>
                    {step.title}
                  </h3>
                  <MarkdownHtml html={step.html} className="mt-1.5 max-w-prose space-y-3 leading-relaxed text-ink/90" />
                </li>
              ))}
            </ol>
          </section>

          {documents && (
            <section aria-labelledby="documents" className="card self-start p-6">
              <h2 id="documents" className="text-xl font-semibold">
                {documents.heading}
              </h2>
              <MarkdownHtml html={documents.lead} className="mt-1 space-y-2 text-sm text-muted empty:hidden" />
              <ul className="mt-4 space-y-2.5 text-sm">
                {documents.items.map((document, index) => (
                  <li key={index} className="flex gap-2.5">
                    <svg className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                      <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    <MarkdownHtml as="span" html={document} />
                  </li>
                ))}
              </ul>
              <MarkdownHtml html={documents.rest} className="mt-4 space-y-2 text-sm empty:hidden" />
            </section>
          )}
        </div>

        <section aria-labelledby="contacts" className="mt-16">
          <h2 id="contacts" className="text-2xl font-semibold sm:text-3xl">
            {t("process.help")}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {contacts.map((contact, index) => (
              <li key={index}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
