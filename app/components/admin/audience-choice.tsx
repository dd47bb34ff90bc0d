type Audience = { value: string; label: string; hint: string };

type Props = {
  /** The radio group's name: one per form. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The two audiences, the desk's own first, then the person who wrote to the desk. */
  options: readonly [Audience, Audience];
};

/** "Who may read it": whether a desk's note stays in its history or is shown to the person who wrote (grievances, privacy requests). */
export function AudienceChoice({ name, value, onChange, options }: Props) {
  return (
    <fieldset>
      <legend className="field-label">Who may read it</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-400">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="mt-1" />
            <span>
              <span className="block text-sm font-semibold">{option.label}</span>
              <span className="block text-xs text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
