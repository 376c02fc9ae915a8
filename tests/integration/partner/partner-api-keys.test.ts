import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, partnerApiKeys, partners, partnerUsers } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { partnerApiGuard, partnerPageGuard } from "~/middleware/partner-guard.server";
import { createSession } from "~/server/platform/http/session.server";
import { adminSessionRequest } from "../../support/admin-token";
import { callRoute } from "../../support/route-call";

/**
 * Security review M4 (issue 20): a partner API key must not outlive the
 * rights of whoever made it. Keys expire; an admin acting as the partner
 * cannot make one; a key an admin made before this rule stops working;
 * revoking still works, during a masquerade too.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const DAY = 24 * 60 * 60 * 1000;

async function newPartner() {
  const db = await getDb();
  const name = `pk-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `PK ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `pk_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  const { token } = await createSession("partner", user.id);
  return { partner, user, token };
}

async function newAdmin() {
  const db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `it_pk_${unique()}`, passwordHash: "x", roleId: 1 })
    .returning();
  return admin;
}

async function masquerade(adminId: number, partnerId: number) {
  const started = await startMasquerade({ adminId, partnerId, request: await adminSessionRequest(adminId) });
  if (!started.ok) throw new Error("masquerade refused");
  return /p_atkn=([^;]+)/.exec(started.setCookies[0])![1];
}

const HERE = "/partner/digital-integration";
const get = (token: string, path: string) => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });
const post = (token: string, form: Record<string, string>) =>
  new Request(`http://localhost${HERE}`, { method: "POST", body: new URLSearchParams(form), headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" } });

async function answer(handler: unknown, request: Request, pattern: string, guard = partnerPageGuard): Promise<{ status: number; data?: unknown }> {
  try {
    const out = await callRoute(handler as never, { request, pattern, guards: [guard] });
    if (out instanceof Response) return { status: out.status };
    const value = out as { type?: string; data?: unknown; init?: { status?: number } };
    if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, data: value.data };
    return { status: 200, data: out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    throw thrown;
  }
}

const page = () => import("~/routes/partner/digital-integration");
const callApi = async (key: string) => {
  const api = await import("~/routes/api/partner-eligibility-criteria");
  return (await answer(api.loader, get(key, "/api/partner/get-eligibility-criteria"), "/api/partner/get-eligibility-criteria", partnerApiGuard)).status;
};

describe("partner API keys expire", () => {
  it("a new key lasts 90 days, the page says until when, and once past it the key is refused", async () => {
    const mine = await newPartner();
    const made = await answer((await page()).action, post(mine.token, { intent: "create-key", scopes: "eligibility:read" }), HERE);
    const key = (made.data as { created: string }).created;
    const db = await getDb();
    const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id));
    const lasts = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lasts - 90 * DAY)).toBeLessThan(60_000);
    const listed = (await answer((await page()).loader, get(mine.token, HERE), HERE)).data as { keys: { id: number; expiresAt: string; expired: boolean }[]; keyDays: number };
    expect(listed.keyDays).toBe(90);
    expect(listed.keys[0]).toMatchObject({ id: row.id, expired: false });
    expect(listed.keys[0].expiresAt).toEqual(expect.any(String));
    expect(await callApi(key)).toBe(200);

    await db
      .update(partnerApiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerApiKeys.id, row.id));
    expect(await callApi(key)).toBe(401);
    const after = (await answer((await page()).loader, get(mine.token, HERE), HERE)).data as { keys: { id: number; expired: boolean }[] };
    expect(after.keys[0]).toMatchObject({ id: row.id, expired: true });
  });
});

describe("partner API keys and masquerade", () => {
  it("an admin acting as the partner cannot make a key (the page says why), and can still revoke one, recorded as theirs", async () => {
    const mine = await newPartner();
    const admin = await newAdmin();
    const asAdmin = await masquerade(admin.id, mine.partner.id);
    const refused = await answer((await page()).action, post(asAdmin, { intent: "create-key", scopes: "eligibility:read" }), HERE);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data)).toContain("partner:integration.errors.masquerade");
    expect((refused.data as { created: string | null }).created).toBeNull();
    const db = await getDb();
    expect(await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id))).toHaveLength(0);
    const shown = (await answer((await page()).loader, get(asAdmin, HERE), HERE)).data as { canCreate: boolean };
    expect(shown.canCreate).toBe(false);

    // The partner's own key: the admin may revoke it.
    const made = await answer((await page()).action, post(mine.token, { intent: "create-key", scopes: "eligibility:read" }), HERE);
    const key = (made.data as { created: string }).created;
    const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id));
    expect(await callApi(key)).toBe(200);
    expect((await answer((await page()).action, post(asAdmin, { intent: "revoke-key", keyId: String(row.id) }), HERE)).status).toBe(302);
    expect(await callApi(key)).toBe(401);
    const [revoked] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, row.id));
    expect(revoked.revokedByAdminId).toBe(admin.id);
  });

  it("a key an admin made as the partner before this rule no longer opens the API, whatever the admin's rights", async () => {
    const mine = await newPartner();
    const admin = await newAdmin();
    const db = await getDb();
    const key = `pk_${randomBytes(32).toString("base64url")}`;
    await db.insert(partnerApiKeys).values({
      partnerId: mine.partner.id,
      partnerUserId: mine.user.id,
      keyHash: createHash("sha256").update(key).digest("hex"),
      prefix: key.slice(0, 10),
      createdByAdminId: admin.id,
      expiresAt: new Date(Date.now() + 30 * DAY),
    } as typeof partnerApiKeys.$inferInsert);
    expect(await callApi(key)).toBe(401);
    // Even more so once the admin is disabled or loses role 1.
    await db.update(adminUsers).set({ status: 0 }).where(eq(adminUsers.id, admin.id));
    expect(await callApi(key)).toBe(401);
  });
});
