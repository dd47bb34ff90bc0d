import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { PersonalRecordKind, PersonalRecordMatch } from "../../../common/privacy-request.schema";
import type { Database } from "../../platform/db/database-type";
import { admissionReceipts, admissions, grievances, grievanceUpdates, mailOutbox, privacyRequests, privacyRequestUpdates } from "../../platform/db/schema";

/**
 * What an erased record's personal fields say instead: one fixed mark, so that nothing of what
 * they held is left, and a reader sees at once that they were erased.
 */
export const ERASED = "[erased]";

/** A status or receipt token's stored hash once erased: never a sha256 in hex, so no link finds it again. */
const erasedToken = (id: unknown) => sql`'erased:' || ${id}`;

const sameEmail = (column: typeof admissions.email | typeof grievances.email, email: string) => sql`lower(${column}) = lower(${email})`;

/** Names the retention run's lock among PostgreSQL's advisory locks (any number of this application's own). */
const RETENTION_LOCK_KEY = 7_420_042;

/** The erased records of one erasure, by kind. */
export type ErasedCounts = { applications: number; grievances: number; privacyRequests: number };

/**
 * The personal data the site holds about one person, across the applications and grievances, and
 * its erasure: personal fields replaced by ERASED, number, dates, programme, category and status
 * kept for the college's statistics, secret links made dead. Each erasure is one transaction, so a
 * record is either whole or fully erased.
 */
