// How far V8 lets the old space grow past what a full collection keeps (docs/decisions/082).
// Under load its default factor (up to 4×) kept ~175 MB of old space for ~46 MB live, and
// V8 keeps what it grew: the server held 340 MB after a minute at 50 connections.
import v8 from "node:v8";
import { DEFAULTS, settingText } from "./config.js";

/** The percent V8 grows the old space by after a full collection, unless HEAP_GROWING_PERCENT says otherwise. */
export const DEFAULT_HEAP_GROWING_PERCENT = DEFAULTS.HEAP_GROWING_PERCENT;

/** HEAP_GROWING_PERCENT, a whole number from 1 to 300; unset, the default. Answers `{ percent }` or `{ error }`. */
export function heapGrowingPercent(env) {
  const asked = settingText("HEAP_GROWING_PERCENT", env);
  if (asked === "") return { percent: DEFAULT_HEAP_GROWING_PERCENT };
  const percent = Number(asked);
  if (!/^\d+$/.test(asked) || percent < 1 || percent > 300) return { error: `HEAP_GROWING_PERCENT must be a whole number from 1 to 300, not "${asked}"` };
  return { percent };
}

/** Sets it for this process; V8 reads it at each full collection, so it holds from the next one. */
export function limitHeapGrowth(percent) {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
