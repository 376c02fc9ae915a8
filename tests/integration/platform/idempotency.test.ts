import { randomUUID } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, idempotencyKeys, lenders } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { purgeExpired } from "~/server/platform/db/housekeeping.server";
import { adminBearer } from "../../support/admin-token";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";

/**
 * Issue 24 item 4 (docs/decisions/076): a POST of the admin API with an
 * Idempotency-Key is done once; the same key answers the first answer again,
 * with another body is refused, and two at once never both do the work.
 * Called through the app as it serves them.
 */

let app: InProcessApp;
let token: string;
const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  app = await createInProcessApp();
  token = await adminBearer(1);
});

const createLender = (body: Record<string, unknown>, key: string | null, as = token) =>
  app.handle(
    new Request("http://localhost/api/create-lender", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { authorization: `Bearer ${as}`, "content-type": "application/json", "x-client-ip": "10.9.9.8", ...(key ? { "idempotency-key": key } : {}) },
    }),
  );

async function lendersNamed(name: string) {
  const db = await getDb();
  const rows = await db.select().from(lenders).where(eq(lenders.name, name));
  const audit = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject, "lender"), eq(adminAudit.action, "create"), like(sql`${adminAudit.after}::text`, `%"${name}"%`)));
  return { rows: rows.length, audit: audit.length };
}

describe("Idempotency-Key on the admin API's posts", () => {
  it("answers a retry with the first answer (same status and body) and does the work once: one row, one audit row", async () => {
    const name = `idem-${unique()}`;
    const key = randomUUID();
    const first = await createLender({ name }, key);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const again = await createLender({ name }, key);
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await lendersNamed(name)).toEqual({ rows: 1, audit: 1 });
    // Without a key, the same post is new work (the name is taken: refused by the command itself).
    expect((await createLender({ name }, null)).status).not.toBe(200);
  });

  it("refuses the same key with another body (422, the one error shape), and keys are each caller's own", async () => {
    const key = randomUUID();
    const name = `idem-${unique()}`;
    expect((await createLender({ name }, key)).status).toBe(200);
    const other = `idem-${unique()}`;
    const refused = await createLender({ name: other }, key);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ success: false, status: 422, code: "validation_failed", message: expect.stringContaining("Idempotency-Key") });
    expect(await lendersNamed(other)).toEqual({ rows: 0, audit: 0 });
    // Another admin's same key is their own.
    const second = await adminBearer(1);
    expect((await createLender({ name: other }, key, second)).status).toBe(200);
    expect(await lendersNamed(other)).toEqual({ rows: 1, audit: 1 });
  });

  it("two requests with the same key at once: one does the work, the other is answered 409 or the same answer, never both done", async () => {
    const name = `idem-${unique()}`;
    const key = randomUUID();
    const answers = await Promise.all([createLender({ name }, key), createLender({ name }, key), createLender({ name }, key)]);
    // Exactly one did the work; each other one was told to wait (409, the key's own message) or given the same answer again.
    const worked = answers.filter((a) => a.status === 200 && a.headers.get("idempotent-replayed") !== "true");
    expect(worked).toHaveLength(1);
    for (const a of answers.filter((x) => x !== worked[0])) {
      if (a.status === 409) expect(await a.json()).toMatchObject({ success: false, status: 409, code: "conflict", message: expect.stringContaining("Idempotency-Key") });
      else expect([a.status, a.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    }
    expect(await lendersNamed(name)).toEqual({ rows: 1, audit: 1 });
  });

  it("refuses a malformed key (400), keeps a refused post's answer, and housekeeping forgets keys after 24 hours", async () => {
    const bad = await createLender({ name: `idem-${unique()}` }, "x".repeat(300));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "bad_request", errors: { "Idempotency-Key": [expect.any(String)] } });

    const key = randomUUID();
    const invalid = await createLender({ name: "" }, key);
    expect(invalid.status).toBe(422);
    const body = await invalid.text();
    const replayed = await createLender({ name: "" }, key);
    expect([replayed.status, await replayed.text()]).toEqual([422, body]);

    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, key));
    expect((await purgeExpired()).idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
});
