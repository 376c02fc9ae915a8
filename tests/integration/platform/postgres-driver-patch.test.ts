import net from "node:net";
import postgres from "postgres";
import { afterEach, describe, expect, inject, it } from "vitest";

/**
 * The `postgres` driver's two faults when PostgreSQL closes a connection (patches/postgres/README.md,
 * docs/decisions/040), shown on the driver the app, the tests and the CLIs all import. The connection's
 * close is said to the driver at the moment the fault needs (its socket's `close` event, given by hand),
 * so each case happens every time, without stopping the machine's PostgreSQL.
 * Unpatched, the first case ends the test process (a TypeError from a setImmediate) and the second never
 * answers again (CONNECT_TIMEOUT). Both fail here when the patch no longer applies.
 */
const adminUrl = inject("postgresAdminUrl");

const pools: postgres.Sql[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((sql) => sql.end({ timeout: 1 })));
});

/** A pool of one connection whose sockets this test holds; `onQuery` runs as each query is written. */
function poolWithSockets(onQuery: () => void = () => {}) {
  const sockets: net.Socket[] = [];
  // `socket` is the driver's documented custom-socket option (its README), which its types leave out.
  const options = {
    max: 1,
    connect_timeout: 2,
    onnotice: () => {},
    socket: () =>
      new Promise<net.Socket>((resolve, reject) => {
        const { hostname, port } = new URL(adminUrl!);
        const socket = net.connect(Number(port || 5432), hostname);
        sockets.push(socket);
        socket.once("connect", () => resolve(socket)).once("error", reject);
      }),
    // Called as a query is built, just before its bytes are handed to the driver's write.
    debug: () => onQuery(),
  };
  const sql = postgres(adminUrl!, options);
  pools.push(sql);
  /** The connection's socket closes now, as when PostgreSQL goes away: the driver hears it at once. */
  const closeNow = () => {
    const socket = sockets.at(-1)!;
    socket.emit("close", false);
    socket.destroy();
  };
  return { sql, closeNow };
}

/** What a query answered: its rows' `n`, or its error's code; "no answer" after `ms`. */
const answer = (query: Promise<Array<{ n: number }>>, ms = 5_000) =>
  Promise.race([
    query.then(
      (rows) => rows[0]?.n,
      (error: { code?: string }) => error.code ?? String(error),
    ),
    new Promise((resolve) => setTimeout(() => resolve("no answer"), ms)),
  ]);

describe.skipIf(adminUrl === null)("the postgres driver when PostgreSQL closes a connection (patches/postgres)", () => {
  it("a query on a connection already closed fails with CONNECTION_CLOSED instead of ending the process", async () => {
    const { sql, closeNow } = poolWithSockets();
    const reserved = await sql.reserve();
    expect(await answer(reserved`select 1 as n`)).toBe(1);
    closeNow();
    // Unpatched: its write runs from a setImmediate on a socket the driver has dropped, and the TypeError ends the process.
    expect(await answer(reserved`select 2 as n`)).toBe("CONNECTION_CLOSED");
    reserved.release();
  });

  it("a connection closed while a small write waits answers again once it reconnects", async () => {
    let closeOnNextQuery = false;
    const { sql, closeNow } = poolWithSockets(() => {
      if (!closeOnNextQuery) return;
      closeOnNextQuery = false;
      // After the driver has queued the query's bytes for the next tick, before that tick.
      queueMicrotask(closeNow);
    });
    expect(await answer(sql`select 1 as n`)).toBe(1);
    closeOnNextQuery = true;
    expect(await answer(sql`select 2 as n`)).toBe("CONNECTION_CLOSED");
    // Unpatched: the cancelled write's timer stays set, so the new connection never sends its first bytes (CONNECT_TIMEOUT).
    expect(await answer(sql`select 3 as n`)).toBe(3);
    expect(await answer(sql`select 4 as n`)).toBe(4);
  });
});
