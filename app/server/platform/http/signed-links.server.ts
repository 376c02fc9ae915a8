import { createHmac, timingSafeEqual } from "node:crypto";
import { intakePath } from "~/domain/lending/lender-integration";
import { getConfig } from "../db/config.server";

declare const verified: unique symbol;

/** Proof that a request carried a good, unexpired link for this lender and application; only `verifyIntakeLink` makes one. */
export type VerifiedIntakeLink = { lender: string; uuid: string; exp: number; readonly [verified]: true };

export type IntakeLinkCheck = { status: "absent" } | { status: "invalid" } | { status: "expired" } | { status: "valid"; link: VerifiedIntakeLink };

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

function mac(lender: string, uuid: string, exp: number): Buffer {
  return createHmac("sha256", getConfig().LINK_SIGNING_SECRET).update(`${lender}:${uuid.toLowerCase()}:${exp}`).digest();
}

/** The `exp` and `sig` query parameters of a merchant-form link, valid for SIGNED_LINK_HOURS from `now`. */
export function intakeLinkQuery(lender: string, uuid: string, now = new Date()): string {
  const exp = seconds(now) + Math.round(getConfig().SIGNED_LINK_HOURS * 3600);
  return new URLSearchParams({ exp: String(exp), sig: mac(lender, uuid, exp).toString("base64url") }).toString();
}

/**
 * The merchant form's address, with its query, to give the lender: it opens
 * and submits the form without the consumer's session until it expires. The
 * same query opens the JSON twins (/api/{lender}-intake-fields/{uuid}, /api/{lender}-intake/{uuid}).
 */
export function signIntakeLink(lender: string, uuid: string, now = new Date()): string {
  return `${intakePath(lender, uuid.toLowerCase())}?${intakeLinkQuery(lender, uuid, now)}`;
}

/** Checks a request's `exp` and `sig` against the lender and application it opens, in constant time. */
export function verifyIntakeLink(lender: string, uuid: string, query: URLSearchParams, now = new Date()): IntakeLinkCheck {
  const expParam = query.get("exp");
  const sigParam = query.get("sig");
  if (expParam === null && sigParam === null) return { status: "absent" };
  if (!expParam || !sigParam || !/^\d{1,12}$/.test(expParam) || !/^[A-Za-z0-9_-]{43}$/.test(sigParam)) return { status: "invalid" };
  const exp = Number(expParam);
  const given = Buffer.from(sigParam, "base64url");
  const expected = mac(lender, uuid, exp);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
  if (exp <= seconds(now)) return { status: "expired" };
  return { status: "valid", link: { lender, uuid: uuid.toLowerCase(), exp } as VerifiedIntakeLink };
}
