import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, lenders } from "../../../db/schema";
import type { LenderPricing } from "~/domain/lending/pricing";
import { pricingDerivedColumns } from "~/domain/lending/pricing-derived";
import { LENDER_EDIT_INTENT } from "~/forms/admin/lender-intents";
import { pricingFormValues } from "~/forms/admin/lender-pricing";
import { adminApiGuard, adminPageGuard } from "~/middleware/admin-guard.server";
import { createLenderCommand, updateLenderCommand } from "~/server/catalogue/lender-commands.server";
import { getDb } from "~/server/platform/db/db.server";
import { matchProfile } from "~/server/lending/offers.server";
import type { EligibilityProfile } from "~/domain/lending/eligibility";
import { adminBearer } from "../../support/admin-token";
import { callRoute } from "../../support/route-call";
import { post } from "../../support/screen-answer";

/**
 * Issue 36, point 1: a lender's price is data, edited by role 1 on the
 * lender's edit screen (a plain post, answered in place when refused) and
 * through the JSON API; the list columns are written from it; each save is
 * audited with the grid before and after; the consumer's offer follows it.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const GRID: LenderPricing = {
  rateBps: { "750_plus": 1099, "700_749": 1250, "650_699": 1475, below_650: 1800, new_to_credit: 1600, dont_know: 1475 },
  employmentExtraBps: { salaried: 0, self_employed: 100, business: 150 },
  incomeDiscounts: [{ minMonthlyIncome: 150_000, lessBps: 50 }],
  fee: { percentBps: 150, minRupees: 1999, maxRupees: 10_000, gst: true },
  penal: { overdueBpsPerYear: 2400, bounceRupees: 500 },
  forecloseBps: 400,
  maxEmiSharePercent: 50,
  specialOffer: null,
};

const PROFILE: EligibilityProfile = { monthlyIncome: 80_000, age: 30, employment: "salaried", desiredAmount: 200_000, existingEmi: 0, creditBand: "750_plus" };

let admin1 = "";
let db: Awaited<ReturnType<typeof getDb>>;

beforeAll(async () => {
  db = await getDb();
  admin1 = await adminBearer(1);
});

/** A lender of the test's own that takes salaried consumers (every other rule open). */
async function newLender(): Promise<{ id: number; name: string }> {
  const made = await createLenderCommand({ name: `it_pricing_${unique()}` });
  if (!made.ok) throw new Error(made.message);
  for (const [property, value] of [
    ["lender_status", 1],
    ["salaried", 1],
    ["tenure", "12-60"],
  ] as const) {
    const saved = await updateLenderCommand({ lender_id: made.data.lender_id, property, value });
    if (!saved.ok) throw new Error(saved.message);
  }
  return { id: made.data.lender_id, name: made.data.name };
}

/** The pricing form as the screen posts it, without JavaScript (no in-place answer asked). */
function pricingForm(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  form.set("intent", LENDER_EDIT_INTENT.pricing);
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

async function postPricing(lenderId: number, values: Record<string, string | string[]>, token = admin1) {
  const screen = await import("~/routes/admin/lender-edit");
  return post(screen.action, {
    path: `/admin/lenders/${lenderId}`,
    pattern: "/admin/lenders/:lenderId",
    params: { lenderId: String(lenderId) },
    token,
    guard: adminPageGuard,
    form: pricingForm(values),
  });
}

/** A JSON API call as a client makes it; answers its status and JSON body. */
async function api(method: "GET" | "POST", path: string, pattern: string, body?: unknown, token = admin1, params: Record<string, string> = {}) {
  const module = pattern.includes("update-lender-data") ? await import("~/routes/api/lender-commands") : await import("~/routes/api/lenders-data");
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const handler = method === "GET" ? (module as { loader: never }).loader : (module as { action: never }).action;
  let out: unknown;
  try {
    out = await callRoute(handler, { request, pattern, params, guards: [adminApiGuard] });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) return { status: out.status, body: (await out.json()) as Record<string, unknown> };
  const answered = out as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: answered.init?.status ?? 200, body: answered.data };
}

async function row(id: number) {
  const [saved] = await db.select().from(lenders).where(eq(lenders.id, id));
  return saved;
}

async function lastAudit(id: number) {
  const [last] = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject, "lender"), eq(adminAudit.subjectId, String(id))))
    .orderBy(desc(adminAudit.id))
    .limit(1);
  return last;
}

const derivedOf = (r: typeof lenders.$inferSelect) => ({ apr_min: r.aprMin, apr_max: r.aprMax, interest_rate: r.interestRate, processing_fees: r.processingFees });

