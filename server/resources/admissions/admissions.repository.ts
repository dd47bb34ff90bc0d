import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { ReceiptLanguage } from "../../../common/admission.resource";
import type {
  AdmissionApplication,
  ApplicationEdit,
  ApplicationInput,
  ApplicationStatus,
  Programme,
  ReceiptApplication,
  SubmittedApplication,
} from "../../../common/admission.schema";
import { institution } from "../../../content/institution";
import type { Database } from "../../platform/db/database-type";
import { admissionReceipts, admissions, applicationNumberCounters } from "../../platform/db/schema";
import { isRecordId } from "../../platform/db/record-id";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { queueMail, type OutgoingMail } from "../../platform/mail/outbox.repository";

/**
 * Another application of the same academic year has this email and this name, ignoring case,
 * spaces and dots: the same applicant (the database's unique index said so).
 */
export class SameApplicantError extends Error {
  constructor() {
    super("the same applicant already applied for this academic year");
  }
}

const APPLICANT_INDEX = "admissions_applicant_year_idx";

async function translateUniqueViolation<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    if (isUniqueViolation(error, APPLICANT_INDEX)) throw new SameApplicantError();
    throw error;
  }
}

type Row = typeof admissions.$inferSelect;

function toApplication(row: Row): AdmissionApplication {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    education: row.education,
    tenthPercentage: row.tenthPercentage,
    tenthPassingYear: row.tenthPassingYear,
    tenthSchoolName: row.tenthSchoolName,
    twelfthPercentage: row.twelfthPercentage,
    twelfthPassingYear: row.twelfthPassingYear,
    twelfthCollegeName: row.twelfthCollegeName,
    ...(row.programme ? { programme: row.programme as Programme } : {}),
    applicationNumber: row.applicationNumber,
    applicationDate: row.applicationDate.toISOString(),
    status: row.status as ApplicationStatus,
    privacyNoticeVersion: row.privacyNoticeVersion,
  };
}

function toReceiptApplication(row: Row): ReceiptApplication {
  return { ...toApplication(row), academicYear: row.academicYear };
}

/** `GIP-2026-00001`: five digits, more only past 99,999 applications in one year. */
export const formatApplicationNumber = (firstYear: number, serial: number) =>
  `${institution.applicationNumberPrefix}-${firstYear}-${String(serial).padStart(5, "0")}`;

/** What the service decides about a new application besides the applicant's input. */
export type NewApplication = {
  /** `2026-2027`: the year is numbered by its first year. */
  academicYear: string;
  /** The sha256 of its receipt link's secret: the secret itself is never stored. */
  receiptTokenHash: string;
  /** The receipt link, which only this answer and the mail queued with it carry. */
  receiptUrl: string;
  /** The version of the privacy notice the applicant was given. */
  privacyNoticeVersion: string;
  /** The mail telling of it, made once its number is known; queued in the same transaction. */
  mailsFor: (application: SubmittedApplication) => OutgoingMail[];
};

