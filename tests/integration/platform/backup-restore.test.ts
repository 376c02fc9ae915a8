import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, inject, it } from "vitest";
import { BrowserLike, completeProfile, newMobile, signInConsumer, SESSION_COOKIE } from "../../support/app-client";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";
import { postgresTool } from "../../support/pg-tools";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

/**
 * The backup and restore drill of docs/operations.md, done for real: a server
 * makes data over HTTP, stops; `pg_dump -Fc` backs its database up,
 * `pg_restore` puts it into a new empty database, and a server started on that
 * one serves the same data, to the same signed-in consumer, after its
 * migrations ran on the restored database without failing.
 */
const sourceUrl = process.env.DATABASE_URL;
const serverMajor = sourceUrl
  ? await (async () => {
      const sql = postgres(sourceUrl, { max: 1, onnotice: () => {} });
      try {
        return Math.floor(Number((await sql<{ v: string }[]>`select current_setting('server_version_num') as v`)[0].v) / 10_000);
      } finally {
        await sql.end();
      }
    })()
  : 0;
const pgDump = postgresTool("pg_dump", serverMajor);
const pgRestore = postgresTool("pg_restore", serverMajor);

const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };

/** The first profile step as the consumer's browser shows it: the saved name in its field. */
async function savedFirstName(browser: BrowserLike): Promise<string | undefined> {
  // The "edit your details" view: a completed profile opens at its first step with what was saved.
  const res = await browser.get("/user/user-detail?edit=1&step=personal");
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET /user/user-detail?edit=1 answered ${res.status} (${res.headers.get("location")})`);
  return /<input[^>]*name="firstName"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? /<input[^>]*value="([^"]*)"[^>]*name="firstName"/.exec(html)?.[1];
}

describe.skipIf(!sourceUrl)("backup and restore drill (pg_dump -Fc, pg_restore into a new database)", () => {
  const tools = pgDump && pgRestore;
  const drill = tools ? it : it.skip;
  const title = tools
    ? "serves the same consumer, session and profile from the restored database, whose migrations run without failing"
    : `needs pg_dump and pg_restore of PostgreSQL ${serverMajor} or newer: install postgresql-client-${serverMajor} (.ci/run does)`;

  drill(
    title,
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "backup-drill-"));
      const dump = path.join(dir, "marketplace.dump");
      let server: BuiltServer | undefined;
      let restored: TestDatabase | undefined;
      try {
        server = await startBuiltServer();
        const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
        await completeProfile(consumer, { personal: { firstName: "Meenakshi" } });
        expect(await savedFirstName(consumer.browser)).toBe("Meenakshi");
        await server.stop();
        server = undefined;

        execFileSync(pgDump!, ["--format=custom", "--file", dump, sourceUrl!], { stdio: "pipe" });
        restored = await createTestDatabase(inject("postgresAdminUrl"), "restore");
        execFileSync(pgRestore!, ["--no-owner", "--exit-on-error", "--dbname", restored.url!, dump], { stdio: "pipe" });

        server = await startBuiltServer({ DATABASE_URL: restored.url! });
        const again = new BrowserLike(server.base);
        for (const [name, value] of consumer.browser.jar.entries()) again.jar.set(name, value);
        expect(again.jar.get(SESSION_COOKIE.user)).toBe(consumer.token);
        expect(await savedFirstName(again)).toBe("Meenakshi");
        expect((await fetch(`${server.base}/readyz`)).status).toBe(200);

        const sql = postgres(restored.url!, { max: 1, onnotice: () => {} });
        try {
          const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
          expect(count).toBe(journal.entries.length);
        } finally {
          await sql.end();
        }
      } finally {
        await server?.stop();
        await restored?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
