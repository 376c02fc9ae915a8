/**
 * When telecalling may call (COMPLIANCE.md, TRAI's window for commercial
 * communication): from 09:00 to 21:00 India time, every day. Outside it the
 * queue shows no one and hands no one out, and says when calling opens.
 */

/** Minutes after midnight in India: calling opens at 09:00 and closes at 21:00. */
export const CALLING_OPENS_MINUTE = 9 * 60;
export const CALLING_CLOSES_MINUTE = 21 * 60;

/** India keeps one time all year, UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export type CallingWindow = { open: true; closesAt: Date } | { open: false; opensAt: Date };

/** Whether `at` is within calling hours; if so when they close, if not when they open next. */
export function callingWindow(at: Date): CallingWindow {
  const local = at.getTime() + IST_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const minute = Math.floor((local - midnight) / 60_000);
  const instant = (localMs: number) => new Date(localMs - IST_OFFSET_MS);
  if (minute >= CALLING_OPENS_MINUTE && minute < CALLING_CLOSES_MINUTE) return { open: true, closesAt: instant(midnight + CALLING_CLOSES_MINUTE * 60_000) };
  const day = minute < CALLING_OPENS_MINUTE ? midnight : midnight + DAY_MS;
  return { open: false, opensAt: instant(day + CALLING_OPENS_MINUTE * 60_000) };
}

export const withinCallingHours = (at: Date) => callingWindow(at).open;
