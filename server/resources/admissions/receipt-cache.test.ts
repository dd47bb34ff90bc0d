import { describe, expect, it, vi } from "vitest";
import type { ReceiptLanguage } from "../../../common/admission.resource";
import type { ReceiptApplication } from "../../../common/admission.schema";
import { HttpError } from "../../platform/http/http-error";
import { createReceiptCache, RECEIPTS_BUSY, RENDERS_PER_ADDRESS, type ReceiptStore } from "./receipt-cache";

const application = (id: string, name = "Snehal Gaikwad"): ReceiptApplication => ({
  _id: id,
  applicationNumber: "GIP-2026-00001",
  privacyNoticeVersion: "",
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
});
const contacts = { phone: "+91 90110 45218", email: "office@college.example", address: "Sinnar, Nashik" };

/** A stand-in for the PDF renderer that counts its calls; a patient one finishes only when told to. */
function countingRenderer({ patient = false } = {}) {
  const pending: (() => void)[] = [];
  const renderer = {
    calls: 0,
    render: (receipt: ReceiptApplication, { language = "en" }: { language?: ReceiptLanguage } = {}) => {
      renderer.calls += 1;
      const pdf = Buffer.from(`receipt of ${receipt.name}${language === "en" ? "" : ` in ${language}`}`);
      if (!patient) return Promise.resolve(pdf);
      return new Promise<Buffer>((resolve) => pending.push(() => resolve(pdf)));
    },
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
  };
  return renderer;
}

/** The database's part, in memory: one receipt per application and language, as the table keeps them. */
function memoryStore(): ReceiptStore & { kept: Map<string, { drawnFrom: string; pdf: Buffer }> } {
  const kept = new Map<string, { drawnFrom: string; pdf: Buffer }>();
  return {
    kept,
    findReceipt: async (id, language, drawnFrom) => {
      const receipt = kept.get(`${id} ${language}`);
      return receipt?.drawnFrom === drawnFrom ? receipt.pdf : null;
    },
    keepReceipt: async (id, language, drawnFrom, pdf) => void kept.set(`${id} ${language}`, { drawnFrom, pdf }),
  };
}

