import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerApiKeys, partnerApiKeyUsage, partners, partnerUsers } from "../../../db/schema";
import { getConfig } from "~/server/platform/db/config.server";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";

/**
 * Issue 24 item 3 (docs/decisions/075): a partner's key has scopes, a chosen
 * lifetime (a year at most), counts its calls per day and is limited per
 * key; the Digital Integration page makes it (shown once) and shows its use.
 * Called through the app as it serves them.
 */

let app: InProcessApp;
const unique = () => Math.random().toString(36).slice(2, 8);
const DAY = 24 * 60 * 60 * 1000;
const HERE = "/partner/digital-integration";
const ELIGIBILITY = "/api/partner/get-eligibility-criteria";
const REPORTS = "/api/partner/reports?kind=applications&range=last_30_days";

beforeAll(async () => {
  app = await createInProcessApp();
});

async function newPartner() {
  const db = await getDb();
  const name = `sc-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `SC ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `sc_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  const { token } = await createSession("partner", user.id);
  return { partner, user, token };
}

/** Posts the page's key form as a browser without JavaScript does; answers the new key shown on the page, or the page's status. */
async function makeKey(token: string, form: [string, string][]) {
  const res = await app.handle(
    new Request(`http://localhost${HERE}`, {
      method: "POST",
      body: new URLSearchParams([["intent", "create-key"], ...form]),
      headers: { cookie: `p_atkn=${token}`, "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    }),
  );
  const html = await res.text();
  const key = /(pk_[A-Za-z0-9_-]{40,})/.exec(html)?.[1] ?? null;
  return { status: res.status, key, html };
}

const call = (key: string, path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${key}`, ...headers } }));

describe("a partner key's scopes, lifetime and use", () => {
  it("is made with the scopes and lifetime chosen, shown once; a call outside its scopes is 403 in the one error shape", async () => {
    const mine = await newPartner();
    const made = await makeKey(mine.token, [
      ["scopes", "eligibility:read"],
      ["days", "30"],
    ]);
    expect(made.status).toBe(200);
    expect(made.key).not.toBeNull();
    const db = await getDb();
    const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id));
    expect(row.scopes).toEqual(["eligibility:read"]);
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 30 * DAY)).toBeLessThan(60_000);

    expect((await call(made.key!, ELIGIBILITY)).status).toBe(200);
    const refused = await call(made.key!, REPORTS, { "accept-language": "hi" });
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body).toMatchObject({ success: false, status: 403, code: "forbidden" });
    expect(body.message).toContain("reports:read");
    expect(body.message).not.toContain("api:");
    // The same partner's session is not limited by scopes.
    expect((await app.handle(new Request(`http://localhost${REPORTS}`, { headers: { authorization: `Bearer ${mine.token}` } }))).status).toBe(200);

    // Shown once: the page never shows the key again.
    const page = await app.handle(new Request(`http://localhost${HERE}`, { headers: { cookie: `p_atkn=${mine.token}` } }));
    const html = await page.text();
    expect(html).not.toContain(made.key!);
    // The page says each call's scope, as the page table gives it.
    for (const scope of ["eligibility:read", "reports:read", "applications:read"]) expect(html).toContain(`A key needs the scope ${scope}.`);
  });

  it("refuses a key without a scope or longer than a year, keeping what was chosen", async () => {
    const mine = await newPartner();
    const none = await makeKey(mine.token, [["days", "30"]]);
    expect(none.status).toBe(400);
    expect(none.key).toBeNull();
    expect(none.html).toContain("Choose at least one thing the key may call.");
    const long = await makeKey(mine.token, [
      ["scopes", "reports:read"],
      ["days", "400"],
    ]);
    expect(long.status).toBe(400);
    expect(long.html).toContain("Choose a lifetime from 1 day to a year.");
    // What was ticked stays ticked; what was not stays not.
    expect(/<input[^>]*value="reports:read"[^>]*>/.exec(long.html)?.[0]).toContain("checked");
    expect(/<input[^>]*value="eligibility:read"[^>]*>/.exec(long.html)?.[0]).not.toContain("checked");
    const db = await getDb();
    expect(await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id))).toHaveLength(0);
  });

  it("an expired or revoked key is 401 in the one error shape", async () => {
    const mine = await newPartner();
    const a = await makeKey(mine.token, [["scopes", "eligibility:read"]]);
    const b = await makeKey(mine.token, [["scopes", "eligibility:read"]]);
    const db = await getDb();
    const rows = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id));
    const [rowA, rowB] = [...rows].sort((x, y) => x.id - y.id);
    // Without a chosen lifetime the key lives PARTNER_API_KEY_DAYS.
    expect(Math.abs(rowA.expiresAt.getTime() - rowA.createdAt.getTime() - getConfig().PARTNER_API_KEY_DAYS * DAY)).toBeLessThan(60_000);
    await db
      .update(partnerApiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerApiKeys.id, rowA.id));
    await db.update(partnerApiKeys).set({ revokedAt: new Date() }).where(eq(partnerApiKeys.id, rowB.id));
    for (const key of [a.key!, b.key!]) {
      const res = await call(key, ELIGIBILITY);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, status: 401, code: "unauthorized" });
    }
  });

  it("counts each key's calls per day, shown on the Digital Integration page, and limits a key past its calls per minute with 429 and Retry-After", async () => {
    const mine = await newPartner();
    const made = await makeKey(mine.token, [["scopes", "eligibility:read"]]);
    const other = await makeKey(mine.token, [["scopes", "eligibility:read"]]);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.prefix, made.key!.slice(0, 10)));
    expect(row.lastUsedAt).toBeNull();
    for (let i = 0; i < 3; i++) expect((await call(made.key!, ELIGIBILITY)).status).toBe(200);
    const [used] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, row.id));
    expect(used.lastUsedAt).not.toBeNull();
    const [today] = await db.select().from(partnerApiKeyUsage).where(eq(partnerApiKeyUsage.keyId, row.id));
    expect(today.calls).toBe(3);
    const page = await (await app.handle(new Request(`http://localhost${HERE}`, { headers: { cookie: `p_atkn=${mine.token}` } }))).text();
    expect(page).toContain(`${new Date().toISOString().slice(0, 10)}: 3`);

    const limit = getConfig().PARTNER_API_KEY_CALLS_PER_MINUTE;
    // Fill the key's minute, and the next one should the minute turn (straight to the count the guard keeps).
    const { hitRateLimit } = await import("~/server/platform/http/rate-limit.server");
    for (const at of [new Date(), new Date(Date.now() + 60_000)]) for (let i = 0; i < limit; i++) await hitRateLimit(`partner-key:${row.id}`, limit, 60, at);
    const over = await call(made.key!, ELIGIBILITY);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await over.json()).toMatchObject({ success: false, status: 429, code: "rate_limited" });
    // The limit is per key: the partner's other key still answers.
    expect((await call(other.key!, ELIGIBILITY)).status).toBe(200);
  });
});
