// Graceful shutdown of the production server on SIGTERM (a deploy, a scale-down) and SIGINT (Ctrl-C).

/**
 * Wires the signals to a shutdown in this order: the listener closes (new connections are refused)
 * and the server says it is not ready; idle keep-alive connections close, and every answer still to
 * go says `Connection: close`; requests in flight get their whole answer, for up to `graceMs`, after
 * which the connections left are cut; then the app stops its own work (`finish`, given what is left
 * of the grace, at least a second) and the process exits 0. A stop that hangs past the grace and
 * ten seconds more ends the process with 1. A second signal changes nothing: `npm start` and a
 * terminal's Ctrl-C may both deliver one.
 * @param {import("node:http").Server} server
 * @param {{ graceMs: number, log: import("pino").Logger, pause: () => Promise<void>, finish: (msLeft: number) => Promise<void> }} options
 */
export function gracefulShutdown(server, { graceMs, log, pause, finish }) {
  const inFlight = new Set();
  let stopping = false;

  // Before the app's own listener, so an answer begun after the signal is marked before it is sent.
  server.prependListener("request", (_req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // A connection kept alive after its last answer would hold the shutdown for nothing.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  async function stop(signal) {
    const began = Date.now();
    log.info({ signal, inFlight: inFlight.size, graceMs }, `${signal}: shutting down (refusing new connections, finishing ${inFlight.size} request(s))`);
    const hung = setTimeout(() => {
      log.fatal("the shutdown did not end in time: exiting");
      process.exit(1);
    }, graceMs + 10_000);
    hung.unref();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const cut = setTimeout(() => {
      log.warn({ cut: inFlight.size }, `${inFlight.size} request(s) still running after ${graceMs} ms: cutting them`);
      server.closeAllConnections();
    }, graceMs);
    try {
      await Promise.all([closed, pause().catch((error) => log.error({ err: error }, "pausing the job queue failed"))]);
      clearTimeout(cut);
      await finish(Math.max(1000, graceMs - (Date.now() - began)));
    } catch (error) {
      log.error({ err: error }, "the shutdown did not end cleanly");
      process.exit(1);
    }
    log.info({ ms: Date.now() - began }, "stopped");
    process.exit(0);
  }

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) return log.info(`${signal}: already shutting down`);
      stopping = true;
      void stop(signal);
    });
  }

  return { isStopping: () => stopping };
}
