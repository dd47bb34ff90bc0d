import { Link } from "react-router";
import { LanguageSwitch } from "./language-switch";
import { useT } from "../../i18n/i18n";
import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";
import { telHref } from "../contact-links";
import { MailIcon, PhoneIcon } from "../ui/icons";

const linkClass = "inline-flex min-h-8 items-center gap-1.5 whitespace-nowrap hover:text-accent-200";

/**
 * One row at every width. On a phone the email is an envelope (its address is its name and in the
 * footer) so that both numbers stay readable and a tap away; on the narrowest phones only the
 * mobile number stays, beside the language switch.
 */
export function TopBar() {
  const { email, phone } = useSiteSettings();
  const t = useT();
  return (
    <div className="bg-brand-950 text-brand-50">
      <div className="container-page flex items-center justify-between gap-x-3 py-0.5 text-xs sm:gap-x-6 sm:py-2 sm:text-sm">
        {/* One row whatever the font: before the web font arrives the fallback is wider, and a
            second row would push the whole page down when it goes (layout shift). The last
            number is clipped for that moment instead. */}
        <ul className="flex min-w-0 items-center gap-x-3 sm:gap-x-5">
          <li>
            <a className={`${linkClass} min-w-8 justify-center`} href={`mailto:${email}`} title={email}>
              <MailIcon /> <span className="sr-only sm:not-sr-only">{email}</span>
            </a>
          </li>
          <li>
            <a className={linkClass} href={telHref(phone)}>
              <PhoneIcon className="hidden h-4 w-4 shrink-0 sm:block" /> {phone}
            </a>
          </li>
          {/* Below 400 px the language switch leaves no room for it; the footer and the contact pages have it. */}
          <li className="hidden min-w-0 overflow-clip min-[400px]:block">
            <a className={linkClass} href={telHref(institution.landline)}>
              <span aria-hidden="true" className="hidden sm:inline">
                ☎
              </span>
              {institution.landline}
            </a>
          </li>
        </ul>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <Link
            to="/login"
            className="inline-flex min-h-8 shrink-0 items-center rounded-full border border-brand-300/60 px-3 text-xs font-semibold tracking-wide uppercase hover:bg-brand-800 sm:px-4"
          >
            {t("frame.login")}
          </Link>
        </div>
      </div>
    </div>
  );
}
