// One access-log line per request, written when its answer is done or its caller went away.
import { withRequestId } from "./log.js";

/** The path alone: a query string may carry a mobile number, an email or a code, so it is never logged. */
export function loggedPath(url) {
  const path =
    String(url ?? "")
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "")
      .split(/[?#]/, 1)[0] || "/";
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/**
 * Express middleware: method, path, status, milliseconds and the request's id, and `aborted` when the
 * answer was not sent whole. Never headers (cookies, tokens), bodies, or the query string.
 * @param {import("pino").Logger} log
 */
export function accessLog(log) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = res.getHeader("X-Request-Id");
    const method = String(req.method).slice(0, 16);
    const path = loggedPath(req.originalUrl);
    res.once("close", () => {
      const fields = { method, path, status: res.statusCode, ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10 };
      if (!res.writableFinished) fields.aborted = true;
      // Emitted outside the request's own context: its id is set again for this line.
      // A 5xx is a warning here: its cause, if any, is the app's own error line with the same id.
      withRequestId(requestId, () => log[res.statusCode >= 500 ? "warn" : "info"](fields, `${method} ${path} ${res.statusCode}`));
    });
    next();
  };
}
