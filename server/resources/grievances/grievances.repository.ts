import { and, asc, count, desc, eq, ilike, notInArray, or, sql, type SQL } from "drizzle-orm";
import {
  committeeOf,
  isDecided,
  type GrievanceCase,
  type GrievanceCategory,
  type GrievanceFigures,
  type GrievanceInput,
  type GrievanceLanguage,
  type GrievanceListQuery,
  type GrievanceStatus,
  type GrievanceSummary,
  type GrievanceUpdate,
} from "../../../common/grievance.schema";
import { todayInKolkata } from "../../../common/fields";
import { isPastDue } from "../../../common/working-days";
import type { Database } from "../../platform/db/database-type";
import { grievances, grievanceUpdates } from "../../platform/db/schema";
import { takeYearlyNumber } from "../../platform/db/yearly-numbers";
import { isRecordId } from "../../platform/db/record-id";
import { queueMail, type OutgoingMail } from "../../platform/mail/outbox.repository";

type Row = typeof grievances.$inferSelect;
type UpdateRow = typeof grievanceUpdates.$inferSelect;

export type { GrievanceLanguage };

/** A grievance as stored: as the committee opens it. */
export type StoredGrievance = GrievanceCase;

const decidedStatuses: GrievanceStatus[] = ["resolved", "rejected"];

function toSummary(row: Row, now = new Date()): GrievanceSummary {
  const status = row.status as GrievanceStatus;
  const category = row.category as GrievanceCategory;
  return {
    _id: row.id,
    grievanceNumber: row.grievanceNumber,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    category,
    committee: committeeOf(category),
    subject: row.subject,
    status,
    receivedAt: row.receivedAt.toISOString(),
    dueDate: row.dueDate,
    overdue: !isDecided(status) && isPastDue(row.dueDate, now),
  };
}

const toUpdate = (row: UpdateRow): GrievanceUpdate => ({
  _id: row.id,
  at: row.at.toISOString(),
  by: row.by,
  status: (row.status as GrievanceStatus | null) ?? null,
  note: row.note,
  visibleToComplainant: row.visibleToComplainant,
  hearingAt: row.hearingAt?.toISOString() ?? null,
  hearingPlace: row.hearingPlace ?? null,
});

const toStored = (row: Row, updates: UpdateRow[]): StoredGrievance => ({
  ...toSummary(row),
  description: row.description,
  reference: row.reference,
  updates: updates.map(toUpdate),
  language: row.language === "mr" ? "mr" : "en",
  privacyNoticeVersion: row.privacyNoticeVersion,
});

/** The series of grievance numbers: `GRV-2026-00001`. */
export const GRIEVANCE_SERIES = "GRV";

/** `%`, `_` and the escape character itself stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** What the service decides about a new grievance besides the complainant's input. */
export type NewGrievance = {
  receivedAt: Date;
  dueDate: string;
  /** The sha256 of the status link's token: the token itself is never stored. */
  statusTokenHash: string;
  language: GrievanceLanguage;
  /** The version of the privacy notice the complainant was given. */
  privacyNoticeVersion: string;
  /** The mail telling of it, made once its number is known; queued in the same transaction. */
  mailsFor: (grievance: StoredGrievance) => OutgoingMail[];
};

/** A note of the committee as the service decided it, with the time and place of the hearing it scheduled, if any. */
export type NewUpdate = {
  at: Date;
  by: string | null;
  status: GrievanceStatus | null;
  note: string;
  visibleToComplainant: boolean;
  hearingAt: Date | null;
  hearingPlace: string | null;
};

