import { Link } from "react-router";
import type { NoticeCategory } from "../../../common/notice.collection";
import { useLocalePath, useT } from "../../i18n/i18n";
import type { NoticeFile, WrittenDay } from "../../lib/notice-record.server";
import { ExternalLinkIcon } from "../home/home-icons";
import { PdfDownloadButton } from "../pdf/pdf-download-button";

/** A notice's category, in the page's language. */
export function useCategoryName(): (category: NoticeCategory) => string {
  const t = useT();
  return (category) => t(`notices.category.${category}`);
}

/** The line above a notice's title: important or not, its category and the day it was published. */
export function NoticeMeta({ category, published, important }: { category: NoticeCategory; published: WrittenDay | null; important: boolean }) {
  const t = useT();
  const categoryName = useCategoryName();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {important && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-0.5 font-semibold text-accent-700 ring-1 ring-accent-200">
          <PinIcon />
          {t("notices.important")}
        </span>
      )}
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 ring-1 ring-brand-100">{categoryName(category)}</span>
      {published && (
        <time dateTime={published.at} className="font-medium text-muted">
          {published.day}
        </time>
      )}
    </p>
  );
}

/**
 * A notice's file: a PDF of the site is a download button (a plain link until the script arrives,
 * which then explains a failed download in plain words); another address opens as a link, another
 * site's in a new tab.
 */
export function NoticeFileAction({ file, className = "btn-primary" }: { file: NoticeFile; className?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  if (file.kind === "pdf") {
    return (
      <PdfDownloadButton href={file.href} fileName={file.fileName} errorMessage={t("notices.downloadFailed")} className={className}>
        {t("notices.downloadPdf")}
      </PdfDownloadButton>
    );
  }
  if (file.kind === "page") {
    return (
      <Link to={localePath(file.path)} className={className}>
        {t("notices.openFile")}
      </Link>
    );
  }
  return file.external ? (
    <a href={file.href} target="_blank" rel="noopener noreferrer" className={className}>
      {t("notices.openFile")}
      <ExternalLinkIcon />
      <span className="sr-only">{t("notices.opensInNewTab")}</span>
    </a>
  ) : (
    <a href={file.href} className={className}>
      {t("notices.openFile")}
    </a>
  );
}

function PinIcon() {
  return (
    <svg className="h-3.5 w-3.5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 17v5M9 3h6l-1 6 3 3v2H7v-2l3-3-1-6Z" />
    </svg>
  );
}
