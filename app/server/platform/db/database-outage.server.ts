/**
 * Whether an error means the database cannot be reached right now (docs/decisions/040),
 * as opposed to a fault of the request or of the code: such a failure is answered 503
 * with Retry-After, because trying again shortly will work; anything else stays a 500.
 */

/** How long a caller is told to wait before trying again (the Retry-After header, in seconds). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The sockets' own failures: refused, reset, timed out, no route, no name. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);

/** The `postgres` driver's own codes for a connection that failed, closed or was ended under a query. */
const DRIVER_CODES = new Set(["CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED"]);

/**
 * PostgreSQL's: shutting down (admin 57P01, crash 57P02), starting up (57P03), no connection
 * slot left (53300), a statement stopped by statement_timeout (57014: busy, not broken).
 * Class 08 (connection exception) is taken whole.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** node-postgres (the job queue's driver) says these in words only, with no code. */
const WORDS = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout/i;

function codeOf(error: object): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : null;
}

/** Follows `cause` (Drizzle wraps the driver's error in its own) and an AggregateError's parts. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  // A call to another service (a lender, a gateway) that failed is that call's to answer, not an outage of ours.
  if (error instanceof TypeError && error.message === "fetch failed") return false;
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || DRIVER_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && WORDS.test(message) && !code) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** The failure in one short line for the log (a code, not a stack trace): which of the above it was. */
export function outageReason(error: unknown, depth = 0): string {
  if (!error || typeof error !== "object" || depth > 8) return "unreachable";
  const code = codeOf(error);
  if (code && isDatabaseUnavailable({ code })) return code;
  return outageReason((error as { cause?: unknown }).cause, depth + 1);
}
