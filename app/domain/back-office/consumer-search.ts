import { EMAIL, MOBILE } from "../platform/patterns";

/**
 * What a back-office search box was given (the customer journey, the CSR
 * portal): a mobile number (spaces, dashes, +91 or a leading 0 allowed), an
 * email, or an application's reference (its uuid, as the consumer's status
 * page shows it, or at least its first 8 characters, read out on the phone).
 */
export type ConsumerQuery = { kind: "mobile"; value: string } | { kind: "email"; value: string } | { kind: "reference"; value: string };

/** The shortest part of a reference a search takes: 8 hex characters match one application in about four billion. */
export const REFERENCE_MIN = 8;

export function classifyQuery(raw: string): ConsumerQuery | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.includes("@")) return EMAIL.test(value) ? { kind: "email", value: value.toLowerCase() } : null;
  const digits = value.replace(/[\s-]/g, "").replace(/^(\+91|0)(?=\d{10}$)/, "");
  if (MOBILE.test(digits)) return { kind: "mobile", value: digits };
  const reference = value.toLowerCase();
  if (/^[0-9a-f-]+$/.test(reference) && reference.replace(/-/g, "").length >= REFERENCE_MIN && reference.length <= 36) return { kind: "reference", value: reference };
  return null;
}

const asUuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The uuids a reference (or its beginning) can be, as the lowest and highest
 * of them: a range the unique index on the uuid answers at once, where a
 * text comparison would read every application.
 */
export function referenceRange(reference: string): { low: string; high: string } {
  const hex = reference.replace(/-/g, "").slice(0, 32);
  return { low: asUuid(hex.padEnd(32, "0")), high: asUuid(hex.padEnd(32, "f")) };
}
