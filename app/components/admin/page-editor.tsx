import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { recordPath } from "../../../common/resource";
import { pageResource, publicPagesPath } from "../../../common/page.resource";
import { MAX_SECTIONS, PAGE_PLACEHOLDERS, PageUpdateSchema, type Page, type PageDraft, type PageKey, type PageSection } from "../../../common/page.schema";
import { pathIn } from "../../i18n/locale";
import { clerkTime, kolkataInputValue, kolkataTime } from "../../lib/admin/publication";
import { useClock } from "../../lib/admin/use-clock";
import { usePageDraft } from "../../lib/admin/use-page-draft";
import type { RowValues } from "../../lib/admin/use-form-state";
import { useLeaveGuard } from "../../lib/admin/use-leave-guard";
import { refusalLines } from "../../lib/admin/use-save";
import { useSingletonEditor } from "../../lib/admin/use-singleton-editor";
import { AdminPageHeader } from "./admin-page-header";
import { useConfirm } from "./confirm-dialog";
import { ErrorState, LoadingState } from "./data-state";
import { FormAlert, FormField, FormFields, type FieldSpec } from "./form-field";
import { emptyRowOf, rowsOf } from "./member-rows";
import { SubmitButton } from "./modal-form";
import { PagePreview } from "./page-preview";
import { PageVersions } from "./page-versions";
import { RowsEditor } from "./rows-editor";
import { SectionPicture } from "./section-picture";
import { submitFocusingErrors } from "./submit-focusing-errors";

const { labels } = pageResource;

type PageValues = { title: string; titleMr: string; sections: readonly RowValues[] };

const titleFields: FieldSpec[] = [
  { name: "title", label: "Title", maxLength: 200, hint: "The page's main heading." },
  { name: "titleMr", label: "Title in Marathi", required: false, maxLength: 200, lang: "mr", hint: "Left empty, the Marathi page shows the English title." },
];

const placeholders = PAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(" ");

/** Each section's English inputs beside their Marathi twins: the grid's two columns are the two languages. */
const sectionFields: FieldSpec[] = [
  { name: "heading", label: "Heading", required: false, maxLength: 200, hint: "Optional." },
  { name: "headingMr", label: "Heading in Marathi", required: false, maxLength: 200, lang: "mr", hint: "Left empty, the Marathi page shows the English heading." },
  {
    name: "body",
    label: "Text",
    type: "textarea",
    rows: 10,
    required: false,
    maxLength: 20_000,
    wide: false,
    hint: `Markdown: **bold**, *italic*, a line starting with "- " for a list, [words](https://…) for a link, rows of | cells | for a table. ${placeholders} show the values in Settings. A paragraph or list item with a link to /apply-now shows only while admissions are open.`,
  },
  {
    name: "bodyMr",
    label: "Text in Marathi",
    type: "textarea",
    rows: 10,
    required: false,
    maxLength: 20_000,
    wide: false,
    lang: "mr",
    hint: "The same Markdown and placeholders. Left empty, the Marathi page shows the English text.",
  },
];
const sectionInputs = [...sectionFields, { name: "image", label: "Picture" }];
const emptySection = emptyRowOf(sectionInputs);

const toValues = (page: Pick<Page, "title" | "titleMr" | "sections">): PageValues => ({ title: page.title, titleMr: page.titleMr, sections: rowsOf(page.sections, sectionInputs) });

/** The form's rows as the sections they stand for, for the preview. */
const sectionsOf = (rows: readonly RowValues[]): PageSection[] =>
  rows.map((row) => ({ heading: row.heading ?? "", headingMr: row.headingMr ?? "", body: row.body ?? "", bodyMr: row.bodyMr ?? "", image: row.image ?? "" }));

const sameValues = (a: PageValues, b: PageValues) => JSON.stringify(a) === JSON.stringify(b);

type Props = { pageKey: PageKey; listHref: string };

/** Where the page stands, in the clerk's words: what the website shows and what waits. */
function stateOf(draft: PageDraft | null, unsaved: boolean, now: Date): string {
  if (unsaved) return "Changes not saved yet";
  if (draft?.publishAt) return `Scheduled for ${clerkTime(draft.publishAt, now)}, India time: the website shows the published page until then`;
  if (draft) return `Draft saved ${clerkTime(draft.savedAt, now)}: the website still shows the published page`;
  return "Published: the website shows these words";
}

/** Why a time typed for "Publish at…" cannot be used; null when it can. */
function publishAtProblem(inputValue: string, now: Date): string | null {
  if (!inputValue) return "Publish at needs a date and a time";
  if (!(Date.parse(kolkataTime(inputValue)) > now.getTime())) return "Publish at must be later than now; to publish at once, choose Publish now";
  return null;
}

