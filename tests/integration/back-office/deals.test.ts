import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, dealCodes } from "../../../db/schema";
import { setClock } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { claimDealCode } from "~/server/consumer/deals.server";
import { newMobile } from "../../support/app-client";
import { consumerWith, CookieJar, logInByOtp } from "../../support/consumer-session";
import { asAdmin } from "../../support/people-fixtures";
import { callRoute } from "../../support/route-call";

/** Business time pinned to noon in India on 10 March 2026 (decision 032): "today" is the 10th whatever the machine says. */
const TODAY = "2026-03-10";
const at = (day: string) => new Date(`${day}T06:30:00Z`);

type Admin = Awaited<ReturnType<typeof asAdmin>>;
let admin: Admin;
let catalogue: typeof import("~/routes/admin/deals");
let oneDeal: typeof import("~/routes/admin/deal");
let list: typeof import("~/routes/public/deals");
let dealPage: typeof import("~/routes/public/deal");

const dealForm = (values: Record<string, string> = {}) => ({
  intent: "create",
  merchant: "Chai Point",
  title: "Two chais for one",
  description: "Buy one chai, get the second free at any outlet.",
  discount: "Buy 1 get 1",
  startsOn: TODAY,
  endsOn: "2026-03-31",
  ...values,
});

/** A deal made through the catalogue's form, its id from where the answer goes (its own page). */
async function createDeal(values: Record<string, string> = {}): Promise<number> {
  const answer = (await admin.call(catalogue.action, "/admin/deals", "/admin/deals", { form: dealForm(values) })) as Response;
  expect(answer.status, "a created deal opens on its own page").toBe(302);
  return Number(/^\/admin\/deals\/(\d+)$/.exec(answer.headers.get("location")!)![1]);
}

/** A post on one deal's admin page. */
const onDeal = (id: number, form: Record<string, string>) => admin.call(oneDeal.action, `/admin/deals/${id}`, "/admin/deals/:dealId", { params: { dealId: String(id) }, form });
const adminRow = async (id: number) =>
  (
    (await admin.call(oneDeal.loader, `/admin/deals/${id}`, "/admin/deals/:dealId", { params: { dealId: String(id) } })) as {
      deal: { state: string; codesLeft: number; codesTotal: number; active: boolean };
    }
  ).deal;

/** The public list's deal ids, as a visitor sees them today. */
async function listed(): Promise<number[]> {
  const data = (await callRoute(list.loader, { request: new Request("http://localhost/deals"), pattern: "/deals" })) as { deals: { id: number }[] };
  return data.deals.map((d) => d.id);
}

/** A browser pressing Claim on a deal's page, or opening it: the route's answer (a thrown one too). */
async function claim(jar: CookieJar, id: number): Promise<Response | { data: unknown; init: ResponseInit | null }> {
  const request = jar.request(`/deals/${id}`, { form: { intent: "claim" } });
  const answer = await callRoute(dealPage.action, { request, pattern: "/deals/:dealId", params: { dealId: String(id) } }).catch((e: unknown) => e);
  if (answer instanceof Response) jar.take(answer);
  return answer as never;
}
async function openDeal(jar: CookieJar, id: number) {
  return callRoute(dealPage.loader, { request: jar.request(`/deals/${id}`), pattern: "/deals/:dealId", params: { dealId: String(id) } }).catch((e: unknown) => e) as Promise<
    { code: string | null; claimable: boolean } | { init: { status: number } }
  >;
}

beforeAll(async () => {
  setClock(at(TODAY));
  admin = await asAdmin(1);
  catalogue = await import("~/routes/admin/deals");
  oneDeal = await import("~/routes/admin/deal");
  list = await import("~/routes/public/deals");
  dealPage = await import("~/routes/public/deal");
});
afterAll(() => setClock(null));

