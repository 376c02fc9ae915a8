/**
 * Contact masking (SPEC.md 5): the middle of each email part is hidden, and
 * all but the last 4 characters of a phone number or an ID.
 */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return value;
  return "X".repeat(value.length - visible) + value.slice(-visible);
}

function maskMiddle(part: string): string {
  if (part.length <= 2) return part[0] + "*".repeat(part.length - 1);
  return part[0] + "*".repeat(part.length - 2) + part[part.length - 1];
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return maskMiddle(email);
  const local = email.slice(0, at);
  const [domain, ...rest] = email.slice(at + 1).split(".");
  return `${maskMiddle(local)}@${maskMiddle(domain)}${rest.length ? `.${rest.join(".")}` : ""}`;
}

/** Masks a destination the way it is shown or logged: emails by their middles, anything else to its last 4. */
export function maskContact(value: string): string {
  return value.includes("@") ? maskEmail(value) : maskTail(value);
}

/** A date shown as a hint: day and month hidden, the year kept (XX/XX/1990). */
export function maskBirthDate(dmy: string): string {
  return dmy.replace(/^\d{2}\/\d{2}/, "XX/XX");
}

/** An address line or pincode shown before the identity check: nothing of it, not even its length. */
export function maskAddress(value: string | null): string | null {
  return value ? "XXXX" : value;
}

/** A name shown to someone who may not read it: its initials ("Priya Sharma" → "P. S."). */
export function maskName(...parts: (string | null | undefined)[]): string | null {
  const initials = parts
    .flatMap((p) => (p ?? "").trim().split(/\s+/))
    .filter(Boolean)
    .map((w) => `${w[0].toUpperCase()}.`);
  return initials.length ? initials.join(" ") : null;
}

/**
 * A message's text with any code in it hidden: runs of 4 to 8 digits
 * standing alone (a login code, a lender's code). Amounts keep their commas
 * (₹50,000) and so their figures; masked codes stay masked.
 */
export function maskCodes(text: string): string {
  return text.replace(/(?<![\d,.])\d{4,8}(?![\d,.])/g, (code) => "*".repeat(code.length));
}
