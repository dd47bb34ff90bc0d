// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "../../../common/zod";
import { optionalText, requiredText } from "../../../common/fields";
import { useFormState, type RowValues } from "../../lib/admin/use-form-state";
import type { FieldSpec } from "./form-field";
import { RowsEditor } from "./rows-editor";

/** A small usage, as a committee form will have it: its members as rows, checked by a shared schema. */
const MembersSchema = z.object({
  members: z
    .array(z.object({ name: requiredText("Name"), position: requiredText("Position"), email: optionalText("Email") }))
    .min(1, "Add at least one member"),
});
const memberFields: FieldSpec[] = [
  { name: "name", label: "Name" },
  { name: "position", label: "Position" },
  { name: "email", label: "Email", required: false },
];
const emptyMember: RowValues = { name: "", position: "", email: "" };

function MembersForm({ members, rowExtra }: { members: RowValues[]; rowExtra?: (index: number) => React.ReactNode }) {
  const form = useFormState<{ members: readonly RowValues[] }>({ members });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validate(MembersSchema);
      }}
    >
      <RowsEditor
        name="members"
        legend="Members"
        rowLabel="member"
        fields={memberFields}
        rows={form.values.members}
        emptyRow={emptyMember}
        errors={form.errors}
        onChange={(rows) => form.setValue("members", rows)}
        idPrefix="committee-members"
        rowExtra={rowExtra}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const asha = { name: "Asha Patil", position: "Chairperson", email: "asha@mail.example" };
const ravi = { name: "Ravi More", position: "Member", email: "" };
const neha = { name: "Neha Shinde", position: "Secretary", email: "" };

const row = (number: number) => within(screen.getByRole("group", { name: `Member ${number}` }));
/** The names in the rows, top to bottom. */
const memberNames = () =>
  screen
    .getAllByRole("group", { name: /^Member \d+$/ })
    .map((group) => (within(group).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value);
const button = (name: string) => screen.getByRole("button", { name });

afterEach(cleanup);

describe("the rows editor", () => {
  it("shows each row as a group of labelled inputs with buttons that say which row they act on", () => {
    render(<MembersForm members={[asha, ravi]} />);
    expect(screen.getByRole("group", { name: "Members" })).toBeTruthy();
    expect(row(1).getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Asha Patil");
    expect(row(2).getByRole("textbox", { name: "Position" })).toHaveProperty("value", "Member");
    expect(row(2).getByRole("textbox", { name: "Email" })).toHaveProperty("required", false);

    expect(button("Move member 1 up")).toHaveProperty("disabled", true);
    expect(button("Move member 1 down")).toHaveProperty("disabled", false);
    expect(button("Move member 2 up")).toHaveProperty("disabled", false);
    expect(button("Move member 2 down")).toHaveProperty("disabled", true);
    expect(button("Remove member 2")).toBeTruthy();
  });

  it("shows what a row holds besides its text inputs (a section's picture) inside that row's group", () => {
    render(<MembersForm members={[asha, ravi]} rowExtra={(index) => <p>Picture of row {index + 1}</p>} />);
    expect(row(1).getByText("Picture of row 1")).toBeTruthy();
    expect(row(2).getByText("Picture of row 2")).toBeTruthy();
    expect(row(1).queryByText("Picture of row 2")).toBeNull();
  });

  it("adds an empty row at the end and puts the cursor in its first input", () => {
    render(<MembersForm members={[asha]} />);
    fireEvent.click(button("Add member"));
    const name = row(2).getByRole("textbox", { name: "Name" });
    expect(name).toHaveProperty("value", "");
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: "Kiran Jadhav" } });
    expect(memberNames()).toEqual(["Asha Patil", "Kiran Jadhav"]);
  });

  it("moves a row up and down, keeping the focus with the moved row and saying where it went", () => {
    render(<MembersForm members={[asha, ravi, neha]} />);
    fireEvent.click(button("Move member 3 up"));
    expect(memberNames()).toEqual(["Asha Patil", "Neha Shinde", "Ravi More"]);
    expect(document.activeElement).toBe(button("Move member 2 up"));
    expect(screen.getByText("Member 3 moved up; it is now member 2.")).toBeTruthy();

    fireEvent.click(button("Move member 2 up"));
    expect(memberNames()).toEqual(["Neha Shinde", "Asha Patil", "Ravi More"]);
    // At the top "up" is disabled, so the focus goes to "down" on the same row.
    expect(document.activeElement).toBe(button("Move member 1 down"));

    fireEvent.click(button("Move member 1 down"));
    expect(memberNames()).toEqual(["Asha Patil", "Neha Shinde", "Ravi More"]);
    expect(row(2).getByRole("textbox", { name: "Position" })).toHaveProperty("value", "Secretary");
  });

  it("removes a row, and the focus goes to the row that takes its place, then to Add", () => {
    render(<MembersForm members={[asha, ravi]} />);
    fireEvent.click(button("Remove member 1"));
    expect(memberNames()).toEqual(["Ravi More"]);
    expect(document.activeElement).toBe(button("Remove member 1"));
    expect(screen.getByText("Member 1 removed.")).toBeTruthy();

    fireEvent.click(button("Remove member 1"));
    expect(screen.queryAllByRole("group", { name: /^Member \d+$/ })).toEqual([]);
    expect(document.activeElement).toBe(button("Add member"));
  });

  it("shows the schema's messages next to the input of the row they concern, until it is corrected", () => {
    render(<MembersForm members={[asha, { ...ravi, position: " " }]} />);
    fireEvent.click(button("Save"));
    const position = row(2).getByRole("textbox", { name: "Position" });
    expect(position.getAttribute("aria-invalid")).toBe("true");
    expect(row(2).getByText("Position is required")).toBeTruthy();
    expect(row(1).queryByText("Position is required")).toBeNull();

    fireEvent.change(position, { target: { value: "Member" } });
    expect(position.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Position is required")).toBeNull();

    fireEvent.click(button("Remove member 2"));
    fireEvent.click(button("Remove member 1"));
    fireEvent.click(button("Save"));
    expect(screen.getByText("Add at least one member")).toBeTruthy();
  });
});
