// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDocumentSummary } from "../../../common/document.schema";
import DocumentsManagement from "./documents";

/** What GET /api/documents answered: on a fresh install without sample content, only the documents given a file. */
let served: AdminDocumentSummary[] = [];
vi.mock("../../lib/admin/use-api-data", () => ({
  useApiData: () => ({ data: served, setData: () => {}, status: "succeeded", error: null, reload: () => {} }),
}));

const timetable: AdminDocumentSummary = {
  key: "timetable",
  title: "Class Timetable",
  fileName: "timetable.pdf",
  size: 2048,
  updatedAt: "2026-06-01T05:30:00.000Z",
  url: "/api/pdfdownload/timetable.pdf",
  uploadedBy: "office.clerk",
};

afterEach(cleanup);

const card = (title: string) => within(screen.getByRole("heading", { name: title }).closest("article")!);

describe("the Documents screen", () => {
  it("lists all six documents, offering the ones without a file their first one", () => {
    served = [timetable];
    render(<DocumentsManagement />);

    expect(card("Class Timetable").getByRole("button", { name: "Replace Class Timetable" })).toBeTruthy();
    for (const title of ["D.Pharm Syllabus", "B.Pharm Syllabus", "University Academic Calendar", "Mandatory Disclosure (Standard Information Format)", "FRA Fee Structure"]) {
      expect(card(title).getByText("Not published yet")).toBeTruthy();
      expect(card(title).getByRole("button", { name: `Publish ${title}` })).toBeTruthy();
    }
  });
});
