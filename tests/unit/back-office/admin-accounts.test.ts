import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { canUseAdminRoute } from "~/server/platform/http/pages.server";
import { describeUserAgent } from "~/domain/platform/user-agent";
import { CreateAdminSchema } from "~/forms/admin/admin-user";
import { ChangePasswordSchema } from "~/forms/admin/password-change";

const form = (values: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
};

/** The field errors of a refused submission; null when it was accepted. */
const errorsOf = (submission: { status?: string }) => ("error" in submission && submission.status === "error" ? submission.error : null);

describe("who opens the account screens", () => {
  it("user management is role 1's only; every admin opens their own account page", () => {
    expect(canUseAdminRoute(1, "/admin/user-management")).toBe(true);
    expect(canUseAdminRoute(2, "/admin/user-management")).toBe(false);
    expect(canUseAdminRoute(3, "/admin/user-management")).toBe(false);
    for (const role of [1, 2, 3]) expect(canUseAdminRoute(role, "/admin/account")).toBe(true);
    expect(canUseAdminRoute(4, "/admin/account")).toBe(false);
  });
});

describe("the new admin form", () => {
  it("takes a username in lower case, a role of 1 to 3 and a password of 12 characters or more", () => {
    const ok = parseWithZod(form({ username: " New.Admin_1 ", roleId: "2", password: "twelve-chars" }), { schema: CreateAdminSchema });
    expect(ok.status).toBe("success");
    if (ok.status === "success") expect(ok.value).toEqual({ username: "new.admin_1", roleId: 2, password: "twelve-chars" });
  });

  it("names what is wrong with each field", () => {
    const bad = parseWithZod(form({ username: "a b", roleId: "4", password: "short" }), { schema: CreateAdminSchema });
    expect(bad.status).toBe("error");
    expect(errorsOf(bad)).toMatchObject({
      username: ["admin:userManagement.errors.username"],
      roleId: ["admin:userManagement.errors.role"],
      password: ["validation.passwordShort"],
    });
    const tooShort = parseWithZod(form({ username: "ab", roleId: "1", password: "x".repeat(73) }), { schema: CreateAdminSchema });
    expect(errorsOf(tooShort)).toMatchObject({ username: ["admin:userManagement.errors.username"], password: ["validation.passwordLong"] });
  });

  it("refuses a password longer than bcrypt reads, counted in bytes", () => {
    const hindi = "पासवर्ड".repeat(5); // 35 characters, 105 bytes
    const parsed = parseWithZod(form({ username: "abc", roleId: "1", password: hindi }), { schema: CreateAdminSchema });
    expect(errorsOf(parsed)).toMatchObject({ password: ["validation.passwordLong"] });
  });
});

describe("the change-password form (admin account page and partner settings)", () => {
  it("wants the new password twice, different from the current one", () => {
    const mismatch = parseWithZod(form({ currentPassword: "old-password-1", newPassword: "new-password-12", confirmPassword: "new-password-13" }), {
      schema: ChangePasswordSchema,
    });
    expect(errorsOf(mismatch)).toMatchObject({ confirmPassword: ["validation.passwordConfirm"] });
    const same = parseWithZod(form({ currentPassword: "same-password-1", newPassword: "same-password-1", confirmPassword: "same-password-1" }), {
      schema: ChangePasswordSchema,
    });
    expect(errorsOf(same)).toMatchObject({ newPassword: ["validation.passwordSame"] });
  });
});

describe("a session's browser, named plainly", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36", "Chrome", "Android"],
    ["Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36", "Samsung Internet", "Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari", "iPhone"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0", "Edge", "Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox", "Linux"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36", "Chrome", "macOS"],
  ])("%s", (ua, browser, system) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system });
  });

  it("leaves an unknown or missing one unnamed", () => {
    expect(describeUserAgent("curl/8.5.0")).toEqual({ browser: null, system: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
  });
});
