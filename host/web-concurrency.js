// How many server processes `npm start` runs (docs/decisions/041), from the environment alone.
import { setting, settingText } from "./config.js";

/**
 * WEB_CONCURRENCY: a whole number of processes, or "auto" for one per core.
 * Unset, one. The embedded database (no DATABASE_URL) is opened by one
 * process only, so there it is always one, with a note saying why.
 * Answers `{ count }`, `{ count, note }` or `{ error }`.
 */
export function webConcurrency(env, cores) {
  const asked = settingText("WEB_CONCURRENCY", env);
  let count = 1;
  if (asked === "auto") count = cores;
  else if (asked !== "") {
    if (!/^\d+$/.test(asked) || Number(asked) < 1) return { error: `WEB_CONCURRENCY must be a whole number of processes (1 or more) or "auto", not "${asked}"` };
    count = Number(asked);
  }
  if (count > 1 && !setting("DATABASE_URL", env)) {
    return { count: 1, note: `WEB_CONCURRENCY=${asked} is ignored: the embedded database (no DATABASE_URL) is opened by one process only; set DATABASE_URL to run several` };
  }
  return { count };
}
