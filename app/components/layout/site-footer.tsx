import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { footerQuickLinks } from "../../../content/navigation";
import { grievanceFormPath } from "../../../common/grievance.resource";
import { privacyNoticePath } from "../../../common/privacy.resource";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { useAddress, useSiteSettings } from "../../lib/site-settings";
import { APPLY_PATH } from "../../lib/site-navigation";
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon } from "../ui/icons";
import { telHref } from "../contact-links";
import { LazyMap } from "./lazy-map";

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon } as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { email, phone, admissionsOpen } = useSiteSettings();
  const address = useAddress();
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const collegeName = t("institution.collegeName");
  const trustName = t("institution.trustName");
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.3fr]">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            {t("frame.contactUs")}
          </h2>
          <p className="mt-4 font-display text-xl font-semibold text-white">{collegeName}</p>
          <p className="mt-1 text-sm text-brand-200">{trustName}</p>
          <ul className="mt-5 space-y-3 text-sm">
            <li className="flex gap-2.5">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              <span>{address}</span>
            </li>
            <li className="flex gap-2.5">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              {/* Each number dials itself: the mobile and the landline are two links. */}
              <span className="flex flex-wrap gap-x-2">
                <a className="whitespace-nowrap hover:text-white" href={telHref(phone)}>
                  {phone}
                </a>
                <span aria-hidden="true">·</span>
                <a className="whitespace-nowrap hover:text-white" href={telHref(institution.landline)}>
                  {institution.landline}
                </a>
              </span>
            </li>
            <li>
              <a className="flex gap-2.5 break-all hover:text-white" href={`mailto:${email}`}>
                <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
                {email}
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label={t("frame.socialNetworks")}>
            {institution.social.map((link) => {
              const Icon = socialIcons[link.network];
              return (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-accent-400 hover:text-brand-950"
                    aria-label={t("frame.opensInNewTab", { name: link.network })}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-semibold text-white">
            {t("frame.quickLinks")}
          </h2>
          <ul className="mt-4 grid gap-1 text-sm">
            {footerQuickLinks.filter((link) => admissionsOpen || link.to !== APPLY_PATH).map((link) => (
              <li key={link.to}>
                <Link to={localePath(link.to)} className="inline-flex min-h-9 items-center hover:text-accent-200">
                  {menuText(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={localePath(grievanceFormPath)} className="inline-flex min-h-9 items-center hover:text-accent-200">
                {t("frame.grievanceLink")}
              </Link>
            </li>
            <li>
              <Link to={localePath(privacyNoticePath)} className="inline-flex min-h-9 items-center hover:text-accent-200">
                {t("frame.privacyLink")}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="text-lg font-semibold text-white">
            {t("frame.findUs")}
          </h2>
          <div className="mt-4">
            <LazyMap
              title={t("frame.mapOf", { college: collegeName })}
              embedUrl={institution.map.embedUrl}
              linkUrl={institution.map.linkUrl}
            />
          </div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center gap-x-6 gap-y-1 py-4 text-xs text-brand-300 sm:flex-row sm:justify-between">
          <p className="text-center sm:text-left">{t("frame.rightsReserved", { year, trust: trustName, college: collegeName })}</p>
          {/* For the college's staff, out of a family's way; the back office is in English, in either language. */}
          <Link to="/login" className="inline-flex min-h-8 shrink-0 items-center hover:text-white hover:underline">
            {t("frame.staffSignIn")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
