import { and, desc, eq } from "drizzle-orm";
import { consents, creditApplications, creditApplicationStatusHistory, lenders, users } from "../../../db/schema";
import { CONSENT_TEXT_VERSION, type ConsentPurpose } from "~/domain/consumer/consents";
import type { KeyFactsSnapshot } from "~/domain/lending/kfs-snapshot";
import { isIntegration, pathAfterApplying, type SubmissionState } from "~/domain/lending/lender-integration";
import { now } from "../platform/db/clock.server";
import { checkApplication } from "../back-office/de-dupe.server";
import { getDb } from "../platform/db/db.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";
import { lenderJourneyUrl } from "./lender-submission.server";

type RequestMeta = { ip: string | null; userAgent: string | null };

/**
 * The application itself: the credit application with its first status,
 * every consent the consumer gave or refused and, for an API lender, the job
 * that sends it, in one transaction. Returns where the consumer goes next
 * (app/domain/lending/lender-integration pathAfterApplying).
 * One application per Key Fact Statement acknowledged (docs/decisions/040,
 * 087): the consent sent again (the 503 page's Send again after a save whose
 * answer was lost, a double tap) answers the application already made from
 * that proposal. Its amount, tenure, rate and APR are the proposal's, as the
 * consumer read and acknowledged them: never priced again.
 */
export async function createCreditApplication(input: {
  userId: number;
  prospectApplicationId: number;
  lenderId: number;
  /** The acknowledged Key Fact Statement (app/server/lending/kfs/proposals.server.ts acknowledgedProposal). */
  proposal: { id: number; acknowledgedAt: Date; snapshot: KeyFactsSnapshot };
  choices: { purpose: ConsentPurpose; granted: boolean }[];
  meta: RequestMeta;
  /** The product's page the application waits on before going to an API lender (its module's `beforeHandoff`, `:lender` in it). */
  waitFor?: string;
}): Promise<{ uuid: string; next: string }> {
  const db = await getDb();
  const [lender] = await db
    .select({ name: lenders.name, integration: lenders.integration, intakeOptions: lenders.intakeOptions, redirectUrl: lenders.redirectUrl })
    .from(lenders)
    .where(eq(lenders.id, input.lenderId));
  const integration = isIntegration(lender.integration) ? lender.integration : "api";
  const waitFor = integration === "api" && input.waitFor ? input.waitFor.replace(":lender", encodeURIComponent(lender.name)) : null;
  const submissionState: SubmissionState | null = integration === "api" ? (waitFor ? "waiting" : "queued") : integration === "form" ? "waiting" : null;
  // The moment of applying is business time: the partner's dashboard and reports count it on its day in India.
  const appliedAt = now();
  const facts = input.proposal.snapshot.facts;
  const uuid = await db.transaction(async (tx) => {
    // The consumer's own row, locked: two posts of one consent take turns, and the second finds the first's application.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [made] = await tx
      .select({ uuid: creditApplications.uuid })
      .from(creditApplications)
      .where(and(eq(creditApplications.userId, input.userId), eq(creditApplications.lenderId, input.lenderId), eq(creditApplications.kfsProposalId, input.proposal.id)))
      .limit(1);
    if (made) return made.uuid;
    const [app] = await tx
      .insert(creditApplications)
      .values({
        createdAt: appliedAt,
        userId: input.userId,
        prospectApplicationId: input.prospectApplicationId,
        lenderId: input.lenderId,
        amount: facts.amount,
        tenureMonths: facts.months,
        interestRate: facts.rateBps / 100,
        apr: facts.aprBps / 100,
        status: "applied",
        kfsAcknowledgedAt: input.proposal.acknowledgedAt,
        kfsProposalId: input.proposal.id,
        submissionState,
      })
      .returning({ id: creditApplications.id, uuid: creditApplications.uuid });
    if (submissionState === "queued") await enqueue(JOBS.submission, { applicationId: app.id }, { tx });
    await tx.insert(creditApplicationStatusHistory).values({ creditApplicationId: app.id, status: "applied", source: "consumer", createdAt: appliedAt });
    await tx.insert(consents).values(
      input.choices.map((c) => ({
        userId: input.userId,
        purpose: c.purpose,
        granted: c.granted,
        textVersion: CONSENT_TEXT_VERSION,
        creditApplicationId: app.id,
        ...input.meta,
      })),
    );
    await tx.update(users).set({ inflightCreditAppId: app.id, updatedAt: new Date() }).where(eq(users.id, input.userId));
    // A second open application to this lender (the same consumer, or their PAN on another account) is flagged, and goes on (decision 051).
    await checkApplication(tx, { userId: input.userId, applicationId: app.id, prospectApplicationId: input.prospectApplicationId, lenderId: input.lenderId });
    return app.uuid;
  });
  const next = waitFor ?? pathAfterApplying({ name: lender.name, integration, hasMerchantForm: lender.intakeOptions != null, journeyUrl: lenderJourneyUrl(lender) }, uuid);
  return { uuid, next };
}

