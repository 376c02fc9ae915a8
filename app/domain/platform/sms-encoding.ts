/**
 * Whether an SMS must go as Unicode (UCS-2) rather than in the GSM 7-bit
 * alphabet (3GPP TS 23.038): any character outside that alphabet and its
 * extension table does, which is every Indian script and the rupee sign. A
 * gateway told `unicode: false` for Tamil text sends question marks; one told
 * nothing may guess. docs/operations.md says what the gateway is sent.
 */
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Sent as an escape and the character: still 7-bit. */
const GSM_EXTENSION = "\f^{}\\[~]|€";
const GSM = new Set([...GSM_BASIC, ...GSM_EXTENSION]);

export function needsUnicode(text: string): boolean {
  for (const char of text) if (!GSM.has(char)) return true;
  return false;
}