export function createGrievancesRepository(db: Database) {
  async function updatesOf(tx: Pick<Database, "select">, id: string) {
    return tx.select().from(grievanceUpdates).where(eq(grievanceUpdates.grievanceId, id)).orderBy(asc(grievanceUpdates.at), asc(grievanceUpdates.id));
  }

  return {
    /**
     * Stores a grievance with the next number of its year (distinct and increasing however many are
     * filed at once, without gaps), the receipt in its history and its mail, in one transaction.
     */
    async insertGrievance(input: GrievanceInput, { receivedAt, dueDate, statusTokenHash, language, privacyNoticeVersion, mailsFor }: NewGrievance): Promise<StoredGrievance> {
      const year = Number(todayInKolkata(receivedAt).slice(0, 4));
      return db.transaction(async (tx) => {
        const grievanceNumber = await takeYearlyNumber(tx, GRIEVANCE_SERIES, year);
        const [row] = await tx
          .insert(grievances)
          .values({ ...input, grievanceNumber, statusTokenHash, receivedAt, dueDate, language, privacyNoticeVersion, status: "received" })
          .returning();
        // The receipt opens the history: the site recorded it, and the complainant sees it.
        const receipt = await tx
          .insert(grievanceUpdates)
          .values({ grievanceId: row!.id, at: receivedAt, by: null, status: "received", note: "", visibleToComplainant: true })
          .returning();
        const grievance = toStored(row!, receipt);
        await queueMail(tx, mailsFor(grievance));
        return grievance;
      });
    },

    /** Newest first, narrowed by status, category and a search of the number, name, email and subject. */
    async listGrievances({ status, category, q }: GrievanceListQuery): Promise<GrievanceSummary[]> {
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(grievances.status, status));
      if (category) conditions.push(eq(grievances.category, category));
      if (q) {
        const pattern = likePattern(q);
        conditions.push(
          or(
            ilike(grievances.grievanceNumber, pattern),
            ilike(grievances.name, pattern),
            ilike(grievances.email, pattern),
            ilike(grievances.subject, pattern),
          )!,
        );
      }
      const rows = await db
        .select()
        .from(grievances)
        .where(and(...conditions))
        .orderBy(desc(grievances.receivedAt), desc(grievances.grievanceNumber));
      const now = new Date();
      return rows.map((row) => toSummary(row, now));
    },

    async findGrievance(id: string): Promise<StoredGrievance | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
      return row ? toStored(row, await updatesOf(db, row.id)) : null;
    },

    async findGrievanceByTokenHash(statusTokenHash: string): Promise<StoredGrievance | null> {
      const [row] = await db.select().from(grievances).where(eq(grievances.statusTokenHash, statusTokenHash));
      return row ? toStored(row, await updatesOf(db, row.id)) : null;
    },

    /**
     * Adds a note to a grievance, and its status change, in one transaction with the grievance's
     * row locked: `decide` sees the status as it is (two members answering at once take turns) and
     * returns the update, or throws to refuse it. Its mail is queued in the same transaction.
     * Null when there is no such grievance.
     */
    async addUpdate(
      id: string,
      decide: (current: StoredGrievance) => NewUpdate,
      mailsFor: (grievance: StoredGrievance, update: GrievanceUpdate) => OutgoingMail[],
    ): Promise<StoredGrievance | null> {
      if (!isRecordId(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for("update");
        if (!row) return null;
        const update = decide(toStored(row, await updatesOf(tx, id)));
        const [added] = await tx.insert(grievanceUpdates).values({ ...update, grievanceId: id }).returning();
        const [changed] = update.status ? await tx.update(grievances).set({ status: update.status }).where(eq(grievances.id, id)).returning() : [row];
        const grievance = toStored(changed!, await updatesOf(tx, id));
        await queueMail(tx, mailsFor(grievance, toUpdate(added!)));
        return grievance;
      });
    },

    /** Open grievances, and those of them past their due date on `today` (YYYY-MM-DD, Kolkata). */
    async countOpen(today: string): Promise<GrievanceFigures> {
      const [row] = await db
        .select({ open: count(), overdue: sql<number>`count(*) filter (where ${grievances.dueDate} < ${today})`.mapWith(Number) })
        .from(grievances)
        .where(notInArray(grievances.status, decidedStatuses));
      return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
    },

    countGrievances: () => db.$count(grievances),

    /**
     * Gives every open grievance the due date `dueDateOf` works out from its receipt (after a
     * holiday was added or removed); answers how many moved.
     */
    async rescheduleOpen(dueDateOf: (receivedAt: Date) => string): Promise<number> {
      const open = await db
        .select({ id: grievances.id, receivedAt: grievances.receivedAt, dueDate: grievances.dueDate })
        .from(grievances)
        .where(notInArray(grievances.status, decidedStatuses))
        .for("update");
      let moved = 0;
      for (const { id, receivedAt, dueDate } of open) {
        const due = dueDateOf(receivedAt);
        if (due === dueDate) continue;
        await db.update(grievances).set({ dueDate: due }).where(eq(grievances.id, id));
        moved += 1;
      }
      return moved;
    },
  };
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;
