import type { SmsMessageName } from "~/domain/platform/sms-messages";
import { and, asc, eq, gt, max } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminAudit, adminUsers, creditApplications, creditCardCategories, lenders, masqueradeAudit, messageCampaigns, partners, partnerUsers, revenueTypes, users } from "../../../db/schema";
import type { Actor } from "~/server/admin/admin-audit.server";
import { createLenderCommand, deleteLenderCommand, updateLenderCommand, updateSpecialOfferCommand } from "~/server/catalogue/lender-commands.server";
import { createLenderGroupCommand } from "~/server/catalogue/lender-groups.server";
import { createRevenueCommand, deleteRevenueCommand, setRevenueOrderCommand, updateRevenueCommand } from "~/server/catalogue/lender-revenue-commands.server";
import { createCardCommand, deleteCardCommand, updateCardCommand } from "~/server/catalogue/credit-cards.server";
import { updatePartnerCommand, updatePartnerRevenueCommand, updatePartnerUtmCommand } from "~/server/partner/partners.server";
import { userManagementCommand } from "~/server/admin/admin-user-commands.server";
import { uploadCommissionCommand } from "~/server/reports/commission-upload.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { messagingCommand } from "~/server/admin/messaging.server";
import { retrySubmissionCommand } from "~/server/catalogue/lender-submissions-admin.server";
import { MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { auditLogPage } from "~/server/admin/audit-log.server";
import { auditLogFilters } from "~/forms/admin/audit-log";
import { USER_MANAGEMENT_INTENT } from "~/forms/admin/admin-user";
import { CREDIT_CARDS_INTENT } from "~/forms/admin/credit-card-property";
import { getDb } from "~/server/platform/db/db.server";
import { adminApiGuard, adminPageGuard } from "~/middleware/admin-guard.server";
import { createSession } from "~/server/platform/http/session.server";
import { adminSessionRequest } from "../../support/admin-token";
import { callRoute } from "../../support/route-call";

/**
 * Issue 22, item 7: every admin change leaves exactly one audit row, with the
 * admin, the address and the changed fields before and after; a refused
 * change leaves none, and so does one that fails inside its transaction
 * after its audit row was written (the row goes with the change).
 */
const failing = vi.hoisted(() => ({ armed: false }));
vi.mock("~/server/admin/admin-audit.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/server/admin/admin-audit.server")>();
  return {
    ...real,
    recordAdminChange: async (...args: Parameters<typeof real.recordAdminChange>) => {
      await real.recordAdminChange(...args);
      if (failing.armed) {
        failing.armed = false;
        throw new Error("the change fails after its audit row");
      }
    },
  };
});

const IP = "203.0.113.7";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let db: Awaited<ReturnType<typeof getDb>>;
let by: Actor & { adminId: number };

beforeAll(async () => {
  db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `audit_${unique()}`, passwordHash: "x", roleId: 1, status: 1 })
    .returning({ id: adminUsers.id });
  // From the admin's browser, with their session: a masquerade lives by it.
  by = { adminId: admin.id, request: await adminSessionRequest(admin.id, "/admin", { "x-client-ip": IP }) };
});

/** The audit rows a piece of work wrote, and what it answered. */
async function audited<T>(work: () => Promise<T>) {
  const [{ last }] = await db.select({ last: max(adminAudit.id) }).from(adminAudit);
  const result = await work();
  const rows = await db
    .select()
    .from(adminAudit)
    .where(gt(adminAudit.id, last ?? 0))
    .orderBy(asc(adminAudit.id));
  return { result, rows };
}

/** The work wrote one row, by our admin from our address, of this subject and action, with these values. */
async function oneRow(work: () => Promise<unknown>, expected: { subject: string; action: string; subjectId?: string; before?: unknown; after?: unknown }) {
  const { result, rows } = await audited(work);
  // A command's refusal (a route answers a Response: a redirect's `ok` is false too, so it is judged by its row).
  if (!(result instanceof Response)) expect(result).not.toMatchObject({ ok: false });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ adminUserId: by.adminId, ip: IP, ...expected });
  return rows[0];
}

/** A refused change, and the same change failing after its audit row: no row either way. */
async function noRow(work: () => Promise<unknown>) {
  const { rows } = await audited(work);
  expect(rows).toHaveLength(0);
}

async function failsAfterAudit(work: () => Promise<unknown>) {
  failing.armed = true;
  const { rows } = await audited(() => work().catch((error: unknown) => ({ threw: error })));
  expect(failing.armed).toBe(false);
  expect(rows).toHaveLength(0);
}