describe("claiming a deal's voucher codes", () => {
  it("50 consumers claiming the last 10 codes at once: exactly 10 get one, each code once, the other 40 are told none are left", async () => {
    const id = await createDeal({ title: "Last ten" });
    expect(await onDeal(id, { intent: "generate-codes", count: "12" })).toMatchObject({ status: 302 });
    // Two codes go first, so the 50 race for the last 10.
    for (const mobile of [newMobile(), newMobile()]) expect((await claimDealCode(id, (await consumerWith(mobile)).id)).kind).toBe("claimed");
    expect((await adminRow(id)).codesLeft).toBe(10);
    const consumers = await Promise.all(Array.from({ length: 50 }, () => consumerWith(newMobile())));
    const outcomes = await Promise.all(consumers.map((c) => claimDealCode(id, c.id)));
    const won = outcomes.filter((o) => o.kind === "claimed");
    expect(won).toHaveLength(10);
    expect(new Set(won.map((o) => ("code" in o ? o.code : ""))).size, "no code given twice").toBe(10);
    expect(outcomes.filter((o) => o.kind === "none-left")).toHaveLength(40);
    const rows = await (await getDb()).select().from(dealCodes).where(eq(dealCodes.dealId, id));
    expect(rows.filter((r) => r.consumerId === null)).toHaveLength(0);
    expect(new Set(rows.map((r) => r.consumerId)).size, "each consumer holds one code").toBe(12);
    expect((await adminRow(id)).state).toBe("sold-out");
    expect(await listed(), "a deal with no code left is not listed").not.toContain(id);
  });

  it("a claim never waits for a code another claim has locked: it takes the next one at once", async () => {
    const id = await createDeal({ title: "No waiting" });
    await onDeal(id, { intent: "add-codes", codes: "WAIT-0001\nWAIT-0002" });
    const consumer = await consumerWith(newMobile());
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const released = new Promise<void>((r) => (release = r));
    const holder = (await getDb()).transaction(async (tx) => {
      await tx.select().from(dealCodes).where(eq(dealCodes.code, "WAIT-0001")).for("update");
      locked();
      await released;
    });
    await isLocked;
    try {
      const outcome = await Promise.race([claimDealCode(id, consumer.id), new Promise((r) => setTimeout(() => r("waited"), 5_000))]);
      expect(outcome).toEqual({ kind: "claimed", code: "WAIT-0002" });
    } finally {
      release();
      await holder;
    }
  });

  it("a signed-out visitor's Claim goes to sign in and back to the deal; the code is theirs, the same on a second claim and on later visits, and another consumer gets another", async () => {
    const id = await createDeal({ title: "Half off" });
    await onDeal(id, { intent: "add-codes", codes: "HALF-0001\nHALF-0002\nHALF-0003" });
    const jar = new CookieJar();
    const asked = (await claim(jar, id)) as Response;
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location"), "the default brand's login is its landing").toBe("/");
    const branded = await callRoute(dealPage.action, {
      request: new CookieJar().request(`/deals/${id}?partner=paisaplus`, { form: { intent: "claim" } }),
      pattern: "/deals/:dealId",
      params: { dealId: String(id) },
    }).catch((e: Response) => e);
    expect((branded as Response).headers.get("location"), "a partner brand's login is its own landing").toBe("/paisaplus");
    const { location } = await logInByOtp(newMobile(), "pl", { jar });
    expect(location, "back to the deal after the code").toBe(`/deals/${id}`);
    // The one Claim tapped before signing in is made on the way back: no second tap.
    const back = (await openDeal(jar, id)) as unknown as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`/deals/${id}#your-code`);
    jar.take(back);
    const mine = ((await openDeal(jar, id)) as { code: string }).code;
    expect(mine).toBe("HALF-0001");
    await claim(jar, id);
    expect(((await openDeal(jar, id)) as { code: string }).code, "a second claim shows the same code").toBe(mine);
    const other = (await logInByOtp(newMobile())).jar;
    // Only a Claim claims: a signed-in consumer merely opening the deal (a shared link) gets no code.
    expect(((await openDeal(other, id)) as { code: string | null }).code).toBeNull();
    await claim(other, id);
    expect(((await openDeal(other, id)) as { code: string }).code).toBe("HALF-0002");
    expect(((await openDeal(new CookieJar(), id)) as { code: string | null }).code, "a visitor sees no one's code").toBeNull();
    // The deal ends; its consumer still sees their code, a stranger finds nothing.
    setClock(at("2026-04-01"));
    try {
      expect(((await openDeal(jar, id)) as { code: string }).code).toBe(mine);
      expect(await openDeal(new CookieJar(), id)).toMatchObject({ init: { status: 404 } });
    } finally {
      setClock(at(TODAY));
    }
  });
});

describe("scheduling", () => {
  it("a deal not started yet, ended or switched off is neither listed nor claimable; it shows on its first day and goes after its last", async () => {
    const live = await createDeal({ title: "Live now" });
    const later = await createDeal({ title: "Starts tomorrow", startsOn: "2026-03-11" });
    const ended = await createDeal({ title: "Ended yesterday", startsOn: "2026-03-01", endsOn: "2026-03-09" });
    const off = await createDeal({ title: "Switched off" });
    for (const id of [live, later, ended, off]) await onDeal(id, { intent: "generate-codes", count: "3" });
    expect(await onDeal(off, { intent: "switch-off", dealId: String(off) })).toMatchObject({ status: 302 });
    const shown = await listed();
    expect(shown).toContain(live);
    for (const id of [later, ended, off]) expect(shown).not.toContain(id);
    expect([await adminRow(later), await adminRow(ended), await adminRow(off)].map((d) => d.state)).toEqual(["scheduled", "ended", "off"]);
    const { jar } = await logInByOtp(newMobile());
    for (const id of [later, ended, off]) {
      expect(await openDeal(jar, id), "its page is not found").toMatchObject({ init: { status: 404 } });
      expect(await claim(jar, id), "a claim posted anyway is refused plainly").toMatchObject({ data: { refused: "deals.notRunning" }, init: { status: 409 } });
      expect((await adminRow(id)).codesLeft, "no code taken").toBe(3);
    }
    setClock(at("2026-03-11"));
    try {
      expect(await listed()).toContain(later);
    } finally {
      setClock(at("2026-04-01"));
    }
    try {
      expect(await listed(), "after its last day").not.toContain(live);
      expect(await claimDealCode(live, (await consumerWith(newMobile())).id)).toEqual({ kind: "not-live" });
    } finally {
      setClock(at(TODAY));
    }
    await onDeal(off, { intent: "switch-on", dealId: String(off) });
    expect(await listed(), "switched on again").toContain(off);
  });
});

