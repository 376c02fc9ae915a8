import { EMAIL, MOBILE, PAN } from "../platform/patterns";

/** The status page's intent for the consumer's own erasure request; here, not in forms/, so the page's scripts do not carry Zod. */
export const ERASURE_REQUEST_INTENT = "request-erasure";

/**
 * What an erasure does to each place a consumer's data is held
 * (docs/decisions/049), in the order the admin page lists them. `cleared`
 * rows are kept without their personal fields (a record the law or another
 * party still needs); `deleted` rows go; `redacted` free text keeps its words
 * but the consumer's mobile, email, PAN and name become ERASED_MARK.
 */
export const ERASURE_KINDS = {
  users: "cleared",
  prospects: "cleared",
  creditApplications: "cleared",
  statusNotes: "redacted",
  submissionAttempts: "cleared",
  lenderEvents: "cleared",
  cardApplications: "redacted",
  complaints: "cleared",
  loanRequests: "deleted",
  ondcMessages: "deleted",
  insuranceRequests: "cleared",
  eligibilityChecks: "deleted",
  reminders: "deleted",
  consents: "cleared",
  leads: "deleted",
  outbox: "deleted",
  jobs: "deleted",
  sessions: "deleted",
  otpChallenges: "deleted",
  rateLimits: "deleted",
  careNotes: "cleared",
  telecallingCases: "cleared",
  telecallingCalls: "cleared",
  personalDataViews: "redacted",
  partnerTickets: "redacted",
  uploads: "redacted",
} as const;

export type ErasureKind = keyof typeof ERASURE_KINDS;

/** What erased free text says where the consumer's data was. */
export const ERASED_MARK = "[erased]";

/** A search of the erasure page: the consumer's mobile, email or PAN (the ways a data principal is found by). */
export type ErasureQuery = { kind: "mobile" | "email" | "pan"; value: string };

export function classifyErasureQuery(raw: string): ErasureQuery | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.includes("@")) return EMAIL.test(value) ? { kind: "email", value: value.toLowerCase() } : null;
  const digits = value.replace(/[\s-]/g, "").replace(/^(\+91|0)(?=\d{10}$)/, "");
  if (MOBILE.test(digits)) return { kind: "mobile", value: digits };
  const pan = value.toUpperCase();
  return PAN.test(pan) ? { kind: "pan", value: pan } : null;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The consumer's values as one case-insensitive PostgreSQL pattern for free
 * text: contacts and PANs anywhere, a name only as whole words (so "Asha" does
 * not cut "Ashaan" elsewhere). Names shorter than 3 letters are left: they
 * would erase other people's words. None when there is nothing to look for.
 */
export function redactionPattern(values: { exact: (string | null)[]; words: (string | null)[] }): string | null {
  const exact = values.exact.filter((v): v is string => !!v && v.trim().length >= 3).map((v) => escapeRegex(v.trim()));
  const words = values.words.filter((v): v is string => !!v && v.trim().length >= 3).map((v) => `\\m${escapeRegex(v.trim())}\\M`);
  const all = [...new Set([...exact, ...words])];
  return all.length ? `(${all.join("|")})` : null;
}
