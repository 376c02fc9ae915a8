import { describe, expect, it } from "vitest";
import { adminUsers, partners, partnerUsers } from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { partnerPageGuard } from "~/middleware/partner-guard.server";
import { createTicket } from "~/server/partner/partner-tickets.server";
import { hashPassword } from "~/server/admin/password.server";
import { createSession, getSession } from "~/server/platform/http/session.server";
import { post } from "../../support/screen-answer";

/**
 * Every converted admin write answers docs/decisions/016's contract through
 * its screen: a refusal that blames fields stays on the form (422, Conform's
 * reply with each field's errors and what was typed, never a password); a
 * success or a row's refusal goes back with its toast.
 */

const PASSWORD = "contract-password-1";
const unique = () => Math.random().toString(36).slice(2, 8);

async function newAdmin(roleId: 1 | 2 | 3) {
  const db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `it_c_${unique()}`, passwordHash: await hashPassword(PASSWORD), roleId })
    .returning();
  const { token } = await createSession("admin", admin.id, { roleId });
  return { admin, token };
}

const userManagement = async () => (await import("~/routes/admin/user-management")).action;
const at = { path: "/admin/user-management", pattern: "/admin/user-management", guard: adminPageGuard };

describe("user management answers the contract", () => {
  it("a refused new admin stays on the form with each field's error and the username typed, never the password", async () => {
    const { token } = await newAdmin(1);
    const refused = await post(await userManagement(), { ...at, token, form: { intent: "create", username: "Not Valid!", roleId: "", password: "short" } });
    expect(refused.status).toBe(422);
    expect(refused.result?.error).toMatchObject({
      username: ["admin:userManagement.errors.username"],
      roleId: ["admin:userManagement.errors.role"],
      password: ["validation.passwordShort"],
    });
    expect(refused.result?.initialValue).toMatchObject({ intent: "create", username: "Not Valid!" });
    expect(refused.result?.initialValue).not.toHaveProperty("password");
  });

  it("a new admin is added: back to the list with the toast", async () => {
    const { token } = await newAdmin(1);
    const added = await post(await userManagement(), { ...at, token, form: { intent: "create", username: `it.added.${unique()}`, roleId: "3", password: PASSWORD } });
    expect(added).toMatchObject({ status: 302, location: "/admin/user-management", toasts: [{ type: "success", message: "admin:userManagement.done.created" }] });
  });

  it("the reset dialog keeps its own refusal (which account, no password); an account gone is a toast", async () => {
    const { token } = await newAdmin(1);
    const { admin: target } = await newAdmin(2);
    const refused = await post(await userManagement(), { ...at, token, form: { intent: "reset-password", id: String(target.id), password: "too-short" } });
    expect(refused.status).toBe(422);
    expect(refused.result?.error?.password).toEqual(["validation.passwordShort"]);
    expect(refused.result?.initialValue).toEqual({ intent: "reset-password", id: String(target.id) });
    const gone = await post(await userManagement(), { ...at, token, form: { intent: "reset-password", id: "99999999", password: "long-enough-password" } });
    expect(gone).toMatchObject({ status: 302, location: "/admin/user-management", toasts: [{ type: "error", message: "admin:userManagement.errors.notFound" }] });
    const reset = await post(await userManagement(), { ...at, token, form: { intent: "reset-password", id: String(target.id), password: "long-enough-password" } });
    expect(reset.toasts).toEqual([expect.objectContaining({ type: "success", message: "admin:userManagement.done.passwordReset" })]);
  });

  it("a row's refusal answered in place (a fetcher) carries its real status, the reason as the form's error and the toast", async () => {
    const { admin, token } = await newAdmin(1);
    const refused = await post(await userManagement(), { ...at, token, form: { intent: "disable", id: String(admin.id), _answer: "in-place" } });
    expect(refused.status).toBe(403);
    expect(refused.result?.error).toEqual({ "": ["admin:userManagement.errors.self"] });
    expect(refused.toasts).toEqual([expect.objectContaining({ type: "error", message: "admin:userManagement.errors.self" })]);
    const nonsense = await post(await userManagement(), { ...at, token, form: { intent: "change-role", id: "x", roleId: "9" } });
    expect(nonsense.toasts).toEqual([expect.objectContaining({ type: "error", message: "admin:validation.invalid" })]);
  });
});

