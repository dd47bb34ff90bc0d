// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdmissionApplication } from "../../../common/admission.schema";
import AdmissionApplications from "./admissions";

const application: AdmissionApplication = {
  _id: "6f1c2a8e-8d4b-4c1e-9a57-3b2f0e6d9c11",
  applicationNumber: "GIP-2026-00007",
  applicationDate: "2026-05-03T08:35:00.000Z",
  status: "approved",
  privacyNoticeVersion: "",
  name: "Snehal Gaikwad",
  email: "snehal@mail.example",
  mobile: "9876543210",
  education: "12th Science (PCB)",
  tenthPercentage: 82.4,
  tenthPassingYear: 2021,
  tenthSchoolName: "Zilla Parishad School, Ambewadi",
  twelfthPercentage: 76.5,
  twelfthPassingYear: 2023,
  twelfthCollegeName: "Janata Junior College, Sinnar",
};

vi.mock("../../lib/admin/use-api-data", () => ({
  useApiData: () => ({ data: [application], setData: () => {}, status: "succeeded", error: null, reload: () => {} }),
}));
const downloaded: [path: string, name: string][] = [];
vi.mock("../../lib/api-client", async (original) => ({
  ...(await original<typeof import("../../lib/api-client")>()),
  downloadFile: async (path: string, name: string) => void downloaded.push([path, name]),
}));

afterEach(() => {
  cleanup();
  downloaded.length = 0;
});

describe("the Admissions screen", () => {
  it("downloads an application's receipt, in English or in Marathi, from its card", async () => {
    render(<AdmissionApplications />);
    const card = within(screen.getByRole("article", { name: application.name }));
    fireEvent.click(card.getByRole("button", { name: `Receipt of ${application.name}` }));
    fireEvent.click(card.getByRole("button", { name: `Marathi receipt of ${application.name}` }));
    await waitFor(() => expect(downloaded).toHaveLength(2));
    expect(downloaded).toEqual([
      [`/api/admin/admissions/${application._id}/receipt`, "receipt-GIP-2026-00007.pdf"],
      [`/api/admin/admissions/${application._id}/receipt?lang=mr`, "receipt-GIP-2026-00007.pdf"],
    ]);
  });
});
