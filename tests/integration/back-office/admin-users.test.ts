import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, loginLocks } from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { loginAdmin } from "~/server/admin/admin-login.server";
import { changeAdminRole, createAdminAccount, getAdminAccount, listAdminAccounts, resetAdminPassword, setAdminActive, unlockAdminAccount } from "~/server/admin/admin-users.server";
import { getDb } from "~/server/platform/db/db.server";
import { changeOwnPasswordCommand } from "~/server/admin/password-commands.server";
import { verifyPassword } from "~/server/admin/password.server";
import { createSession, getSession, listSessions } from "~/server/platform/http/session.server";
import { callRoute } from "../../support/route-call";

const PASSWORD = "initial-password-1";
const unique = () => Math.random().toString(36).slice(2, 8);

async function newAccount(roleId: number) {
  const created = await createAdminAccount({ username: `it.${unique()}`, roleId, password: PASSWORD });
  if (!created.ok) throw new Error(created.message);
  return created.data;
}

const bearer = (token: string, path = "/admin/dashboard") => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });
const alive = async (token: string) => (await getSession(bearer(token), "admin")) !== null;

async function signIn(username: string, password = PASSWORD) {
  const login = await loginAdmin({ username, password, ip: `10.9.${Math.floor(Math.random() * 250)}.1` });
  if (!login.ok) throw new Error(`login of ${username}: ${login.reason}`);
  return login.token;
}

describe("creating an admin", () => {
  it("stores a bcrypt hash, never the password, and the new admin can sign in", async () => {
    const created = await createAdminAccount({ username: `it.New-${unique()}`.toLowerCase(), roleId: 3, password: PASSWORD });
    if (!created.ok) throw new Error(created.message);
    const [row] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.id, created.data.id));
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
    expect(row).toMatchObject({ roleId: 3, status: 1 });
    expect(created.data.lockedAt).toBeNull();
    expect(await signIn(row.username)).toBeTruthy();
    expect((await listAdminAccounts()).map((a) => a.username)).toContain(row.username);
    expect(Object.keys((await listAdminAccounts())[0])).not.toContain("passwordHash");
  });

  it("refuses a username that is taken, whatever its case", async () => {
    const first = await newAccount(2);
    expect(await createAdminAccount({ username: first.username.toUpperCase(), roleId: 2, password: PASSWORD })).toMatchObject({ ok: false, message: "admin:userManagement.errors.usernameTaken" });
    expect(await createAdminAccount({ username: "admin", roleId: 1, password: PASSWORD })).toMatchObject({ ok: false, message: "admin:userManagement.errors.usernameTaken" });
  });

  it("answers a taken username as an error beside the username field, through the screen's action", async () => {
    const { action, INTENT } = await import("~/routes/admin/user-management");
    const [root] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, "admin"));
    const { token } = await createSession("admin", root.id, { roleId: 1 });
    const body = new URLSearchParams({ intent: INTENT.create, username: "analyst", roleId: "2", password: PASSWORD });
    const request = new Request("http://localhost/admin/user-management", { method: "POST", body, headers: { authorization: `Bearer ${token}` } });
    const answer = (await callRoute(action, { request, pattern: "/admin/user-management", guards: [adminPageGuard] })) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data.result.error.username).toEqual(["admin:userManagement.errors.usernameTaken"]);
    // The password typed is never sent back to the page.
    expect(answer.data.result.initialValue).not.toHaveProperty("password");
  });
});

