import { clerkTime, kolkataInputValue, kolkataTime, type PublicationState } from "../../lib/admin/publication";
import type { FieldErrors, FormValue } from "../../lib/admin/use-form-state";
import { PUBLISH, PUBLISH_AT, type PublishChoice } from "./collection-form";
import { FormField } from "./form-field";

type Props = {
  idPrefix: string;
  values: Readonly<Record<string, FormValue>>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  /** The record's state when it was opened; none for a new record. */
  current?: PublicationState;
};

const choices = (current?: PublicationState): readonly { value: PublishChoice; label: string; hint: string }[] => [
  current === "published"
    ? { value: "now", label: "Keep published", hint: "It stays on the website." }
    : { value: "now", label: "Publish now", hint: "On the website as soon as it is saved." },
  { value: "later", label: "Publish at…", hint: "On the website at the date and time you choose." },
  { value: "draft", label: "Save as draft", hint: "Kept here; the website does not show it." },
];

/** The save button's words for the choice: what pressing it will do. */
export function publishButtonLabel(choice: PublishChoice, current?: PublicationState): string {
  if (choice === "draft") return "Save as draft";
  if (choice === "later") return "Schedule";
  return current === "published" ? "Save Changes" : "Publish";
}

/**
 * When a record goes on the website: now, at a date and time (India time, whatever the
 * computer's zone), or not yet (a draft). The time's hint says it back in the clerk's words.
 */
export function PublicationChoice({ idPrefix, values, errors, onChange, current }: Props) {
  const choice = values[PUBLISH] as PublishChoice;
  const time = String(values[PUBLISH_AT] ?? "");
  const now = new Date();
  const scheduledFor = time && Date.parse(kolkataTime(time)) > now.getTime() ? `Scheduled for ${clerkTime(kolkataTime(time), now)}, India time.` : "India time.";
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        Publishing
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices(current).map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${choice === option.value ? "border-brand-600 bg-brand-50" : "border-line"}`}
          >
            <input
              type="radio"
              name={`${idPrefix}-${PUBLISH}`}
              value={option.value}
              checked={choice === option.value}
              aria-describedby={`${idPrefix}-${option.value}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              onChange={() => onChange(PUBLISH, option.value)}
            />
            <span>
              <span className="block font-medium text-ink">{option.label}</span>
              <span id={`${idPrefix}-${option.value}-hint`} className="block text-xs text-muted">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {errors[PUBLISH] && <p className="field-error">{errors[PUBLISH]}</p>}
      {choice === "later" && (
        <FormField id={`${idPrefix}-${PUBLISH_AT}`} label="Publish at" hint={scheduledFor} error={errors[PUBLISH_AT]} required className="mt-4 max-w-xs">
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name={PUBLISH_AT}
              value={time}
              min={kolkataInputValue(now.toISOString())}
              className="field-input"
              onChange={(event) => onChange(PUBLISH_AT, event.target.value)}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
