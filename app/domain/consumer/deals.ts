/**
 * Deals and discount vouchers (SPEC.md 1, docs/decisions/059): a merchant's
 * offer shown on /deals from its first day to its last in India (both
 * included) while it is switched on and has a code left; a signed-in
 * consumer claims one code of it, once.
 */

/** The public list, and each deal's own page under it (/deals/{id}). */
export const DEALS_PATH = "/deals";
export const dealPath = (id: number) => `${DEALS_PATH}/${id}`;

/** The admin catalogue, and one deal's page under it (its codes, schedule and switch). */
export const ADMIN_DEALS_PATH = "/admin/deals";
export const adminDealPath = (id: number) => `${ADMIN_DEALS_PATH}/${id}`;

/** Texts' longest, as the form judges them and the page lays them out. */
export const DEAL_LIMITS = { merchant: 80, title: 120, description: 1000, discount: 60 } as const;

/** A voucher code: what merchants print and consumers type at a till; 4 to 40 letters, digits or hyphens. */
export const VOUCHER_CODE = /^[A-Za-z0-9-]{4,40}$/;
/** Codes one upload or one generation adds at most, so one post stays one quick statement. */
export const MAX_CODES_PER_ADD = 5000;

/** Generated codes (server/deal-codes.server.ts): no 0/O or 1/I/L, so a code read aloud or off a screen is typed right. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const GENERATED_CODE_LENGTH = 10;

/**
 * Codes as an upload writes them: one a line, or the first column of a CSV;
 * blank lines, a header and repeats dropped. Read line by line and given up
 * once past `limit` codes: a 5 MB file is not split whole to be refused.
 */
export function readVoucherCodes(text: string, limit = Number.POSITIVE_INFINITY): { codes: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const invalid: string[] = [];
  for (let at = 0; at <= text.length && seen.size <= limit; ) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end === -1 ? text.length : end).replace(/\r$/, "");
    at = end === -1 ? text.length + 1 : end + 1;
    const value = line
      .split(/[,;\t]/)[0]
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim();
    if (!value || /^(voucher[ _-]?)?codes?$/i.test(value)) continue;
    if (VOUCHER_CODE.test(value)) seen.add(value);
    else invalid.push(value);
  }
  return { codes: [...seen], invalid };
}

export interface DealWindow {
  startsOn: string;
  endsOn: string;
  active: boolean;
}

/** Where a deal stands on a day in India: what the admin list says of it. */
export type DealState = "off" | "scheduled" | "ended" | "sold-out" | "live";

export function dealState(deal: DealWindow & { codesLeft: number }, today: string): DealState {
  if (!deal.active) return "off";
  if (today < deal.startsOn) return "scheduled";
  if (today > deal.endsOn) return "ended";
  return deal.codesLeft > 0 ? "live" : "sold-out";
}

/** Whether a consumer may claim on that day: on, started and not ended (a code left is the claim's own question). */
export const isClaimable = (deal: DealWindow, today: string) => deal.active && deal.startsOn <= today && today <= deal.endsOn;