/** A consumer's applications, newest first, for the status table. */
export async function applicationsOf(userId: number) {
  const db = await getDb();
  return db
    .select({
      uuid: creditApplications.uuid,
      status: creditApplications.status,
      amount: creditApplications.amount,
      createdAt: creditApplications.createdAt,
      lenderName: lenders.name,
      lenderDisplayName: lenders.displayName,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(eq(creditApplications.userId, userId))
    .orderBy(desc(creditApplications.id));
}

/**
 * The consumer's latest application with a lender: every page about "my
 * application with X" (its status, the lender's own page, its code, its
 * refusal) reads it so.
 */
export async function latestApplicationRow(userId: number, lenderName: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: creditApplications.id,
      uuid: creditApplications.uuid,
      status: creditApplications.status,
      amount: creditApplications.amount,
      tenureMonths: creditApplications.tenureMonths,
      interestRate: creditApplications.interestRate,
      apr: creditApplications.apr,
      createdAt: creditApplications.createdAt,
      submissionState: creditApplications.submissionState,
      lenderAnswers: creditApplications.lenderAnswers,
      lenderReference: creditApplications.lenderReference,
      nextStepUrl: creditApplications.nextStepUrl,
      decisionReason: creditApplications.decisionReason,
      declinedAtOnce: creditApplications.declinedAtOnce,
      lenderOtpPending: creditApplications.lenderOtpPending,
      lender: {
        id: lenders.id,
        name: lenders.name,
        displayName: lenders.displayName,
        logoUrl: lenders.logoUrl,
        integration: lenders.integration,
        pageQuestions: lenders.pageQuestions,
        apiUrl: lenders.apiUrl,
        apiSecret: lenders.apiSecret,
        intakeOptions: lenders.intakeOptions,
        grievanceOfficer: lenders.grievanceOfficer,
        grievanceEmail: lenders.grievanceEmail,
      },
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.userId, userId), eq(lenders.name, lenderName)))
    .orderBy(desc(creditApplications.id))
    .limit(1);
  return row ? { ...row, lender: { ...row.lender, hasMerchantForm: row.lender.intakeOptions != null } } : null;
}

/**
 * What the consumer reads beside a status change. Notes written for them (the
 * lender's reason, our own wording) are shown as written; a change made from a
 * file an admin uploaded (the status file, the MIS file) says only that it came
 * from the lender's records, never the file's name, which is an admin's label
 * (docs/decisions/037). A source not listed shows no note.
 */
export function noteForConsumer(source: string, note: string | null): { note: string | null; noteKey: "status.notes.lenderRecords" | "status.notes.reportedLate" | null } {
  if (source === "lender" || source === "consumer") return { note, noteKey: null };
  // A step the lender reported after a later one: kept, and said to be late, so the current status above it is not misread.
  if (source === "lender_late") return { note: null, noteKey: "status.notes.reportedLate" };
  if (source === "status_file" || source === "mis_upload") return { note: null, noteKey: "status.notes.lenderRecords" };
  return { note: null, noteKey: null };
}

/** The consumer's latest application with a lender, with its status history (the status page): nothing secret of the lender's. */
export async function latestApplicationWith(userId: number, lenderName: string) {
  const app = await latestApplicationRow(userId, lenderName);
  if (!app) return null;
  const { lender, lenderAnswers: _answers, ...rest } = app;
  const db = await getDb();
  const rows = await db
    .select({
      status: creditApplicationStatusHistory.status,
      createdAt: creditApplicationStatusHistory.createdAt,
      source: creditApplicationStatusHistory.source,
      note: creditApplicationStatusHistory.note,
    })
    .from(creditApplicationStatusHistory)
    .where(eq(creditApplicationStatusHistory.creditApplicationId, app.id))
    .orderBy(desc(creditApplicationStatusHistory.id));
  const history = rows.map(({ source, note, ...row }) => ({ ...row, ...noteForConsumer(source, note) }));
  return {
    ...rest,
    lenderName: lender.name,
    lenderDisplayName: lender.displayName,
    grievanceOfficer: lender.grievanceOfficer,
    grievanceEmail: lender.grievanceEmail,
    hasMerchantForm: lender.hasMerchantForm,
    history,
  };
}

/** The standing of each consent of an application: the latest ledger row per purpose. */
export async function consentsOfApplication(userId: number, creditApplicationId: number) {
  const db = await getDb();
  const rows = await db
    .select({ purpose: consents.purpose, granted: consents.granted, createdAt: consents.createdAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.creditApplicationId, creditApplicationId)))
    .orderBy(desc(consents.id));
  const latest = new Map<string, { purpose: string; granted: boolean; createdAt: Date }>();
  for (const row of rows) if (!latest.has(row.purpose)) latest.set(row.purpose, row);
  return [...latest.values()];
}

/** Withdrawing is as easy as giving: one more ledger row, granted false. */
export async function withdrawConsent(userId: number, creditApplicationId: number, purpose: ConsentPurpose, meta: RequestMeta) {
  const db = await getDb();
  await db.insert(consents).values({ userId, creditApplicationId, purpose, granted: false, textVersion: CONSENT_TEXT_VERSION, ...meta });
}
