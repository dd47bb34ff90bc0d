import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "../../../common/format-date";
import { pageResource, publicPagesPath } from "../../../common/page.resource";
import { isPageKey, type PageSummary } from "../../../common/page.schema";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { adminHref } from "../../components/admin/admin-screens";
import { ErrorState, ListStates } from "../../components/admin/data-state";
import { PageEditor } from "../../components/admin/page-editor";
import { DataTable } from "../../components/data-table";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useApiData } from "../../lib/admin/use-api-data";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = () => adminMeta(pageResource.labels.title);

const { labels, messages } = pageResource;

/** The address of one page's editor on this screen, `?page=faqs`, so it can be bookmarked and Back returns to the list. */
const editorSearch = (key: string) => `?${new URLSearchParams({ page: key })}`;
const listHref = adminHref({ path: "pages" });

/**
 * The words of the site's own pages: the list of pages, and for the one named by `?page=` its
 * editor (English and Marathi side by side, a preview, earlier versions).
 */
export default function PagesScreen() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get("page");
  if (key === null) return <PageList />;
  if (!isPageKey(key)) {
    return (
      <section>
        <AdminPageHeader title={labels.title} description="The words of the website's own pages." />
        <ErrorState message={messages.notFound} />
        <p className="text-center">
          <Link to={listHref} className="font-semibold text-brand-700 underline">
            All pages
          </Link>
        </p>
      </section>
    );
  }
  // Keyed by the page, so another page's editor starts afresh.
  return <PageEditor key={key} pageKey={key} listHref={listHref} />;
}

/** Every page, with where the public sees it and when it was last saved. */
function PageList() {
  const pages = useApiData<PageSummary[]>(publicPagesPath, { failure: labels.loadFailed });
  const list = pages.data ?? [];
  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="The words of the website's own pages, in English and Marathi. Choose a page to edit its title and sections, preview it and see its earlier versions."
      />
      <ListStates
        status={pages.status}
        loading="Loading pages…"
        failure={pages.error ?? labels.loadFailed}
        empty="No pages."
        isEmpty={list.length === 0}
        onRetry={pages.reload}
      >
        <DataTable<PageSummary>
          caption={`Pages of the website (${list.length})`}
          rows={list}
          rowKey={(page) => page.key}
          columns={[
            {
              header: "Title",
              rowHeader: true,
              cell: (page) => (
                // Named "Edit …" for a screen reader's list of links; the words shown are part of the name.
                <Link to={{ search: editorSearch(page.key) }} aria-label={`Edit ${page.title}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {page.title}
                </Link>
              ),
            },
            {
              header: "Public page",
              cell: (page) => (
                <a href={page.path} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
                  {page.path}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ),
            },
            { header: "Last saved", nowrap: true, cell: (page) => formatDateTime(page.updatedAt) },
          ]}
        />
      </ListStates>
    </section>
  );
}
