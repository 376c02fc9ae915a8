import { GST_BPS } from "../platform/gst";
/**
 * A partner's monthly payout statement, worked out in whole paise
 * (docs/decisions/098-partner-payouts.md): its gross commission, GST on top
 * when the partner is GST-registered, TDS under section 194H taken off, and
 * what is paid. Pure figures, no database: the hand-worked examples of
 * tests/unit/partner/payouts.test.ts hold them.
 */

/** TDS on commission under section 194H, with the partner's PAN (COMPLIANCE.md): 5 %, in basis points. */
export const TDS_194H_BPS = 500;
/** TDS when the partner gave no PAN (section 206AA): 20 %. */
export const TDS_NO_PAN_BPS = 2000;

/**
 * How the GST of a statement is charged: none (no GSTIN), IGST (the partner's
 * state differs from ours), CGST and SGST (the same state), or one GST line
 * when our own GSTIN is not configured and the place of supply cannot be told.
 */
export type GstKind = "none" | "igst" | "cgst_sgst" | "gst";

export interface StatementFigures {
  grossPaise: number;
  gstKind: GstKind;
  /** The whole GST; for cgst_sgst, CGST and SGST are each half of it, exactly. */
  gstPaise: number;
  tdsRateBps: number;
  tdsPaise: number;
  /** gross + GST − TDS. */
  netPaise: number;
}

/** What decides the taxes of a statement: the partner's PAN and GSTIN, and our own GSTIN (configuration; null when unset). */
export interface TaxParties {
  pan: string | null;
  gstin: string | null;
  ourGstin: string | null;
}

/**
 * `paise × bps / 10 000`, rounded half up to a multiple of `unit` paise (1: to
 * the paisa, 100: to the rupee). Worked in BigInt: the product of a large
 * amount and a rate can pass 2^53, where a JavaScript number stops being exact.
 */
export function shareOf(paise: number, bps: number, unit: 1 | 100 = 1): number {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`shareOf: ${paise} is not a whole, non-negative number of paise`);
  const denominator = 10_000n * BigInt(unit);
  const scaled = BigInt(paise) * BigInt(bps);
  // Half up: add half the divisor before the integer division (all terms non-negative).
  return Number(((scaled * 2n + denominator) / (denominator * 2n)) * BigInt(unit));
}

/** The two-digit state code a GSTIN starts with (27 Maharashtra, 29 Karnataka…). */
export const stateOfGstin = (gstin: string) => gstin.slice(0, 2);

export function gstKindOf(parties: Pick<TaxParties, "gstin" | "ourGstin">): GstKind {
  if (!parties.gstin) return "none";
  if (!parties.ourGstin) return "gst";
  return stateOfGstin(parties.gstin) === stateOfGstin(parties.ourGstin) ? "cgst_sgst" : "igst";
}

/**
 * A statement's figures from its gross commission (paise, above zero):
 * - GST at 18 % when the partner gave a GSTIN, to the paisa, half up; within
 *   one state CGST and SGST are each 9 % rounded on its own, so the two lines
 *   of the invoice are equal and add up to the GST;
 * - TDS at 5 % of the gross (20 % without a PAN), on the commission without
 *   its GST (CBDT circular 23/2017), to the whole rupee, half up;
 * - net = gross + GST − TDS.
 */
export function statementFigures(grossPaise: number, parties: TaxParties): StatementFigures {
  if (!Number.isSafeInteger(grossPaise) || grossPaise <= 0) throw new RangeError(`statementFigures: the gross must be whole paise above zero, not ${grossPaise}`);
  const gstKind = gstKindOf(parties);
  const gstPaise = gstKind === "none" ? 0 : gstKind === "cgst_sgst" ? 2 * shareOf(grossPaise, GST_BPS / 2) : shareOf(grossPaise, GST_BPS);
  const tdsRateBps = parties.pan ? TDS_194H_BPS : TDS_NO_PAN_BPS;
  const tdsPaise = shareOf(grossPaise, tdsRateBps, 100);
  const netPaise = grossPaise + gstPaise - tdsPaise;
  if (!Number.isSafeInteger(netPaise)) throw new RangeError(`statementFigures: ${grossPaise} paise is beyond what a statement can carry exactly`);
  return { grossPaise, gstKind, gstPaise, tdsRateBps, tdsPaise, netPaise };
}

/** The lines of GST an invoice shows: each its label key, its rate and its amount. */
export function gstLines(figures: Pick<StatementFigures, "gstKind" | "gstPaise">): { tax: "igst" | "cgst" | "sgst" | "gst"; rateBps: number; paise: number }[] {
  switch (figures.gstKind) {
    case "none":
      return [];
    case "cgst_sgst":
      return [
        { tax: "cgst", rateBps: GST_BPS / 2, paise: figures.gstPaise / 2 },
        { tax: "sgst", rateBps: GST_BPS / 2, paise: figures.gstPaise / 2 },
      ];
    default:
      return [{ tax: figures.gstKind, rateBps: GST_BPS, paise: figures.gstPaise }];
  }
}

// ─── Months, financial years and invoice numbers ────────────────────────────

/** A calendar month as YYYY-MM. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is string => typeof value === "string" && MONTH.test(value);

/** A month's first and last days (YYYY-MM-DD). */
export function monthDays(month: string): { first: string; last: string } {
  const [year, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, "0")}` };
}

/** The month before a day's month: the latest month that has ended on that day (YYYY-MM-DD → YYYY-MM). */
export function lastEndedMonth(today: string): string {
  const [year, month] = today.split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** Whether the whole month lies before `today` (YYYY-MM-DD in India): only then is its commission complete. */
export const monthHasEnded = (month: string, today: string) => monthDays(month).last < today;

/** The financial year (April to March) a month falls in: 2026-03 → "2025-26", 2026-04 → "2026-27". */
export function financialYearOf(month: string): string {
  const [year, m] = month.split("-").map(Number);
  const start = m >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * A statement's invoice number: PP/{financial year}/{sequence}, the sequence
 * the partner's own, from 0001 in each financial year (GST's rule 46: a
 * supplier's invoices run in one series per financial year, and the
 * partner is the supplier).
 */
export const invoiceNumber = (financialYear: string, sequence: number) => `PP/${financialYear}/${String(sequence).padStart(4, "0")}`;

/** The invoice number as a file name may carry it (PP-2026-27-0001). */
export const invoiceFileName = (number: string) => number.replace(/\//g, "-");

/** The partner's statements page; each statement's CSV and invoice are below it (/{id}/csv, /{id}/invoice). */
export const PARTNER_PAYOUTS_PAGE = "/partner/payouts";
