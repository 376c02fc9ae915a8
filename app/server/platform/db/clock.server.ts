import { today, type CalendarDate } from "~/domain/platform/dates";
import { getConfig, isRealDeployment, type Config } from "./config.server";
import { logger } from "./log.server";

/**
 * The server's one clock for business time (docs/decisions/032-test-clock.md):
 * what day it is in India, and the moments that later decide a day (when an
 * application, a journey or an enquiry was made). Dashboards' presets, range
 * filters, "not after today" checks, age and offer windows all read it.
 *
 * It is the machine's time, unless the server was started with CLOCK_START
 * (outside a real deployment only): then it starts at that instant and ticks
 * on from there, and the test that started the server may move it. Security
 * timers (sessions, codes, rate limits, signed links, lenders' signatures)
 * stay on the machine's time and never read this.
 */

/** How far business time is from the machine's, in milliseconds: 0 unless pinned. */
let offsetMs = 0;

/** Now, in business time. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Today's date in India, in business time. */
export function todayInIndia(): CalendarDate {
  return today(now());
}

/** Why this deployment may not pin its clock, or null when it may. */
export function clockPinRefused(config: Config = getConfig()): string | null {
  return isRealDeployment(config) ? "CLOCK_START pins business time for tests: a real deployment (production on a real database) runs on real time" : null;
}

/**
 * Moves business time to `at`, ticking on from there (null: back to the
 * machine's time). For tests only: refused on a real deployment.
 */
export function setClock(at: Date | null): void {
  const refused = clockPinRefused();
  if (refused && at) throw new Error(refused);
  if (at && Number.isNaN(at.getTime())) throw new Error("setClock: not a date");
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

let started = false;

/**
 * Starts business time as the settings say (the server calls it before it
 * listens; a refused CLOCK_START stops the start). With CLOCK_START, the
 * process that started this server may move the clock with an IPC message
 * `{ type: "clock:set", at }` (tests/support/node-server.ts): there is no HTTP
 * way to do it, and no IPC channel unless a parent process opened one.
 */
export function startClock(config: Config = getConfig()): void {
  if (started || !config.CLOCK_START) return;
  const refused = clockPinRefused(config);
  if (refused) throw new Error(`refusing to start: ${refused}`);
  started = true;
  setClock(new Date(config.CLOCK_START));
  logger("clock").info(`business time starts at ${config.CLOCK_START} (CLOCK_START) and ticks on from there`);
  if (!process.send) return;
  process.on("message", (message: { type?: string; at?: string; id?: number }) => {
    if (message?.type !== "clock:set" || typeof message.at !== "string") return;
    try {
      setClock(new Date(message.at));
      process.send?.({ type: "clock:set", id: message.id, at: now().toISOString() });
    } catch (error) {
      process.send?.({ type: "clock:set", id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  // The channel is for the parent's messages only: it must not keep the process alive by itself.
  process.channel?.unref();
}
