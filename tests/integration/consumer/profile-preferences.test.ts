import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditApplications, lenders, outbox, users } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { sendStatusMessage } from "~/server/lending/status-message.server";
import { newMobile, personalDetails } from "../../support/app-client";
import { consumerWith, logInByOtp, type CookieJar } from "../../support/consumer-session";
import { callUserPage } from "../../support/route-call";

/**
 * Issue 37 item 10: the profile's first step asks the communication
 * preference and the net-banking preference from the select-list catalogue
 * (optional, each checked against its list on the server), saves them, shows
 * them again and answers them in GET /api/user/{id}; a status message goes by
 * email to a consumer who prefers email.
 */

type StepView = { view: { kind: string; lists: Record<string, { value: string; label: string }[]>; saved: Record<string, unknown> } };

const answer = (fn: () => Promise<unknown>) => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));

async function personalStep(jar: CookieJar): Promise<StepView["view"]> {
  const detail = await import("~/routes/user/user-detail");
  return ((await callUserPage(detail.loader, jar.request("/user/user-detail?step=personal"))) as StepView).view;
}

async function postPersonal(jar: CookieJar, form: Record<string, string>) {
  const detail = await import("~/routes/user/user-detail");
  const res = await answer(() => callUserPage(detail.action, jar.request("/user/user-detail", { form: { intent: "personal", ...personalDetails(form) } })));
  if (res instanceof Response) jar.take(res);
  return res;
}

async function row(mobile: string) {
  const [consumer] = await (await getDb()).select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  return consumer;
}

describe("the profile's preferences", () => {
  it("offers the catalogue's lists, saves the answers, shows them again and answers them in GET /api/user/{id}", async () => {
    const mobile = newMobile();
    const { jar } = await logInByOtp(mobile, "pl");
    const blank = await personalStep(jar);
    expect(blank.kind).toBe("personal");
    expect(blank.lists.communication_preference.map((o) => o.value)).toEqual(["sms", "email", "whatsapp", "phone_call"]);
    expect(blank.lists.prefer_net_banking.map((o) => o.value)).toEqual(["yes", "no"]);
    expect(blank.saved).toMatchObject({ communicationPreference: null, preferNetBanking: null });

    const saved = await postPersonal(jar, { communicationPreference: "whatsapp", preferNetBanking: "yes" });
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    expect(await row(mobile)).toMatchObject({ communicationPreference: "whatsapp", preferNetBanking: "yes" });
    expect((await personalStep(jar)).saved).toMatchObject({ communicationPreference: "whatsapp", preferNetBanking: "yes" });

    const consumer = await row(mobile);
    const { loader } = await import("~/routes/api/user");
    const res = (await loader({ request: jar.request(`/api/user/${consumer.id}`), params: { id: String(consumer.id) }, context: {} } as never)) as Response;
    const api = (await res.json()) as { data: Record<string, unknown> };
    expect(api.data).toMatchObject({ communication_preference: "whatsapp", prefer_net_banking: "yes", role_id: 4 });
  });

  it("are optional: left at their placeholder, nothing is saved (an earlier answer is cleared)", async () => {
    const mobile = newMobile();
    const { jar } = await logInByOtp(mobile, "pl");
    await postPersonal(jar, { communicationPreference: "email", preferNetBanking: "no" });
    const res = await postPersonal(jar, { communicationPreference: "", preferNetBanking: "" });
    expect((res as Response).status).toBe(302);
    expect(await row(mobile)).toMatchObject({ communicationPreference: null, preferNetBanking: null, firstName: "Priya" });
  });

  it("refuses an answer the list does not offer, beside its field, with the form kept as typed", async () => {
    const mobile = newMobile();
    const { jar } = await logInByOtp(mobile, "pl");
    const refused = (await postPersonal(jar, { communicationPreference: "carrier_pigeon", preferNetBanking: "sometimes" })) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({ communicationPreference: ["validation.choiceNotOffered"], preferNetBanking: ["validation.choiceNotOffered"] });
    expect(refused.data.result.initialValue).toMatchObject({ communicationPreference: "carrier_pigeon", firstName: "Priya" });
    expect(await row(mobile)).toMatchObject({ communicationPreference: null, firstName: null });
  });
});

describe("a status message", () => {
  async function applicationOf(mobile: string, values: Partial<typeof users.$inferInsert>) {
    const db = await getDb();
    const consumer = await consumerWith(mobile, values);
    const [lender] = await db.select().from(lenders).where(eq(lenders.name, "kaveri-finserv"));
    const [app] = await db.insert(creditApplications).values({ userId: consumer.id, lenderId: lender.id, amount: 100_000, tenureMonths: 24 }).returning();
    return app;
  }
  const lastTo = async (destination: string) => (await (await getDb()).select().from(outbox).where(eq(outbox.destination, destination)).orderBy(desc(outbox.id)).limit(1))[0];

  it("goes by email to a consumer who prefers email and has a confirmed one, else by SMS", async () => {
    const emailFirst = newMobile();
    const email = `status.${Date.now().toString(36)}@example.in`;
    await sendStatusMessage((await applicationOf(emailFirst, { email, emailVerified: 1, communicationPreference: "email" })).id);
    expect(await lastTo(email)).toMatchObject({ channel: "email", subject: expect.any(String) });
    expect(await lastTo(emailFirst)).toBeUndefined();

    const smsFirst = newMobile();
    const other = `status.sms.${Date.now().toString(36)}@example.in`;
    await sendStatusMessage((await applicationOf(smsFirst, { email: other, emailVerified: 1, communicationPreference: "whatsapp" })).id);
    expect(await lastTo(smsFirst)).toMatchObject({ channel: "sms" });
    expect(await lastTo(other)).toBeUndefined();
  });
});
