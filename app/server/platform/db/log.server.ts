import { moduleLogger } from "../../../../host/log.js";

/**
 * The app's logging: structured JSON lines (pino) with the configuration
 * host/server.js uses (host/log.js, LOG_LEVEL), so a line written while serving a
 * request carries that request's id whichever side wrote it.
 */
export type Logger = ReturnType<typeof moduleLogger>;

/** The logger of one part of the app: its lines say which (`"module": "outbox"`). */
export function logger(module: string): Logger {
  return moduleLogger(module);
}
