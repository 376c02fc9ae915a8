// The one logging configuration of the process: host/server.js imports it, and so does the app
// (app/server/platform/db/log.server.ts), whose build bundles a copy of this file. Both copies must share
// one logger and one request store, so they are kept on globalThis under a registered symbol.
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { DEFAULTS } from "./config.js";

const SHARED = Symbol.for("cl-marketplace.logging");

/** @typedef {{ requestId: string }} RequestContext */

/** @type {{ requests: AsyncLocalStorage<RequestContext>, root: import("pino").Logger | null, captures: Set<(line: string) => void> }} */
const shared = (globalThis[SHARED] ??= { requests: new AsyncLocalStorage(), root: null, captures: new Set() });

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** LOG_LEVEL when it names a level, else its default (info). */
export function logLevel(value = process.env.LOG_LEVEL) {
  const level = (value ?? "").trim().toLowerCase();
  return LEVELS.includes(level) ? level : DEFAULTS.LOG_LEVEL;
}

/**
 * Standard output, written at once (a line is never lost when the process exits), unless a test
 * captures the lines: then they go to it instead, as a test reads a child process's output.
 */
function destination() {
  const stdout = pino.destination({ dest: 1, sync: true });
  return {
    write(line) {
      if (shared.captures.size === 0) return stdout.write(line);
      for (const capture of shared.captures) capture(line);
    },
  };
}

function rootLogger() {
  if (shared.root) return shared.root;
  const configured = process.env.LOG_LEVEL;
  shared.root = pino(
    {
      level: logLevel(configured),
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers: what an operator greps for.
      formatters: { level: (label) => ({ level: label }) },
      // The request being served, on every line written while serving it (host/server.js sets it).
      mixin: () => {
        const context = shared.requests.getStore();
        return context ? { requestId: context.requestId } : {};
      },
      // Belt and braces: nothing logs these on purpose; should an object carrying them be logged, they are hidden.
      redact: { paths: ["cookie", "*.cookie", "authorization", "*.authorization", "password", "*.password", "otp", "*.otp", "pan", "*.pan"], censor: "[hidden]" },
    },
    destination(),
  );
  if (configured && logLevel(configured) !== configured.trim().toLowerCase()) {
    shared.root.warn({ module: "log" }, `LOG_LEVEL=${JSON.stringify(configured)} is not a level (${LEVELS.join(", ")}): logging at info`);
  }
  return shared.root;
}

/** The logger of one part of the server: each line says which (`module`). */
export function moduleLogger(module) {
  return rootLogger().child({ module });
}

/** Runs `fn` as the serving of one request: every line logged until it is done carries `requestId`. */
export function withRequestId(requestId, fn) {
  return shared.requests.run({ requestId }, fn);
}

/** The id of the request being served here, if any. */
export function currentRequestId() {
  return shared.requests.getStore()?.requestId;
}

/**
 * For tests: each log line (one JSON text ending in a newline) goes to `capture` instead of
 * standard output until the returned function is called.
 * @param {(line: string) => void} capture
 */
export function captureLog(capture) {
  shared.captures.add(capture);
  return () => void shared.captures.delete(capture);
}
