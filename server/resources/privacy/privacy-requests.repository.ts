import { and, asc, desc, eq, isNull } from "drizzle-orm";
import {
  isRequestDecided,
  type PrivacyRequestCase,
  type PrivacyRequestInput,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type PrivacyRequestSummary,
  type PrivacyRequestUpdate,
} from "../../../common/privacy-request.schema";
import { todayInKolkata } from "../../../common/fields";
import type { Database } from "../../platform/db/database-type";
import { isRecordId } from "../../platform/db/record-id";
import { privacyRequests, privacyRequestUpdates } from "../../platform/db/schema";
import { takeYearlyNumber } from "../../platform/db/yearly-numbers";
import { queueMail, type OutgoingMail } from "../../platform/mail/outbox.repository";

type Row = typeof privacyRequests.$inferSelect;
type UpdateRow = typeof privacyRequestUpdates.$inferSelect;

/** The series of privacy request numbers: `DPR-2026-00001`. */
export const PRIVACY_REQUEST_SERIES = "DPR";

export type RequestLanguage = "en" | "mr";

/** A request as stored, without the records it finds (the service adds them). */
export type StoredPrivacyRequest = Omit<PrivacyRequestCase, "matches" | "mobileMatches"> & { language: RequestLanguage };

function toSummary(row: Row, today: string): PrivacyRequestSummary {
  const status = row.status as PrivacyRequestStatus;
  return {
    _id: row.id,
    requestNumber: row.requestNumber,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    kind: row.kind as PrivacyRequestKind,
    status,
    receivedAt: row.receivedAt.toISOString(),
    dueDate: row.dueDate,
    overdue: !isRequestDecided(status) && row.dueDate < today,
  };
}

const toUpdate = (row: UpdateRow): PrivacyRequestUpdate => ({
  _id: row.id,
  at: row.at.toISOString(),
  by: row.by,
  status: (row.status as PrivacyRequestStatus | null) ?? null,
  note: row.note,
  visibleToRequester: row.visibleToRequester,
});

const toStored = (row: Row, updates: UpdateRow[]): StoredPrivacyRequest => ({
  ...toSummary(row, todayInKolkata()),
  details: row.details,
  reference: row.reference,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  updates: updates.map(toUpdate),
  language: row.language === "mr" ? "mr" : "en",
});

export type NewPrivacyRequest = {
  receivedAt: Date;
  dueDate: string;
  statusTokenHash: string;
  confirmTokenHash: string | null;
  language: RequestLanguage;
  mailsFor: (request: StoredPrivacyRequest) => OutgoingMail[];
};

/** What the confirmation page tells the requester. */
export type ConfirmedPrivacyRequest = { requestNumber: string; dueDate: string };

export type NewRequestUpdate = { at: Date; by: string | null; status: PrivacyRequestStatus | null; note: string; visibleToRequester: boolean };

export function createPrivacyRequestsRepository(db: Database) {
  const updatesOf = (tx: Pick<Database, "select">, id: string) =>
    tx.select().from(privacyRequestUpdates).where(eq(privacyRequestUpdates.requestId, id)).orderBy(asc(privacyRequestUpdates.at), asc(privacyRequestUpdates.id));

  return {
    /** Stores a request with the next number of its year and its receipt in its history, and queues its mail, in one transaction. */
    async insertRequest(input: PrivacyRequestInput, { receivedAt, dueDate, statusTokenHash, confirmTokenHash, language, mailsFor }: NewPrivacyRequest): Promise<StoredPrivacyRequest> {
      const year = Number(todayInKolkata(receivedAt).slice(0, 4));
      return db.transaction(async (tx) => {
        const requestNumber = await takeYearlyNumber(tx, PRIVACY_REQUEST_SERIES, year);
        const [row] = await tx
          .insert(privacyRequests)
          .values({ ...input, requestNumber, statusTokenHash, confirmTokenHash, receivedAt, dueDate, language, status: "received" })
          .returning();
        const receipt = await tx
          .insert(privacyRequestUpdates)
          .values({ requestId: row!.id, at: receivedAt, by: null, status: "received", note: "", visibleToRequester: true })
          .returning();
        const request = toStored(row!, receipt);
        await queueMail(tx, mailsFor(request));
        return request;
      });
    },

    /** Newest first; only those of `status` when given. */
    async listRequests(status?: PrivacyRequestStatus): Promise<PrivacyRequestSummary[]> {
      const rows = await db
        .select()
        .from(privacyRequests)
        .where(status ? eq(privacyRequests.status, status) : undefined)
        .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.requestNumber));
      const today = todayInKolkata();
      return rows.map((row) => toSummary(row, today));
    },

    async findRequest(id: string): Promise<StoredPrivacyRequest | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
      return row ? toStored(row, await updatesOf(db, row.id)) : null;
    },

    async findRequestByTokenHash(statusTokenHash: string): Promise<StoredPrivacyRequest | null> {
      const [row] = await db.select().from(privacyRequests).where(and(eq(privacyRequests.statusTokenHash, statusTokenHash), isNull(privacyRequests.erasedAt)));
      return row ? toStored(row, await updatesOf(db, row.id)) : null;
    },

    /**
     * Marks the request whose confirmation token this is as confirmed, once: the token is cleared with
     * it. Answers the request's number and due date; null when no request waits for this token.
     */
    async confirm(confirmTokenHash: string, at: Date): Promise<ConfirmedPrivacyRequest | null> {
      const [confirmed] = await db
        .update(privacyRequests)
        .set({ confirmedAt: at, confirmTokenHash: null })
        .where(eq(privacyRequests.confirmTokenHash, confirmTokenHash))
        .returning({ requestNumber: privacyRequests.requestNumber, dueDate: privacyRequests.dueDate });
      return confirmed ?? null;
    },

    /** Adds a note and its status change with the request's row locked (`decide` sees the status as it is, or throws to refuse); queues its mail. */
    async addUpdate(
      id: string,
      decide: (current: StoredPrivacyRequest) => NewRequestUpdate,
      mailsFor: (request: StoredPrivacyRequest, update: PrivacyRequestUpdate) => OutgoingMail[],
    ): Promise<StoredPrivacyRequest | null> {
      if (!isRecordId(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update");
        if (!row) return null;
        const update = decide(toStored(row, await updatesOf(tx, id)));
        const [added] = await tx.insert(privacyRequestUpdates).values({ ...update, requestId: id }).returning();
        const [changed] = update.status ? await tx.update(privacyRequests).set({ status: update.status }).where(eq(privacyRequests.id, id)).returning() : [row];
        const request = toStored(changed!, await updatesOf(tx, id));
        await queueMail(tx, mailsFor(request, toUpdate(added!)));
        return request;
      });
    },
  };
}

export type PrivacyRequestsRepository = ReturnType<typeof createPrivacyRequestsRepository>;
