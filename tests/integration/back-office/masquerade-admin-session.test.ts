import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, masqueradeAudit, partners, partnerUsers, sessions } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { currentPartner } from "~/server/partner/partner-auth.server";
import { createSession } from "~/server/platform/http/session.server";

/**
 * Issue 37, item 2: a masquerade (an admin acting as a partner, p_atkn) lives
 * only as long as the admin session that started it: the admin's logout, or
 * that session's expiry, ends it too.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

async function adminAndPartner() {
  const db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `mq_${unique()}`, passwordHash: "x", roleId: 1 })
    .returning();
  const [partner] = await db
    .insert(partners)
    .values({ name: `mq-${unique()}`, displayName: "MQ", logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  await db.insert(partnerUsers).values({ username: `mq_${unique()}`, passwordHash: "x", partnerId: partner.id });
  const { token, sessionId } = await createSession("admin", admin.id);
  return { admin, partner, adminToken: token, adminSessionId: sessionId };
}

/** "Log in as this partner", posted from the admin's browser (its a_atkn cookie); answers the masquerade's p_atkn. */
async function masquerade(adminId: number, partnerId: number, adminToken: string) {
  const request = new Request("http://localhost/admin/partners", { method: "POST", headers: { cookie: `a_atkn=${adminToken}` } });
  const started = await startMasquerade({ adminId, partnerId, request });
  if (!started.ok) throw new Error("masquerade refused");
  return /p_atkn=([^;]+)/.exec(started.setCookies[0])![1];
}

const partnerPage = (token: string) => new Request("http://localhost/partner", { headers: { cookie: `p_atkn=${token}` } });

describe("a masquerade ends with the admin session that started it", () => {
  it("the admin's logout ends it: /partner no longer opens with its p_atkn, and the end is recorded", async () => {
    const { admin, partner, adminToken } = await adminAndPartner();
    const token = await masquerade(admin.id, partner.id, adminToken);
    expect((await currentPartner(partnerPage(token)))?.masquerade?.adminId, "acting as the partner").toBe(admin.id);

    const { action } = await import("~/routes/admin/logout");
    await action({ request: new Request("http://localhost/admin/logout", { method: "POST", headers: { cookie: `a_atkn=${adminToken}` } }) } as never);

    expect(await currentPartner(partnerPage(token)), "the masquerade ended with the admin's session").toBeNull();
    const rows = await (await getDb()).select().from(masqueradeAudit).where(eq(masqueradeAudit.partnerId, partner.id)).orderBy(masqueradeAudit.id);
    expect(rows.map((r) => r.event)).toEqual(["start", "revoked"]);
  });

  it("the admin session's expiry ends it", async () => {
    const { admin, partner, adminToken, adminSessionId } = await adminAndPartner();
    const token = await masquerade(admin.id, partner.id, adminToken);
    await (await getDb())
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, adminSessionId));
    expect(await currentPartner(partnerPage(token))).toBeNull();
  });

  it("without an admin session of that admin in the request, no masquerade starts", async () => {
    const { admin, partner } = await adminAndPartner();
    expect(await startMasquerade({ adminId: admin.id, partnerId: partner.id, request: new Request("http://localhost/admin/partners") })).toEqual({ ok: false });
  });
});
