/** The header a caller sends to make a POST safe to retry (docs/decisions/076). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** What a key may be: 1 to 255 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
