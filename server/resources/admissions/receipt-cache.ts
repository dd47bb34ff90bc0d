import { createHash } from "node:crypto";
import type { ReceiptLanguage } from "../../../common/admission.resource";
import type { ReceiptApplication } from "../../../common/admission.schema";
import type { LetterheadContacts } from "../../platform/pdf/letterhead";
import { createWorkQueue } from "../../platform/http/work-queue";
import { renderReceiptPdf } from "./receipt-pdf";

/**
 * Drawing a receipt is tens of milliseconds of the one JavaScript thread, so one is drawn at a
 * time, taking at most half the thread's time while others wait, with about 50 allowed to wait
 * (some seconds) from all addresses together, and 4 of them from any one address: a family asks
 * for one or two, a cyber café for a few at once; one address asking for hundreds cannot fill
 * the queue and leave every other family a 503.
 */
const RENDERS_AT_ONCE = 1;
const RENDERS_WAITING = 50;
export const RENDERS_PER_ADDRESS = 4;
const RENDERS_SHARE_OF_TIME = 0.5;
export const RECEIPTS_BUSY = "Many receipts are being prepared right now. Please try again in a minute.";

/** English unless `language` says otherwise. */
export type ReceiptContent = { application: ReceiptApplication; contacts: LetterheadContacts; language?: ReceiptLanguage };

/** Where drawn receipts are kept (the database: admissions.repository.ts), one per application and language. */
export type ReceiptStore = {
  /** The receipt of the application in `language`, if one drawn from `drawnFrom` is kept. */
  findReceipt(applicationId: string, language: ReceiptLanguage, drawnFrom: string): Promise<Buffer | null>;
  /** Keeps a drawn receipt in place of the application's earlier one in that language (none once the application is gone). */
  keepReceipt(applicationId: string, language: ReceiptLanguage, drawnFrom: string, pdf: Buffer): Promise<void>;
};

/**
 * What a receipt is drawn from: what it shows of the application (not its status, which it does
 * not show), the office's contacts and the language. An edited name or a new phone number gives
 * another, and the receipt is drawn again.
 */
export function drawnFromOf({ application: { status: _status, ...shown }, contacts, language = "en" }: ReceiptContent): string {
  return createHash("sha256").update(JSON.stringify({ shown, contacts, language })).digest("base64url");
}

/**
 * Receipts drawn once and kept until what they show changes: anyone who applied holds a receipt
 * address, so a download must not cost a drawing each time, and drawing hundreds of others' must
 * not push a family's out. Simultaneous downloads of one receipt share one drawing; drawings of
 * different receipts queue, fairly between addresses (past its share, or past the queue, a 503)
 * instead of taking the thread from every other request.
 */
export function createReceiptCache({ store, render = renderReceiptPdf }: { store: ReceiptStore; render?: typeof renderReceiptPdf }) {
  const renders = createWorkQueue({
    concurrency: RENDERS_AT_ONCE,
    maxWaiting: RENDERS_WAITING,
    maxPerClient: RENDERS_PER_ADDRESS,
    maxShareOfTime: RENDERS_SHARE_OF_TIME,
    busyMessage: RECEIPTS_BUSY,
  });
  /** The drawings under way, by what they are drawn from. */
  const drawing = new Map<string, Promise<Buffer>>();

  function draw(content: ReceiptContent, drawnFrom: string, client: string | undefined): Promise<Buffer> {
    const { application, contacts, language = "en" } = content;
    const pdf = renders
      .run(() => render(application, { contacts, language }), client)
      .then(async (drawn) => {
        await store.keepReceipt(application._id, language, drawnFrom, drawn);
        return drawn;
      })
      .finally(() => drawing.delete(drawnFrom));
    drawing.set(drawnFrom, pdf);
    return pdf;
  }

  /** The receipt of `content`, asked for by `client` (the address the request came from). */
  return async function receiptPdf(content: ReceiptContent, { client }: { client?: string } = {}): Promise<Buffer> {
    const drawnFrom = drawnFromOf(content);
    const underWay = drawing.get(drawnFrom);
    if (underWay) return underWay;
    const kept = await store.findReceipt(content.application._id, content.language ?? "en", drawnFrom);
    if (kept) return kept;
    return drawing.get(drawnFrom) ?? draw(content, drawnFrom, client);
  };
}
