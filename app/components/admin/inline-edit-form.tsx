import type { ReactNode } from "react";
import type { InlineEditor } from "../../lib/admin/use-inline-editor";
import { FormAlert, FormFields, type FieldSpec } from "./form-field";
import { SubmitButton } from "./modal-form";
import { submitFocusingErrors } from "./submit-focusing-errors";

type Props = {
  editor: InlineEditor;
  /** The form's accessible name, naming the record: "Edit news: Exam timetable". */
  label: string;
  fields: readonly FieldSpec[];
  idPrefix: string;
  gridClassName?: string;
  submitLabel: string;
  onCancel: () => void;
  className?: string;
  /** Controls under the fields, e.g. an upload that fills one of them. */
  children?: ReactNode;
};

/** The fields of one record edited in place, with the server's refusal above them and Cancel and Save below. */
export function InlineEditForm({ editor, label, fields, idPrefix, gridClassName, submitLabel, onCancel, className = "", children }: Props) {
  return (
    <form noValidate onSubmit={submitFocusingErrors(editor.save)} aria-label={label} className={`space-y-4 ${className}`}>
      <FormAlert messages={editor.serverError ? [editor.serverError] : []} />
      <FormFields
        fields={fields}
        values={editor.form.values}
        errors={editor.form.errors}
        onChange={editor.form.setValue}
        idPrefix={idPrefix}
        gridClassName={gridClassName}
      />
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton saving={editor.saving} label={submitLabel} />
      </div>
    </form>
  );
}
