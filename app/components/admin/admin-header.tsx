import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";

export function AdminHeader() {
  const { address, email } = useSiteSettings();
  return (
    <header className="border-b border-line bg-white">
      <div className="flex items-center gap-3 px-4 py-3 sm:gap-5 sm:px-6">
        <img src="/logos/college-logo.svg" alt="" width={48} height={48} className="h-10 w-10 sm:h-12 sm:w-12" />
        <div className="min-w-0 flex-1 text-center">
          <p className="text-xs text-accent-700">{institution.trustName}</p>
          <p className="font-display text-lg leading-tight font-semibold text-brand-900 sm:text-xl">{institution.collegeName}</p>
          <p className="text-xs font-semibold text-brand-700">{institution.programmes.join(" & ")}</p>
          <p className="hidden text-xs text-muted md:block">{address}</p>
          <p className="hidden text-xs text-muted md:block">
            <a className="underline-offset-2 hover:underline" href={institution.website} target="_blank" rel="noopener noreferrer">
              {institution.website.replace(/^https?:\/\//, "")}
            </a>{" "}
            ·{" "}
            <a className="underline-offset-2 hover:underline" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </div>
        <img src="/logos/trust-logo.svg" alt="" width={48} height={48} className="h-10 w-10 sm:h-12 sm:w-12" />
      </div>
    </header>
  );
}
