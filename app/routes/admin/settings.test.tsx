// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "../../../common/roles";
import { initialSettings } from "../../../content/initial-settings";
import { screensFor } from "../../components/admin/admin-screens";
import SiteSettingsScreen from "./settings";

let role: Role = "admissions";
vi.mock("../../lib/admin/auth", () => ({ useAuth: () => ({ user: { _id: "1", username: `${role}.clerk`, role } }) }));

/** What PUT /api/admin/settings was sent. */
const sent: unknown[] = [];
vi.mock("../../lib/api-client", async (original) => ({
  ...(await original<typeof import("../../lib/api-client")>()),
  apiRequest: async (path: string, options: { method?: string; body?: unknown } = {}) => {
    if (options.method !== "PUT") return initialSettings;
    sent.push(options.body);
    return { success: true, message: "Settings saved successfully", settings: { ...initialSettings, ...(options.body as object) } };
  },
}));

afterEach(() => {
  cleanup();
  sent.length = 0;
});

function openScreen(as: Role) {
  role = as;
  const router = createMemoryRouter([{ path: "/admin/settings", element: <SiteSettingsScreen /> }], { initialEntries: ["/admin/settings"] });
  render(<RouterProvider router={router} />);
  return screen.findByRole("form", { name: "Site Settings" });
}

const inputNames = (form: HTMLElement) => within(form).queryAllByRole("textbox").concat(within(form).queryAllByRole("spinbutton")).map((input) => input.getAttribute("name") ?? input.id);

describe("the Settings screen", () => {
  it("is in an admissions account's menu", () => {
    expect(screensFor("admissions").map((screen) => screen.label)).toContain("Settings");
    expect(screensFor("grievance").map((screen) => screen.label)).not.toContain("Settings");
  });

  it("shows an admissions account only admissions open, the academic year and the two intakes, and saves only those", async () => {
    const form = await openScreen("admissions");
    expect(within(form).getByRole("switch", { name: "Admissions open" })).toBeTruthy();
    for (const label of ["Academic year", "D.Pharm intake", "B.Pharm intake"]) expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect(inputNames(form)).toHaveLength(3);
    for (const label of ["Phone", "Email", "Address", "YouTube video id", "Grievance email", "Privacy officer", "Months to keep personal data"]) expect(within(form).queryByLabelText(new RegExp(`^${label}`))).toBeNull();

    fireEvent.change(within(form).getByLabelText(/^D\.Pharm intake/), { target: { value: "45" } });
    fireEvent.click(within(form).getByRole("switch", { name: "Admissions open" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ admissionsOpen: false, academicYear: initialSettings.academicYear, intakeDPharm: 45, intakeBPharm: initialSettings.intakeBPharm });
  });

  it("shows an editor every setting", async () => {
    const form = await openScreen("editor");
    const labels = ["Academic year", "D.Pharm intake", "B.Pharm intake", "Phone", "Email", "Address", "YouTube video id", "Grievance email"];
    const privacy = ["Privacy officer", "Privacy officer's email", "Privacy officer's phone", "Days to answer a privacy request", "Months to keep personal data"];
    for (const label of [...labels, ...privacy]) {
      expect(within(form).getAllByLabelText(new RegExp(`^${label}`)).length).toBeGreaterThan(0);
    }
  });
});
