import { formatDateTime } from "../../../common/format-date";
import { pageRestorePath, pageResource, pageVersionsPath } from "../../../common/page.resource";
import type { Page, PageVersion } from "../../../common/page.schema";
import { apiRequest } from "../../lib/api-client";
import { useApiData } from "../../lib/admin/use-api-data";
import { useSave } from "../../lib/admin/use-save";
import { ListStates } from "./data-state";
import { CardButton } from "./record-card";

const { messages, labels } = pageResource;
const versionsFailed = "Error loading the earlier versions";

type Props = {
  page: Page;
  /** Whether the form holds changes not yet saved, which a restore would replace too. */
  unsaved: boolean;
  confirm: (question: string, confirmLabel?: string) => Promise<boolean>;
  /** With the page as the restore made it. */
  onRestored: (page: Page) => void;
};

/** Who saved a version's words: an account, or nobody for the words a fresh install started with. */
const authorOf = (version: PageVersion) => (version.savedBy ? `by ${version.savedBy}` : "the words the site started with");

/**
 * The states a page had before its saves and restores, newest first, each of which can be made
 * the page again. Keyed by the page's last save where it is used, so it loads again after each.
 */
export function PageVersions({ page, unsaved, confirm, onRestored }: Props) {
  const versions = useApiData<PageVersion[]>(pageVersionsPath(page.key), { failure: versionsFailed });
  const { saving, save } = useSave(labels.restoreFailed);
  const list = versions.data ?? [];

  async function restore(version: PageVersion) {
    const question =
      `Show the version saved ${formatDateTime(version.savedAt)} (${authorOf(version)}) on the page again? ` +
      `The page as it is now stays as an earlier version${unsaved ? "; the changes you have not saved are lost" : ""}.`;
    if (!(await confirm(question, "Restore"))) return;
    await save(version, async (chosen) => {
      const answer = await apiRequest<{ page?: Page }>(pageRestorePath(page.key, chosen._id), { method: "POST" });
      if (answer?.page) onRestored(answer.page);
      return messages.restored;
    });
  }

  return (
    <section aria-labelledby="page-versions-heading" className="card mt-8 p-5 sm:p-6">
      <h2 id="page-versions-heading" className="text-lg font-semibold">
        Earlier versions
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Every save and every restore keeps the words it replaced. Restore one to show it on the website again.
      </p>
      <div className="mt-4">
        <ListStates
          status={versions.status}
          loading="Loading earlier versions…"
          failure={versions.error ?? versionsFailed}
          empty="No earlier versions yet: the page has not been changed."
          isEmpty={list.length === 0}
          onRetry={versions.reload}
        >
          <ol className="divide-y divide-line rounded-lg ring-1 ring-line">
            {list.map((version) => (
              <li key={version._id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
                <p className="text-sm">
                  <span className="font-semibold text-ink">{formatDateTime(version.savedAt)}</span>
                  <span className="text-muted"> · {authorOf(version)}</span>
                </p>
                <CardButton label={`Restore the version saved ${formatDateTime(version.savedAt)}`} disabled={saving} onClick={() => void restore(version)}>
                  Restore
                </CardButton>
              </li>
            ))}
          </ol>
        </ListStates>
      </div>
    </section>
  );
}
