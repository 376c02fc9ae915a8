import { and, eq, isNull } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, lenders } from "../../../db/schema";
import { statusPath } from "~/domain/loans/paths";
import { intakeDecision, normaliseIntakeOptions, type IntakeOptions } from "~/domain/partner/intake";
import { GUID } from "~/domain/platform/patterns";
import type { IntakeSubmission } from "~/forms/partner/intake";
import { now } from "../platform/db/clock.server";
import { getDb } from "../platform/db/db.server";
import { queueSubmission } from "../lending/lender-handoff.server";
import type { VerifiedIntakeLink } from "../platform/http/signed-links.server";

const DECIDED = new Set(["approved", "disbursed", "rejected"]);

export type IntakeContext =
  | { kind: "missing" }
  | { kind: "decided"; redirectionUrl: string | null }
  | {
      kind: "open";
      applicationId: number;
      lender: { id: number; name: string; displayName: string; logoUrl: string | null };
      options: IntakeOptions;
    };

/** Where the merchant goes once the lender has the form: the lender's page, else the application status page. */
export function redirectionUrlFor(lenderName: string, options: IntakeOptions): string {
  return options.redirectionUrl ?? statusPath(lenderName);
}

/**
 * Who may open a merchant form: the consumer who owns the application, or
 * whoever holds a signed link the lender was given. Nobody else (decision 013-intake-access).
 */
export type IntakeAccess = { via: "owner"; userId: number } | { via: "signed-link"; link: VerifiedIntakeLink };

/**
 * The intake form of a lender's credit application: open, already decided, or
 * missing, which is also the answer when `access` does not reach it, so a
 * stranger learns nothing about which applications exist.
 */
export async function getIntakeContext(lenderName: string, creditAppUuid: string, access: IntakeAccess): Promise<IntakeContext> {
  if (!GUID.test(creditAppUuid)) return { kind: "missing" };
  if (access.via === "signed-link" && (access.link.lender !== lenderName || access.link.uuid !== creditAppUuid.toLowerCase())) return { kind: "missing" };
  const db = await getDb();
  const [row] = await db
    .select({
      id: creditApplications.id,
      status: creditApplications.status,
      submittedAt: creditApplications.intakeSubmittedAt,
      redirectionUrl: creditApplications.redirectionUrl,
      lenderId: lenders.id,
      lenderName: lenders.name,
      displayName: lenders.displayName,
      logoUrl: lenders.logoUrl,
      intakeOptions: lenders.intakeOptions,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.uuid, creditAppUuid), eq(lenders.name, lenderName), access.via === "owner" ? eq(creditApplications.userId, access.userId) : undefined))
    .limit(1);
  const options = row ? normaliseIntakeOptions(row.intakeOptions) : null;
  if (!row || !options) return { kind: "missing" };
  if (row.submittedAt || DECIDED.has(row.status)) return { kind: "decided", redirectionUrl: row.redirectionUrl };
  return {
    kind: "open",
    applicationId: row.id,
    lender: { id: row.lenderId, name: row.lenderName, displayName: row.displayName, logoUrl: row.logoUrl },
    options,
  };
}

export type IntakeOutcome = { result: "accepted" | "rejected"; redirectionUrl: string; duplicate: boolean };

/**
 * Stores the merchant's answers once: a second submission of the same form
 * (double click, a resend after a slow network) changes nothing and gets the
 * first one's outcome. Accepted moves the application to 'in progress'.
 */
export async function submitIntake(ctx: Extract<IntakeContext, { kind: "open" }>, value: IntakeSubmission): Promise<IntakeOutcome> {
  const db = await getDb();
  const decision = intakeDecision(value, ctx.options.rules, now());
  const status = decision === "accepted" ? "in_progress" : "rejected";
  const redirectionUrl = redirectionUrlFor(ctx.lender.name, ctx.options);
  const { consent: _consent, ...answers } = value;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .update(creditApplications)
      .set({ intakeSubmission: answers, intakeSubmittedAt: new Date(), status, redirectionUrl, updatedAt: new Date() })
      .where(and(eq(creditApplications.id, ctx.applicationId), isNull(creditApplications.intakeSubmittedAt)))
      .returning({ id: creditApplications.id });
    if (!stored) {
      const [first] = await tx
        .select({ status: creditApplications.status, redirectionUrl: creditApplications.redirectionUrl })
        .from(creditApplications)
        .where(eq(creditApplications.id, ctx.applicationId));
      return { result: first.status === "rejected" ? "rejected" : "accepted", redirectionUrl: first.redirectionUrl ?? redirectionUrl, duplicate: true };
    }
    await tx.insert(creditApplicationStatusHistory).values({
      creditApplicationId: ctx.applicationId,
      status,
      source: "lender",
      note: decision === "accepted" ? "Merchant form received" : "Rejected by the lender's rules",
    });
    // The lender gets the application with the form: a form lender's application waits for it.
    if (decision === "accepted") await queueSubmission(tx, eq(creditApplications.id, ctx.applicationId), "waiting");
    return { result: decision, redirectionUrl, duplicate: false };
  });
}
