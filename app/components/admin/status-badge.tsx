/** An application's status in the colours the original back office used: pending yellow, approved green, rejected red. */
const badges = {
  pending: { label: "Pending", tone: "bg-yellow-100 text-yellow-900 ring-yellow-300" },
  approved: { label: "Approved", tone: "bg-green-100 text-green-900 ring-green-300" },
  rejected: { label: "Rejected", tone: "bg-red-100 text-red-900 ring-red-300" },
} as const;

export type ApplicationStatus = keyof typeof badges;

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badges[status].tone}`}>
      {badges[status].label}
    </span>
  );
}
