// A loader hook (node:module register) that mends one known fault of the `postgres` driver
// 3.4.9, the newest release (docs/decisions/040): when PostgreSQL closes a connection while a
// small write waits for the next tick, the driver writes to a socket it has already dropped and
// the TypeError, thrown from a setImmediate, ends the whole process (porsager/postgres#1154,
// #1208; fixes proposed in #1168, #1176, #1209, none released). Its teardown also leaves the
// cancelled write's timer set, so a connection made again later never flushes a small write
// and its queries wait forever. Seen here under load when PostgreSQL restarts (bench/faults.ts).
// The source is mended as it loads: the write on a dropped socket fails the queries of that
// connection with CONNECTION_CLOSED (answered 503 like any outage), and teardown clears the
// timer and the half-written buffer. A driver whose source differs is loaded as it is.

import { mendingLoader } from "./source-mend.js";

const DRIVER = /\/node_modules\/postgres\/(src|cjs\/src)\/connection\.js$/;

const MENDS = [
  [
    "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)",
    "  function nextWrite(fn) {\n    if (!socket) {\n      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)",
  ],
  // terminate() and closed(): the timer cancelled is also forgotten, with what it was to write.
  ["    clearImmediate(nextWriteTimer)\n    if (socket) {", "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {"],
  ["    remaining = 0\n    incomings = null\n    clearImmediate(nextWriteTimer)\n", "    remaining = 0\n    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n"],
];

/** The driver's source with the mends, or null when it is not the text they were made for. */
export function mendDriver(source) {
  let mended = source;
  for (const [from, to] of MENDS) {
    if (mended.split(from).length !== 2) return null;
    mended = mended.replace(from, to);
  }
  return mended;
}

export const load = mendingLoader({
  files: DRIVER,
  mend: mendDriver,
  module: "db",
  unknown: "the postgres driver is not the release whose write fault host/postgres-driver-fix.js mends: loaded as it is",
});
