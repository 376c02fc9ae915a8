import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { leads } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { callRoute } from "../../support/route-call";

/**
 * A help enquiry posted again (the phone lost the first answer and the
 * browser, or the person, sent it again) is stored once: bench/faults.ts saw
 * a duplicated enquiry after a restart. A different enquiry is its own.
 */
const enquiry = { name: "Meera Iyer", email: "meera.once@example.in", phone: "9876501234", company: "", description: "Which documents do I need for a gold loan?", redirectTo: "/", name__confirm: "" };

async function send(fields: Record<string, string>, ip: string) {
  const { action } = await import("~/routes/public/help");
  const request = new Request("http://localhost/help", { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip } });
  const out = await callRoute(action, { request, pattern: "/help" });
  return out instanceof Response ? out.status : (out as unknown as { init: { status: number } }).init.status;
}

const stored = async () => (await getDb()).select().from(leads).where(eq(leads.email, enquiry.email));

it("the same enquiry sent twice, even at once, is stored once; each answer is the success the first one got", async () => {
  expect(await send(enquiry, "10.80.0.1")).toBe(302);
  expect(await Promise.all([send(enquiry, "10.80.0.1"), send(enquiry, "10.80.0.2")])).toEqual([302, 302]);
  expect(await stored()).toHaveLength(1);
});

it("another question from the same person is a new enquiry", async () => {
  expect(await send({ ...enquiry, description: "And for a housing loan?" }, "10.80.0.3")).toBe(302);
  expect((await stored()).map((l) => l.description).sort()).toEqual(["And for a housing loan?", enquiry.description]);
});
