import { Link } from "react-router";
import { NOTICE_CATEGORIES, type NoticeCategory } from "../../../common/notice.collection";
import { SectionState } from "../../components/home/section-state";
import { NoticeFileAction, NoticeMeta, useCategoryName } from "../../components/notices/notice-parts";
import { PageHeader } from "../../components/page-header";
import { useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { noticePresenter, type NoticeSummary } from "../../lib/notice-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/notices";

/**
 * The notice board: the public notices, important ones first, then the newest; `?category=` shows
 * one category (an unknown one shows them all). The category links are plain links, so the board
 * filters before its script arrives, or without one.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "records");
  const asked = new URL(request.url).searchParams.get("category");
  const category = NOTICE_CATEGORIES.find((each) => each === asked) ?? null;
  const settings = await context.services.settings.getSingleton();
  const { summary } = noticePresenter(locale, settings);
  const board = await context.services.notices.listPublic(category ? { category } : {}).then(
    (list) => ({ notices: list.map(summary), failed: false }),
    (error: unknown) => {
      context.reportLoadError("Notices page: the notices could not be loaded", error);
      return { notices: [] as NoticeSummary[], failed: true };
    },
  );
  return { category, categories: NOTICE_CATEGORIES, ...board, messages };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Notices",
    description: t("notices.description", { college: t("institution.collegeName") }),
    path: "/notices",
  }));

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { category, categories, notices, failed } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title="Notices" trail={[{ label: "Students Corner", to: "/students-corner" }]} intro={t("notices.intro")} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-3xl">
          <CategoryLinks categories={categories} current={category} />
          {failed ? (
            <SectionState kind="error" message={t("notices.loadFailed")} className="mt-8" />
          ) : notices.length === 0 ? (
            <EmptyBoard category={category} />
          ) : (
            <ol className="mt-8 space-y-5">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <NoticeCard notice={notice} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </>
  );
}

function CategoryLinks({ categories, current }: { categories: readonly NoticeCategory[]; current: NoticeCategory | null }) {
  const t = useT();
  const categoryName = useCategoryName();
  const localePath = useLocalePath();
  const choices = [{ value: null, label: t("notices.all") }, ...categories.map((value) => ({ value, label: categoryName(value) }))];
  return (
    <nav aria-label={t("notices.categories")}>
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ value, label }) => {
          const chosen = value === current;
          return (
            <li key={value ?? "all"}>
              <Link
                to={localePath(value ? `/notices?category=${value}` : "/notices")}
                // The list changes under the links: they stay where the visitor's thumb is.
                preventScrollReset
                aria-current={chosen ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                  chosen ? "bg-brand-700 text-white ring-brand-700" : "bg-surface text-brand-800 ring-line hover:bg-brand-50 hover:ring-brand-300"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NoticeCard({ notice }: { notice: NoticeSummary }) {
  const localePath = useLocalePath();
  return (
    <article className={`card p-5 sm:p-6 ${notice.important ? "ring-accent-200" : ""}`}>
      <NoticeMeta category={notice.category} published={notice.published} important={notice.important} />
      <h2 className="mt-3 text-xl leading-snug font-semibold break-words">
        <Link to={localePath(`/notices/${notice.id}`)} className="underline-offset-4 hover:underline">
          {notice.title}
        </Link>
      </h2>
      {notice.excerpt && <p className="mt-2 leading-relaxed text-muted">{notice.excerpt}</p>}
      {notice.file && (
        <div className="mt-4">
          <NoticeFileAction file={notice.file} className="btn-outline" />
        </div>
      )}
    </article>
  );
}

function EmptyBoard({ category }: { category: NoticeCategory | null }) {
  const t = useT();
  const categoryName = useCategoryName();
  const localePath = useLocalePath();
  return (
    <div className="mt-8 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
      <p className="text-lg text-brand-900">{category ? t("notices.emptyCategory", { category: categoryName(category) }) : t("notices.empty")}</p>
      {category && (
        <Link to={localePath("/notices")} preventScrollReset className="btn-outline mt-6">
          {t("notices.seeAll")}
        </Link>
      )}
    </div>
  );
}
