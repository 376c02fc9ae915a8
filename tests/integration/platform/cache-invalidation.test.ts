import { createServer, Socket, type Server } from "node:net";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../../db/client";
import { announceChange, listenForChanges } from "~/server/platform/db/cache-invalidation.server";
import { memoryCopy } from "~/server/platform/db/memory-copy.server";

/**
 * The copies a process keeps in memory (docs/decisions/041): each forgotten
 * when what it is made of changes, here or in another process on the
 * database, and all of them when the listener comes back after losing its
 * connection (a notice may have been missed meanwhile).
 */
const realDatabase = inject("postgresAdminUrl") !== null;

/** A copy that counts its reads: a read after a `get` means it had been forgotten. */
function countedCopy(name: string, madeOf: "lenders" | "catalogue") {
  let reads = 0;
  let gate: Promise<void> | null = null;
  const copy = memoryCopy({
    name,
    madeOf: [madeOf],
    lifetimeMs: 600_000,
    read: async () => {
      reads++;
      await gate;
      return reads;
    },
  });
  return {
    get: () => copy.get(undefined),
    reads: () => reads,
    /** The next read waits until `open` is called. */
    holdNextRead() {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

/** Asks `copy` until it reads again (up to `ms`); answers whether it did. */
async function readsAgain(copy: ReturnType<typeof countedCopy>, ms: number): Promise<boolean> {
  const before = copy.reads();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await copy.get();
    if (copy.reads() > before) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

/** Another process on the same database, as far as the notices go: a connection of its own. */
const other = realDatabase ? postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} }) : null;
afterAll(() => other?.end());

// The listener forgets every copy when it first listens (a notice may have been missed before): started here, so
// that moment never falls between a test's reads on a busy machine.
beforeAll(() => listenForChanges());

describe("a copy kept in memory", () => {
  it("is read once and kept; a change announced here forgets it at once, and only copies made of that data", async () => {
    const lenders = countedCopy("test-lenders-here", "lenders");
    const catalogue = countedCopy("test-catalogue-here", "catalogue");
    await lenders.get();
    await lenders.get();
    await catalogue.get();
    expect([lenders.reads(), catalogue.reads()]).toEqual([1, 1]);
    await announceChange("lenders");
    await lenders.get();
    await catalogue.get();
    expect([lenders.reads(), catalogue.reads()]).toEqual([2, 1]);
  });

  it("answers a read that a change overtook, but does not keep it: it may be older than the change", async () => {
    const copy = countedCopy("test-overtaken", "lenders");
    const open = copy.holdNextRead();
    const pending = copy.get();
    await new Promise((r) => setTimeout(r, 20));
    await announceChange("lenders");
    open();
    expect(await pending).toBe(1);
    expect(await copy.get()).toBe(2);
  });

  it.skipIf(!realDatabase)("is forgotten within a second when another process on the database announces a change", async () => {
    const lenders = countedCopy("test-lenders-there", "lenders");
    const catalogue = countedCopy("test-catalogue-there", "catalogue");
    await lenders.get();
    await catalogue.get();
    // Notices arrive in the order sent: once the second is heard, the first was heard and left the lenders alone.
    await other!`select pg_notify('kept_copies', 'catalogue')`;
    expect(await readsAgain(catalogue, 1000)).toBe(true);
    expect(lenders.reads()).toBe(1);
    await other!`select pg_notify('kept_copies', 'lenders')`;
    expect(await readsAgain(lenders, 1000)).toBe(true);
  });

  it.skipIf(!realDatabase)("is forgotten when the listener's connection is cut, and notices are heard again after it comes back", async () => {
    const copy = countedCopy("test-cut", "catalogue");
    await copy.get();
    const cut = await other!<{ cut: boolean }[]>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and query = 'listen "kept_copies"'`;
    expect(cut.length).toBeGreaterThan(0);
    // Forgotten when it listens again: what was said while it was away is lost.
    expect(await readsAgain(copy, 10_000)).toBe(true);
    await other!`select pg_notify('kept_copies', 'catalogue')`;
    expect(await readsAgain(copy, 1000)).toBe(true);
  });
});

/** A TCP relay to the database that can be taken away and brought back, as a restarting PostgreSQL server would be. */
async function relay(target: URL): Promise<{ url: string; away: () => void; back: () => Promise<void>; close: () => void }> {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket().connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => s.destroy());
          s.on("close", () => sockets.delete(s));
        }
      });
      server.listen(port, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  const away = () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
  return { url: url.toString(), away, back: async () => void (await listen(port)), close: away };
}

describe.skipIf(!realDatabase)("a process's listener, when the database goes away for a while", () => {
  it("listens again once the database is back, saying so (its copies are then forgotten), and hears new notices", async () => {
    const path = await relay(new URL(process.env.DATABASE_URL!));
    const handle = await openDatabase({ url: path.url });
    const heard: string[] = [];
    let listening = 0;
    try {
      await handle.listen(
        "test_relay",
        (payload) => heard.push(payload),
        () => listening++,
      );
      expect(listening).toBe(1);
      path.away();
      // Said while it is away: lost, which is why coming back forgets everything.
      await other!`select pg_notify('test_relay', 'missed')`;
      await new Promise((r) => setTimeout(r, 3_000));
      await path.back();
      const deadline = Date.now() + 30_000;
      while (listening < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(listening).toBe(2);
      await other!`select pg_notify('test_relay', 'after')`;
      const heardBy = Date.now() + 1000;
      while (!heard.includes("after") && Date.now() < heardBy) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual(["after"]);
    } finally {
      path.close();
      await handle.close().catch(() => {});
    }
  });
});
