type Props = {
  checked: boolean;
  /** Names what the switch turns on, e.g. "Show Asha Patil's testimonial on the website". */
  label: string;
  onChange: () => void;
  disabled?: boolean;
};

/** An on/off switch (role="switch"); the visible word says the current state. */
export function Switch({ checked, label, onChange, disabled }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={onChange}
      className="group inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-medium text-ink disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? "bg-emerald-600" : "bg-line"}`}
      >
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5.5" : "translate-x-0.5"}`}
        />
      </span>
      <span aria-hidden="true">{checked ? "Active" : "Inactive"}</span>
    </button>
  );
}
