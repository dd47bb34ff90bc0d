import { publicationLabel, publicationState, type Publication, type PublicationState } from "../../lib/admin/publication";

/** A status in a small pill of its colour. */
function Badge({ tone, children }: { tone: string; children: string }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>{children}</span>;
}

/** An application's status in the colours the original back office used: pending yellow, approved green, rejected red. */
const badges = {
  pending: { label: "Pending", tone: "bg-yellow-100 text-yellow-900 ring-yellow-300" },
  approved: { label: "Approved", tone: "bg-green-100 text-green-900 ring-green-300" },
  rejected: { label: "Rejected", tone: "bg-red-100 text-red-900 ring-red-300" },
} as const;

export type ApplicationStatus = keyof typeof badges;

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={badges[status].tone}>{badges[status].label}</Badge>;
}

/** A draft grey (only the back office sees it), a scheduled record amber (waiting for its time), a published one green. */
const publicationTones: Record<PublicationState, string> = {
  draft: "bg-line/60 text-ink ring-line",
  scheduled: "bg-accent-50 text-accent-700 ring-accent-200",
  published: "bg-green-100 text-green-900 ring-green-300",
};

/** "Draft", "Scheduled for 12 Jun, 10:00" or "Published", as of `now`, in India time. */
export function PublicationBadge({ publication, now }: { publication: Publication; now: Date }) {
  return <Badge tone={publicationTones[publicationState(publication, now)]}>{publicationLabel(publication, now)}</Badge>;
}

/** An open case of a desk (a grievance, a privacy request) past its due date. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">Overdue</span>
  );
}
