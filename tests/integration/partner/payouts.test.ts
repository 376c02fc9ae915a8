import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, earnings, partnerStatements } from "../../../db/schema";
import { partnerApiGuard } from "~/middleware/partner-guard.server";
import { setClock } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { actingAs, answer, earned, newPartner } from "../../support/payout-fixtures";
import { asAdmin } from "../../support/people-fixtures";

/**
 * Partner payouts (issue 39, item 3; docs/decisions/098-partner-payouts.md)
 * through the pages' own loaders and actions: the partner's payout details in
 * Settings, role 1 making a month's statements and marking one paid (audited),
 * and the partner's statements, CSV and invoice. Business time: noon in India,
 * 10 March 2026, so February has ended and March has not.
 */

const T0 = new Date("2026-03-10T06:30:00Z");

let settings: typeof import("~/routes/partner/settings");
let payouts: typeof import("~/routes/partner/payouts");
let csv: typeof import("~/routes/partner/payout-csv");
let invoice: typeof import("~/routes/partner/payout-invoice");
let admin: typeof import("~/routes/admin/partner-payouts");
let ownApi: typeof import("~/routes/api/partner-statements");
let role1: Awaited<ReturnType<typeof asAdmin>>;

const adminPost = (form: Record<string, string>, query = "?month=2026-02") => answer(() => role1.call(admin.action, `/admin/partner-payouts${query}`, "/admin/partner-payouts", { form }));
const adminView = async (query = "?month=2026-02") =>
  (await role1.call(admin.loader, `/admin/partner-payouts${query}`, "/admin/partner-payouts")) as Exclude<Awaited<ReturnType<typeof admin.loader>>, Response>;
const statementOf = async (partnerId: number, month: string) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(partnerStatements)
      .where(and(eq(partnerStatements.partnerId, partnerId), eq(partnerStatements.month, month)))
  )[0];

beforeAll(async () => {
  setClock(T0);
  settings = await import("~/routes/partner/settings");
  payouts = await import("~/routes/partner/payouts");
  csv = await import("~/routes/partner/payout-csv");
  invoice = await import("~/routes/partner/payout-invoice");
  admin = await import("~/routes/admin/partner-payouts");
  ownApi = await import("~/routes/api/partner-statements");
  role1 = await asAdmin(1);
});

afterAll(() => setClock(null));

const PAYEE_DETAILS = { intent: "payout-account", pan: "abcde1234f", gstin: "29ABCDE1234F1Z5", accountNumber: "50100123456789", ifsc: "hdfc0001234", accountHolder: "Payee Services" };

describe("a partner's payout details in Settings", () => {
  it("are saved from the partner's own form, codes upper-cased; a wrong IFSC is refused beside its field and nothing changes", async () => {
    const p = await newPartner();
    const refused = await p.call(settings.action, "/partner/settings", "/partner/settings", { form: { ...PAYEE_DETAILS, ifsc: "HDFC1001234" } });
    expect(refused.status).toBe(422);
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ ifsc: ["validation.ifsc"] });
    expect(((await p.call(settings.loader, "/partner/settings", "/partner/settings")).data as { payout: { ifsc: string | null } }).payout.ifsc).toBeNull();

    const saved = await p.call(settings.action, "/partner/settings", "/partner/settings", { form: PAYEE_DETAILS });
    expect(saved.status).toBe(302);
    const page = (await p.call(settings.loader, "/partner/settings", "/partner/settings")).data as { payout: Record<string, string>; payoutReadOnly: boolean };
    expect(page.payout).toEqual({ pan: "ABCDE1234F", gstin: "29ABCDE1234F1Z5", accountNumber: "50100123456789", ifsc: "HDFC0001234", accountHolder: "Payee Services" });
    expect(page.payoutReadOnly).toBe(false);
  });

  it("are read-only to an admin acting as the partner: shown, and a post is refused with nothing changed", async () => {
    const p = await newPartner();
    await p.call(settings.action, "/partner/settings", "/partner/settings", { form: PAYEE_DETAILS });
    const admin = await actingAs(p.partner.id);
    expect((await admin(settings.loader, "/partner/settings")).data).toMatchObject({ payoutReadOnly: true, payout: { pan: "ABCDE1234F", accountNumber: "50100123456789" } });
    expect((await admin(settings.action, "/partner/settings", { ...PAYEE_DETAILS, accountNumber: "999999999999" })).status).toBe(403);
    expect(((await p.call(settings.loader, "/partner/settings", "/partner/settings")).data as { payout: { accountNumber: string } }).payout.accountNumber).toBe("50100123456789");
  });
});

