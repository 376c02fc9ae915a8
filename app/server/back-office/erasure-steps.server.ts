import { and, count, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  applicationStatusFiles,
  cardApplications,
  careLog,
  complaints,
  consents,
  creditApplications,
  creditApplicationStatusHistory,
  dataFiles,
  eligibilityCheckEvents,
  insuranceRequests,
  leads,
  lenderEvents,
  lenderSubmissionAttempts,
  loanRequests,
  ondcMessages,
  ondcTransactions,
  otpChallenges,
  outbox,
  partnerTicketMessages,
  partnerTickets,
  personalDataViews,
  prospectApplications,
  rateLimits,
  reminders,
  sessions,
  telecallingCalls,
  telecallingCases,
  uploads,
  users,
} from "../../../db/schema";
import { ERASED_MARK, ERASURE_KINDS, type ErasureKind } from "~/domain/back-office/erasure";
import { now } from "../platform/db/clock.server";
import type { Db, Tx } from "../platform/db/db.server";
import { countJobs, deleteJobs, type JobLink } from "./erasure/jobs.server";
import { JOBS } from "../platform/jobs/jobs.server";

/** The consumer being erased, as the steps find their rows: by id, by contact, and in free text by pattern. */
export interface ErasureSubject {
  userId: number;
  /** Their mobile and emails, as OTP challenges, messages, enquiries and eligibility checks name them. */
  contacts: string[];
  /** redactionPattern of their values; none when nothing could name them in free text. */
  pattern: string | null;
}

type Change = "delete" | ((s: ErasureSubject) => Record<string, unknown>);
interface Step {
  kind: ErasureKind;
  table: PgTable;
  where: (s: ErasureSubject) => SQL | undefined;
  change: Change;
}

const none = sql`false`;
const matches = (column: PgColumn, s: ErasureSubject) => (s.pattern ? sql`${column} ~* ${s.pattern}` : none);
const redacted = (column: PgColumn, s: ErasureSubject) => sql`regexp_replace(${column}, ${s.pattern ?? "^$"}, ${ERASED_MARK}, 'gi')`;
const anyContact = (column: PgColumn, s: ErasureSubject) =>
  s.contacts.length
    ? inArray(
        sql`lower(${column})`,
        s.contacts.map((c) => c.toLowerCase()),
      )
    : none;
const theirApplications = (s: ErasureSubject) => sql`(select ${creditApplications.id} from ${creditApplications} where ${creditApplications.userId} = ${s.userId})`;
/** Their ONDC transactions: started by them, or of their applications. */
const theirOndcTransactions = (s: ErasureSubject) =>
  sql`(select ${ondcTransactions.id} from ${ondcTransactions} where ${ondcTransactions.userId} = ${s.userId} or ${ondcTransactions.creditApplicationId} in ${theirApplications(s)})`;
const theirOutbox = (s: ErasureSubject) => or(eq(outbox.userId, s.userId), anyContact(outbox.destination, s));

// Kept on the consumer's row: its keys (kept records point at it), the times, and settings that name no one.
const USER_KEPT = new Set(["id", "uuid", "mobilePhoneCode", "language", "channelId", "merchantLocationId", "erasedAt", "createdAt", "updatedAt"]);

/** Every personal column of users emptied: a column added later is erased too unless it is named above as kept. */
function clearedUser(): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    if (USER_KEPT.has(key)) continue;
    // The 1/0 flags (consent to SMS and email, the profile's progress) go back to 0.
    set[key] = column.notNull ? 0 : null;
  }
  return { ...set, erasedAt: now(), updatedAt: now() };
}

