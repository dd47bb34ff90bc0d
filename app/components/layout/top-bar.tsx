import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";
import { MailIcon, PhoneIcon } from "../ui/icons";

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

export function TopBar() {
  const { email, phone } = useSiteSettings();
  return (
    <div className="bg-brand-950 text-brand-50">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a className="inline-flex min-h-8 items-center gap-1.5 hover:text-accent-200" href={`mailto:${email}`}>
              <MailIcon /> <span className="break-all">{email}</span>
            </a>
          </li>
          <li>
            <a className="inline-flex min-h-8 items-center gap-1.5 hover:text-accent-200" href={telHref(phone)}>
              <PhoneIcon /> {phone}
            </a>
          </li>
          <li className="hidden sm:block">
            <a className="inline-flex min-h-8 items-center gap-1.5 hover:text-accent-200" href={telHref(institution.landline)}>
              <span aria-hidden="true">☎</span> {institution.landline}
            </a>
          </li>
        </ul>
        <Link
          to="/login"
          className="inline-flex min-h-8 items-center rounded-full border border-brand-300/60 px-4 text-xs font-semibold tracking-wide uppercase hover:bg-brand-800"
        >
          Login
        </Link>
      </div>
    </div>
  );
}