describe("a month's statements, made by role 1", () => {
  it("state each partner's commission with GST and TDS, numbered in its own series of the financial year; the figures are the hand-worked ones", async () => {
    const withTax = await newPartner();
    await withTax.call(settings.action, "/partner/settings", "/partner/settings", { form: PAYEE_DETAILS });
    // February: ₹10,000 and ₹2,500 on disbursals, ₹500 taken back; January's ₹1,000 never stated; March's not yet ended.
    await earned(withTax.partner.id, 10_000, "2026-02-14");
    await earned(withTax.partner.id, 2_500, "2026-02-20");
    await earned(withTax.partner.id, -500, "2026-02-27", "commission_adjustment", "Duplicate payout taken back");
    await earned(withTax.partner.id, 1_000, "2026-01-31");
    await earned(withTax.partner.id, 700, "2026-03-02");
    const bare = await newPartner();
    await earned(bare.partner.id, 4_321.55, "2026-02-03");
    const owing = await newPartner();
    await earned(owing.partner.id, -200, "2026-02-10", "commission_adjustment", "Recovered");

    const before = await adminView();
    expect(before.ended).toBe(true);
    expect(before.pending.count).toBeGreaterThanOrEqual(2);

    const made = await adminPost({ intent: "generate", month: "2026-02" });
    expect(made.response?.status).toBe(302);

    // ₹13,000: GST 18 % ₹2,340 (one line, our GSTIN unset); TDS 5 % ₹650; net ₹14,690.
    expect(await statementOf(withTax.partner.id, "2026-02")).toMatchObject({
      invoiceNumber: "PP/2025-26/0001",
      financialYear: "2025-26",
      grossPaise: 13_000_00,
      gstKind: "gst",
      gstPaise: 2_340_00,
      tdsRateBps: 500,
      tdsPaise: 650_00,
      netPaise: 14_690_00,
      pan: "ABCDE1234F",
      gstin: "29ABCDE1234F1Z5",
      utr: null,
    });
    // No PAN, no GSTIN: TDS 20 % of ₹4,321.55 is ₹864.31, taken to the rupee.
    expect(await statementOf(bare.partner.id, "2026-02")).toMatchObject({ invoiceNumber: "PP/2025-26/0001", gstKind: "none", gstPaise: 0, tdsRateBps: 2000, tdsPaise: 864_00, netPaise: 3_457_55 });
    // Nothing above zero to state: no statement; the ₹200 waits for later commission.
    expect(await statementOf(owing.partner.id, "2026-02")).toBeUndefined();

    const listed = await adminView(`?month=2026-02&partner=${withTax.partner.id}`);
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({
      invoiceNumber: "PP/2025-26/0001",
      gross: "₹13,000.00",
      gst: "₹2,340.00",
      tds: "₹650.00",
      net: "₹14,690.00",
      partnerName: withTax.partner.displayName,
      account: { number: "50100123456789", ifsc: "HDFC0001234", holder: "Payee Services" },
      paid: null,
    });

    const db = await getDb();
    const audits = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "partner-statement"), eq(adminAudit.action, "create")));
    expect(audits.map((a) => (a.after as { invoiceNumber: string; partnerId: number }).partnerId)).toEqual(expect.arrayContaining([withTax.partner.id, bare.partner.id]));

    // Made again, the month has nothing left to state: nothing changes.
    await adminPost({ intent: "generate", month: "2026-02" });
    expect(await db.select().from(partnerStatements).where(eq(partnerStatements.partnerId, withTax.partner.id))).toHaveLength(1);

    // A month still running is refused.
    const early = await adminPost({ intent: "generate", month: "2026-03" });
    expect(early.response?.status).toBe(302);
    expect(await statementOf(withTax.partner.id, "2026-03")).toBeUndefined();

    // April: a disbursal of February corrected by a later MIS file (₹10,000 → ₹10,400) comes as its difference, with March's ₹700, numbered next.
    setClock(new Date("2026-04-02T06:30:00Z"));
    try {
      const [feb] = await db
        .select()
        .from(earnings)
        .where(and(eq(earnings.partnerId, withTax.partner.id), eq(earnings.earnedOn, "2026-02-14")));
      await db.update(earnings).set({ amount: 10_400 }).where(eq(earnings.id, feb.id));
      await adminPost({ intent: "generate", month: "2026-03" }, "?month=2026-03");
      // ₹1,100: GST ₹198, TDS 5 % ₹55; net ₹1,243. March 2026 is still 2025-26: the second invoice of that year.
      expect(await statementOf(withTax.partner.id, "2026-03")).toMatchObject({ invoiceNumber: "PP/2025-26/0002", grossPaise: 1_100_00, gstPaise: 198_00, tdsPaise: 55_00, netPaise: 1_243_00 });
    } finally {
      setClock(T0);
    }
  });
});

