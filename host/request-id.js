// Each request's id: what ties its access-log line to every other line written while serving it,
// and what a caller quotes (the X-Request-Id answer header) when asking about one.
import { randomUUID } from "node:crypto";

/** What a proxy's id may look like: a UUID, a hex trace id and the like; nothing that could forge a log line or a header. */
const SANE = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The id of a request: the X-Request-Id a trusted proxy gave it (so its logs and ours share one id)
 * when it looks sane, else a new UUID. A client's own header is never believed without a proxy we
 * were told about, so nobody can make their requests look like someone else's in the logs.
 */
export function requestIdFor(incoming, trustProxy) {
  if (trustProxy && typeof incoming === "string" && SANE.test(incoming)) return incoming;
  return randomUUID();
}
