import { Spinner } from "../ui/icons";

type SectionStateProps = {
  kind: "loading" | "error" | "empty";
  message: string;
  /** "dark" on photo backdrops and brand-coloured bands. */
  tone?: "light" | "dark";
  className?: string;
};

/** What a data section shows instead of its content: a spinner while loading, an error, or "nothing yet". */
export function SectionState({ kind, message, tone = "light", className = "" }: SectionStateProps) {
  const text =
    tone === "dark" ? (kind === "error" ? "text-accent-200" : "text-brand-100") : kind === "error" ? "text-red-700" : "text-muted";
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`flex flex-col items-center justify-center gap-3 px-6 py-10 text-center ${text} ${className}`}
    >
      {kind === "loading" && <Spinner className={`h-7 w-7 ${tone === "dark" ? "text-accent-300" : "text-brand-600"}`} />}
      {kind === "error" && <ErrorMark />}
      <p className="max-w-sm text-sm font-medium sm:text-base">{message}</p>
    </div>
  );
}

function ErrorMark() {
  return (
    <svg className="h-7 w-7" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
    </svg>
  );
}
