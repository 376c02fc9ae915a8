import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, sessions } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { redirectToLogin } from "~/responses/redirects.server";
import { createSession, destroySession, getSession } from "~/server/platform/http/session.server";

const withCookie = (cookie: string) => new Request("http://localhost/user/offers", { headers: { cookie: cookie.split(";")[0] } });

describe("sessions", () => {
  it("finds a session by its cookie and by a Bearer token, then forgets it on logout", async () => {
    const { setCookie, token } = await createSession("user", 42);
    expect(setCookie).toMatch(/^atkn=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect((await getSession(withCookie(setCookie), "user"))?.subjectId).toBe(42);
    const bearer = new Request("http://localhost/api/user/42", { headers: { authorization: `Bearer ${token}` } });
    expect((await getSession(bearer, "user"))?.subjectId).toBe(42);

    const cleared = await destroySession(withCookie(setCookie), "user");
    expect(cleared).toMatch(/atkn=;/);
    expect(await getSession(withCookie(setCookie), "user")).toBeNull();
  });

  it("keeps the three areas apart: a consumer token is no admin token", async () => {
    const { setCookie } = await createSession("user", 7);
    const token = setCookie.split(";")[0].split("=")[1];
    expect(await getSession(new Request("http://localhost/admin", { headers: { cookie: `a_atkn=${token}` } }), "admin")).toBeNull();
  });

  it("rejects an expired session", async () => {
    const { setCookie } = await createSession("admin", 1, { roleId: 1 });
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.subjectId, 1));
    expect(await getSession(withCookie(setCookie.replace(/^a_atkn/, "a_atkn")), "admin")).toBeNull();
  });

  it("sends a visitor without a session to the area's login page, the admin one with a callback", async () => {
    const request = new Request("http://localhost/admin/lenders?filter=pl");
    expect(await getSession(request, "admin")).toBeNull();
    let response: unknown;
    try {
      redirectToLogin(request, "admin");
    } catch (thrown) {
      response = thrown;
    }
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe("/admin/login?callback=%2Fadmin%2Flenders%3Ffilter%3Dpl");
  });
});

describe("re-verification", () => {
  it("answers 401 without a live admin session, and the account's current role with one", async () => {
    const { loader } = await import("~/routes/api/reverify");
    const call = (headers: Record<string, string> = {}) =>
      loader({ request: new Request("http://localhost/api/admin-reverify", { headers }), pattern: "/api/admin-reverify", params: {}, context: {} } as never) as Promise<Response>;
    expect((await call()).status).toBe(401);
    const db = await getDb();
    const [analyst] = await db.select().from(adminUsers).where(eq(adminUsers.username, "analyst"));
    // The session's own copy of the role is stale: the account's role is what counts.
    const { token } = await createSession("admin", analyst.id, { roleId: 1 });
    const ok = await call({ authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, data: { id: analyst.id, roleId: 2 } });
  });
});
