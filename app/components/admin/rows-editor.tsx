import { useEffect, useRef, useState, type ReactNode } from "react";
import type { FieldErrors, RowValues } from "../../lib/admin/use-form-state";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "./admin-icons";
import { FormFields, type FieldSpec } from "./form-field";
import { CardButton } from "./record-card";

type Props = {
  /** The list field's name; a row's errors are keyed `${name}.${index}.${field}`, the list's own by `name`. */
  name: string;
  /** What the whole list is called: "Members". */
  legend: string;
  /** What one row is called in its heading and buttons: "member" gives "Member 2" and "Move member 2 up". */
  rowLabel: string;
  /** The inputs of one row. */
  fields: readonly FieldSpec[];
  rows: readonly RowValues[];
  /** The values of a new row. */
  emptyRow: RowValues;
  errors: FieldErrors;
  onChange: (rows: RowValues[]) => void;
  idPrefix: string;
  /** The grid of one row's inputs; two columns from small screens up unless given. */
  gridClassName?: string;
  /** What a row holds besides its text inputs (a page section's picture), under them. */
  rowExtra?: (index: number) => ReactNode;
};

type Action = "move-up" | "move-down" | "remove";
/** Where the keyboard focus goes once React has drawn the list after a change. */
type FocusTarget = { row: number; action: Action | "first-input" } | "add-button";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list edited as rows of the same inputs — a committee's members — with buttons to add a
 * row, remove one, and move one up or down. Each row is a group named "Member 2", so its inputs
 * are announced with it; each button says which row it acts on. After a change the focus stays
 * with the row that moved (or where a removed one was), and a polite message says what happened.
 */
export function RowsEditor({ name, legend, rowLabel, fields, rows, emptyRow, errors, onChange, idPrefix, gridClassName, rowExtra }: Props) {
  const [announcement, setAnnouncement] = useState("");
  const focusTarget = useRef<FocusTarget | null>(null);
  const Row = capitalised(rowLabel);
  const buttonId = (row: number, action: Action) => `${idPrefix}-${row}-${action}`;
  const addButtonId = `${idPrefix}-add`;

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === "add-button") {
      document.getElementById(addButtonId)?.focus();
    } else if (target.action === "first-input") {
      document.getElementById(`${idPrefix}-${target.row}-${fields[0]?.name}`)?.focus();
    } else {
      // A move button that the move disabled (the row reached an end) hands the focus to the other one.
      const wanted = document.getElementById(buttonId(target.row, target.action)) as HTMLButtonElement | null;
      const other = target.action === "move-up" ? "move-down" : "move-up";
      (wanted && !wanted.disabled ? wanted : document.getElementById(buttonId(target.row, other)))?.focus();
    }
  });

  function change(next: RowValues[], focus: FocusTarget, message: string) {
    focusTarget.current = focus;
    setAnnouncement(message);
    onChange(next);
  }

  function add() {
    change([...rows, { ...emptyRow }], { row: rows.length, action: "first-input" }, `${Row} ${rows.length + 1} added.`);
  }

  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    const focus: FocusTarget = next.length ? { row: Math.min(index, next.length - 1), action: "remove" } : "add-button";
    change(next, focus, `${Row} ${index + 1} removed.`);
  }

  function move(index: number, direction: -1 | 1) {
    const to = index + direction;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    const action = direction < 0 ? "move-up" : "move-down";
    change(next, { row: to, action }, `${Row} ${index + 1} moved ${direction < 0 ? "up" : "down"}; it is now ${rowLabel} ${to + 1}.`);
  }

  const listErrorId = `${idPrefix}-error`;
  return (
    <fieldset aria-describedby={errors[name] ? listErrorId : undefined}>
      <legend className="field-label">{legend}</legend>
      {errors[name] && (
        <p id={listErrorId} className="field-error">
          {errors[name]}
        </p>
      )}
      <ol className="mt-2 space-y-4">
        {rows.map((row, index) => {
          const number = index + 1;
          const rowErrors = Object.fromEntries(fields.map((field) => [field.name, errors[`${name}.${index}.${field.name}`]]));
          return (
            // Rows have no identity of their own; the inputs are controlled, so reusing them by position is safe.
            <li key={index}>
              <fieldset className="rounded-lg border border-line p-4">
                <legend className="px-1 text-sm font-semibold text-ink">
                  {Row} {number}
                </legend>
                <FormFields
                  fields={fields}
                  values={row}
                  errors={rowErrors}
                  onChange={(field, value) => onChange(rows.map((each, i) => (i === index ? { ...each, [field]: value } : each)))}
                  idPrefix={`${idPrefix}-${index}`}
                  gridClassName={gridClassName}
                />
                {rowExtra && <div className="mt-4">{rowExtra(index)}</div>}
                <div className="mt-4 flex flex-wrap gap-2">
                  <CardButton id={buttonId(index, "move-up")} label={`Move ${rowLabel} ${number} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUpIcon /> Up
                  </CardButton>
                  <CardButton
                    id={buttonId(index, "move-down")}
                    label={`Move ${rowLabel} ${number} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon /> Down
                  </CardButton>
                  <CardButton id={buttonId(index, "remove")} tone="danger" label={`Remove ${rowLabel} ${number}`} onClick={() => remove(index)}>
                    <TrashIcon /> Remove
                  </CardButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4">
        <button type="button" id={addButtonId} className="btn-outline" onClick={add}>
          <PlusIcon /> Add {rowLabel}
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