/** Each table that can hold a consumer's data, and what an erasure does to it (docs/decisions/049). */
const STEPS: Step[] = [
  { kind: "users", table: users, where: (s) => eq(users.id, s.userId), change: clearedUser },
  { kind: "prospects", table: prospectApplications, where: (s) => or(eq(prospectApplications.userId, s.userId), anyContact(prospectApplications.contact, s)), change: () => ({ contact: null }) },
  // The application itself stays: the lender's record of a loan (RBI), without what the consumer told it.
  {
    kind: "creditApplications",
    table: creditApplications,
    where: (s) => eq(creditApplications.userId, s.userId),
    change: () => ({ intakeSubmission: null, lenderAnswers: null, nextStepUrl: null, redirectionUrl: null }),
  },
  {
    kind: "statusNotes",
    table: creditApplicationStatusHistory,
    where: (s) => and(sql`${creditApplicationStatusHistory.creditApplicationId} in ${theirApplications(s)}`, matches(creditApplicationStatusHistory.note, s)),
    change: (s) => ({ note: redacted(creditApplicationStatusHistory.note, s) }),
  },
  {
    kind: "submissionAttempts",
    table: lenderSubmissionAttempts,
    where: (s) => sql`${lenderSubmissionAttempts.creditApplicationId} in ${theirApplications(s)} and ${lenderSubmissionAttempts.detail} is not null`,
    change: () => ({ detail: null }),
  },
  { kind: "lenderEvents", table: lenderEvents, where: (s) => sql`${lenderEvents.creditApplicationId} in ${theirApplications(s)} and ${lenderEvents.body} is not null`, change: () => ({ body: null }) },
  {
    kind: "cardApplications",
    table: cardApplications,
    where: (s) => and(eq(cardApplications.userId, s.userId), matches(cardApplications.redirectUrl, s)),
    change: (s) => ({ redirectUrl: redacted(cardApplications.redirectUrl, s) }),
  },
  // A complaint keeps its reference, category and dates (the grievance record RBI asks for), not what the consumer or our team wrote.
  {
    kind: "complaints",
    table: complaints,
    where: (s) => and(eq(complaints.userId, s.userId), sql`${complaints.body} <> ${ERASED_MARK}`),
    change: () => ({ body: ERASED_MARK, resolution: sql`case when ${complaints.resolution} is null then null else ${ERASED_MARK} end` }),
  },
  // The lender holds the record of what was asked of the loan and answered; our copy only served the consumer's page.
  { kind: "loanRequests", table: loanRequests, where: (s) => sql`${loanRequests.creditApplicationId} in ${theirApplications(s)}`, change: "delete" },
  // The network's messages carry what the consumer told the lender's forms; the lender keeps its own record of the loan.
  { kind: "ondcMessages", table: ondcMessages, where: (s) => sql`${ondcMessages.ondcTransactionId} in ${theirOndcTransactions(s)}`, change: "delete" },
  { kind: "insuranceRequests", table: insuranceRequests, where: (s) => eq(insuranceRequests.userId, s.userId), change: () => ({ details: {} }) },
  { kind: "eligibilityChecks", table: eligibilityCheckEvents, where: (s) => or(eq(eligibilityCheckEvents.userId, s.userId), anyContact(eligibilityCheckEvents.phone, s)), change: "delete" },
  { kind: "reminders", table: reminders, where: (s) => eq(reminders.userId, s.userId), change: "delete" },
  // The consent ledger stays (what was agreed, to which text version, when); where it was given from does not.
  { kind: "consents", table: consents, where: (s) => eq(consents.userId, s.userId), change: () => ({ ip: null, userAgent: null }) },
  { kind: "leads", table: leads, where: (s) => or(eq(leads.userId, s.userId), anyContact(leads.email, s), anyContact(leads.phone, s)), change: "delete" },
  { kind: "outbox", table: outbox, where: theirOutbox, change: "delete" },
  {
    kind: "sessions",
    table: sessions,
    where: (s) => or(and(eq(sessions.area, "user"), eq(sessions.subjectId, s.userId)), matches(sql`${sessions.data}::text` as unknown as PgColumn, s)),
    change: "delete",
  },
  { kind: "otpChallenges", table: otpChallenges, where: (s) => anyContact(otpChallenges.destination, s), change: "delete" },
  { kind: "rateLimits", table: rateLimits, where: (s) => or(matches(rateLimits.key, s), eq(rateLimits.key, `identity-check:${s.userId}`)), change: "delete" },
  { kind: "careNotes", table: careLog, where: (s) => sql`${careLog.userId} = ${s.userId} and ${careLog.body} is not null`, change: () => ({ body: null }) },
  {
    kind: "telecallingCases",
    table: telecallingCases,
    where: (s) => eq(telecallingCases.userId, s.userId),
    change: () => ({ state: "closed", closedAt: sql`coalesce(${telecallingCases.closedAt}, now())`, handoverNote: null, claimedBy: null, leaseUntil: null, nextCallAt: null, updatedAt: now() }),
  },
  { kind: "telecallingCalls", table: telecallingCalls, where: (s) => sql`${telecallingCalls.userId} = ${s.userId} and ${telecallingCalls.note} is not null`, change: () => ({ note: null }) },
  {
    kind: "personalDataViews",
    table: personalDataViews,
    where: (s) => and(eq(personalDataViews.userId, s.userId), matches(personalDataViews.reason, s)),
    change: (s) => ({ reason: redacted(personalDataViews.reason, s) }),
  },
  // A partner may name the consumer in a question to our team.
  { kind: "partnerTickets", table: partnerTickets, where: (s) => matches(partnerTickets.subject, s), change: (s) => ({ subject: redacted(partnerTickets.subject, s) }) },
  { kind: "partnerTickets", table: partnerTicketMessages, where: (s) => matches(partnerTicketMessages.body, s), change: (s) => ({ body: redacted(partnerTicketMessages.body, s) }) },
  // An admin's file may be named after the consumer, and its errors quote the rows refused.
  { kind: "uploads", table: uploads, where: (s) => matches(uploads.fileName, s), change: (s) => ({ fileName: redacted(uploads.fileName, s) }) },
  {
    kind: "uploads",
    table: applicationStatusFiles,
    where: (s) => or(matches(applicationStatusFiles.fileName, s), matches(applicationStatusFiles.errors, s)),
    change: (s) => ({ fileName: redacted(applicationStatusFiles.fileName, s), errors: redacted(applicationStatusFiles.errors, s) }),
  },
  {
    kind: "uploads",
    table: dataFiles,
    where: (s) => or(matches(dataFiles.fileName, s), matches(dataFiles.errors, s)),
    change: (s) => ({ fileName: redacted(dataFiles.fileName, s), errors: redacted(dataFiles.errors, s) }),
  },
];

