// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../../common/audit.schema";
import Activity from "./activity";

/** What GET /api/admin/audit answered. */
let served: AuditEntry[] = [];
const requested: string[] = [];
vi.mock("../../lib/api-client", async (original) => ({
  ...(await original<typeof import("../../lib/api-client")>()),
  apiRequest: async (path: string) => {
    requested.push(path);
    return served;
  },
}));
vi.mock("../../lib/admin/use-resource-list", () => ({
  useResourceList: () => ({ items: [], status: "succeeded", error: null, reload: () => {} }),
}));

afterEach(() => {
  cleanup();
  requested.length = 0;
});

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  _id: "1",
  at: "2026-06-01T05:30:00.000Z",
  username: "office.clerk",
  action: "update",
  resource: "page",
  recordId: "faqs",
  summary: "Edited the page Frequently Asked Questions",
  ...fields,
});

describe("the Activity screen", () => {
  it("names a page's edit as one of the Pages, and offers Pages among the kinds of record", async () => {
    served = [entry({})];
    render(<Activity />);
    const item = await screen.findByRole("listitem");
    expect(within(item).getByText("Pages")).toBeTruthy();
    expect(within(item).queryByText("page")).toBeNull();

    const kinds = screen.getByRole("combobox", { name: "What" });
    expect(within(kinds).getByRole("option", { name: "Pages" }).getAttribute("value")).toBe("page");
  });

  it("says in words who opened which grievance", async () => {
    served = [entry({ action: "view", resource: "grievance", recordId: "6f1c2a8e-8d4b-4c1e-9a57-3b2f0e6d9c11", summary: "Viewed grievance GRV-2026-00012" })];
    render(<Activity />);
    const item = await screen.findByRole("listitem");
    expect(item.textContent).toContain("office.clerk · Viewed grievance GRV-2026-00012");
    expect(within(item).getByText("Grievances")).toBeTruthy();
  });
});