const cacheWith = (renderer: ReturnType<typeof countingRenderer>, store = memoryStore()) => createReceiptCache({ store, render: renderer.render });
const settle = <T,>(promise: Promise<T>) => promise.then(String, (error: unknown) => error);
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe("the receipt cache", () => {
  it("draws a receipt once for any number of downloads, together or later", async () => {
    const renderer = countingRenderer({ patient: true });
    const receiptPdf = cacheWith(renderer);
    const content = { application: application("a"), contacts };
    const together = Promise.all(Array.from({ length: 40 }, () => receiptPdf(content)));
    await vi.waitFor(() => expect(renderer.calls).toBe(1), { interval: 1 });
    renderer.finishAll();
    expect(new Set((await together).map(String))).toEqual(new Set(["receipt of Snehal Gaikwad"]));
    expect(String(await receiptPdf({ ...content, application: { ...content.application } }))).toBe("receipt of Snehal Gaikwad");
    expect(renderer.calls).toBe(1);
  });

  it("draws again when what the receipt shows has changed: the applicant's details or the office's contacts; not for a decision", async () => {
    const renderer = countingRenderer();
    const receiptPdf = cacheWith(renderer);
    const download = async (content: Parameters<typeof receiptPdf>[0]) => String(await receiptPdf(content));
    const first = application("a");
    expect(await download({ application: first, contacts })).toBe("receipt of Snehal Gaikwad");
    expect(await download({ application: { ...first, name: "Snehal R. Gaikwad" }, contacts })).toBe("receipt of Snehal R. Gaikwad");
    expect(renderer.calls).toBe(2);
    await download({ application: first, contacts: { ...contacts, phone: "+91 90110 45219" } });
    expect(renderer.calls).toBe(3);
    await download({ application: { ...first, status: "approved" }, contacts: { ...contacts, phone: "+91 90110 45219" } });
    expect(renderer.calls).toBe(3);
  });

  it("keeps a receipt in each language it was asked in, each drawn once", async () => {
    const renderer = countingRenderer();
    const receiptPdf = cacheWith(renderer);
    const content = { application: application("a"), contacts };
    for (let download = 0; download < 3; download += 1) {
      expect(String(await receiptPdf(content))).toBe("receipt of Snehal Gaikwad");
      expect(String(await receiptPdf({ ...content, language: "mr" }))).toBe("receipt of Snehal Gaikwad in mr");
      expect(String(await receiptPdf({ ...content, language: "en" }))).toBe("receipt of Snehal Gaikwad");
    }
    expect(renderer.calls).toBe(2);
  });

  it("keeps a drawn receipt however many others are drawn after it", async () => {
    const renderer = countingRenderer();
    const store = memoryStore();
    const receiptPdf = cacheWith(renderer, store);
    const family = { application: application("family"), contacts };
    await receiptPdf(family);
    for (let other = 0; other < 600; other++) await receiptPdf({ application: application(`other-${other}`, `Applicant ${other}`), contacts }, { client: `10.0.${other >> 8}.${other & 255}` });
    expect(renderer.calls).toBe(601);
    expect(String(await receiptPdf(family))).toBe("receipt of Snehal Gaikwad");
    expect(renderer.calls).toBe(601);
  });

  it("gives one address its share of the drawing queue, so other families' receipts are still drawn", async () => {
    const renderer = countingRenderer({ patient: true });
    const receiptPdf = cacheWith(renderer);
    const flood = Array.from({ length: 600 }, (_, index) =>
      settle(receiptPdf({ application: application(`flood-${index}`, `Applicant ${index}`), contacts }, { client: "203.0.113.9" })),
    );
    const families = Array.from({ length: 20 }, (_, index) =>
      settle(receiptPdf({ application: application(`family-${index}`, `Family ${index}`), contacts }, { client: `198.51.100.${index}` })),
    );
    for (let drawn = 0; drawn < RENDERS_PER_ADDRESS + 20; drawn++) {
      await vi.waitFor(() => expect(renderer.calls).toBe(drawn + 1), { interval: 1 });
      renderer.finishAll();
    }
    expect((await Promise.all(families)).every((answer) => typeof answer === "string")).toBe(true);
    const flooded = await Promise.all(flood);
    expect(flooded.filter((answer) => typeof answer === "string")).toHaveLength(RENDERS_PER_ADDRESS);
    const refused = flooded.filter((answer): answer is HttpError => answer instanceof HttpError);
    expect(refused).toHaveLength(600 - RENDERS_PER_ADDRESS);
    expect(new Set(refused.map((error) => `${error.statusCode} ${error.message}`))).toEqual(new Set([`503 ${RECEIPTS_BUSY}`]));
  });

  it("bounds the drawings of all addresses together, and answers 503 past it", async () => {
    const renderer = countingRenderer({ patient: true });
    const receiptPdf = cacheWith(renderer);
    const downloads = Array.from({ length: 60 }, (_, index) =>
      settle(receiptPdf({ application: application(`${index}`, `Applicant ${index}`), contacts }, { client: `10.1.0.${index}` })),
    );
    await turns(2);
    expect(renderer.calls).toBe(1);
    // Each finished drawing lets the next waiting one start, after a pause as long as it took.
    for (let rendered = 1; rendered < 51; rendered++) {
      renderer.finishAll();
      await vi.waitFor(() => expect(renderer.calls).toBe(rendered + 1), { interval: 1 });
    }
    renderer.finishAll();
    const answers = await Promise.all(downloads);
    expect(answers.filter((answer) => typeof answer === "string")).toHaveLength(51);
    const refused = answers.filter((answer): answer is HttpError => answer instanceof HttpError);
    expect(refused.map((error) => [error.statusCode, error.message])).toEqual(Array(9).fill([503, RECEIPTS_BUSY]));
  });
});
