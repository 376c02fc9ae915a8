import { adminUsers, earnings, partners, partnerUsers } from "../../db/schema";
import { partnerPageGuard } from "~/middleware/partner-guard.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { announceChange } from "~/server/platform/db/cache-invalidation.server";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";
import { callRoute } from "./route-call";

/** Partner payouts' fixtures (tests/integration/partner/payouts.test.ts): partners with a signed-in user, and their commission. */

const unique = () => Math.random().toString(36).slice(2, 8);

/** A thrown Response (a redirect, a 404) or `data(null, { status })` is the handler's answer too. */
export async function answer(fn: () => Promise<unknown>): Promise<{ status: number; location: string | null; data: unknown; response: Response | null }> {
  let out: unknown;
  try {
    out = await fn();
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) return { status: out.status, location: out.headers.get("location"), data: null, response: out };
  const value = out as { type?: string; data?: unknown; init?: { status?: number } };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, location: null, data: value.data, response: null };
  if (out instanceof Error) throw out;
  return { status: 200, location: null, data: out, response: null };
}

/** A partner of its own with a user signed in (Bearer), as the partner pages' guard lets it in. */
export async function newPartner() {
  const db = await getDb();
  const name = `pp-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `Payee ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `pp_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  const { token } = await createSession("partner", user.id);
  await announceChange("brands");
  const request = (path: string, form?: Record<string, string>) =>
    new Request(`http://localhost${path}`, {
      method: form ? "POST" : "GET",
      headers: { authorization: `Bearer ${token}`, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const call = (handler: unknown, path: string, pattern: string, options: { params?: Record<string, string>; form?: Record<string, string>; guard?: unknown } = {}) =>
    answer(() => callRoute(handler as never, { request: request(path, options.form), pattern, params: options.params, guards: [(options.guard ?? partnerPageGuard) as never] }));
  return { partner, user, call };
}

/** A commission earning of the partner: on a disbursal, or an adjustment (rupees, as `earnings` keeps them). */
export async function earned(partnerId: number, amount: number, earnedOn: string, kind: "partner_commission" | "commission_adjustment" = "partner_commission", reason: string | null = null) {
  const db = await getDb();
  const [row] = await db
    .insert(earnings)
    .values({ kind, partnerId, amount, baseAmount: kind === "partner_commission" ? amount * 50 : null, earnedOn, reason })
    .returning({ id: earnings.id });
  return row.id;
}

/** A role-1 admin acting as the partner ("Log in as this partner", its p_atkn), calling the partner's pages as the guard lets them in. */
export async function actingAs(partnerId: number) {
  const db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `pq_${unique()}`, passwordHash: "x", roleId: 1 })
    .returning();
  const { token: adminToken } = await createSession("admin", admin.id);
  const started = await startMasquerade({ adminId: admin.id, partnerId, request: new Request("http://localhost/admin/partners", { method: "POST", headers: { cookie: `a_atkn=${adminToken}` } }) });
  if (!started.ok) throw new Error("masquerade refused");
  const token = /p_atkn=([^;]+)/.exec(started.setCookies[0])![1];
  return (handler: unknown, path: string, form?: Record<string, string>) =>
    answer(() =>
      callRoute(handler as never, {
        request: new Request(`http://localhost${path}`, {
          method: form ? "POST" : "GET",
          headers: { cookie: `p_atkn=${token}`, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
          body: form ? new URLSearchParams(form) : undefined,
        }),
        pattern: path,
        guards: [partnerPageGuard as never],
      }),
    );
}
