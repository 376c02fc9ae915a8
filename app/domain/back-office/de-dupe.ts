import type { ApplicationStatus } from "../lending/lender-integration";

/**
 * De-dupe (issue 22, docs/decisions/051): what counts as a duplicate of a
 * lead or an application, and what is decided about it. The server finds the
 * facts; these rules say whether they are a hit. A hit never stops the
 * consumer: it is logged for the operations team to review.
 */
export const DUPLICATE_KINDS = ["lead", "application"] as const;
export const DUPLICATE_MATCHES = ["mobile", "email", "pan"] as const;
export const DUPLICATE_DECISIONS = [
  // Another partner brought a consumer a first partner already owns: the first keeps the lead.
  "owner-kept",
  // The consumer came back for another product: the new journey joins their account, under the same owner.
  "joined-existing",
  // A PAN saved on the profile is already another account's: flagged for review.
  "pan-flagged",
  // An application to a lender that already has an open one from the same consumer or PAN: flagged, and it goes on.
  "application-flagged",
] as const;

export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

export interface LeadArrival {
  /** The sign-in's contact: what matched the existing account. */
  contact: "mobile" | "email";
  arrivingPartnerId: number | null;
  productType: string | null;
  /** The consumer's journeys before this one (none: a new consumer, not a duplicate). */
  earlier: { productType: string | null }[];
  /** The partner who first brought the consumer, if any. */
  firstOwner: number | null;
}

/**
 * A consumer signing in again is a duplicate lead when they arrive through a
 * partner other than the one who owns them, or for a product none of their
 * journeys was for. Coming back on the same journey (same owner, a product
 * they already had) is no duplicate.
 */
export function leadDecision(arrival: LeadArrival): { matchedOn: DuplicateMatch; decision: DuplicateDecision } | null {
  if (arrival.earlier.length === 0) return null;
  const otherPartner = arrival.arrivingPartnerId !== null && arrival.firstOwner !== null && arrival.arrivingPartnerId !== arrival.firstOwner;
  if (otherPartner) return { matchedOn: arrival.contact, decision: "owner-kept" };
  const newProduct = arrival.productType !== null && !arrival.earlier.some((j) => j.productType === arrival.productType);
  return newProduct ? { matchedOn: arrival.contact, decision: "joined-existing" } : null;
}

/** A PAN is a duplicate when it is newly written and other accounts already hold it; PANs compare without case or spaces. */
export function panIsNewlySaved(before: string | null, after: string | null): boolean {
  const norm = (pan: string | null) => pan?.replace(/\s/g, "").toUpperCase() || null;
  return norm(after) !== null && norm(after) !== norm(before);
}

/** An application still being decided or paid out: a second one to the same lender duplicates it. */
export const OPEN_APPLICATION_STATUSES = ["applied", "in_progress", "approved"] as const satisfies readonly ApplicationStatus[];

/**
 * What matched an earlier open application with the same lender: the
 * consumer's own account (their sign-in contact: mobile, else email), or
 * another account with their PAN.
 */
export function applicationMatch(sameAccount: boolean, consumer: { mobile: boolean }): DuplicateMatch {
  if (!sameAccount) return "pan";
  return consumer.mobile ? "mobile" : "email";
}
