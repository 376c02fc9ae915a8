/**
 * What a partner API key may call (docs/decisions/075). Each partner API route
 * names its scope in the page table (app/page-table/api.ts); the guard, the
 * key form and the OpenAPI document read it from there.
 */
export const PARTNER_API_SCOPES = ["reports:read", "applications:read", "eligibility:read", "payouts:read"] as const;

export type PartnerApiScope = (typeof PARTNER_API_SCOPES)[number];

/** The longest a key may live, in days: a year. */
export const API_KEY_MAX_DAYS = 365;

/** The lifetimes the key form offers (days); the default comes from PARTNER_API_KEY_DAYS. */
export const API_KEY_LIFETIMES = [7, 30, 90, 180, API_KEY_MAX_DAYS] as const;
