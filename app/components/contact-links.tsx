import { useEnglishKeyed } from "../i18n/i18n";
import { MailIcon, PhoneIcon } from "./ui/icons";

/** The address a phone link dials: the number's digits and a leading +, without spaces or dashes. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/**
 * A phone number as a tap-to-call link.
 * Both links are at least 24 px tall, a target a thumb can hit even when they sit on adjacent lines.
 * They are inline flex boxes, not inline blocks: a box of that kind lines up by its first line, so
 * a label beside an address that wraps stays level with the address's start, not its end.
 */
export function PhoneLink({ phone, className = "" }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`inline-flex whitespace-nowrap py-1 text-brand-700 hover:text-brand-900 hover:underline ${className}`}>
      {phone}
    </a>
  );
}

export function EmailLink({ email, className = "" }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`inline-flex py-1 [overflow-wrap:anywhere] text-brand-700 hover:text-brand-900 hover:underline ${className}`}>
      {email}
    </a>
  );
}

type Contact = { name: string; role: string; phone: string; email: string };

/** One person to contact, with tap-to-call and email links. */
export function ContactCard({ contact }: { contact: Contact }) {
  // Names and roles are prose of content/ (the pages showing contacts load their catalog).
  const text = useEnglishKeyed();
  return (
    <article className="card flex h-full flex-col gap-3 p-5">
      <div>
        <h3 className="font-sans text-base font-semibold tracking-normal text-brand-900">{text(contact.name)}</h3>
        <p className="mt-0.5 text-sm text-muted">{text(contact.role)}</p>
      </div>
      <ul className="mt-auto space-y-1.5 text-sm">
        <li className="flex items-center gap-2">
          <PhoneIcon className="h-4 w-4 shrink-0 text-accent-600" />
          <PhoneLink phone={contact.phone} />
        </li>
        <li className="flex items-center gap-2">
          <MailIcon className="h-4 w-4 shrink-0 text-accent-600" />
          <EmailLink email={contact.email} />
        </li>
      </ul>
    </article>
  );
}
