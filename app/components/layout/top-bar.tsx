import { LanguageSwitch } from "./language-switch";
import { SiteSearchBox } from "./site-search-box";
import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";
import { telHref } from "../contact-links";
import { MailIcon, PhoneIcon } from "../ui/icons";

const linkClass = "inline-flex min-h-8 items-center gap-1.5 whitespace-nowrap hover:text-accent-200";

/**
 * One row at every width. On a phone the email is an envelope (its address is its name and in the
 * footer) so that both numbers stay readable and a tap away; on the narrowest phones only the
 * mobile number stays, beside the language switch. From xl the site's search box sits before the
 * language switch (below xl it is in the menu). Only what a family uses: the staff's sign-in is a
 * small link at the foot of the page.
 */
export function TopBar() {
  const { email, phone } = useSiteSettings();
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
        <div className="flex shrink-0 items-center gap-x-5">
          <SiteSearchBox id="site-search-top" className="hidden w-64 xl:flex" />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
