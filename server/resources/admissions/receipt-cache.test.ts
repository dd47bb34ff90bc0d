import { describe, expect, it, vi } from "vitest";
import type { ReceiptApplication, SubmittedApplication } from "../../../common/admission.schema";
import { HttpError } from "../../platform/http/http-error";
import { createReceiptCache, RECEIPTS_BUSY } from "./receipt-cache";

const application = (receiptUrl: string, name = "Snehal Gaikwad"): SubmittedApplication => ({
  _id: "1",
  applicationNumber: "GIP-2026-00001",
  applicationDate: "2026-05-03T08:35:00.000Z",
  status: "pending",
  name,
  email: "snehal@mail.example",
  mobile: "9876543210",
  education: "12th Science (PCB)",
  tenthPercentage: 82.4,
  tenthPassingYear: 2021,
  tenthSchoolName: "Zilla Parishad School, Ambewadi",
  twelfthPercentage: 76.5,
  twelfthPassingYear: 2023,
  twelfthCollegeName: "Janata Junior College, Sinnar",
  academicYear: "2026-2027",
  receiptUrl,
});
const contacts = { phone: "+91 90110 45218", email: "office@college.example", address: "Sinnar, Nashik" };

/** A stand-in for the PDF renderer that counts its calls; a patient one finishes only when told to. */
function countingRenderer({ patient = false } = {}) {
  const pending: (() => void)[] = [];
  const renderer = {
    calls: 0,
    render: (receipt: ReceiptApplication, { language = "en" }: { language?: string } = {}) => {
      renderer.calls += 1;
      const pdf = Buffer.from(`receipt of ${receipt.name}${language === "en" ? "" : ` in ${language}`}`);
      if (!patient) return Promise.resolve(pdf);
      return new Promise<Buffer>((resolve) => pending.push(() => resolve(pdf)));
    },
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
  };
  return renderer;
}

describe("the receipt cache", () => {
  it("renders a receipt once for any number of downloads, together or later", async () => {
    const renderer = countingRenderer({ patient: true });
    const receiptPdf = createReceiptCache(renderer.render);
    const content = { application: application("/api/admissions/receipts/a"), contacts };
    const together = Promise.all(Array.from({ length: 40 }, () => receiptPdf(content)));
    await vi.waitFor(() => expect(renderer.calls).toBe(1), { interval: 1 });
    renderer.finishAll();
    expect(new Set((await together).map(String))).toEqual(new Set(["receipt of Snehal Gaikwad"]));
    expect(String(await receiptPdf({ ...content, application: { ...content.application } }))).toBe("receipt of Snehal Gaikwad");
    expect(renderer.calls).toBe(1);
  });

  it("renders again when what the receipt shows has changed: the applicant's details or the office's contacts", async () => {
    const renderer = countingRenderer();
    const receiptPdf = createReceiptCache(renderer.render);
    const download = async (content: Parameters<typeof receiptPdf>[0]) => String(await receiptPdf(content));
    const first = application("/api/admissions/receipts/a");
    expect(await download({ application: first, contacts })).toBe("receipt of Snehal Gaikwad");
    expect(await download({ application: { ...first, name: "Snehal R. Gaikwad" }, contacts })).toBe("receipt of Snehal R. Gaikwad");
    expect(renderer.calls).toBe(2);
    await download({ application: first, contacts: { ...contacts, phone: "+91 90110 45219" } });
    expect(renderer.calls).toBe(3);
  });

  it("keeps a receipt in each language it was asked in, each drawn once", async () => {
    const renderer = countingRenderer();
    const receiptPdf = createReceiptCache(renderer.render);
    const content = { application: application("/api/admissions/receipts/a"), contacts };
    for (let download = 0; download < 3; download += 1) {
      expect(String(await receiptPdf(content))).toBe("receipt of Snehal Gaikwad");
      expect(String(await receiptPdf({ ...content, language: "mr" }))).toBe("receipt of Snehal Gaikwad in mr");
      expect(String(await receiptPdf({ ...content, language: "en" }))).toBe("receipt of Snehal Gaikwad");
    }
    expect(renderer.calls).toBe(2);
  });

  it("draws different receipts one at a time, and answers 503 past its queue", async () => {
    const renderer = countingRenderer({ patient: true });
    const receiptPdf = createReceiptCache(renderer.render);
    const downloads = Array.from({ length: 60 }, (_, index) =>
      receiptPdf({ application: application(`/api/admissions/receipts/${index}`, `Applicant ${index}`), contacts }).then(
        String,
        (error: unknown) => error,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderer.calls).toBe(1);
    // Each finished rendering lets the next waiting one start, after a pause as long as it took.
    for (let rendered = 1; rendered < 51; rendered++) {
      renderer.finishAll();
      await vi.waitFor(() => expect(renderer.calls).toBe(rendered + 1), { interval: 1 });
    }
    renderer.finishAll();
    const answers = await Promise.all(downloads);
    expect(answers.filter((answer) => typeof answer === "string")).toHaveLength(51);
    const refused = answers.filter((answer) => answer instanceof HttpError);
    expect(refused).toHaveLength(9);
    expect(refused.map((error) => [error.statusCode, error.message])).toEqual(Array(9).fill([503, RECEIPTS_BUSY]));
  });
});