export function createAdmissionsRepository(db: Database) {
  return {
    async listApplications(): Promise<AdmissionApplication[]> {
      const rows = await db.select().from(admissions).orderBy(desc(admissions.applicationDate), desc(admissions.id));
      return rows.map(toApplication);
    },

    async findApplication(id: string): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(admissions).where(eq(admissions.id, id));
      return row ? toApplication(row) : null;
    },

    /** The application as its receipt shows it, for the back office; null when none has that `_id`. */
    async findReceiptApplication(id: string): Promise<ReceiptApplication | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(admissions).where(eq(admissions.id, id));
      return row ? toReceiptApplication(row) : null;
    },

    /** The application whose receipt link's secret has this sha256, or null. */
    async findApplicationByReceiptHash(receiptTokenHash: string): Promise<ReceiptApplication | null> {
      const [row] = await db.select().from(admissions).where(eq(admissions.receiptTokenHash, receiptTokenHash));
      return row ? toReceiptApplication(row) : null;
    },

    /**
     * Stores an application with the next number of its academic year and queues its mail, in one
     * transaction. The year's counter row stays locked until the transaction ends, so concurrent
     * submissions get distinct, increasing numbers; an application that is refused (its email
     * applicant already applied this year) rolls its number back, leaving no gap. Throws
     * SameApplicantError then.
     */
    async insertApplication(input: ApplicationInput, { academicYear, receiptTokenHash, receiptUrl, privacyNoticeVersion, mailsFor }: NewApplication): Promise<SubmittedApplication> {
      const firstYear = Number(academicYear.slice(0, 4));
      const transaction = db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(applicationNumberCounters)
          .values({ firstYear, lastNumber: 1 })
          .onConflictDoUpdate({
            target: applicationNumberCounters.firstYear,
            set: { lastNumber: sql`${applicationNumberCounters.lastNumber} + 1` },
          })
          .returning();
        const applicationNumber = formatApplicationNumber(firstYear, counter!.lastNumber);
        const [row] = await tx
          .insert(admissions)
          // Stamped while the year's counter is held, not when the transaction began, so dates
          // and numbers run in the same order, also for submissions that raced each other.
          .values({ ...input, applicationNumber, academicYear, receiptTokenHash, privacyNoticeVersion, applicationDate: sql`clock_timestamp()` })
          .returning();
        const application: SubmittedApplication = { ...toReceiptApplication(row!), receiptUrl };
        await queueMail(tx, mailsFor(application));
        return application;
      });
      return translateUniqueViolation(transaction);
    },

    /** How many applications of one academic year are in each programme and status. */
    async countByProgrammeAndStatus(academicYear: string) {
      const rows = await db
        .select({ programme: admissions.programme, status: admissions.status, count: count() })
        .from(admissions)
        .where(eq(admissions.academicYear, academicYear))
        .groupBy(admissions.programme, admissions.status);
      return rows.map((row) => ({ ...row, programme: row.programme as Programme | null, status: row.status as ApplicationStatus }));
    },

    async countPendingOutside(academicYear: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(admissions)
        .where(and(ne(admissions.academicYear, academicYear), eq(admissions.status, "pending")));
      return row?.count ?? 0;
    },

    /**
     * Throws SameApplicantError when the edit makes it the same applicant as another application
     * of its year. Its receipts as drawn before go: they show the details as they were.
     */
    async updateApplication(id: string, changes: ApplicationEdit): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      if (!Object.keys(changes).length) return this.findApplication(id);
      const updated = db.transaction(async (tx) => {
        const [row] = await tx.update(admissions).set(changes).where(eq(admissions.id, id)).returning();
        await tx.delete(admissionReceipts).where(eq(admissionReceipts.applicationId, id));
        return row;
      });
      const row = await translateUniqueViolation(updated);
      return row ? toApplication(row) : null;
    },

    /** The application's receipt in `language`, if one drawn from `drawnFrom` is kept (receipt-cache.ts). */
    async findReceipt(applicationId: string, language: ReceiptLanguage, drawnFrom: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ pdf: admissionReceipts.pdf })
        .from(admissionReceipts)
        .where(and(eq(admissionReceipts.applicationId, applicationId), eq(admissionReceipts.language, language), eq(admissionReceipts.drawnFrom, drawnFrom)));
      return row?.pdf ?? null;
    },

    /** Keeps a drawn receipt in place of the application's earlier one in `language`; nothing once the application is gone. */
    async keepReceipt(applicationId: string, language: ReceiptLanguage, drawnFrom: string, pdf: Buffer): Promise<void> {
      // Inserted from the application's row, so a receipt drawn as its application was deleted is not kept.
      const fromApplication = db
        .select({
          applicationId: admissions.id,
          language: sql<string>`${language}::text`.as("language"),
          drawnFrom: sql<string>`${drawnFrom}::text`.as("drawn_from"),
          pdf: sql<Buffer>`${pdf}::bytea`.as("pdf"),
          drawnAt: sql<Date>`now()`.as("drawn_at"),
        })
        .from(admissions)
        .where(eq(admissions.id, applicationId));
      await db
        .insert(admissionReceipts)
        .select(fromApplication)
        .onConflictDoUpdate({
          target: [admissionReceipts.applicationId, admissionReceipts.language],
          set: { drawnFrom: sql`excluded.drawn_from`, pdf: sql`excluded.pdf`, drawnAt: sql`excluded.drawn_at` },
        });
    },

    /**
     * Moves the application to `status` only if it is still in `from`, in one statement, so two
     * administrators deciding at once cannot both succeed. Null when nothing matched.
     */
    async updateStatusFrom(
      id: string,
      from: ApplicationStatus,
      status: ApplicationStatus,
    ): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db
        .update(admissions)
        .set({ status })
        .where(and(eq(admissions.id, id), eq(admissions.status, from)))
        .returning();
      return row ? toApplication(row) : null;
    },

    /** The deleted application, or null when none has that `_id`. */
    async deleteApplication(id: string): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(admissions).where(eq(admissions.id, id)).returning();
      return row ? toApplication(row) : null;
    },

    async countApplications(): Promise<number> {
      return db.$count(admissions);
    },
  };
}

export type AdmissionsRepository = ReturnType<typeof createAdmissionsRepository>;
