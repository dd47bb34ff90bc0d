import { data, Link } from "react-router";
import { MarkdownHtml } from "../../components/markdown-html";
import { NoticeFileAction, NoticeMeta } from "../../components/notices/notice-parts";
import { PageHeader } from "../../components/page-header";
import { useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { noticePresenter } from "../../lib/notice-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/notice";

/** One notice: its words, its file, and after its last day a word that it has expired (its page stays). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "records");
  const [record, settings] = await Promise.all([context.services.notices.findPublic(params.id), context.services.settings.getSingleton()]);
  if (!record) return data({ notice: null, messages }, { status: 404 });
  return { notice: noticePresenter(locale, settings).detail(record), messages };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const notice = loaderData?.notice;
  if (!notice) {
    return [
      ...pageMeta({ matches, location }, (t) => ({ title: "Notice Not Found", description: t("notice.notFoundDescription"), path: location.pathname })),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({ matches, location }, (t) => ({
    title: notice.title,
    description: notice.description || t("notice.description", { title: notice.title, college: t("institution.collegeName") }),
    path: `/notices/${notice.id}`,
  }));
};

const trail = [
  { label: "Students Corner", to: "/students-corner" },
  { label: "Notices", to: "/notices" },
];

export default function Notice({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const t = useT();
  const localePath = useLocalePath();
  const allNotices = (
    <Link to={localePath("/notices")} className="btn-outline">
      <span aria-hidden="true">←</span> {t("notice.allNotices")}
    </Link>
  );
  if (!notice) {
    return (
      <>
        <PageHeader title="Notice Not Found" trail={trail} />
        <div className="container-page py-16 text-center">
          <p className="mx-auto max-w-md text-lg text-muted">{t("notice.notFoundText")}</p>
          <div className="mt-8">{allNotices}</div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={notice.title} trail={trail} intro={<NoticeMeta category={notice.category} published={notice.published} important={notice.important} />}>
        {notice.file && <NoticeFileAction file={notice.file} />}
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-3xl">
          {notice.expired && (
            <p className="mb-6 rounded-card bg-accent-50 px-5 py-4 font-medium text-accent-700 ring-1 ring-accent-200">
              {t("notice.expired", { date: notice.expired.day })}
            </p>
          )}
          {notice.html && <MarkdownHtml html={notice.html} className="card space-y-4 p-6 text-base leading-relaxed sm:p-8 sm:text-lg" />}
          <div className="mt-10">{allNotices}</div>
        </div>
      </div>
    </>
  );
}
