import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";

/**
 * The letterhead of the back office. On phones the address, website and email stay, in smaller
 * type: the clerk may need them there as much as at a desk.
 */
export function AdminHeader({ inert = false }: { inert?: boolean }) {
  const { address, email } = useSiteSettings();
  return (
    <header className="border-b border-line bg-white" inert={inert || undefined}>
      <div className="flex items-center gap-2 px-4 py-3 sm:gap-5 sm:px-6">
        <img src="/logos/college-logo.svg" alt="" width={48} height={48} className="h-9 w-9 sm:h-12 sm:w-12" />
        <div className="min-w-0 flex-1 text-center">
          <p className="text-[11px] text-accent-700 sm:text-xs">{institution.trustName}</p>
          <p className="font-display text-lg leading-tight font-semibold text-brand-900 sm:text-xl">{institution.collegeName}</p>
          <p className="text-xs font-semibold text-brand-700">{institution.programmes.join(" & ")}</p>
          <p className="mt-0.5 text-[11px] leading-snug text-muted sm:text-xs">{address}</p>
          <p className="text-[11px] leading-snug text-muted sm:text-xs">
            <a className="inline-block py-0.5 underline-offset-2 hover:underline" href={institution.website} target="_blank" rel="noopener noreferrer">
              {institution.website.replace(/^https?:\/\//, "")}
            </a>{" "}
            ·{" "}
            <a className="inline-block py-0.5 break-all underline-offset-2 hover:underline" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </div>
        <img src="/logos/trust-logo.svg" alt="" width={48} height={48} className="h-9 w-9 sm:h-12 sm:w-12" />
      </div>
    </header>
  );
}
