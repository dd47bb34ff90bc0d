// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { holidayCollection } from "../../../common/holiday.collection";
import { noticeCollection } from "../../../common/notice.collection";
import { ApiError } from "../../lib/api-client";
import { useFormState } from "../../lib/admin/use-form-state";
import {
  collectionFieldErrors,
  collectionFieldSpecs,
  collectionFormSchema,
  collectionInput,
  collectionValues,
  fieldNamedIn,
  type CollectionValues,
} from "./collection-form";
import { FormFields } from "./form-field";
import { PublicationChoice } from "./publication-choice";

afterEach(cleanup);

/** What a screen reader says after a control's name: the texts it is described by (its hint, its error). */
const description = (element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .join(" ");

const now = new Date("2026-06-11T06:30:00Z");

/** The notices' form as the generic screen has it: the declared inputs, then the publication choice, checked on submit. */
function NoticeForm({ initial }: { initial: CollectionValues }) {
  const form = useFormState<CollectionValues>(initial);
  const schema = collectionFormSchema(noticeCollection, { isNew: true, now: () => now });
  return (
    <form
      aria-label="Add notice"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validate(schema);
      }}
    >
      <FormFields fields={collectionFieldSpecs(noticeCollection)} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="notice" />
      <PublicationChoice idPrefix="notice" values={form.values} errors={form.errors} onChange={form.setValue} />
      <button type="submit">Publish</button>
    </form>
  );
}

describe("a collection's form, from its declaration", () => {
  it("has an input of the right kind for each field, each Marathi twin right after its English field, beginning a row", () => {
    render(<NoticeForm initial={collectionValues(noticeCollection, null, now)} />);
    const form = screen.getByRole("form", { name: "Add notice" });
    const controls = [...form.querySelectorAll("input:not([type=radio]), select, textarea")].map((control) => control.id);
    expect(controls).toEqual(["notice-title", "notice-titleMr", "notice-body", "notice-bodyMr", "notice-category", "notice-file", "notice-pinned", "notice-expiresAt"]);

    const title = within(form).getByRole("textbox", { name: "Title" });
    const titleMr = within(form).getByRole("textbox", { name: "Title in Marathi" });
    expect(titleMr.getAttribute("lang")).toBe("mr");
    expect(title.getAttribute("maxlength")).toBe("200");
    // The English field begins a row of two, so its twin stands to its right.
    expect(title.parentElement?.classList.contains("sm:col-start-1")).toBe(true);
    expect(within(form).getByRole("textbox", { name: "Text in Marathi" }).tagName).toBe("TEXTAREA");
    expect(within(form).getByRole("textbox", { name: "Text in Marathi" }).getAttribute("lang")).toBe("mr");

    const category = within(form).getByRole("combobox", { name: "Category" });
    expect(within(category).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose category",
      "Academic",
      "Examination",
      "Admission",
      "Scholarship",
      "Holiday",
      "General",
    ]);
    expect(within(form).getByRole("checkbox", { name: "Pinned" })).toHaveProperty("checked", false);
    expect(within(form).getByLabelText("Expires on").getAttribute("type")).toBe("date");
    expect(within(form).getByRole("radio", { name: /Publish now/ })).toHaveProperty("checked", true);
  });

  it("puts a holiday's date on a row of its own, and its name beside its Marathi name", () => {
    const specs = collectionFieldSpecs(holidayCollection);
    expect(specs.map(({ name, type, startsRow, lang }) => ({ name, type, startsRow, lang }))).toEqual([
      { name: "date", type: "date", startsRow: undefined, lang: undefined },
      { name: "name", type: undefined, startsRow: true, lang: undefined },
      { name: "nameMr", type: undefined, startsRow: undefined, lang: "mr" },
    ]);
  });

  it("refuses what the server would, in the server's words, beside each field", () => {
    render(<NoticeForm initial={collectionValues(noticeCollection, null, now)} />);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const server = noticeCollection.createSchema.safeParse(collectionInput(noticeCollection, collectionValues(noticeCollection, null, now)));
    expect(server.success).toBe(false);
    expect(server.error?.issues.map((issue) => issue.message)).toEqual(["Title is required", "Category is required"]);
    expect(description(screen.getByRole("textbox", { name: "Title" }))).toBe("Title is required");
    expect(description(screen.getByRole("combobox", { name: "Category" }))).toBe("Category is required");
  });

  it("asks for the time of a notice to publish later, still to come", () => {
    render(<NoticeForm initial={{ ...collectionValues(noticeCollection, null, now), title: "Timetable", category: "examination" }} />);
    fireEvent.click(screen.getByRole("radio", { name: /Publish at/ }));
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const time = screen.getByLabelText(/^Publish at/, { selector: "input[type=datetime-local]" });
    expect(description(time)).toBe("India time. Publish at needs a date and a time");

    // 06:30 UTC is 12:00 in Kolkata: 11:59 there has passed.
    fireEvent.change(time, { target: { value: "2026-06-11T11:59" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(description(time)).toMatch(/Publish at must be later than now/);
  });

  it("sends a flag as true or false, and the publication as the API takes it", () => {
    const values = { ...collectionValues(noticeCollection, null, now), title: "Timetable", category: "examination", pinned: "true" };
    expect(collectionInput(noticeCollection, { ...values, publish: "later", publishAt: "2026-06-12T10:00" })).toMatchObject({
      pinned: true,
      status: "published",
      publishAt: "2026-06-12T10:00:00+05:30",
    });
    expect(collectionInput(noticeCollection, { ...values, publish: "draft", publishAt: "2026-06-12T10:00" })).toMatchObject({ status: "draft", publishAt: "" });
    expect(collectionInput(noticeCollection, { ...values, publish: "now" })).toMatchObject({ status: "published", publishAt: "" });
  });

  it("reads a scheduled record back as Publish at…, at its time in Kolkata", () => {
    const record = { _id: "1", title: "Timetable", category: "examination", pinned: true, status: "published", publishAt: "2026-06-12T04:30:00.000Z" };
    expect(collectionValues(noticeCollection, record, now)).toMatchObject({ pinned: "true", publish: "later", publishAt: "2026-06-12T10:00" });
    expect(collectionValues(noticeCollection, { ...record, status: "draft" }, now)).toMatchObject({ publish: "draft", publishAt: "" });
  });
});

describe("a refused save's messages, by field", () => {
  it("ties each message of a 400 to the field it names, the longest label first", () => {
    expect(fieldNamedIn(noticeCollection, "Title in Marathi must be at most 200 characters")).toBe("titleMr");
    expect(fieldNamedIn(noticeCollection, "Title is required")).toBe("title");
    expect(fieldNamedIn(noticeCollection, "Something else went wrong")).toBeUndefined();
    const refused = new ApiError("Please correct the highlighted fields.", 400, {
      message: "Please correct the highlighted fields.",
      errors: ["Title in Marathi must be at most 200 characters", "Expires on cannot be in the past", "Status must be draft or published"],
    });
    expect(collectionFieldErrors(noticeCollection, refused)).toEqual({
      titleMr: "Title in Marathi must be at most 200 characters",
      expiresAt: "Expires on cannot be in the past",
      publish: "Status must be draft or published",
    });
  });

  it("puts a second holiday on one date on the date", () => {
    const conflict = new ApiError("There is already a holiday on 2031-10-02", 409, { message: "There is already a holiday on 2031-10-02" });
    expect(collectionFieldErrors(holidayCollection, conflict)).toEqual({ date: "There is already a holiday on 2031-10-02" });
    expect(collectionFieldErrors(noticeCollection, conflict)).toEqual({});
  });
});
