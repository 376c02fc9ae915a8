import { isIdentityVerified, maskedIdentity, verifiedAtLogin } from "~/domain/consumer/identity-check";
import { profileView, type Consumer } from "./consumers.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";
import { setSessionData, type Session } from "../platform/http/session.server";

/**
 * The facts of a visit the server decides and keeps on the session row
 * (never in a cookie, which the client controls): whether the welcome-back
 * check passed, and which prospect application ("app id") this visit works on.
 */
const VERIFIED = "identityVerified";
const APP_ID = "appId";

/** The session data a fresh OTP login starts with. */
export function loginSessionData(consumer: Consumer): Record<string, unknown> {
  return { [VERIFIED]: verifiedAtLogin(consumer) };
}

export function sessionIdentityVerified(session: Session | null, consumer: Consumer | null): boolean {
  return Boolean(session && consumer && isIdentityVerified(session.data[VERIFIED], consumer));
}

export function sessionAppId(session: Session | null): string | null {
  const value = session?.data[APP_ID];
  return typeof value === "string" ? value : null;
}

/** The app id chosen for this visit (a completed profile, an application, welcome-back); null forgets it. */
export async function chooseAppId(session: Session, appId: string | null): Promise<void> {
  await setSessionData(session, { [APP_ID]: appId });
}

/** The welcome-back check passed: this session may see and change the profile, on this app id. */
export async function markIdentityVerified(session: Session, appId: string): Promise<void> {
  await setSessionData(session, { [VERIFIED]: true, [APP_ID]: appId });
}

/** Tries of the welcome-back check per consumer per hour, across all their sessions. */
export const IDENTITY_CHECKS_PER_HOUR = 10;

/** Counts one try of the check and says whether it may be compared at all. */
export async function checkIdentityAllowed(consumerId: number): Promise<boolean> {
  return (await hitRateLimit(`identity-check:${consumerId}`, IDENTITY_CHECKS_PER_HOUR, 3600)).allowed;
}

/**
 * GET /api/user/{id}: the profile once this session has passed the identity
 * check (the confirmed email only, and a pending one under its own name).
 * Before it, only what the pages show then: the name (the user drawer, the
 * welcome-back greeting) and the masked PAN and birth date (its hints).
 */
export function profileForSession(consumer: Consumer, verified: boolean) {
  if (!verified) {
    const masked = maskedIdentity(consumer);
    return {
      user_id: consumer.id,
      first_name: consumer.firstName,
      last_name: consumer.lastName,
      tin: masked.pan,
      birth_date: masked.birth_date,
      identity_verified: false,
    };
  }
  return { ...profileView(consumer), pending_email: consumer.pendingEmail, identity_verified: true };
}
