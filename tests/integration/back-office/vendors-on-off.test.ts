import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, adminUsers, lenders, users } from "../../../db/schema";
import { ANSWER_FIELD, ANSWER_IN_PLACE } from "~/forms/form-reply";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { findOffer, offersFor } from "~/server/lending/offers.server";
import { createSession } from "~/server/platform/http/session.server";
import { switchVendorCommand } from "~/server/admin/vendor-switch.server";
import { callRoute } from "../../support/route-call";

let serial = 0;
const unique = () => `${Date.now().toString(36)}${serial++}`;

/** A personal-loan lender that offers to anyone salaried (the profile below), switched on. */
async function openLender(values: Partial<typeof lenders.$inferInsert> = {}) {
  const name = `it-vendor-${unique()}`;
  const [row] = await (await getDb())
    .insert(lenders)
    .values({ name, displayName: `Vendor ${name}`, productType: "pl", lenderStatus: 1, salaried: 1, selfEmployed: 1, business: 1, aprMin: 1.5, loanAmountUpto: 500_000, ...values })
    .returning();
  return row;
}

async function consumer() {
  const [row] = await (await getDb())
    .insert(users)
    .values({
      mobilePhoneNumber: `71${String(Date.now()).slice(-6)}${String(serial++ % 100).padStart(2, "0")}`,
      birthDate: "1990-05-01",
      monthlyIncome: 60_000,
      seLoanAmount: 200_000,
      employmentStatusCode: "salaried",
      creditScoreBand: "750_plus",
    })
    .returning();
  return row;
}

async function adminId(username = "admin") {
  const [row] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, username));
  return row.id;
}

const form = (fields: Record<string, string | number>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
};
const request = () => new Request("http://localhost/admin/vendors-on-off", { method: "POST", headers: { "x-forwarded-for": "10.9.0.1" } });
const switches = async (lenderId: number) =>
  (await getDb())
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject, "vendor-switch"), eq(adminAudit.subjectId, String(lenderId))))
    .orderBy(adminAudit.id);

describe("switching a lender off and on", () => {
  it("takes it out of the offers and the application at once, and back, each switch audited in its transaction", async () => {
    const lender = await openLender();
    const person = await consumer();
    const offered = async () => (await offersFor(person, "pl"))!.match.offers.some((o) => o.lender.id === lender.id);
    // Read once, so the kept copy of the active lenders holds it: the switch must make every process forget it.
    expect(await offered()).toBe(true);

    const off = await switchVendorCommand(form({ lender_id: lender.id, value: 0 }), await adminId(), request());
    expect(off).toMatchObject({ ok: true, message: "admin:vendors.switchedOff", data: { lenderId: lender.id, on: false, changed: true } });
    expect(await offered()).toBe(false);
    // The Key Fact Statement and the consent that would create an application ask findOffer: no offer, no application.
    expect(await findOffer(person, "pl", lender.name)).toBeNull();

    const on = await switchVendorCommand(form({ lender_id: lender.id, value: 1 }), await adminId(), request());
    expect(on).toMatchObject({ ok: true, message: "admin:vendors.switchedOn" });
    expect(await offered()).toBe(true);

    const rows = await switches(lender.id);
    expect(rows.map((r) => ({ admin: r.adminUserId, action: r.action, before: r.before, after: r.after }))).toEqual([
      { admin: await adminId(), action: "switch-off", before: { lender_status: 1 }, after: { lender_status: 0 } },
      { admin: await adminId(), action: "switch-on", before: { lender_status: 0 }, after: { lender_status: 1 } },
    ]);
  });

  it("a second post of the same switch changes nothing and records nothing", async () => {
    const lender = await openLender();
    await switchVendorCommand(form({ lender_id: lender.id, value: 0 }), await adminId(), request());
    const again = await switchVendorCommand(form({ lender_id: lender.id, value: 0 }), await adminId(), request());
    expect(again).toMatchObject({ ok: true, message: "admin:vendors.alreadyOff", data: { changed: false } });
    expect(await switches(lender.id)).toHaveLength(1);
  });

  it("a switch that fails leaves the lender as it was and no audit row; an unknown or deleted lender is refused", async () => {
    const lender = await openLender();
    // An admin id no account has: the audit row cannot be written, and the switch is undone with it.
    await expect(switchVendorCommand(form({ lender_id: lender.id, value: 0 }), 2_000_000_000, request())).rejects.toThrow();
    const [still] = await (await getDb()).select().from(lenders).where(eq(lenders.id, lender.id));
    expect(still.lenderStatus).toBe(1);
    expect(await switches(lender.id)).toEqual([]);

    const deleted = await openLender({ deletedAt: new Date() });
    for (const lender_id of [deleted.id, 2_147_483_647, 9_999_999_999, "x"]) {
      const refused = await switchVendorCommand(form({ lender_id, value: 0 }), await adminId(), request());
      expect(refused, String(lender_id)).toMatchObject({ ok: false, errors: { lender_id: ["admin:vendors.errors.noLender"] } });
    }
    expect(await switchVendorCommand(form({ lender_id: lender.id, value: "maybe" }), await adminId(), request())).toMatchObject({
      ok: false,
      status: 422,
      errors: { value: ["admin:vendors.errors.state"] },
    });
    expect(await switches(deleted.id)).toEqual([]);
  });
});

