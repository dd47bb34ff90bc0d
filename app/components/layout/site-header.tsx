import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { useLocalePath, useT } from "../../i18n/i18n";
import { useAddress } from "../../lib/site-settings";
import { ChevronDownIcon } from "../ui/icons";
import { Emblem } from "./emblem";

/** The address, approvals, recognition, affiliation and approval codes. */
function Credentials() {
  const address = useAddress();
  const t = useT();
  return (
    <>
      <p className="text-xs text-muted sm:text-sm">{address}</p>
      <p className="mt-1 text-xs text-muted">{t("institution.approvalLine")}</p>
      <p className="text-xs text-muted">
        {t("institution.regulatorLine")} · {t("institution.affiliationLine")}
      </p>
      <ul className="mt-2 flex flex-wrap justify-center gap-1.5 text-[11px] font-semibold text-brand-800 sm:text-xs">
        {institution.approvalCodes.map((code) => (
          <li key={code.body} className="rounded-full bg-brand-50 px-2.5 py-0.5 ring-1 ring-brand-100">
            {t(`institution.code.${code.body}`)}: {code.code}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * On a phone the trust's and the college's names are always two lines each, split between words, so the web font's
 * arrival (narrower or wider than the fallback) never changes its height and shifts the page.
 */
function InTwoLinesOnPhones({ text }: { text: string }) {
  const words = text.split(" ");
  const half = Math.ceil(words.length / 2);
  return (
    <>
      <span className="block sm:inline">{words.slice(0, half).join(" ")}</span> {words.slice(half).join(" ")}
    </>
  );
}

/**
 * The letterhead: both emblems, the trust and college names and courses, then the address and
 * approvals. On a phone those follow behind one tap (a disclosure that works without script), so
 * the menu and the page's heading reach the first screen; from md up, or where the browser cannot
 * style the disclosure open, everything is shown as before.
 */
export function SiteHeader() {
  const t = useT();
  const localePath = useLocalePath();
  const collegeName = t("institution.collegeName");
  const trustName = t("institution.trustName");
  return (
    <header className="border-b border-line bg-surface">
      {/* Phones: the emblems beside the names, the disclosure across the full width below.
          From md: the emblems either side of names and details together. */}
      <div className="container-page grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 pt-3 pb-1.5 sm:gap-x-6 md:py-5">
        <Link to={localePath("/")} className="shrink-0 md:row-span-2" aria-label={t("frame.homeLabel", { college: collegeName })}>
          <Emblem of="college" className="h-11 w-11 sm:h-[72px] sm:w-[72px]" />
        </Link>
        <div className="text-center">
          <p className="text-[11px] leading-snug font-medium tracking-wide text-balance text-accent-700 sm:text-sm">
            <InTwoLinesOnPhones text={trustName} />
          </p>
          <p className="font-display text-lg leading-tight font-semibold text-balance text-brand-900 sm:text-3xl">
            <InTwoLinesOnPhones text={collegeName} />
          </p>
          <p className="mt-0.5 text-xs font-semibold text-brand-700 sm:text-sm">{t("institution.courses")}</p>
        </div>
        <Emblem
          of="trust"
          label={t("frame.trustEmblem")}
          className="h-11 w-11 shrink-0 sm:h-[72px] sm:w-[72px] md:row-span-2"
        />
        <details className="disclosure-until-md group col-span-3 mt-1 text-center md:col-span-1 md:col-start-2 md:mt-1">
          <summary className="mx-auto flex min-h-8 w-fit cursor-pointer list-none items-center gap-1 rounded-full px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            {t("frame.credentials")}
            <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pt-1 pb-2 md:p-0">
            <Credentials />
          </div>
        </details>
      </div>
    </header>
  );
}
