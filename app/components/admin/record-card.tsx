import { useId, type ReactNode } from "react";
import { imageSources } from "../../../common/image-sources";
import { initialsOf } from "../../../common/text";

export type RecordDetail = { label: string; value: ReactNode };

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Photo URL; without one the card shows the name's initials. Omit `photo` entirely for cards without a picture. */
  photo?: string;
  badge?: ReactNode;
  details?: readonly RecordDetail[];
  /** Free content between the details and the actions (a quote, an inline form). */
  children?: ReactNode;
  actions?: ReactNode;
  /** A coloured ring, e.g. the emerald border of an active testimonial. */
  ringClassName?: string;
  /** 2 when the grid sits right under the page title, 3 under a section heading. */
  headingLevel?: 2 | 3;
};

/** One record in a management grid: who or what it is, its details, and what can be done with it. */
export function RecordCard({ title, subtitle, photo, badge, details, children, actions, ringClassName, headingLevel = 3 }: Props) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article aria-labelledby={titleId} className={`card flex h-full flex-col p-5 ${ringClassName ?? ""}`}>
      <div className="flex items-start gap-4">
        {photo !== undefined && (
          <div className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-display text-lg font-semibold text-brand-800">
            {photo ? (
              <img {...imageSources(photo)} sizes="64px" alt={`Photo of ${title}`} loading="lazy" decoding="async" className="h-full w-full object-cover" />
            ) : (
              <span aria-hidden="true">{initialsOf(title)}</span>
            )}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={titleId} className="font-sans text-base font-semibold break-words text-ink">
              {title}
            </Heading>
            {badge}
          </div>
          {subtitle && <div className="mt-0.5 text-sm break-words text-muted">{subtitle}</div>}
        </div>
      </div>
      {details && details.length > 0 && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-muted">{detail.label}</dt>
              <dd className="min-w-0 break-words text-ink">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      {actions && <div className="mt-auto flex flex-wrap gap-2 pt-5">{actions}</div>}
    </article>
  );
}

/** The small buttons of a card. */
export function CardButton({
  children,
  onClick,
  tone = "default",
  disabled,
  label,
  id,
}: {
  children: ReactNode;
  onClick: () => void;
  tone?: "default" | "danger" | "approve" | "reject";
  disabled?: boolean;
  /** An accessible name that says which record, when the visible text alone would not. */
  label?: string;
  /** For a screen that moves the focus to this button. */
  id?: string;
}) {
  const tones = {
    default: "border-line text-brand-800 hover:bg-brand-50",
    danger: "border-red-200 text-red-700 hover:bg-red-50",
    approve: "border-green-600 bg-green-700 text-white hover:bg-green-800",
    reject: "border-red-700 bg-red-700 text-white hover:bg-red-800",
  } as const;
  return (
    <button
      type="button"
      id={id}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${tones[tone]}`}
    >
      {children}
    </button>
  );
}
