import { useEffect, useRef } from "react";
import { Link, useMatches } from "react-router";
import { committeeOf } from "../../../common/grievance.schema";
import { formatCalendarDate } from "../../i18n/format";
import { useLocale, useT } from "../../i18n/i18n";
import { publicUrlFrom } from "../../lib/seo";
import type { FiledAnswer } from "./grievance-result";
import { RaggingHelpline } from "./ragging-helpline";

/**
 * The answer to a grievance, in place of the form, with and without JavaScript: the number to
 * quote, the due date, the private status link (shown whole, so it can be copied or written down)
 * and, for ragging, the national helpline.
 */
export function GrievanceFiled({ filed, focus }: { filed: FiledAnswer; focus: boolean }) {
  const t = useT();
  const locale = useLocale();
  const siteUrl = publicUrlFrom(useMatches()) ?? "";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const statusLink = `${siteUrl}${filed.statusUrl}`;
  return (
    <section aria-labelledby="grievance-filed" className="card p-5 sm:p-8">
      <h2 id="grievance-filed" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t("grievance.filedTitle")}
      </h2>
      <p className="mt-2 leading-relaxed">{t("grievance.filedText", { committee: t(`grievance.committee.${committeeOf(filed.category)}`) })}</p>

      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t("grievance.numberLabel")}</dt>
          <dd className="font-display text-2xl font-semibold tracking-wide text-brand-800 sm:text-3xl">{filed.grievanceNumber}</dd>
          <dd className="mt-1 text-sm">{t("grievance.numberText")}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("grievance.dueLabel")}</dt>
          <dd className="font-display text-2xl font-semibold text-brand-800 sm:text-3xl">{formatCalendarDate(locale, filed.dueDate, "longDate")}</dd>
        </div>
      </dl>

      <div className="mt-6 rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200 sm:p-5">
        <p className="font-semibold text-brand-900">{t("grievance.linkLabel")}</p>
        <p className="mt-2 font-mono text-sm break-all text-brand-800">{statusLink}</p>
        <p className="mt-2 text-sm leading-relaxed">{t("grievance.linkText")}</p>
        <Link to={filed.statusUrl} className="btn-accent mt-4 px-6">
          {t("grievance.openStatus")}
        </Link>
      </div>

      {filed.category === "ragging" && <RaggingHelpline heading="h3" className="mt-6" />}
    </section>
  );
}
