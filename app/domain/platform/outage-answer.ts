/**
 * What a page shows while the database cannot be reached (docs/decisions/040):
 * the 503 that the root middleware throws carries it, so the error page needs
 * no loader data (the root's own loader may be what failed). It carries its
 * words in the visitor's language and, for a form that was posted, what was
 * typed, so that one press sends it again.
 */
export interface OutageAnswer {
  outage: true;
  locale: string;
  /** The `errors.outage` messages in that language. */
  messages: Record<string, unknown>;
  retryAfterSeconds: number;
  /** The form that was posted: where to, and its fields as typed (files and passwords left out). */
  resend: { action: string; fields: [string, string][]; leftOut: boolean } | null;
}

export function isOutageAnswer(value: unknown): value is OutageAnswer {
  return typeof value === "object" && value !== null && (value as { outage?: unknown }).outage === true;
}

/** A password is never written back into a page; the person types it again. */
const NEVER_ECHOED = /password/i;

/**
 * The fields of a posted form that go back into the "Send again" form: text
 * fields as typed, in order (repeated names included). Files cannot be put
 * back into a page and a password is not written into one, so `leftOut`
 * says the person must give those again.
 */
export function resendableFields(entries: Iterable<[string, unknown]>): { fields: [string, string][]; leftOut: boolean } {
  const fields: [string, string][] = [];
  let leftOut = false;
  for (const [name, value] of entries) {
    if (typeof value !== "string" || NEVER_ECHOED.test(name)) {
      // An empty file input (no file chosen) is nothing lost.
      if (typeof value !== "string" && (value as { size?: number } | null)?.size === 0) continue;
      leftOut = true;
      continue;
    }
    fields.push([name, value]);
  }
  return { fields, leftOut };
}

/** Where the "Send again" form posts: the address that was posted to, without React Router's data-request parts. */
export function resendAction(url: URL): string {
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString().replace(/=(?=&|$)/g, "");
  return query ? `${path}?${query}` : path;
}