describe("lenders", () => {
  it("create, update, special offer, groups and delete each leave one row; a refused or failed one none", async () => {
    const name = `audit_lender_${unique()}`;
    const created = await createLenderCommand({ name }, undefined, by);
    if (!created.ok) throw new Error(created.message);
    const id = created.data.lender_id;
    const [row] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "lender"), eq(adminAudit.subjectId, String(id))));
    expect(row).toMatchObject({ action: "create", after: { name, product_type: "pl" }, adminUserId: by.adminId, ip: IP });

    await oneRow(() => updateLenderCommand({ lender_id: id, property: "min_income", value: "25000" }, by), {
      subject: "lender",
      subjectId: String(id),
      action: "update",
      before: { min_income: null },
      after: { min_income: 25000 },
    });
    // The same value again changes nothing, and records nothing.
    await noRow(() => updateLenderCommand({ lender_id: id, property: "min_income", value: "25000" }, by));
    await noRow(() => updateLenderCommand({ lender_id: id, property: "min_income", value: "a lot" }, by));
    await failsAfterAudit(() => updateLenderCommand({ lender_id: id, property: "min_income", value: "30000" }, by));
    expect((await db.select({ v: lenders.minIncome }).from(lenders).where(eq(lenders.id, id)))[0].v).toBe(25000);

    // A secret is recorded as set, never as itself.
    const secret = await oneRow(() => updateLenderCommand({ lender_id: id, property: "api_secret", value: "s3cret-value-of-sixteen" }, by), { subject: "lender", action: "update" });
    expect(JSON.stringify(secret)).not.toContain("s3cret");

    await oneRow(() => updateSpecialOfferCommand({ lender_id: id, so_text: "Festive", so_date_start: "2026-01-01", so_date_end: "2026-01-31" }, by), {
      subject: "lender",
      action: "update",
      before: { so_text: null, so_date_start: null, so_date_end: null },
      after: { so_text: "Festive", so_date_start: "2026-01-01", so_date_end: "2026-01-31" },
    });
    await noRow(() => updateSpecialOfferCommand({ lender_id: id, so_text: "X", so_date_start: "2026-02-01", so_date_end: "2026-01-01" }, by));

    const group = await createLenderGroupCommand({ name: `audit group ${unique()}` }, by);
    if (!group.ok) throw new Error(group.message);
    await noRow(() => createLenderGroupCommand({ name: group.data.name }, by));
    await oneRow(() => updateLenderCommand({ lender_id: id, property: "lender_group_ids", value: [group.data.id] }, by), {
      subject: "lender",
      action: "update",
      before: { lender_group_ids: [] },
      after: { lender_group_ids: [group.data.id] },
    });

    await failsAfterAudit(() => deleteLenderCommand({ lender_id: id }, by));
    await oneRow(() => deleteLenderCommand({ lender_id: id }, by), { subject: "lender", action: "delete", before: { name, lender_status: 0 } });
    await noRow(() => deleteLenderCommand({ lender_id: id }, by));
  });

  it("an application sent to its lender again is one row naming the application; a refused or failed resend none", async () => {
    const lender = await createLenderCommand({ name: `audit_resend_${unique()}` }, undefined, by);
    if (!lender.ok) throw new Error(lender.message);
    const lenderId = lender.data.lender_id;
    const [user] = await db
      .insert(users)
      .values({ mobilePhoneNumber: `72${String(Date.now()).slice(-8)}` })
      .returning({ id: users.id });
    const failedApplication = async () => {
      const uuid = crypto.randomUUID();
      await db.insert(creditApplications).values({ uuid, userId: user.id, lenderId, amount: 100000, submissionState: "failed" });
      return uuid;
    };
    const uuid = await failedApplication();
    await oneRow(() => retrySubmissionCommand(lenderId, uuid, by), { subject: "lender", subjectId: String(lenderId), action: "resend", after: { application: uuid } });
    await noRow(() => retrySubmissionCommand(lenderId, uuid, by));
    const other = await failedApplication();
    await failsAfterAudit(() => retrySubmissionCommand(lenderId, other, by));
    expect((await db.select({ s: creditApplications.submissionState }).from(creditApplications).where(eq(creditApplications.uuid, other)))[0].s).toBe("failed");
  });

  it("a lender group's creation is one row", async () => {
    const name = `audit group ${unique()}`;
    await oneRow(() => createLenderGroupCommand({ name }, by), { subject: "lender-group", action: "create", after: { name } });
  });
});