/**
 * One page's words: its title and sections in English and Marathi side by side, a preview of the
 * page on a phone, and its earlier versions. The words are published at once, kept as a draft
 * beside the published page (the website does not change), or scheduled to be published at a date
 * and time; a draft opens in the form when there is one. Leaving with changes not saved asks first.
 */
export function PageEditor({ pageKey, listHref }: Props) {
  const editor = useSingletonEditor<Page, PageValues>({
    resource: { ...pageResource, path: recordPath(pageResource, pageKey) },
    loadPath: `${publicPagesPath}/${encodeURIComponent(pageKey)}`,
    schema: PageUpdateSchema,
    empty: { title: "", titleMr: "", sections: [] },
    toValues,
  });
  const { form, data: page, setData } = editor;
  const drafts = usePageDraft(pageKey, { onPublished: setData });
  const { draft } = drafts;
  const { confirm, confirmDialog } = useConfirm();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [choosingTime, setChoosingTime] = useState(false);
  const [publishAt, setPublishAt] = useState("");
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  // Read again when a scheduled draft's time comes, so the screen then shows the page it became.
  const now = useClock(() => (draft?.publishAt ? Date.parse(draft.publishAt) : null));

  // The form shows the draft when there is one, else the published page, once both have loaded
  // and after each change of either (set while rendering, as the editor's own load does).
  const ready = page !== null && drafts.status === "succeeded";
  const [shown, setShown] = useState<{ page: Page | null; draft: PageDraft | null }>({ page: null, draft: null });
  if (ready && (shown.page !== page || shown.draft !== draft)) {
    setShown({ page, draft });
    form.reset(toValues(draft ?? page));
  }

  const { reload: reloadPage } = editor;
  const { reload: reloadDraft } = drafts;
  const due = draft?.publishAt ? Date.parse(draft.publishAt) <= now.getTime() : false;
  useEffect(() => {
    if (!due) return;
    reloadDraft();
    reloadPage();
  }, [due, reloadDraft, reloadPage]);

  const stored = useMemo(() => (page ? toValues(draft ?? page) : null), [page, draft]);
  const unsaved = stored !== null && !sameValues(form.values, stored);
  const askToLeave = useCallback(() => confirm("Leave this page without saving? The changes you have not saved are lost.", "Leave"), [confirm]);
  useLeaveGuard(unsaved, askToLeave);

  // A picture's upload ends after the admin may have typed on; it changes only its own section of the latest rows.
  const latestSections = useRef(form.values.sections);
  useEffect(() => {
    latestSections.current = form.values.sections;
  });
  const setPicture = (index: number, url: string) =>
    form.setValue(
      "sections",
      latestSections.current.map((row, i) => (i === index ? { ...row, image: url } : row)),
    );

  const words = () => form.validate(PageUpdateSchema);
  const busy = editor.saving || drafts.saving;

  async function publishNow(): Promise<boolean> {
    const input = words();
    if (!input) return false;
    const question = draft?.publishAt
      ? `Publish these words now instead of at ${clerkTime(draft.publishAt, new Date())}? The page as it is now is kept as an earlier version.`
      : "Publish these words on the website now? The page as it is now is kept as an earlier version.";
    if (!(await confirm(question, "Publish now"))) return true;
    return drafts.publishNow(input);
  }

  async function schedule() {
    const problem = publishAtProblem(publishAt, new Date());
    setPublishAtError(problem);
    if (problem) return;
    if (await drafts.schedule(words(), kolkataTime(publishAt))) setChoosingTime(false);
  }

  async function discard() {
    if (!(await confirm("Throw this draft away? The website keeps the published page; the draft's words are lost.", "Discard draft"))) return;
    await drafts.discard();
  }

  const title = page?.title ?? labels.title;
  const typedTime = publishAt && !publishAtProblem(publishAt, now) ? `Publishes ${clerkTime(kolkataTime(publishAt), now)}, India time.` : "India time.";
  return (
    <section>
      <p className="mb-3 text-sm">
        <Link to={listHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>All pages
        </Link>
      </p>
      <AdminPageHeader
        title={title}
        description={
          page
            ? `The words of the page at ${page.path}, in English and Marathi. Publish them at once, keep them as a draft until they are ready, or choose when they go on the website; the words a publication replaces are kept below.`
            : "The words of one page, in English and Marathi."
        }
      >
        {page && (
          <>
            <a href={page.path} target="_blank" rel="noreferrer" className="btn-outline">
              View page<span className="sr-only"> in English (opens in a new tab)</span>
            </a>
            <a href={pathIn("mr", page.path)} target="_blank" rel="noreferrer" className="btn-outline">
              View Marathi page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </AdminPageHeader>

      {!ready && editor.status !== "failed" && drafts.status !== "failed" && <LoadingState label="Loading the page…" />}
      {editor.status === "failed" && <ErrorState message={editor.error ?? labels.loadFailed} onRetry={editor.reload} />}
      {drafts.status === "failed" && <ErrorState message={drafts.error ?? labels.loadFailed} onRetry={drafts.reload} />}
      {ready && (
        <>
          <form noValidate onSubmit={submitFocusingErrors(publishNow)} aria-label={`Edit ${title}`} className="card p-5 sm:p-6">
            <div className="space-y-6">
              <p className={`rounded-lg px-3 py-2 text-sm font-medium ${draft?.publishAt ? "bg-accent-50 text-accent-700" : draft ? "bg-line/60 text-ink" : "bg-green-50 text-green-900"}`}>
                {draft?.publishAt ? `Scheduled for ${clerkTime(draft.publishAt, now)}` : draft ? "Draft" : "Published"}
                {draft && <span className="font-normal"> · saved {clerkTime(draft.savedAt, now)} by {draft.savedBy}</span>}
              </p>
              <FormAlert title="The page was not saved:" messages={refusalLines(drafts.refusal ?? editor.refusal)} />
              <FormFields fields={titleFields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="page" />
              <RowsEditor
                name="sections"
                legend={`Sections (at most ${MAX_SECTIONS})`}
                rowLabel="section"
                fields={sectionFields}
                rows={form.values.sections}
                emptyRow={emptySection}
                errors={form.errors}
                onChange={(rows) => form.setValue("sections", rows)}
                idPrefix="page-sections"
                rowExtra={(index) => (
                  <SectionPicture
                    id={`page-sections-${index}-image`}
                    label={`Picture of section ${index + 1}`}
                    url={form.values.sections[index]?.image ?? ""}
                    onChange={(url) => setPicture(index, url)}
                  />
                )}
              />
            </div>
            {/* Kept in view while the editor works down a long page. */}
            <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 rounded-b-card border-t border-line bg-surface px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
              {choosingTime && (
                <fieldset className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line p-3">
                  <legend className="px-1 text-sm font-semibold text-ink">Publish at a date and time</legend>
                  <FormField id="page-publish-at" label="Publish at" hint={typedTime} error={publishAtError ?? undefined} required className="max-w-xs">
                    {(control) => (
                      <input
                        {...control}
                        type="datetime-local"
                        value={publishAt}
                        min={kolkataInputValue(now.toISOString())}
                        className="field-input"
                        onChange={(event) => {
                          setPublishAt(event.target.value);
                          setPublishAtError(null);
                        }}
                      />
                    )}
                  </FormField>
                  <div className="flex gap-3 pb-6">
                    <button type="button" className="btn-primary" disabled={busy} onClick={() => void schedule()}>
                      Schedule
                    </button>
                    <button type="button" className="btn-outline" onClick={() => setChoosingTime(false)}>
                      Cancel
                    </button>
                  </div>
                </fieldset>
              )}
              <div className="flex flex-wrap items-center justify-end gap-3">
                <p role="status" className="mr-auto text-sm text-muted">
                  {stateOf(draft, unsaved, now)}
                </p>
                <div className="flex flex-wrap gap-3">
                  <button type="button" className="btn-outline" aria-haspopup="dialog" onClick={() => setPreviewOpen(true)}>
                    Preview
                  </button>
                  {draft && (
                    <button type="button" className="btn-outline" disabled={busy} onClick={() => void discard()}>
                      Discard draft
                    </button>
                  )}
                  <button type="button" className="btn-outline" disabled={busy} onClick={() => void drafts.saveDraft(words())}>
                    Save as draft
                  </button>
                  <button type="button" className="btn-outline" aria-expanded={choosingTime} disabled={busy} onClick={() => setChoosingTime(true)}>
                    Publish at…
                  </button>
                  <SubmitButton saving={busy} label="Publish now" />
                </div>
              </div>
            </div>
          </form>
          <PageVersions key={page.updatedAt} page={page} unsaved={unsaved} confirm={confirm} onRestored={setData} />
          <PagePreview
            open={previewOpen}
            onClose={() => setPreviewOpen(false)}
            content={{ title: form.values.title, titleMr: form.values.titleMr, sections: sectionsOf(form.values.sections) }}
          />
        </>
      )}
      {confirmDialog}
    </section>
  );
}