describe("the admin account page answers the contract", () => {
  const account = async () => (await import("~/routes/admin/account")).action;
  const here = { path: "/admin/account", pattern: "/admin/account", guard: adminPageGuard };

  it("a refused password change stays with each field's error and no password typed; a right one keeps this session, with the toast", async () => {
    const { admin, token } = await newAdmin(3);
    const form = (currentPassword: string, newPassword: string, confirmPassword: string) => ({ intent: "change-password", currentPassword, newPassword, confirmPassword });
    const mismatch = await post(await account(), { ...here, token, form: form(PASSWORD, "a-new-password-1", "a-new-password-2") });
    expect(mismatch.status).toBe(422);
    expect(mismatch.result?.error).toMatchObject({ confirmPassword: ["validation.passwordConfirm"] });
    expect(mismatch.result?.initialValue).toEqual({ intent: "change-password" });
    const wrong = await post(await account(), { ...here, token, form: form("not-the-password", "a-new-password-1", "a-new-password-1") });
    expect(wrong.status).toBe(422);
    expect(wrong.result?.error).toMatchObject({ currentPassword: ["validation.passwordWrong"] });
    const changed = await post(await account(), { ...here, token, form: form(PASSWORD, "a-new-password-1", "a-new-password-1") });
    expect(changed).toMatchObject({ status: 302, location: "/admin/account", toasts: [{ type: "success", message: "admin:account.done.passwordChanged" }] });
    expect((await getSession(new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } }), "admin"))?.subjectId).toBe(admin.id);
  });

  it("ending a session that is not one's own, or gone, is an error toast", async () => {
    const { token } = await newAdmin(2);
    const gone = await post(await account(), { ...here, token, form: { intent: "end-session", sessionId: "99999999" } });
    expect(gone).toMatchObject({ status: 302, location: "/admin/account", toasts: [{ type: "error", message: "admin:account.errors.sessionGone" }] });
  });
});

describe("the partner settings page: the same password form and command", () => {
  it("refuses beside the field with the same messages, and changes the partner's password with the partner's toast", async () => {
    const db = await getDb();
    const [partner] = await db.select().from(partners).limit(1);
    const [user] = await db
      .insert(partnerUsers)
      .values({ username: `pc_${unique()}`, passwordHash: await hashPassword(PASSWORD), partnerId: partner.id })
      .returning();
    const { token } = await createSession("partner", user.id);
    const { action } = await import("~/routes/partner/settings");
    const here = { path: "/partner/settings", pattern: "/partner/settings", guard: partnerPageGuard, token };
    const same = await post(action, { ...here, form: { intent: "change-password", currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD } });
    expect(same.status).toBe(422);
    expect(same.result?.error).toMatchObject({ newPassword: ["validation.passwordSame"] });
    expect(same.result?.initialValue).toEqual({ intent: "change-password" });
    const changed = await post(action, { ...here, form: { intent: "change-password", currentPassword: PASSWORD, newPassword: "partner-new-pass-1", confirmPassword: "partner-new-pass-1" } });
    expect(changed).toMatchObject({ status: 302, location: "/partner/settings", toasts: [{ type: "success", message: "partner:settings.done.passwordChanged" }] });
  });
});

describe("partner tickets answer the contract on both sides", () => {
  it("the team's empty answer stays in the form; a sent one comes back with the toast; a partner's new ticket opens its page", async () => {
    const db = await getDb();
    const [partner] = await db.select().from(partners).limit(1);
    const [user] = await db
      .insert(partnerUsers)
      .values({ username: `pt_${unique()}`, passwordHash: "x", partnerId: partner.id })
      .returning();
    const id = await createTicket({ partnerId: partner.id, kind: "tech_support", subject: "Contract", body: "A question", author: { partnerUserId: user.id, adminId: null } });
    const { token } = await newAdmin(1);
    const { action } = await import("~/routes/admin/partner-ticket");
    const here = { path: `/admin/partner-tickets/${id}`, pattern: "/admin/partner-tickets/:ticketId", params: { ticketId: String(id) }, guard: adminPageGuard, token };
    const empty = await post(action, { ...here, form: { body: "  ", close: "on" } });
    expect(empty.status).toBe(422);
    expect(empty.result?.error).toMatchObject({ body: ["partner:tickets.errors.bodyRequired"] });
    expect(empty.result?.initialValue).toMatchObject({ close: "on" });
    const sent = await post(action, { ...here, form: { body: "Answered" } });
    expect(sent).toMatchObject({ status: 302, location: `/admin/partner-tickets/${id}`, toasts: [{ type: "success", message: "partner:tickets.sent" }] });

    const { token: partnerToken } = await createSession("partner", user.id);
    const tickets = (await import("~/routes/partner/tickets")).action;
    const page = { path: "/partner/communication/general-query", pattern: "/partner/communication/general-query", guard: partnerPageGuard, token: partnerToken };
    const short = await post(tickets, { ...page, form: { subject: "x", body: "Why?" } });
    expect(short.status).toBe(422);
    expect(short.result?.error).toMatchObject({ subject: ["partner:tickets.errors.subjectShort"] });
    const raised = await post(tickets, { ...page, form: { subject: "Payout date", body: "When is it paid?" } });
    expect(raised.status).toBe(302);
    expect(raised.location).toMatch(/^\/partner\/communication\/tickets\/\d+$/);
    expect(raised.toasts).toEqual([expect.objectContaining({ type: "success", message: "partner:tickets.created" })]);
  });
});