describe("revenue slabs", () => {
  it("create, update, reorder and delete each leave one row; a refused or failed one none", async () => {
    const lender = await createLenderCommand({ name: `audit_rev_${unique()}` }, undefined, by);
    if (!lender.ok) throw new Error(lender.message);
    const lenderId = lender.data.lender_id;
    const [type] = await db
      .insert(revenueTypes)
      .values({ name: `audit type ${unique()}` })
      .returning({ id: revenueTypes.id });
    const body = { lender_id: String(lenderId), slab_disbursed_min: "0", slab_disbursed_max: "5000000", revenue_type_id: String(type.id), revenue_percent: "2.5", status: "1" };
    const first = await oneRow(() => createRevenueCommand(body, by), { subject: "revenue-slab", action: "create" });
    expect(first.after).toMatchObject({ lender_id: lenderId, revenue_percent: 2.5 });
    const entryId = Number(first.subjectId);
    await noRow(() => createRevenueCommand({ ...body, revenue_percent: "-1" }, by));
    await failsAfterAudit(() => createRevenueCommand(body, by));

    await oneRow(() => updateRevenueCommand({ ...body, id: String(entryId), revenue_percent: "3" }, by), {
      subject: "revenue-slab",
      subjectId: String(entryId),
      action: "update",
      before: { revenue_percent: 2.5 },
      after: { revenue_percent: 3 },
    });
    const second = await createRevenueCommand(body, by);
    if (!second.ok) throw new Error(second.message);
    await oneRow(() => setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: [second.data.id, entryId] }, by), {
      subject: "revenue-slab",
      action: "reorder",
      before: { order: [entryId, second.data.id] },
      after: { order: [second.data.id, entryId] },
    });
    await noRow(() => setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: [entryId] }, by));
    await failsAfterAudit(() => deleteRevenueCommand(entryId, lenderId, by));
    await oneRow(() => deleteRevenueCommand(entryId, lenderId, by), { subject: "revenue-slab", action: "delete", before: { revenue_percent: 3, lender_id: lenderId } });
  });
});

describe("credit cards", () => {
  it("create, update and delete each leave one row; a refused or failed one none", async () => {
    const name = `Audit card ${unique()}`;
    const created = await oneRow(() => createCardCommand({ category_name: name }, by), { subject: "credit-card", action: "create", after: { category_name: name } });
    const id = Number(created.subjectId);
    await oneRow(() => updateCardCommand({ category_id: id, property: "annual_fee", value: "499" }, by), {
      subject: "credit-card",
      action: "update",
      after: { annual_fee: "499" },
    });
    await noRow(() => updateCardCommand({ category_id: id, property: "sort_order", value: "3a" }, by));
    await failsAfterAudit(() => updateCardCommand({ category_id: id, property: "status", value: "1" }, by));
    expect((await db.select({ s: creditCardCategories.status }).from(creditCardCategories).where(eq(creditCardCategories.categoryId, id)))[0].s).toBe(0);
    await oneRow(() => deleteCardCommand({ category_id: id }, by), { subject: "credit-card", action: "delete", before: { category_name: name, status: 0 } });
    await noRow(() => deleteCardCommand({ category_id: id }, by));
  });
});

describe("partners", () => {
  it("a property, the UTM and the revenue data each leave one row of the changed fields; a refused or failed one none", async () => {
    const [partner] = await db
      .insert(partners)
      .values({
        name: `audit-${unique()}`,
        displayName: "Audit Partner",
        logoUrl: "/x.png",
        fontFamily: "sans",
        primaryColor: "#000",
        secondaryColor: "#fff",
        revenuePercent: 0.5,
        revenueFlatFee: 250,
      })
      .returning();
    await oneRow(() => updatePartnerRevenueCommand(partner.id, { revenue_percent: 1, revenue_flat_fee: 250 }, by), {
      subject: "partner",
      subjectId: String(partner.id),
      action: "update",
      before: { revenue_percent: 0.5 },
      after: { revenue_percent: 1 },
    });
    await oneRow(() => updatePartnerUtmCommand(partner.id, { utm_id: "audit_utm" }, by), { subject: "partner", action: "update", after: { utm_id: "audit_utm" } });
    await oneRow(() => updatePartnerCommand(partner.id, { property: "primary_color", value: "#112233" }, by), {
      subject: "partner",
      action: "update",
      before: { primary_color: "#000" },
      after: { primary_color: "#112233" },
    });
    await noRow(() => updatePartnerRevenueCommand(partner.id, { revenue_percent: "lots", revenue_flat_fee: 1 }, by));
    await failsAfterAudit(() => updatePartnerUtmCommand(partner.id, { utm_id: "other_utm" }, by));
    expect((await db.select({ u: partners.utmId }).from(partners).where(eq(partners.id, partner.id)))[0].u).toBe("audit_utm");
  });
});