/**
 * The queue's jobs about the consumer (erasure/jobs.server.ts): what each
 * kind of job keeps in its data, and which of their rows it names. A job
 * added to jobs.server.ts that names a consumer's row gets a line here.
 */
const JOB_LINKS = (s: ErasureSubject): JobLink[] => [
  // A message's job holds its text, sealed; its outbox row says to whom (kept 90 days, longer than any job).
  { job: JOBS.message, key: "outboxId", ids: sql`select ${outbox.id} from ${outbox} where ${theirOutbox(s)}` },
  { job: JOBS.submission, key: "applicationId", ids: theirApplications(s) },
  { job: JOBS.statusMessage, key: "applicationId", ids: theirApplications(s) },
  { job: JOBS.lenderEvent, key: "eventId", ids: sql`select ${lenderEvents.id} from ${lenderEvents} where ${lenderEvents.creditApplicationId} in ${theirApplications(s)}` },
  { job: JOBS.reminder, key: "reminderId", ids: sql`select ${reminders.id} from ${reminders} where ${reminders.userId} = ${s.userId}` },
  { job: JOBS.insuranceQuote, key: "requestId", ids: sql`select ${insuranceRequests.id} from ${insuranceRequests} where ${insuranceRequests.userId} = ${s.userId}` },
  { job: JOBS.insurancePurchase, key: "requestId", ids: sql`select ${insuranceRequests.id} from ${insuranceRequests} where ${insuranceRequests.userId} = ${s.userId}` },
  { job: JOBS.ondcCallback, key: "messageRowId", ids: sql`select ${ondcMessages.id} from ${ondcMessages} where ${ondcMessages.ondcTransactionId} in ${theirOndcTransactions(s)}` },
  { job: JOBS.loanRequest, key: "requestId", ids: sql`select ${loanRequests.id} from ${loanRequests} where ${loanRequests.creditApplicationId} in ${theirApplications(s)}` },
];

const zeroCounts = () => Object.fromEntries(Object.keys(ERASURE_KINDS).map((kind) => [kind, 0])) as Record<ErasureKind, number>;

/** How many rows of each kind hold the consumer's data now: what the admin sees before confirming. */
export async function countHoldings(db: Db | Tx, subject: ErasureSubject): Promise<Record<ErasureKind, number>> {
  const counts = zeroCounts();
  counts.jobs = await countJobs(db, JOB_LINKS(subject));
  for (const step of STEPS) {
    const [row] = await db.select({ n: count() }).from(step.table).where(step.where(subject));
    counts[step.kind] += row?.n ?? 0;
  }
  return counts;
}

/** Every step run in the caller's transaction; answers the rows each kind changed or deleted. */
export async function runErasure(tx: Tx, subject: ErasureSubject): Promise<Record<ErasureKind, number>> {
  const counts = zeroCounts();
  // First, while the rows the jobs name (a message's outbox row) are still there to find them by.
  counts.jobs = await deleteJobs(tx, JOB_LINKS(subject));
  for (const step of STEPS) {
    const where = step.where(subject);
    const rows =
      step.change === "delete"
        ? await tx.delete(step.table).where(where).returning()
        : await tx
            .update(step.table)
            .set(step.change(subject) as never)
            .where(where)
            .returning();
    counts[step.kind] += rows.length;
  }
  return counts;
}
