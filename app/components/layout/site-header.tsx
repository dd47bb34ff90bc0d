import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";

/** The letterhead: both emblems, the trust and college names, courses, address and approvals. */
export function SiteHeader() {
  const { address } = useSiteSettings();
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex items-center gap-3 py-4 sm:gap-6 sm:py-5">
        <Link to="/" className="shrink-0" aria-label={`${institution.collegeName} — home`}>
          <img src="/logos/college-logo.svg" alt="" width={72} height={72} className="h-12 w-12 sm:h-[72px] sm:w-[72px]" />
        </Link>
        <div className="min-w-0 flex-1 text-center">
          <p className="text-xs font-medium tracking-wide text-accent-700 sm:text-sm">{institution.trustName}</p>
          <p className="font-display text-xl leading-tight font-semibold text-brand-900 sm:text-3xl">
            {institution.collegeName}
          </p>
          <p className="mt-0.5 text-sm font-semibold text-brand-700">{institution.courses}</p>
          <p className="mt-1 text-xs text-muted sm:text-sm">{address}</p>
          <div className="mt-1 hidden text-xs text-muted md:block">
            <p>{institution.approvalLine}</p>
            <p>
              {institution.regulatorLine} · {institution.affiliationLine}
            </p>
          </div>
          <ul className="mt-2 flex flex-wrap justify-center gap-1.5 text-[11px] font-semibold text-brand-800 sm:text-xs">
            {institution.approvalCodes.map((code) => (
              <li key={code.body} className="rounded-full bg-brand-50 px-2.5 py-0.5 ring-1 ring-brand-100">
                {code.label}: {code.code}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/logos/trust-logo.svg"
          alt={`${institution.trustName} emblem`}
          width={72}
          height={72}
          className="h-12 w-12 shrink-0 sm:h-[72px] sm:w-[72px]"
        />
      </div>
    </header>
  );
}
