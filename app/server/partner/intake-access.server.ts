import { GUID } from "~/domain/platform/patterns";
import { clientIp } from "../platform/http/client-ip.server";
import { getIntakeContext, type IntakeAccess, type IntakeContext } from "./intake.server";
import { hitRateLimits } from "../platform/http/rate-limit.server";
import { getSession, type Session } from "../platform/http/session.server";
import { verifyIntakeLink } from "../platform/http/signed-links.server";

/** The window of the merchant form's rate limits: a merchant opens, corrects and sends it a handful of times in one. */
export const INTAKE_RATE_WINDOW_SECONDS = 10 * 60;
/** Requests from one address to one application's form (page or JSON twins) per window. */
export const INTAKE_MAX_PER_ADDRESS_AND_APPLICATION = 30;
/** Requests from one address to any merchant form per window: stops a sweep of guessed links, not a lender's office. */
export const INTAKE_MAX_PER_ADDRESS = 600;

export type IntakeRefusal =
  /** Over a rate limit: 429, whoever asks. */
  | { refusal: "rate-limited"; retryAfterSeconds: number }
  /** Neither a live consumer session nor a signed link. */
  | { refusal: "no-credentials" }
  /** A signed link that is tampered with, for another form, or expired (decided without looking at the database). */
  | { refusal: "bad-link" }
  /** No such application, or one this caller may not open: the same answer, so existence never leaks. */
  | { refusal: "not-found" };

export type IntakeGate =
  | {
      refusal: null;
      ctx: Exclude<IntakeContext, { kind: "missing" }>;
      access: IntakeAccess;
      session: Session | null;
      /** `exp=…&sig=…` when the form was opened by a signed link: its own post must carry them too. */
      signedQuery: string | null;
    }
  | IntakeRefusal;

async function overLimit(request: Request, creditAppUuid: string): Promise<IntakeRefusal | null> {
  const address = clientIp(request) ?? "unknown";
  const application = GUID.test(creditAppUuid) ? creditAppUuid.toLowerCase() : "malformed";
  const limits = await hitRateLimits(
    [
      { key: `intake:addr-app:${address}:${application}`, limit: INTAKE_MAX_PER_ADDRESS_AND_APPLICATION },
      { key: `intake:addr:${address}`, limit: INTAKE_MAX_PER_ADDRESS },
    ],
    INTAKE_RATE_WINDOW_SECONDS,
  );
  const refused = limits.filter((l) => !l.allowed);
  return refused.length ? { refusal: "rate-limited", retryAfterSeconds: Math.max(...refused.map((l) => l.retryAfterSeconds)) } : null;
}

/**
 * Opens a lender's merchant form for this request, page and JSON twins alike:
 * counted against the rate limits first, then reached by a signed link or by
 * the session of the consumer who owns the application, or refused.
 */
export async function openIntake(request: Request, lenderName: string, creditAppUuid: string): Promise<IntakeGate> {
  const limited = await overLimit(request, creditAppUuid);
  if (limited) return limited;

  const query = new URL(request.url).searchParams;
  const link = verifyIntakeLink(lenderName, creditAppUuid, query);
  const session = await getSession(request, "user");
  if (link.status === "valid") {
    const access: IntakeAccess = { via: "signed-link", link: link.link };
    const ctx = await getIntakeContext(lenderName, creditAppUuid, access);
    if (ctx.kind === "missing") return { refusal: "not-found" };
    const signedQuery = new URLSearchParams({ exp: String(link.link.exp), sig: query.get("sig")! }).toString();
    return { refusal: null, ctx, access, session, signedQuery };
  }
  if (session) {
    // An owner's session opens the form even beside a stale link.
    const access: IntakeAccess = { via: "owner", userId: session.subjectId };
    const ctx = await getIntakeContext(lenderName, creditAppUuid, access);
    if (ctx.kind !== "missing") return { refusal: null, ctx, access, session, signedQuery: null };
  }
  if (link.status !== "absent") return { refusal: "bad-link" };
  return session ? { refusal: "not-found" } : { refusal: "no-credentials" };
}
