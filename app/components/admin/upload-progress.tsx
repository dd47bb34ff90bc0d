/** A file's upload under way: a progress bar named after what is uploading, and the percentage. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