describe("changing an admin", () => {
  it("changes a role, which counts from the account's next request", async () => {
    const actor = await newAccount(1);
    const target = await newAccount(2);
    expect(await changeAdminRole(actor.id, target.id, 3)).toMatchObject({ ok: true, data: null });
    expect((await getAdminAccount(target.id))?.roleId).toBe(3);
    expect(await changeAdminRole(actor.id, 999_999, 3)).toMatchObject({ ok: false, message: "admin:userManagement.errors.notFound" });
  });

  it("disabling ends every session of the account at once; enabling lets it sign in again", async () => {
    const actor = await newAccount(1);
    const target = await newAccount(2);
    const a = await signIn(target.username);
    const b = await signIn(target.username);
    expect(await alive(a)).toBe(true);
    expect(await setAdminActive(actor.id, target.id, false)).toMatchObject({ ok: true, data: null });
    expect(await alive(a)).toBe(false);
    expect(await alive(b)).toBe(false);
    expect(await loginAdmin({ username: target.username, password: PASSWORD, ip: "10.9.0.9" })).toEqual({ ok: false, reason: "invalid" });
    expect(await setAdminActive(actor.id, target.id, true)).toMatchObject({ ok: true, data: null });
    expect(await signIn(target.username)).toBeTruthy();
  });

  it("unlocking clears a lock left by wrong passwords", async () => {
    const target = await newAccount(3);
    for (let i = 0; i < 11; i++) await loginAdmin({ username: target.username, password: "wrong-password", ip: `10.8.0.${i}` });
    expect((await getAdminAccount(target.id))?.lockedAt).toBeInstanceOf(Date);
    expect((await loginAdmin({ username: target.username, password: PASSWORD, ip: "10.8.1.1" })).ok).toBe(false);
    expect(await unlockAdminAccount(target.id)).toMatchObject({ ok: true, data: null });
    expect((await getAdminAccount(target.id))?.lockedAt).toBeNull();
    expect(await signIn(target.username)).toBeTruthy();
    expect(await unlockAdminAccount(999_999)).toMatchObject({ ok: false, message: "admin:userManagement.errors.notFound" });
  });

  it("resetting a password sets the new one and ends the account's sessions", async () => {
    const actor = await newAccount(1);
    const target = await newAccount(2);
    const token = await signIn(target.username);
    expect(await resetAdminPassword(actor.id, target.id, "brand-new-password")).toMatchObject({ ok: true, data: null });
    expect(await alive(token)).toBe(false);
    expect((await loginAdmin({ username: target.username, password: PASSWORD, ip: "10.9.1.1" })).ok).toBe(false);
    expect(await signIn(target.username, "brand-new-password")).toBeTruthy();
  });
});