describe("the pricing section of the lender edit screen", () => {
  it("saves the typed grid exactly, writes the list columns from it, and goes back to the section with the toast", async () => {
    const lender = await newLender();
    const typed = { ...pricingFormValues(GRID), rate_750_plus: "12.29 %", fee_min: "₹1,999" };
    const answered = await postPricing(lender.id, typed);
    expect(answered.status).toBe(302);
    expect(answered.location).toBe(`/admin/lenders/${lender.id}#pricing`);
    expect(answered.toasts).toEqual([expect.objectContaining({ type: "success", message: "admin:lenderEdit.pricing.saved" })]);
    const saved = await row(lender.id);
    const grid = { ...GRID, rateBps: { ...GRID.rateBps, "750_plus": 1229 } };
    expect(saved.pricing).toEqual(grid);
    // One source per fact: what lists, partner pages and the API read is the grid's own.
    expect(derivedOf(saved)).toEqual(pricingDerivedColumns(grid));
    expect(derivedOf(saved)).toEqual({ apr_min: 11.79, apr_max: 19.5, interest_rate: "11.79% - 19.5%", processing_fees: "1.5% of the amount + GST, at least ₹1,999 and at most ₹10,000" });
  });

  it("records each save with the whole grid before and after, and nothing for a save that changes nothing", async () => {
    const lender = await newLender();
    await postPricing(lender.id, pricingFormValues(GRID));
    const first = await lastAudit(lender.id);
    expect(first).toMatchObject({ action: "update", before: expect.objectContaining({ pricing: null }), after: expect.objectContaining({ pricing: GRID, apr_min: 10.49 }) });
    expect(first.adminUserId).not.toBeNull();

    const dearer = { ...GRID, rateBps: { ...GRID.rateBps, "750_plus": 1150 } };
    await postPricing(lender.id, pricingFormValues(dearer));
    const second = await lastAudit(lender.id);
    expect(second.id).toBeGreaterThan(first.id);
    // The lowest rate a grid gives is its best band's less its deepest income discount.
    expect(second.before).toEqual({ pricing: GRID, apr_min: 10.49, interest_rate: "10.49% - 19.5%" });
    expect(second.after).toEqual({ pricing: dearer, apr_min: 11, interest_rate: "11% - 19.5%" });

    // The same grid again (read back from jsonb with its keys reordered) is no change.
    await postPricing(lender.id, pricingFormValues(dearer));
    expect((await lastAudit(lender.id)).id).toBe(second.id);
  });

  it("answers a refused grid in place: every value as typed, each error beside its field, nothing saved", async () => {
    const lender = await newLender();
    const typed = { ...pricingFormValues(GRID), rate_700_749: "12.345", fee_min: "499.50", penal_bounce: "" };
    const answered = await postPricing(lender.id, typed);
    expect(answered.status).toBe(422);
    expect(answered.result?.initialValue).toMatchObject({ rate_700_749: "12.345", fee_min: "499.50", rate_750_plus: "10.99" });
    expect(answered.result?.error).toMatchObject({
      rate_700_749: ["admin:lenderEdit.pricing.errors.tooPrecise"],
      fee_min: ["admin:lenderEdit.pricing.errors.wholeRupees"],
      penal_bounce: ["admin:lenderEdit.pricing.errors.required"],
    });
    expect((await row(lender.id)).pricing).toBeNull();
  });

  it("is refused to roles 2 and 3, who cannot open the lenders screens", async () => {
    const lender = await newLender();
    for (const role of [2, 3] as const) {
      const answered = await postPricing(lender.id, pricingFormValues(GRID), await adminBearer(role));
      expect(answered.status).toBe(302);
      expect(answered.location).toBe("/admin/dashboard");
      const called = await api("POST", "/api/update-lender-data", "/api/update-lender-data", { lender_id: lender.id, pricing: GRID }, await adminBearer(role));
      expect(called.status).toBe(403);
    }
    expect((await row(lender.id)).pricing).toBeNull();
  });

  it("keeps the derived columns to the grid: once a grid is saved they cannot be set by hand", async () => {
    const lender = await newLender();
    // Without a grid, the lender is priced from them, so they stay editable.
    expect(await updateLenderCommand({ lender_id: lender.id, property: "apr_min", value: "11.5" })).toMatchObject({ ok: true });
    await postPricing(lender.id, pricingFormValues(GRID));
    for (const [property, value] of [
      ["apr_min", "9"],
      ["apr_max", "30"],
      ["interest_rate", "9% - 30%"],
      ["processing_fees", "Nil"],
    ] as const) {
      expect(await updateLenderCommand({ lender_id: lender.id, property, value })).toMatchObject({ ok: false, status: 422, message: "admin:validation.derivedFromPricing" });
    }
    expect(derivedOf(await row(lender.id))).toEqual(pricingDerivedColumns(GRID));
  });
});

