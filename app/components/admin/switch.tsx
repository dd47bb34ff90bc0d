type Props = {
  checked: boolean;
  /** The switch's constant name, e.g. "Active"; the state is in aria-checked and the knob. */
  label: string;
  onChange: () => void;
  disabled?: boolean;
};

/** An on/off switch (role="switch"). */
export function Switch({ checked, label, onChange, disabled }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={onChange}
      className="inline-flex min-h-11 items-center gap-2 rounded-full pr-1 text-sm font-medium text-ink disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? "bg-emerald-600" : "bg-muted/40"}`}
      >
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5.5" : "translate-x-0.5"}`}
        />
      </span>
      <span>{label}</span>
    </button>
  );
}
