// Written out rather than with Intl.NumberFormat: a phone's first Intl formatter loads its locale data,
// ~35 ms of main thread in one piece (140 ms at Lighthouse's CPU ×4), paid by every page that shows an
// amount, or merely loaded this module, while it hydrates. tests/unit/lending/money.test.ts holds it to Intl's output.

/** 100000 → "1,00,000": the last three digits, then pairs (the Indian system). */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

function rupeeText(amount: number, fractionDigits: 0 | 2): string {
  // Half away from zero, as Intl rounds; toFixed alone rounds the binary value (1.005 → "1.00").
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(amount) * scale + 1e-9) / scale;
  const [whole, paise] = rounded.toFixed(fractionDigits).split(".");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}₹${indianGrouping(whole)}${paise ? `.${paise}` : ""}`;
}

/** ₹1,00,000: Indian grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupeeText(amount, 0);
}

/** ₹2,330.16: Indian grouping with paise. */
export function formatRupeesPaise(amount: number): string {
  return rupeeText(amount, 2);
}

/** 233016 paise → "₹2,330.16": exact, from whole paise (no binary fraction on the way). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}₹${indianGrouping(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, "0")}`;
}

/** 233016 paise → "2330.16", -50 → "-0.50": plain decimal rupees for a file (no ₹, no grouping), exact. */
export function paiseDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paiseDecimal: ${paise} is not whole paise`);
  const abs = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 1279 basis points → "12.79": a yearly rate to two places, as the KFS states it. */
export function formatBps(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, "0")}`;
}
