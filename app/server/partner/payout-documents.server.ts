import { gstLines, monthDays, type GstKind } from "~/domain/partner/payouts";
import { csvLine, type CsvValue } from "~/domain/platform/csv";
import { formatPaise, paiseDecimal } from "~/domain/platform/money";
import { maskTail } from "~/domain/back-office/masking";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { getConfig } from "../platform/db/config.server";
import type { StatementRow, statementWithLines } from "./payout-statements.server";

/**
 * How a statement reads: on the pages (formatted in the reader's language),
 * as a CSV file, and as the invoice the partner prints
 * (docs/decisions/098-partner-payouts.md). Amounts come from whole paise and
 * are written from their digits, never through a binary fraction.
 */

/** Latin digits in every language, as the amounts beside them are written. */
const formatter = (language: Language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, { timeZone: "UTC", ...options });

/** "February 2026" in the reader's language. */
export const monthLabel = (month: string, language: Language) => formatter(language, { month: "long", year: "numeric" }).format(new Date(`${month}-01T00:00:00Z`));

/** "28 Feb 2026" of a YYYY-MM-DD day, in the reader's language. */
export const dayLabel = (day: string, language: Language) => formatter(language, { day: "numeric", month: "short", year: "numeric" }).format(new Date(`${day}T00:00:00Z`));

/** The rate of basis points as a person reads it: 500 → "5", 1800 → "18", 950 → "9.5". */
const percent = (bps: number) => (bps % 100 ? (bps / 100).toFixed(2).replace(/0$/, "") : String(bps / 100));

/** A statement as its row on the pages: amounts in ₹, the month and payment day in the reader's language, the account paid to masked. */
export function statementView(s: StatementRow, language: Language) {
  return {
    id: s.id,
    invoiceNumber: s.invoiceNumber,
    month: s.month,
    monthLabel: monthLabel(s.month, language),
    gross: formatPaise(s.grossPaise),
    gstKind: s.gstKind as GstKind,
    gst: formatPaise(s.gstPaise),
    tdsRate: percent(s.tdsRateBps),
    tds: formatPaise(s.tdsPaise),
    net: formatPaise(s.netPaise),
    panGiven: s.pan !== null,
    paid: s.utr && s.paidOn ? { utr: s.utr, on: dayLabel(s.paidOn, language), account: s.paidAccountNumber ? maskTail(s.paidAccountNumber) : null } : null,
  };
}

export type StatementView = ReturnType<typeof statementView>;

type Detail = NonNullable<Awaited<ReturnType<typeof statementWithLines>>>;

/**
 * A statement as a CSV file, in the partner's language: who and which month,
 * each earning it states (the day, kind, application, disbursed amount,
 * reason, the commission it counts), then the figures and the payment.
 * Amounts are plain decimal rupees, so a spreadsheet adds them up.
 */
export function statementCsv({ statement: s, lines }: Detail, partnerName: string, language: Language): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, `partner:payouts.${key}`, vars);
  const amount = (paise: number): CsvValue => ({ decimal: paiseDecimal(paise) });
  const rows: CsvValue[][] = [
    [t("file.invoice"), s.invoiceNumber],
    [t("file.month"), s.month],
    [t("file.partner"), partnerName],
    [t("file.pan"), s.pan ?? t("file.none")],
    [t("file.gstin"), s.gstin ?? t("file.none")],
    [],
    [t("file.earnedOn"), t("file.kind"), t("file.application"), t("file.disbursed"), t("file.reason"), t("file.commission")],
    ...lines.map((l) => [l.earnedOn, t(`kinds.${l.kind}`), l.reference, l.baseAmount === null ? null : { decimal: l.baseAmount.toFixed(2) }, l.reason, amount(l.paise)]),
    [],
    [t("file.gross"), amount(s.grossPaise)],
    ...gstLines({ gstKind: s.gstKind as GstKind, gstPaise: s.gstPaise }).map((g) => [t(`taxes.${g.tax}`, { rate: percent(g.rateBps) }), amount(g.paise)]),
    [t("taxes.tds", { rate: percent(s.tdsRateBps) }), amount(-s.tdsPaise)],
    [t("file.net"), amount(s.netPaise)],
    [t("file.status"), s.utr ? t("status.paid") : t("status.due")],
    ...(s.utr && s.paidOn
      ? [
          [t("file.utr"), s.utr],
          [t("file.paidOn"), s.paidOn],
        ]
      : []),
  ];
  // A byte-order mark, so a spreadsheet reads the file as UTF-8 (its labels may be in any of our languages).
  return `\uFEFF${rows.map(csvLine).join("")}`;
}

/** Who partners invoice (configuration; our default brand's name when no legal name is set). */
export function invoiceRecipient(defaultName: string) {
  const config = getConfig();
  return { name: config.COMPANY_LEGAL_NAME || defaultName, address: config.COMPANY_ADDRESS || null };
}

/**
 * The invoice of a statement, ready to draw: the partner supplies the
 * service (its commission) to us; a tax invoice when it gave a GSTIN, with
 * its GST lines; TDS and the net payable below the invoice value; dated the
 * last day of the month it states.
 */
export function invoiceView({ statement: s, lines }: Detail, partner: { displayName: string; accountHolder: string | null }, recipient: { name: string; address: string | null }, language: Language) {
  const taxes = gstLines({ gstKind: s.gstKind as GstKind, gstPaise: s.gstPaise });
  return {
    ...statementView(s, language),
    tax: s.gstin !== null,
    date: dayLabel(monthDays(s.month).last, language),
    supplier: { name: partner.displayName, holder: partner.accountHolder, pan: s.pan, gstin: s.gstin },
    recipient: { ...recipient, gstin: s.ourGstin },
    earnings: lines.length,
    taxes: taxes.map((g) => ({ tax: g.tax, rate: percent(g.rateBps), amount: formatPaise(g.paise) })),
    invoiceValue: formatPaise(s.grossPaise + s.gstPaise),
  };
}

export type InvoiceView = ReturnType<typeof invoiceView>;
