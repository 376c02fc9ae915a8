import { eq } from "drizzle-orm";
import { prospectApplications, users } from "../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { employmentDetails, personalDetails } from "./app-client";
import { adminBearer } from "./admin-token";
import { logInByOtp, type CookieJar } from "./consumer-session";
import { callRoute, callUserPage } from "./route-call";

/** A thrown Response (a redirect) or `data(null, { status })` (a 404) is the handler's answer too. */
const answered = async (fn: () => Promise<unknown>) => fn().catch((e: unknown) => (e instanceof Response || (e as { type?: string })?.type === "DataWithResponseInit" ? e : Promise.reject(e)));

async function post(jar: CookieJar, module: { action: (args: never) => unknown }, path: string, form: Record<string, string>, params: Record<string, string> = {}) {
  const res = await answered(() => callUserPage(module.action as never, jar.request(path, { form }), params));
  if (!(res instanceof Response) || res.status >= 400) throw new Error(`POST ${path} did not go on: ${JSON.stringify(res)}`);
  jar.take(res);
  return res.headers.get("location");
}

/**
 * A consumer walked through the product as its pages do, in this process:
 * the landing and the OTP, the personal and employment steps, the offers
 * page, and (with `apply`) the Key Fact Statement and consents of a lender
 * (the first offer unless named). Answers who they are and what they saw.
 */
export async function walkJourney(mobile: string, options: { personal?: Record<string, string>; employment?: Record<string, string>; apply?: boolean | string; jar?: CookieJar } = {}) {
  const { jar } = await logInByOtp(mobile, "pl", { jar: options.jar });
  const detail = await import("~/routes/user/user-detail");
  await post(jar, detail, "/user/user-detail", { intent: "personal", ...personalDetails(options.personal) });
  await post(jar, detail, "/user/user-detail?step=employment", { intent: "employment", ...employmentDetails(options.employment) });
  const offersPage = await import("~/routes/user/offers");
  const offers = (await callUserPage(offersPage.loader, jar.request("/user/offers"))) as { offers: { name: string; displayName: string }[]; notMatched: { lenders: string[] }[] };
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  const [journey] = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, user.id));
  let lender: string | null = null;
  if (options.apply) {
    lender = typeof options.apply === "string" ? options.apply : offers.offers[0].name;
    const kfs = await import("~/routes/user/apply-kfs");
    const consent = await import("~/routes/user/apply-consent");
    await post(jar, kfs, `/user/apply/${lender}`, { acknowledge: "on" }, { lender });
    await post(jar, consent, `/user/apply/${lender}/consent`, { lender_terms: "on", data_collection: "on", credit_report: "on" }, { lender });
  }
  return { jar, userId: user.id, prospectId: journey.id, offers, lender };
}

/** An admin of a role, as the admin layout's guard lets them in, calling a page's loader or action. */
export async function asAdmin(roleId: 1 | 2 | 3) {
  const token = await adminBearer(roleId);
  const { adminPageGuard } = await import("~/middleware/admin-guard.server");
  const request = (path: string, form?: Record<string, string>) =>
    new Request(`http://localhost${path}`, {
      method: form ? "POST" : "GET",
      headers: { authorization: `Bearer ${token}`, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  return {
    token,
    /** The handler's answer; a thrown Response (a redirect, a 404) is the answer too. */
    call: <T>(handler: (args: never) => T | Promise<T>, path: string, pattern: string, options: { params?: Record<string, string>; form?: Record<string, string> } = {}) =>
      answered(() => callRoute(handler, { request: request(path, options.form), pattern, params: options.params, guards: [adminPageGuard] })) as Promise<Awaited<T> | Response>,
  };
}
