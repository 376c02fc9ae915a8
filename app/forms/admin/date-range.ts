import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { DATE_RANGE_PRESETS, daysIn, istToday, MAX_RANGE_DAYS, presetRange, type DateRangePreset, type DayRange } from "~/domain/back-office/date-range";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const M = {
  date: "common:range.errors.date",
  required: "common:range.errors.required",
  future: "common:range.errors.future",
  order: "common:range.errors.order",
  tooLong: "common:range.errors.tooLong",
} as const;

/** A real calendar day written YYYY-MM-DD (what a date input sends). */
export const isDay = (v: string) => ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The dashboard's range form (a GET form: the address is the report, so it works without JavaScript and can be shared). */
export function dateRangeSchema(now: Date) {
  const today = istToday(now);
  return z
    .object({
      range: z.enum(DATE_RANGE_PRESETS).catch("last_7_days").default("last_7_days"),
      from: z.string().trim().optional(),
      to: z.string().trim().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.range !== "custom_range") return;
      for (const field of ["from", "to"] as const) {
        const day = value[field];
        if (!day) ctx.addIssue({ code: "custom", path: [field], message: M.required });
        else if (!isDay(day)) ctx.addIssue({ code: "custom", path: [field], message: M.date });
        else if (day > today) ctx.addIssue({ code: "custom", path: [field], message: M.future });
      }
      const { from, to } = value;
      if (from && to && isDay(from) && isDay(to) && from <= today && to <= today) {
        if (from > to) ctx.addIssue({ code: "custom", path: ["to"], message: M.order });
        else if (daysIn({ from, to }) > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: M.tooLong });
      }
    });
}

export interface ChosenRange {
  preset: DateRangePreset;
  range: DayRange;
  /** The refused custom range's reply (errors beside the fields, typed values kept); the last 7 days are shown meanwhile. */
  result: SubmissionResult | null;
}

/** The range a dashboard address asks for; a refused custom range falls back to the last 7 days, with its errors. */
export function chooseDateRange(params: URLSearchParams, now: Date): ChosenRange {
  const submission = parseWithZod(params, { schema: dateRangeSchema(now) });
  if (submission.status !== "success") return { preset: "custom_range", range: presetRange("last_7_days", now), result: submission.reply() };
  const { range: preset, from, to } = submission.value;
  return { preset, range: preset === "custom_range" ? { from: from!, to: to! } : presetRange(preset, now), result: null };
}
