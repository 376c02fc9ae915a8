import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

/** The PostgreSQL server tests may use: TEST_DATABASE_URL, else a local one on 127.0.0.1:5432, else none (PGlite). */
export async function findPostgres(): Promise<string | null> {
  const candidates = [process.env.TEST_DATABASE_URL, "postgres://postgres@127.0.0.1:5432/postgres"].filter(Boolean) as string[];
  for (const url of candidates) {
    const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await sql`select 1`;
      return url;
    } catch {
      // not reachable: try the next one
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
  return null;
}

export interface TestDatabase {
  env: { DATABASE_URL?: string; PGLITE_DIR?: string };
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own: a new PostgreSQL database, or a new PGlite
 * directory. Empty, or a copy of `template` (a database no one is connected
 * to), which PostgreSQL makes in a fraction of the time migrations take.
 */
export async function createTestDatabase(adminUrl: string | null, label: string, template?: string | null): Promise<TestDatabase> {
  const name = `t_${label}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    return { env: { PGLITE_DIR: dir }, url: null, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`);
  return {
    env: { DATABASE_URL: url },
    url,
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await sql.end();
    },
  };
}