describe("admin users", () => {
  const form = (fields: Record<string, string | number>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
    return body;
  };
  const manage = (fields: Record<string, string | number>) => userManagementCommand(by.adminId, form(fields), by.request);

  it("create, role change, disable, enable, unlock and password reset each leave one row, never a password; refused or failed ones none", async () => {
    const username = `audit_new_${unique()}`;
    const password = "Another-Strong-Pass-9";
    const created = await oneRow(() => manage({ intent: USER_MANAGEMENT_INTENT.create, username, roleId: 2, password, confirmPassword: password }), {
      subject: "admin-user",
      action: "create",
      after: { username, role_id: 2, status: 1 },
    });
    const id = Number(created.subjectId);
    await oneRow(() => manage({ intent: USER_MANAGEMENT_INTENT.changeRole, id, roleId: 3 }), { subject: "admin-user", action: "role-change", before: { role_id: 2 }, after: { role_id: 3 } });
    await oneRow(() => manage({ intent: USER_MANAGEMENT_INTENT.disable, id }), { subject: "admin-user", action: "disable", before: { status: 1 }, after: { status: 0 } });
    await oneRow(() => manage({ intent: USER_MANAGEMENT_INTENT.enable, id }), { subject: "admin-user", action: "enable", before: { status: 0 }, after: { status: 1 } });
    await oneRow(() => manage({ intent: USER_MANAGEMENT_INTENT.unlock, id }), { subject: "admin-user", action: "unlock" });
    const reset = await oneRow(() => manage({ intent: USER_MANAGEMENT_INTENT.resetPassword, id, password: "Reset-Strong-Pass-77", confirmPassword: "Reset-Strong-Pass-77" }), {
      subject: "admin-user",
      action: "password-reset",
    });
    const [hash] = await db.select({ h: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id));
    const written = JSON.stringify([created, reset]);
    for (const secret of [password, "Reset-Strong-Pass-77", hash.h]) expect(written).not.toContain(secret);

    // Refused: themselves (403), a taken name (409); failed after the row: the role stays.
    await noRow(() => manage({ intent: USER_MANAGEMENT_INTENT.disable, id: by.adminId }));
    await noRow(() => manage({ intent: USER_MANAGEMENT_INTENT.create, username, roleId: 2, password, confirmPassword: password }));
    await failsAfterAudit(() => manage({ intent: USER_MANAGEMENT_INTENT.changeRole, id, roleId: 1 }));
    expect((await db.select({ r: adminUsers.roleId }).from(adminUsers).where(eq(adminUsers.id, id)))[0].r).toBe(3);
  });
});

describe("uploads", () => {
  const file = (csv: string) => {
    const body = new FormData();
    body.set("image_name", new File([csv], "adjustments.csv", { type: "text/csv" }));
    return body;
  };

  it("an applied file is one row with its name and rows; a refused file or a failed one none", async () => {
    const name = `audit-up-${unique()}`;
    await db.insert(partners).values({ name, displayName: "Audit Upload", logoUrl: "/x.png", fontFamily: "sans", primaryColor: "#000", secondaryColor: "#fff" });
    const csv = `partner,amount,reason,date\n${name},100,Bonus,2025-03-01\n${name},-20,Clawback,2025-03-02\n`;
    const row = await oneRow(() => uploadCommissionCommand(file(csv), by.adminId, by.request), {
      subject: "upload",
      action: "upload",
      after: { file_name: "adjustments.csv", rows_created: 2, rows_updated: 0 },
    });
    expect(row.subjectId).toMatch(/^commission:\d+$/);
    await noRow(() => uploadCommissionCommand(file("partner,amount,reason,date\nnobody-here,10,Bonus,2025-03-01\n"), by.adminId, by.request));
    await failsAfterAudit(() => uploadCommissionCommand(file(csv), by.adminId, by.request));
  });
});

describe("masquerade", () => {
  it("a start is one audit row beside its masquerade row, in the same transaction", async () => {
    const [partner] = await db
      .insert(partners)
      .values({ name: `audit-mq-${unique()}`, displayName: "Audit Masquerade", logoUrl: "/x.png", fontFamily: "sans", primaryColor: "#000", secondaryColor: "#fff" })
      .returning();
    await db.insert(partnerUsers).values({ username: `audit_mq_${unique()}`, passwordHash: "x", partnerId: partner.id });
    const countOf = async () => (await db.select({ id: masqueradeAudit.id }).from(masqueradeAudit).where(eq(masqueradeAudit.partnerId, partner.id))).length;
    await oneRow(() => startMasquerade({ adminId: by.adminId, partnerId: partner.id, request: by.request! }), { subject: "masquerade", subjectId: String(partner.id), action: "start" });
    expect(await countOf()).toBe(1);
    await failsAfterAudit(() => startMasquerade({ adminId: by.adminId, partnerId: partner.id, request: by.request! }));
    expect(await countOf()).toBe(1);
  });
});