describe("/admin/deals", () => {
  it("a refused deal stays on its form with each error beside its field and what was typed", async () => {
    type Refused = { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; init: { status: number } };
    const post = async (values: Record<string, string>) => (await admin.call(catalogue.action, "/admin/deals", "/admin/deals", { form: dealForm(values) })) as Refused;
    const answer = await post({ title: "", startsOn: "2026-02-30" });
    expect(answer.init.status).toBe(422);
    expect(answer.data.result.error).toEqual({ title: ["admin:deals.errors.required"], startsOn: ["admin:deals.errors.date"] });
    expect(answer.data.result.initialValue).toMatchObject({ merchant: "Chai Point", startsOn: "2026-02-30" });
    expect((await post({ endsOn: "2026-03-01" })).data.result.error).toEqual({ endsOn: ["admin:deals.errors.order"] });
  });

  it("codes are added from a file, typed, or generated, each once, and every change leaves its audit row", async () => {
    const id = await createDeal({ title: "Audited" });
    const request = new Request(`http://localhost/admin/deals/${id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: multipart({ intent: "add-codes", codesFile: new File(["code\nFILE-0001\nFILE-0002\nFILE-0001\n"], "codes.csv", { type: "text/csv" }) }),
    });
    const { adminPageGuard } = await import("~/middleware/admin-guard.server");
    expect(await callRoute(oneDeal.action, { request, pattern: "/admin/deals/:dealId", params: { dealId: String(id) }, guards: [adminPageGuard] })).toMatchObject({ status: 302 });
    await onDeal(id, { intent: "add-codes", codes: "FILE-0002\nTYPED-01" });
    await onDeal(id, { intent: "generate-codes", count: "5" });
    expect(await adminRow(id)).toMatchObject({ codesLeft: 8, codesTotal: 8 });
    const bad = (await onDeal(id, { intent: "add-codes", codes: "ok-code\nno spaces" })) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(bad.init.status).toBe(422);
    expect(bad.data.result.error.codes).toEqual(["admin:deals.errors.codeShape"]);
    expect(((await onDeal(id, { intent: "generate-codes", count: "0" })) as { init: { status: number } }).init.status).toBe(422);
    await onDeal(id, { intent: "reschedule", startsOn: "2026-03-12", endsOn: "2026-03-20" });
    await onDeal(id, { intent: "switch-off" });
    expect(await adminRow(id)).toMatchObject({ state: "off", active: false });
    const audit = await (await getDb())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "deal"), eq(adminAudit.subjectId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["create", "add-codes", "add-codes", "generate-codes", "reschedule", "switch-off"]);
    expect(audit[1].after).toEqual({ codesAdded: 2, codesSkipped: 0 });
    expect(audit[2].after).toEqual({ codesAdded: 1, codesSkipped: 1 });
    expect(audit[4]).toMatchObject({ before: { startsOn: TODAY, endsOn: "2026-03-31" }, after: { startsOn: "2026-03-12", endsOn: "2026-03-20" } });
    expect(audit[5]).toMatchObject({ before: { active: true }, after: { active: false } });
    const free = await (await getDb())
      .select()
      .from(dealCodes)
      .where(and(eq(dealCodes.dealId, id), isNull(dealCodes.consumerId)));
    expect(
      free.filter((c) => /^[2-9A-HJKMNP-Z]{10}$/.test(c.code)),
      "generated codes use the unambiguous alphabet",
    ).toHaveLength(5);
  });

  it("a deal's picture is uploaded with it; roles 2 and 3 may not open the catalogue", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const request = new Request("http://localhost/admin/deals", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: multipart({ ...dealForm({ title: "Pictured" }), picture: new File([png], "logo.png", { type: "image/png" }) }),
    });
    const { adminPageGuard } = await import("~/middleware/admin-guard.server");
    const answer = (await callRoute(catalogue.action, { request, pattern: "/admin/deals", guards: [adminPageGuard] })) as Response;
    const id = Number(answer.headers.get("location")!.split("/").pop());
    const row = (await admin.call(oneDeal.loader, `/admin/deals/${id}`, "/admin/deals/:dealId", { params: { dealId: String(id) } })) as { deal: { imageUrl: string | null } };
    expect(row.deal.imageUrl).toMatch(/deals\/.+\.png$/);
    for (const role of [2, 3] as const) {
      const other = await asAdmin(role);
      const refused = (await other.call(catalogue.loader, "/admin/deals", "/admin/deals")) as Response;
      expect(refused.status, `role ${role}`).toBe(302);
      expect(refused.headers.get("location")).toBe("/admin/dashboard");
    }
  });
});

function multipart(values: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return body;
}
