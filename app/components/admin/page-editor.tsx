import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { recordPath } from "../../../common/resource";
import { pageResource, publicPagesPath } from "../../../common/page.resource";
import { MAX_SECTIONS, PAGE_PLACEHOLDERS, PageUpdateSchema, type Page, type PageKey, type PageSection } from "../../../common/page.schema";
import { pathIn } from "../../i18n/locale";
import type { RowValues } from "../../lib/admin/use-form-state";
import { useLeaveGuard } from "../../lib/admin/use-leave-guard";
import { refusalLines } from "../../lib/admin/use-save";
import { useSingletonEditor } from "../../lib/admin/use-singleton-editor";
import { AdminPageHeader } from "./admin-page-header";
import { useConfirm } from "./confirm-dialog";
import { ErrorState, LoadingState } from "./data-state";
import { FormAlert, FormFields, type FieldSpec } from "./form-field";
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

const toValues = (page: Page): PageValues => ({ title: page.title, titleMr: page.titleMr, sections: rowsOf(page.sections, sectionInputs) });

/** The form's rows as the sections they stand for, for the preview. */
const sectionsOf = (rows: readonly RowValues[]): PageSection[] =>
  rows.map((row) => ({ heading: row.heading ?? "", headingMr: row.headingMr ?? "", body: row.body ?? "", bodyMr: row.bodyMr ?? "", image: row.image ?? "" }));

const sameValues = (a: PageValues, b: PageValues) => JSON.stringify(a) === JSON.stringify(b);

type Props = { pageKey: PageKey; listHref: string };

/**
 * One page's words: its title and sections in English and Marathi side by side, saved as a whole,
 * a preview of the unsaved page on a phone, and its earlier versions. Leaving with changes not
 * saved asks first.
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
  const { confirm, confirmDialog } = useConfirm();
  const [previewOpen, setPreviewOpen] = useState(false);

  const stored = useMemo(() => (page ? toValues(page) : null), [page]);
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

  const title = page?.title ?? labels.title;
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
            ? `The words of the page at ${page.path}, in English and Marathi. A save shows them on the website at once; the words it replaces are kept below.`
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

      {(editor.status === "idle" || editor.status === "loading") && !page && <LoadingState label="Loading the page…" />}
      {editor.status === "failed" && <ErrorState message={editor.error ?? labels.loadFailed} onRetry={editor.reload} />}
      {page && (
        <>
          <form noValidate onSubmit={submitFocusingErrors(() => editor.save())} aria-label={`Edit ${title}`} className="card p-5 sm:p-6">
            <div className="space-y-6">
              <FormAlert title="The page was not saved:" messages={refusalLines(editor.refusal)} />
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
            <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex flex-wrap items-center justify-end gap-3 rounded-b-card border-t border-line bg-surface px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
              <p role="status" className="mr-auto text-sm text-muted">
                {unsaved ? "Changes not saved yet" : "All changes saved"}
              </p>
              <div className="flex gap-3">
                <button type="button" className="btn-outline" aria-haspopup="dialog" onClick={() => setPreviewOpen(true)}>
                  Preview
                </button>
                <SubmitButton saving={editor.saving} label="Save Page" />
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
