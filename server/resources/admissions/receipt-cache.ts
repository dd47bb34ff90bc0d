import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReceiptLanguage } from "../../../common/admission.resource";
import type { ReceiptApplication } from "../../../common/admission.schema";
import type { LetterheadContacts } from "../../platform/pdf/letterhead";
import { createWorkQueue } from "../../platform/http/work-queue";
import { renderReceiptPdf } from "./receipt-pdf";

/** Tens of kilobytes a receipt: room for the last few hundred families' downloads. */
const CACHED_RECEIPT_BYTES = 16 * 1024 * 1024;

/**
 * Rendering a receipt is tens of milliseconds of the one JavaScript thread, so one is drawn at a
 * time, taking at most half the thread's time while others wait, with about 50 allowed to wait
 * (some seconds).
 */
const RENDERS_AT_ONCE = 1;
const RENDERS_WAITING = 50;
const RENDERS_SHARE_OF_TIME = 0.5;
export const RECEIPTS_BUSY = "Many receipts are being prepared right now. Please try again in a minute.";

/** English unless `language` says otherwise. */
type ReceiptContent = { application: ReceiptApplication; contacts: LetterheadContacts; language?: ReceiptLanguage };

/**
 * A receipt shows the application's details and the office's contacts, in one language: all go
 * into its key, so an edited name or a new phone number gives a new receipt (and the old one just
 * ages out), and each language is drawn and kept once.
 */
const keyOf = ({ language = "en", ...content }: ReceiptContent) => createHash("sha256").update(JSON.stringify({ ...content, language })).digest("base64url");

/**
 * Receipts drawn once, kept in memory. Anyone who applied holds a receipt address, so a download
 * must not cost a rendering each time: simultaneous downloads of one receipt share one rendering,
 * later ones get the kept copy, and renderings of different receipts queue (past the queue, a 503)
 * instead of taking the thread from every other request. Safe to lose: a restart draws them again.
 */
export function createReceiptCache(render = renderReceiptPdf) {
  const renders = createWorkQueue({
    concurrency: RENDERS_AT_ONCE,
    maxWaiting: RENDERS_WAITING,
    maxShareOfTime: RENDERS_SHARE_OF_TIME,
    busyMessage: RECEIPTS_BUSY,
  });
  const receipts = new LRUCache<string, Buffer, ReceiptContent>({
    maxSize: CACHED_RECEIPT_BYTES,
    sizeCalculation: (pdf) => pdf.length,
    fetchMethod: (_key, _stale, { context }) => renders.run(() => render(context.application, { contacts: context.contacts, language: context.language })),
  });

  return async function receiptPdf(content: ReceiptContent): Promise<Buffer> {
    const pdf = await receipts.fetch(keyOf(content), { context: content });
    // Only an aborted fetch gives nothing, and nothing here aborts one.
    if (!pdf) throw new Error("The receipt could not be rendered");
    return pdf;
  };
}
