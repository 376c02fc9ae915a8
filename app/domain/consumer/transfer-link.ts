/**
 * A link that continues a consumer's journey on another device
 * (docs/decisions/065): /transfer/{journey uuid}?t={token}, the token 32
 * random bytes as base64url (256 bits: unguessable), which works once,
 * for TRANSFER_LINK_MINUTES, for its own journey only.
 */
export const TRANSFER_PREFIX = "/transfer";
export const TRANSFER_LINK_MINUTES = 30;
/** Links one consumer may be sent in an hour, whoever asks (the consumer or a CSR). */
export const TRANSFER_LINKS_PER_HOUR = 5;
export const TRANSFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type TransferRefusal = "unknown" | "expired" | "used";

/** The link's path; a partner's journey names its brand, so the other device opens in the same look. */
export function transferPath(prospectUuid: string, token: string, brand: string | null): string {
  const query = new URLSearchParams({ t: token, ...(brand ? { partner: brand } : {}) });
  return `${TRANSFER_PREFIX}/${prospectUuid}?${query}`;
}