export function createPersonalDataRepository(db: Database) {
  /** Mail still queued to an erased address holds its name and words: it goes with them. */
  async function forgetMailTo(tx: Database, emails: string[]) {
    const addresses = [...new Set(emails.map((email) => email.toLowerCase()))].filter((email) => email !== ERASED);
    if (addresses.length) await tx.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.recipient})`, addresses));
  }

  async function eraseApplications(tx: Database, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const erased = await tx
      .update(admissions)
      .set({
        name: ERASED,
        email: ERASED,
        mobile: ERASED,
        education: ERASED,
        tenthSchoolName: ERASED,
        twelfthCollegeName: ERASED,
        receiptTokenHash: erasedToken(admissions.id),
        erasedAt: sql`now()`,
      })
      .where(and(inArray(admissions.id, ids), isNull(admissions.erasedAt)))
      .returning({ id: admissions.id });
    // A drawn receipt prints the applicant's details.
    await tx.delete(admissionReceipts).where(inArray(admissionReceipts.applicationId, ids));
    return erased.length;
  }

  async function eraseGrievances(tx: Database, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const erased = await tx
      .update(grievances)
      .set({
        name: ERASED,
        email: ERASED,
        mobile: ERASED,
        subject: ERASED,
        description: ERASED,
        reference: ERASED,
        statusTokenHash: erasedToken(grievances.id),
        erasedAt: sql`now()`,
      })
      .where(and(inArray(grievances.id, ids), isNull(grievances.erasedAt)))
      .returning({ id: grievances.id });
    await tx.update(grievanceUpdates).set({ note: ERASED, hearingPlace: sql`case when ${grievanceUpdates.hearingPlace} is null then null else ${ERASED} end` }).where(inArray(grievanceUpdates.grievanceId, ids));
    return erased.length;
  }

  async function erasePrivacyRequests(tx: Database, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const erased = await tx
      .update(privacyRequests)
      .set({
        name: ERASED,
        email: ERASED,
        mobile: ERASED,
        details: ERASED,
        reference: ERASED,
        statusTokenHash: erasedToken(privacyRequests.id),
        confirmTokenHash: null,
        erasedAt: sql`now()`,
      })
      .where(and(inArray(privacyRequests.id, ids), isNull(privacyRequests.erasedAt)))
      .returning({ id: privacyRequests.id });
    await tx.update(privacyRequestUpdates).set({ note: ERASED }).where(inArray(privacyRequestUpdates.requestId, ids));
    return erased.length;
  }

  async function emailsOf(tx: Database, kind: "application" | "grievance" | "privacyRequest", ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const table = kind === "application" ? admissions : kind === "grievance" ? grievances : privacyRequests;
    const rows = await tx.select({ email: table.email }).from(table).where(inArray(table.id, ids));
    return rows.map((row) => row.email);
  }

  return {
    /**
     * Inside a transaction: whether this instance may run the retention now. The lock is held
     * until the transaction ends, so instances sharing the database take turns, and one that
     * finds it taken leaves the run to the other.
     */
    async takeRetentionTurn(): Promise<boolean> {
      // Both drivers answer `{ rows }`, whose types Drizzle's common Database type does not name.
      const result = (await db.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as taken`)) as unknown as { rows: { taken: boolean }[] };
      return Boolean(result.rows[0]?.taken);
    },

    /**
     * The applications and grievances not yet erased whose email is `email` (ignoring case), and
     * those that share only the mobile number.
     */
    async findRecords(email: string, mobile: string): Promise<{ matches: PersonalRecordMatch[]; mobileMatches: PersonalRecordMatch[] }> {
      const applicationRows = await db
        .select({ _id: admissions.id, number: admissions.applicationNumber, email: admissions.email, mobile: admissions.mobile })
        .from(admissions)
        .where(and(isNull(admissions.erasedAt), sql`(${sameEmail(admissions.email, email)} or ${admissions.mobile} = ${mobile})`))
        .orderBy(admissions.applicationDate);
      const grievanceRows = await db
        .select({ _id: grievances.id, number: grievances.grievanceNumber, email: grievances.email, mobile: grievances.mobile })
        .from(grievances)
        .where(and(isNull(grievances.erasedAt), sql`(${sameEmail(grievances.email, email)} or ${grievances.mobile} = ${mobile})`))
        .orderBy(grievances.receivedAt);
      const found = [
        ...applicationRows.map((row) => ({ ...row, kind: "application" as const })),
        ...grievanceRows.map((row) => ({ ...row, kind: "grievance" as const })),
      ];
      const byEmail = (row: (typeof found)[number]) => row.email.toLowerCase() === email.toLowerCase();
      const match = ({ kind, _id, number }: (typeof found)[number]): PersonalRecordMatch => ({ kind, _id, number });
      return { matches: found.filter(byEmail).map(match), mobileMatches: found.filter((row) => !byEmail(row)).map(match) };
    },

    /** Every field of the records named, as the requester's copy holds them. */
    async readRecords(records: { kind: PersonalRecordKind; _id: string }[]) {
      const ids = (kind: PersonalRecordKind) => records.filter((record) => record.kind === kind).map((record) => record._id);
      const applicationIds = ids("application");
      const grievanceIds = ids("grievance");
      const applications = applicationIds.length ? await db.select().from(admissions).where(inArray(admissions.id, applicationIds)) : [];
      const grievanceRows = grievanceIds.length ? await db.select().from(grievances).where(inArray(grievances.id, grievanceIds)) : [];
      const updates = grievanceIds.length
        ? await db
            .select()
            .from(grievanceUpdates)
            .where(and(inArray(grievanceUpdates.grievanceId, grievanceIds), eq(grievanceUpdates.visibleToComplainant, true)))
            .orderBy(grievanceUpdates.at)
        : [];
      return { applications, grievances: grievanceRows, grievanceUpdates: updates };
    },

    /** Erases the records named (those already erased stay as they are), in one transaction; answers how many were erased. */
    eraseRecords(records: { kind: PersonalRecordKind; _id: string }[]): Promise<ErasedCounts> {
      const ids = (kind: PersonalRecordKind) => records.filter((record) => record.kind === kind).map((record) => record._id);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const emails = [...(await emailsOf(tx, "application", ids("application"))), ...(await emailsOf(tx, "grievance", ids("grievance")))];
        const counts = { applications: await eraseApplications(tx, ids("application")), grievances: await eraseGrievances(tx, ids("grievance")), privacyRequests: 0 };
        await forgetMailTo(tx, emails);
        return counts;
      });
    },

    /**
     * Erases what is past its keeping on `cutoff`: applications submitted before it, and grievances
     * and privacy requests decided before it (their last note that decided them). One transaction.
     */
    eraseOlderThan(cutoff: Date): Promise<ErasedCounts> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const oldApplications = await tx
          .select({ id: admissions.id })
          .from(admissions)
          .where(and(isNull(admissions.erasedAt), lt(admissions.applicationDate, cutoff)))
          .for("update");
        const decidedGrievances = await tx
          .select({ id: grievances.id })
          .from(grievances)
          .where(
            and(
              isNull(grievances.erasedAt),
              inArray(grievances.status, ["resolved", "rejected"]),
              sql`(select max(${grievanceUpdates.at}) from ${grievanceUpdates} where ${grievanceUpdates.grievanceId} = ${grievances.id} and ${grievanceUpdates.status} in ('resolved', 'rejected')) < ${cutoff.toISOString()}`,
            ),
          )
          .for("update");
        const decidedRequests = await tx
          .select({ id: privacyRequests.id })
          .from(privacyRequests)
          .where(
            and(
              isNull(privacyRequests.erasedAt),
              inArray(privacyRequests.status, ["completed", "rejected"]),
              sql`(select max(${privacyRequestUpdates.at}) from ${privacyRequestUpdates} where ${privacyRequestUpdates.requestId} = ${privacyRequests.id} and ${privacyRequestUpdates.status} in ('completed', 'rejected')) < ${cutoff.toISOString()}`,
            ),
          )
          .for("update");
        const applicationIds = oldApplications.map((row) => row.id);
        const grievanceIds = decidedGrievances.map((row) => row.id);
        const requestIds = decidedRequests.map((row) => row.id);
        const emails = [
          ...(await emailsOf(tx, "application", applicationIds)),
          ...(await emailsOf(tx, "grievance", grievanceIds)),
          ...(await emailsOf(tx, "privacyRequest", requestIds)),
        ];
        const counts = {
          applications: await eraseApplications(tx, applicationIds),
          grievances: await eraseGrievances(tx, grievanceIds),
          privacyRequests: await erasePrivacyRequests(tx, requestIds),
        };
        await forgetMailTo(tx, emails);
        return counts;
      });
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
