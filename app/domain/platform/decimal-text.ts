/**
 * Percent and rupee figures as a person types them ("12.5", "12.50 %",
 * "₹1,50,000"), read into exact integers: basis points and whole rupees.
 * Read from the digits themselves, never through a binary fraction, so
 * "12.29" is 1229 and not 1228.9999… rounded the wrong way.
 */

export type DecimalTextProblem = "empty" | "notNumber" | "tooPrecise" | "wholeRupees";
export type DecimalTextResult = { ok: true; value: number } | { ok: false; problem: DecimalTextProblem };

/** More digits than this cannot be a rate or an amount anyone means (and stay exact as a JavaScript number). */
const MAX_DIGITS = 12;

/**
 * A decimal written with a dot, as an integer of `scale` decimal places
 * ("12.5" at 2 → 1250). Trailing zeros past the scale are fine ("12.500");
 * any other digit past it is refused rather than rounded.
 */
export function parseScaled(text: string, scale: number): DecimalTextResult {
  const s = text.trim();
  if (s === "") return { ok: false, problem: "empty" };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!match || (match[1] === "" && !match[2])) return { ok: false, problem: "notNumber" };
  const whole = match[1].replace(/^0+(?=\d)/, "");
  const fraction = match[2] ?? "";
  if (/[^0]/.test(fraction.slice(scale))) return { ok: false, problem: "tooPrecise" };
  if (whole.length > MAX_DIGITS) return { ok: false, problem: "notNumber" };
  const digits = `${whole || "0"}${fraction.slice(0, scale).padEnd(scale, "0")}`;
  return { ok: true, value: Number(digits) };
}

/** A yearly rate in percent, with at most two decimals and an optional % sign, as basis points ("12.5" → 1250). */
export function parsePercentBps(text: string): DecimalTextResult {
  return parseScaled(text.trim().replace(/\s*%$/, ""), 2);
}

/** Whole rupees, with or without ₹ / Rs / INR and the Indian (or any) grouping commas ("₹1,50,000" → 150000). */
export function parseRupees(text: string): DecimalTextResult {
  const s = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/(\d),(?=\d)/g, "$1");
  const read = parseScaled(s, 0);
  return !read.ok && read.problem === "tooPrecise" ? { ok: false, problem: "wholeRupees" } : read;
}

/** Basis points as the percent a person would type back ("1250" → "12.5", 1200 → "12", 1229 → "12.29"). */
export function bpsAsPercentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const cents = Math.abs(bps % 100);
  return cents ? `${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}` : String(whole);
}