describe("a statement marked paid", () => {
  it("takes the bank's UTR and day, audited with the account paid to; refuses a bad UTR, a day before the month ended or to come, a second mark and a UTR used", async () => {
    const payee = await newPartner();
    await payee.call(settings.action, "/partner/settings", "/partner/settings", { form: PAYEE_DETAILS });
    await earned(payee.partner.id, 2_000, "2026-02-05");
    const noBank = await newPartner();
    await earned(noBank.partner.id, 800, "2026-02-06");
    await adminPost({ intent: "generate", month: "2026-02" });
    const statement = await statementOf(payee.partner.id, "2026-02");
    const id = String(statement.id);

    const refusal = async (form: Record<string, string>) => {
      const out = await adminPost({ intent: "paid", statementId: id, ...form });
      expect(out.status).toBe(422);
      return (out.data as { result: { error: Record<string, string[]> } }).result.error;
    };
    expect(await refusal({ utr: "12-34", paidOn: "2026-03-05" })).toMatchObject({ utr: ["admin:payouts.errors.utr"] });
    expect(await refusal({ utr: "HDFCN52026030512345678", paidOn: "2026-02-27" })).toMatchObject({ paidOn: ["admin:payouts.errors.paidOnEarly"] });
    expect(await refusal({ utr: "HDFCN52026030512345678", paidOn: "2026-03-11" })).toMatchObject({ paidOn: ["admin:payouts.errors.paidOnFuture"] });
    expect((await statementOf(payee.partner.id, "2026-02")).utr).toBeNull();

    const paid = await adminPost({ intent: "paid", statementId: id, utr: "hdfc n520 2603 0512 3456 78", paidOn: "2026-03-05" });
    expect(paid.response?.status).toBe(302);
    expect(await statementOf(payee.partner.id, "2026-02")).toMatchObject({
      utr: "HDFCN52026030512345678",
      paidOn: "2026-03-05",
      paidAccountNumber: "50100123456789",
      paidIfsc: "HDFC0001234",
      paidAccountHolder: "Payee Services",
    });
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "partner-statement"), eq(adminAudit.subjectId, id), eq(adminAudit.action, "pay")));
    expect(audit).toMatchObject({ before: { utr: null, paidOn: null }, after: { utr: "HDFCN52026030512345678", paidOn: "2026-03-05", paidAccountNumber: "50100123456789" } });

    const { markPaidCommand } = await import("~/server/partner/payout-commands.server");
    const by = { adminId: audit.adminUserId!, request: null };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ intent: "paid", ...fields })) data.set(k, v);
      return data;
    };
    expect(await markPaidCommand(form({ statementId: id, utr: "HDFCN52026030599999999", paidOn: "2026-03-06" }), by)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:payouts.errors.alreadyPaid",
    });
    const unpaid = await statementOf(noBank.partner.id, "2026-02");
    expect(await markPaidCommand(form({ statementId: String(unpaid.id), utr: "SBIN00000000001", paidOn: "2026-03-06" }), by)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:payouts.errors.noAccount",
    });
    await noBank.call(settings.action, "/partner/settings", "/partner/settings", {
      form: { intent: "payout-account", accountNumber: "123456789012", ifsc: "SBIN0000123", accountHolder: "No Bank Yet" },
    });
    expect(await markPaidCommand(form({ statementId: String(unpaid.id), utr: "HDFCN52026030512345678", paidOn: "2026-03-06" }), by)).toMatchObject({
      ok: false,
      status: 409,
      errors: { utr: ["admin:payouts.errors.utrTaken"] },
    });
    expect(await markPaidCommand(form({ statementId: "999999999", utr: "SBIN00000000001", paidOn: "2026-03-06" }), by)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the partner's statements", () => {
  it("lists its own, downloads each as CSV and opens its invoice; another partner's is not found, and the partner API gives the same in paise", async () => {
    const payee = await newPartner();
    await payee.call(settings.action, "/partner/settings", "/partner/settings", { form: PAYEE_DETAILS });
    await earned(payee.partner.id, 12_000, "2026-02-11");
    await earned(payee.partner.id, -250.5, "2026-02-12", "commission_adjustment", '=HYPERLINK("x")');
    await adminPost({ intent: "generate", month: "2026-02" });
    const statement = await statementOf(payee.partner.id, "2026-02");
    await adminPost({ intent: "paid", statementId: String(statement.id), utr: "UTIB0000123456", paidOn: "2026-03-04" });

    const list = (await payee.call(payouts.loader, "/partner/payouts", "/partner/payouts")).data as Awaited<ReturnType<typeof payouts.loader>>;
    expect(list.missing).toEqual({ pan: false, bank: false });
    // ₹11,749.50: GST ₹2,114.91; TDS 5 % = ₹587.475 → ₹587; net ₹13,277.41.
    expect(list.rows).toEqual([
      expect.objectContaining({
        invoiceNumber: "PP/2025-26/0001",
        monthLabel: "February 2026",
        gross: "₹11,749.50",
        gst: "₹2,114.91",
        tds: "₹587.00",
        tdsRate: "5",
        net: "₹13,277.41",
        paid: { utr: "UTIB0000123456", on: "4 Mar 2026", account: "XXXXXXXXXX6789" },
      }),
    ]);

    const params = { statementId: String(statement.id) };
    const file = await payee.call(csv.loader, `/partner/payouts/${statement.id}/csv`, "/partner/payouts/:statementId/csv", { params });
    expect(file.response?.headers.get("content-disposition")).toBe('attachment; filename="PP-2025-26-0001.csv"');
    const text = await file.response!.text();
    expect(text).toContain("Invoice number,PP/2025-26/0001\r\n");
    expect(text).toContain("2026-02-11,Commission on a disbursal,,600000.00,,12000.00\r\n");
    // A reason that looks like a formula stays text; the negative amount stays a number.
    expect(text).toContain(`2026-02-12,Adjustment,,,"'=HYPERLINK(""x"")",-250.50\r\n`);
    expect(text).toContain("GST at 18%,2114.91\r\n");
    expect(text).toContain("TDS under section 194H at 5%,-587.00\r\n");
    expect(text).toContain("You receive (₹),13277.41\r\n");
    expect(text).toContain("UTR,UTIB0000123456\r\n");

    const page = (await payee.call(invoice.loader, `/partner/payouts/${statement.id}/invoice`, "/partner/payouts/:statementId/invoice", { params })).data as Awaited<ReturnType<typeof invoice.loader>>;
    expect(page.invoice).toMatchObject({
      tax: true,
      invoiceNumber: "PP/2025-26/0001",
      date: "28 Feb 2026",
      supplier: { name: payee.partner.displayName, holder: "Payee Services", pan: "ABCDE1234F", gstin: "29ABCDE1234F1Z5" },
      taxes: [{ tax: "gst", rate: "18", amount: "₹2,114.91" }],
      invoiceValue: "₹13,864.41",
      net: "₹13,277.41",
      earnings: 2,
    });

    const other = await newPartner();
    expect((await other.call(csv.loader, `/partner/payouts/${statement.id}/csv`, "/partner/payouts/:statementId/csv", { params })).status).toBe(404);
    expect((await other.call(invoice.loader, `/partner/payouts/${statement.id}/invoice`, "/partner/payouts/:statementId/invoice", { params })).status).toBe(404);
    expect(((await other.call(payouts.loader, "/partner/payouts", "/partner/payouts")).data as { rows: unknown[]; missing: unknown }).rows).toEqual([]);

    const api = (await payee.call(ownApi.loader, "/api/partner/payouts", "/api/partner/payouts", { guard: partnerApiGuard })).data as { data: Record<string, unknown>[] };
    expect(api.data).toEqual([
      expect.objectContaining({ invoiceNumber: "PP/2025-26/0001", grossPaise: 11_749_50, gstPaise: 2_114_91, tdsPaise: 587_00, netPaise: 13_277_41, utr: "UTIB0000123456", paidOn: "2026-03-04" }),
    ]);
  });
});