describe("the lender's contacts for the KFS", () => {
  it("are saved from the screen's fields and checked", async () => {
    const lender = await newLender();
    expect(await updateLenderCommand({ lender_id: lender.id, property: "contact_phone", value: "1800 266 1234" })).toMatchObject({ ok: true });
    expect(await updateLenderCommand({ lender_id: lender.id, property: "contact_email", value: "care@lender.example" })).toMatchObject({ ok: true });
    expect(await updateLenderCommand({ lender_id: lender.id, property: "recovery_contact", value: "Collections desk, 022 6000 1234" })).toMatchObject({ ok: true });
    expect(await updateLenderCommand({ lender_id: lender.id, property: "contact_phone", value: "call us" })).toMatchObject({ ok: false, message: "admin:validation.phone" });
    expect(await updateLenderCommand({ lender_id: lender.id, property: "contact_email", value: "care at lender" })).toMatchObject({ ok: false, message: "admin:validation.email" });
    expect(await row(lender.id)).toMatchObject({ contactPhone: "1800 266 1234", contactEmail: "care@lender.example", recoveryContact: "Collections desk, 022 6000 1234" });
  });
});

describe("update-lender-data and get-lenders-data (SPEC.md 7) with a grid", () => {
  it("take a grid in the schema's shape, write its columns, and give it back with the contacts", async () => {
    const lender = await newLender();
    const saved = await api("POST", "/api/update-lender-data", "/api/update-lender-data", { lender_id: lender.id, pricing: GRID });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, data: { lender_id: lender.id, pricing: GRID, apr_min: 10.49, apr_max: 19.5 } });
    const contact = await api("POST", "/api/update-lender-data", "/api/update-lender-data", { lender_id: lender.id, property: "contact_email", value: "care@api.example" });
    expect(contact.status).toBe(200);

    const listed = await api("GET", "/api/get-lenders-data/pl", "/api/get-lenders-data/:filter?", undefined, admin1, { filter: "pl" });
    const mine = (listed.body.data as Record<string, unknown>[]).find((l) => l.lender_id === lender.id);
    expect(mine).toMatchObject({ pricing: GRID, contact_email: "care@api.example", contact_phone: null, recovery_contact: null, apr_min: 10.49, apr_max: 19.5 });
    const one = await api("GET", `/api/get-lender-data/${lender.id}`, "/api/get-lender-data/:lenderId", undefined, admin1, { lenderId: String(lender.id) });
    expect(one.body).toMatchObject({ data: { pricing: GRID, contact_email: "care@api.example", interest_rate: "10.49% - 19.5%" } });
  });

  it("refuses a grid out of shape with the one error shape, each mistake named by its path", async () => {
    const lender = await newLender();
    const wrong = { ...GRID, rateBps: { ...GRID.rateBps, "750_plus": 12.5 }, fee: { ...GRID.fee, percentBps: 5000 } };
    const refused = await api("POST", "/api/update-lender-data", "/api/update-lender-data", { lender_id: lender.id, pricing: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, status: 422, code: expect.any(String), message: "Pricing not saved: correct the fields marked" });
    expect(Object.keys(refused.body.errors as object).sort()).toEqual(["pricing.fee.percentBps", "pricing.rateBps.750_plus"]);
    const notJson = await api("POST", "/api/update-lender-data", "/api/update-lender-data", { lender_id: lender.id, pricing: "{" });
    expect(notJson.status).toBe(422);
    expect((await row(lender.id)).pricing).toBeNull();
  });
});

describe("a consumer's offer", () => {
  it("is priced from the grid the admin saved, and changes when it changes", async () => {
    const lender = await newLender();
    await postPricing(lender.id, pricingFormValues(GRID));
    const offerOf = async () => (await matchProfile(PROFILE, "pl")).offers.find((o) => o.lender.id === lender.id)!;
    const before = await offerOf();
    expect(before.facts.rateBps).toBe(1099);
    await postPricing(lender.id, { ...pricingFormValues(GRID), rate_750_plus: "13.5" });
    const after = await offerOf();
    expect(after.facts.rateBps).toBe(1350);
    expect(after.facts.aprBps).toBeGreaterThan(before.facts.aprBps);
  });
});
