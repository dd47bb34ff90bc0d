import type { ReactNode } from "react";
import type { ListStatus } from "../../lib/admin/use-resource-list";
import { Spinner } from "../ui/icons";

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted">
      <Spinner className="h-9 w-9 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p role="alert" className="font-medium text-red-700">
        {message}
      </p>
      {onRetry && (
        <button type="button" className="btn-outline" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface/60 px-6 py-14 text-center">
      <p className="text-muted">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

type ListStatesProps = {
  status: ListStatus;
  loading: string;
  /** The text shown when the list could not be loaded. */
  failure: string;
  empty: string;
  isEmpty: boolean;
  onRetry?: () => void;
  children: ReactNode;
};

/** The four faces of a list: loading, failed, empty, or its content. */
export function ListStates({ status, loading, failure, empty, isEmpty, onRetry, children }: ListStatesProps) {
  if (status === "idle" || status === "loading") return <LoadingState label={loading} />;
  if (status === "failed") return <ErrorState message={failure} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState message={empty} />;
  return <>{children}</>;
}