describe("message campaigns", () => {
  it("a send is one row naming the segment, channel and count, never a consumer; a refused or failed send none", async () => {
    await db.insert(users).values({ mobilePhoneNumber: `71${String(Date.now()).slice(-8)}`, firstName: "Asha", allowSms: 1, language: "en" });
    // An SMS campaign goes out under a registered DLT template: one of the product's own examples.
    const message = { segment: "profileIncomplete7d", channel: "sms", template: "campaign_complete_profile" satisfies SmsMessageName };
    const body = (fields: Record<string, string | number>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...message, ...fields })) form.set(k, String(v));
      return form;
    };
    const preview = await messagingCommand(by.adminId, body({ intent: MESSAGING_INTENT.preview }), by.request);
    const expected = preview.data!.recipients;
    await noRow(() => messagingCommand(by.adminId, body({ intent: MESSAGING_INTENT.send, expected: expected + 1 }), by.request));
    const campaigns = async () => (await db.select({ id: messageCampaigns.id }).from(messageCampaigns)).length;
    const before = await campaigns();
    await failsAfterAudit(() => messagingCommand(by.adminId, body({ intent: MESSAGING_INTENT.send, expected }), by.request));
    expect(await campaigns()).toBe(before);
    await oneRow(() => messagingCommand(by.adminId, body({ intent: MESSAGING_INTENT.send, expected }), by.request), {
      subject: "campaign",
      action: "send",
      after: { segment: "profileIncomplete7d", channel: "sms", recipients: expected },
    });
  });
});

describe("the routes hand the commands who asks", () => {
  it("a screen's post and an API call record the signed-in admin and their address", async () => {
    const { token } = await createSession("admin", by.adminId, { roleId: 1 });
    const request = (path: string, body: BodyInit, type: string) =>
      new Request(`http://localhost${path}`, { method: "POST", body, headers: { authorization: `Bearer ${token}`, "x-client-ip": IP, "content-type": type } });
    const name = `Audit route card ${unique()}`;
    const screen = await import("~/routes/admin/credit-cards");
    await oneRow(
      () =>
        callRoute(screen.action, {
          request: request("/admin/credit-cards", new URLSearchParams({ intent: CREDIT_CARDS_INTENT.create, category_name: name }), "application/x-www-form-urlencoded"),
          pattern: "/admin/credit-cards",
          guards: [adminPageGuard],
        }),
      { subject: "credit-card", action: "create", after: { category_name: name } },
    );
    const [partner] = await db
      .insert(partners)
      .values({ name: `audit-rt-${unique()}`, displayName: "Audit Route", logoUrl: "/x.png", fontFamily: "sans", primaryColor: "#000", secondaryColor: "#fff" })
      .returning();
    const api = await import("~/routes/api/partner-commands");
    await oneRow(
      () =>
        callRoute(api.action, {
          request: request(`/api/update-partner-utm/${partner.id}`, JSON.stringify({ utm_id: "route_utm" }), "application/json"),
          pattern: "/api/update-partner-utm/:partnerId",
          params: { partnerId: String(partner.id) },
          guards: [adminApiGuard],
        }),
      { subject: "partner", action: "update", after: { utm_id: "route_utm" } },
    );
  });
});

describe("the audit page's read", () => {
  it("newest first, by subject, admin and days in India", async () => {
    const now = new Date();
    const page = (query: string) => auditLogPage(auditLogFilters(new URLSearchParams(query), now));
    const all = await page("");
    expect(all.total).toBeGreaterThan(5);
    const times = all.rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const cards = await page("subject=credit-card");
    expect(cards.rows.length).toBeGreaterThan(0);
    expect(cards.rows.every((r) => r.subject === "credit-card")).toBe(true);
    const update = cards.rows.find((r) => r.action === "update")!;
    expect(update).toMatchObject({ admin: expect.stringMatching(/^audit_/), ip: IP, changes: [{ field: "annual_fee", before: null, after: "499" }] });
    expect((await page(`admin=${by.adminId}`)).total).toBe(all.total);
    expect((await page("admin=999999")).total).toBe(0);
    expect((await page("range=custom_range&from=2020-01-01&to=2020-01-31")).total).toBe(0);
    // Not a filter it knows: ignored, never refused.
    expect((await page("subject=nonsense&page=abc")).total).toBe(all.total);
  });
});