describe("an admin cannot lock themselves or everyone out", () => {
  it("refuses to disable, demote or reset the acting admin's own account", async () => {
    const self = await newAccount(1);
    const token = await signIn(self.username);
    expect(await setAdminActive(self.id, self.id, false)).toMatchObject({ ok: false, message: "admin:userManagement.errors.self" });
    expect(await changeAdminRole(self.id, self.id, 2)).toMatchObject({ ok: false, message: "admin:userManagement.errors.self" });
    expect(await resetAdminPassword(self.id, self.id, "another-password-1")).toMatchObject({ ok: false, message: "admin:userManagement.errors.self" });
    expect(await getAdminAccount(self.id)).toMatchObject({ roleId: 1, status: 1 });
    expect(await alive(token)).toBe(true);
  });

  it("says so on the screen: disabling oneself answers an error toast and changes nothing", async () => {
    const { action, INTENT } = await import("~/routes/admin/user-management");
    const self = await newAccount(1);
    const token = await signIn(self.username);
    const body = new URLSearchParams({ intent: INTENT.disable, id: String(self.id) });
    const request = new Request("http://localhost/admin/user-management", { method: "POST", body, headers: { authorization: `Bearer ${token}` } });
    const answer = (await callRoute(action, { request, pattern: "/admin/user-management", guards: [adminPageGuard] })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/user-management");
    const toast = JSON.parse(Buffer.from(/toast=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")![1], "base64url").toString("utf8"));
    expect(toast).toMatchObject([{ type: "error", message: "admin:userManagement.errors.self" }]);
    expect(await alive(token)).toBe(true);
  });

  it("refuses to disable or demote the last active role-1 admin", async () => {
    const db = await getDb();
    const last = await newAccount(1);
    const actor = await newAccount(2);
    // For this test only, every other role-1 admin is disabled; they are restored after.
    const others = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.roleId, 1));
    const otherIds = others.map((o) => o.id).filter((id) => id !== last.id);
    const wasActive = (await db.select({ id: adminUsers.id, status: adminUsers.status }).from(adminUsers).where(inArray(adminUsers.id, otherIds))).filter((o) => o.status === 1);
    await db.update(adminUsers).set({ status: 0 }).where(inArray(adminUsers.id, otherIds));
    try {
      expect(await setAdminActive(actor.id, last.id, false)).toMatchObject({ ok: false, message: "admin:userManagement.errors.lastAdmin" });
      expect(await changeAdminRole(actor.id, last.id, 2)).toMatchObject({ ok: false, message: "admin:userManagement.errors.lastAdmin" });
      expect(await getAdminAccount(last.id)).toMatchObject({ roleId: 1, status: 1 });
      // A locked role-1 admin cannot sign in to manage accounts, so does not count either.
      const locked = await newAccount(1);
      await db.insert(loginLocks).values({ area: "admin", username: locked.username, lockedAt: new Date() });
      expect(await setAdminActive(actor.id, last.id, false)).toMatchObject({ ok: false, message: "admin:userManagement.errors.lastAdmin" });
      // With a second active role-1 admin, either may be demoted.
      await db.delete(loginLocks).where(eq(loginLocks.username, locked.username));
      expect(await changeAdminRole(actor.id, last.id, 2)).toMatchObject({ ok: true, data: null });
    } finally {
      await db
        .update(adminUsers)
        .set({ status: 1 })
        .where(
          inArray(
            adminUsers.id,
            wasActive.map((o) => o.id),
          ),
        );
    }
  });

  it("two role-1 admins disabling each other at the same moment leave one of them active", async () => {
    const db = await getDb();
    const a = await newAccount(1);
    const b = await newAccount(1);
    const others = (await db.select({ id: adminUsers.id, status: adminUsers.status }).from(adminUsers).where(eq(adminUsers.roleId, 1))).filter((o) => o.status === 1 && o.id !== a.id && o.id !== b.id);
    await db
      .update(adminUsers)
      .set({ status: 0 })
      .where(
        inArray(
          adminUsers.id,
          others.map((o) => o.id),
        ),
      );
    try {
      const answers = await Promise.all([setAdminActive(a.id, b.id, false), setAdminActive(b.id, a.id, false)]);
      expect(answers.filter((r) => r.ok)).toHaveLength(1);
      expect(answers.filter((r) => !r.ok).map((r) => r.message)).toEqual(["admin:userManagement.errors.lastAdmin"]);
    } finally {
      await db
        .update(adminUsers)
        .set({ status: 1 })
        .where(
          inArray(
            adminUsers.id,
            others.map((o) => o.id),
          ),
        );
    }
  });
});

/** The change-password form's body (the account page posts it with its intent). */
const passwordForm = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent: "change-password", currentPassword, newPassword, confirmPassword })) body.set(name, value);
  return body;
};

describe("an admin's own password", () => {
  it("changes with the right current password, keeps this session and ends the others", async () => {
    const self = await newAccount(2);
    const here = await signIn(self.username);
    const elsewhere = await signIn(self.username);
    const current = (await getSession(bearer(here), "admin"))!;
    expect(await changeOwnPasswordCommand("admin", self.id, current.id, passwordForm("not-my-password", "changed-password-1"))).toEqual({
      ok: false,
      status: 422,
      message: "validation.passwordWrong",
      errors: { currentPassword: ["validation.passwordWrong"] },
    });
    expect(await alive(elsewhere)).toBe(true);
    expect(await changeOwnPasswordCommand("admin", self.id, current.id, passwordForm(PASSWORD, "changed-password-1"))).toEqual({
      ok: true,
      message: "admin:account.done.passwordChanged",
      data: { endedSessions: 1 },
    });
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    expect(await listSessions("admin", self.id, current.id)).toHaveLength(1);
    expect(await signIn(self.username, "changed-password-1")).toBeTruthy();
  });

  it("stops guessing after ten attempts an hour, even with the right password", async () => {
    const self = await newAccount(3);
    const session = (await getSession(bearer(await signIn(self.username)), "admin"))!;
    for (let i = 0; i < 10; i++) {
      expect(await changeOwnPasswordCommand("admin", self.id, session.id, passwordForm(`guess-${i}`, "changed-password-1"))).toMatchObject({ ok: false, message: "validation.passwordWrong" });
    }
    expect(await changeOwnPasswordCommand("admin", self.id, session.id, passwordForm(PASSWORD, "changed-password-1"))).toEqual({ ok: false, status: 429, message: "validation.passwordAttempts" });
  });
});
