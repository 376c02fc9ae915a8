import { z } from "zod";
import { compareDates, daysInMonth, fromIso, parseDmy, toIso, type CalendarDate } from "~/domain/platform/dates";
import { GUID, SLUG } from "~/domain/platform/patterns";

/**
 * The rows of the three upload files, one schema each (SPEC.md 2.6; the
 * columns are documented on each screen). A cell arrives as text, a number,
 * or a day from a date cell (app/server/platform/files/spreadsheet.server.ts). The reasons
 * are English: they are kept in the upload history as the file's errors.
 */

export const APPLICATION_STATUSES = ["applied", "in_progress", "approved", "disbursed", "rejected"] as const;

const asText = (v: unknown) => (typeof v === "number" ? String(v) : v);

const uuidCell = z.preprocess(asText, z.string({ error: "required" }).regex(GUID, "not a uuid")).transform((s) => s.toLowerCase());

/** "In progress", "IN-PROGRESS" and "in_progress" are the same status. */
const statusCell = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, "_")
      : v,
  z.enum(APPLICATION_STATUSES, { error: `must be one of ${APPLICATION_STATUSES.join(", ")}` }),
);

/** A number, in a number cell or as text ("1,50,000" and "150000.50" read as numbers). */
const numberCell = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const plain = v.replace(/[,\s₹]/g, "");
    return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : v;
  },
  z.number({ error: "must be a number" }),
);

/** A day (YYYY-MM-DD): a date cell, or text as YYYY-MM-DD or DD/MM/YYYY; never after `today` (India's, by the server's clock). */
const dayCell = (today: CalendarDate) =>
  z.preprocess(
    (v) => (v && typeof v === "object" && "day" in v ? (v as { day: string }).day : v),
    z.string({ error: "must be a date (YYYY-MM-DD or DD/MM/YYYY)" }).transform((text, ctx) => {
      const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? fromIso(text) : null;
      const dmy = iso ? null : parseDmy(text);
      const date = iso ?? (dmy?.ok ? dmy.date : null);
      if (!date || date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month) || date.year < 2000) {
        ctx.addIssue({ code: "custom", message: "must be a date (YYYY-MM-DD or DD/MM/YYYY)" });
        return z.NEVER;
      }
      if (compareDates(date, today) > 0) {
        ctx.addIssue({ code: "custom", message: "cannot be after today" });
        return z.NEVER;
      }
      return toIso(date);
    }),
  );

/** The application status file: creditapp_uuid, status. */
export const STATUS_FILE_COLUMNS = ["creditapp_uuid", "status"] as const;
// A disbursal without its amount and date is a loan the borrower, the reports and the revenue cannot state: it comes by the MIS file or the lender's webhook.
export const StatusFileRow = z.object({
  creditapp_uuid: uuidCell,
  status: statusCell.refine((s) => s !== "disbursed", "a disbursal needs its amount and date: send it in the MIS file"),
});
export type StatusFileRow = z.infer<typeof StatusFileRow>;

/** The lender MIS file: creditapp_uuid, disbursed_amount (whole rupees), disbursal_date. */
export const MIS_COLUMNS = ["creditapp_uuid", "disbursed_amount", "disbursal_date"] as const;
export const misRow = (today: CalendarDate) =>
  z.object({
    creditapp_uuid: uuidCell,
    disbursed_amount: numberCell.pipe(z.number().int("must be whole rupees").positive("must be above zero").max(1_000_000_000, "is too large")),
    disbursal_date: dayCell(today),
  });

/**
 * The partner commission file: partner (its name, the URL segment), amount
 * (rupees, up to paise; negative takes commission back), reason, date.
 */
export const COMMISSION_COLUMNS = ["partner", "amount", "reason", "date"] as const;
export const commissionRow = (today: CalendarDate) =>
  z.object({
    partner: z.preprocess(asText, z.string({ error: "required" }).regex(SLUG, "not a partner name")),
    amount: numberCell.pipe(
      z
        .number()
        .refine((n) => n !== 0, "cannot be zero")
        .refine((n) => Math.abs(n) <= 100_000_000, "is too large")
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "at most two decimals (paise)"),
    ),
    reason: z.preprocess(asText, z.string({ error: "required" }).min(3, "at least 3 characters").max(200, "at most 200 characters")),
    date: dayCell(today),
  });
