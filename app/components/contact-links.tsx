import type { ShownContact } from "../lib/shown-page";
import { MarkdownHtml } from "./markdown-html";
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

/** One person to contact, with tap-to-call and email links. */
export function ContactCard({ contact }: { contact: ShownContact }) {
  return (
    <article className="card flex h-full flex-col gap-3 p-5">
      <div>
        <h3 className="font-sans text-base font-semibold tracking-normal text-brand-900">{contact.name}</h3>
        <MarkdownHtml html={contact.role} className="mt-0.5 space-y-1 text-sm text-muted" />
      </div>
      <ul className="mt-auto space-y-1.5 text-sm">
        {contact.links.map((link, index) => (
          <li key={index} className="flex items-center gap-2">
            {link.kind === "phone" ? <PhoneIcon className="h-4 w-4 shrink-0 text-accent-600" /> : link.kind === "email" ? <MailIcon className="h-4 w-4 shrink-0 text-accent-600" /> : null}
            <MarkdownHtml as="span" html={link.html} links="quiet" className={link.kind === "phone" ? "[&_a]:whitespace-nowrap" : ""} />
          </li>
        ))}
      </ul>
    </article>
  );
}