describe("the vendors page", () => {
  const call = async (handler: "loader" | "action", token: string, body?: Record<string, string>) => {
    const route = await import("~/routes/admin/vendors-on-off");
    const req = new Request("http://localhost/admin/vendors-on-off", {
      method: body ? "POST" : "GET",
      body: body ? new URLSearchParams(body) : undefined,
      headers: { authorization: `Bearer ${token}` },
    });
    return callRoute(route[handler] as never, { request: req, pattern: "/admin/vendors-on-off", guards: [adminPageGuard] }) as Promise<unknown>;
  };

  it("switches with a fetcher in place and without JavaScript back to the row, then lists who switched what", async () => {
    const lender = await openLender();
    const { token } = await createSession("admin", await adminId(), { roleId: 1 });
    const inPlace = (await call("action", token, { lender_id: String(lender.id), value: "0", [ANSWER_FIELD]: ANSWER_IN_PLACE })) as { init: { status: number } };
    expect(inPlace.init.status).toBe(200);
    const plain = (await call("action", token, { lender_id: String(lender.id), value: "1" })) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe(`/admin/vendors-on-off#vendor-${lender.id}`);

    const page = (await call("loader", token)) as { groups: { product: string; lenders: { id: number; on: boolean }[] }[]; switches: { admin: string; lender: string; on: boolean }[] };
    expect(page.groups.map((g) => g.product)).toEqual(["pl", "bl", "gl", "hl", "sl", "car", "tw", "solar", "ins"]);
    expect(page.groups.find((g) => g.product === "pl")!.lenders.find((l) => l.id === lender.id)).toMatchObject({ on: true });
    expect(page.switches.slice(0, 2)).toEqual([
      expect.objectContaining({ admin: "admin", lender: `${lender.displayName} (Personal)`, on: true }),
      expect.objectContaining({ admin: "admin", lender: `${lender.displayName} (Personal)`, on: false }),
    ]);
  });

  it("is role 1's only: an analyst and a CSR are sent to the dashboard, and their posts switch nothing", async () => {
    const lender = await openLender();
    for (const username of ["analyst", "csr"]) {
      const [who] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, username));
      const { token } = await createSession("admin", who.id, { roleId: who.roleId });
      for (const [handler, body] of [["loader"], ["action", { lender_id: String(lender.id), value: "0" }]] as const) {
        const answer = await call(handler, token, body).catch((thrown: unknown) => thrown);
        expect(answer instanceof Response && answer.headers.get("location"), `${username} ${handler}`).toBe("/admin/dashboard");
      }
    }
    expect(await switches(lender.id)).toEqual([]);
  });
});
