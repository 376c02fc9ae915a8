import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partners, prospectApplications } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { landingAction } from "~/routes/public/landing.server";

function loginPost(path: string, contact: string, cookie = "") {
  const body = new URLSearchParams({ contact, name__confirm: "" });
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-client-ip": "10.1.1.1" },
  });
}

describe("attribution of a new journey", () => {
  it("keeps the partner brand and the UTM parameters on the prospect application", async () => {
    const utms = encodeURIComponent(JSON.stringify({ utm_source: "whatsapp", utm_campaign: "diwali" }));
    const response = (await landingAction(loginPost("/paisaplus", "9812300001", `utms=${utms}`))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/verification");
    const db = await getDb();
    const [prospect] = await db.select().from(prospectApplications).orderBy(desc(prospectApplications.id)).limit(1);
    const [paisaplus] = await db.select().from(partners).where(eq(partners.name, "paisaplus"));
    expect(prospect.partnerId).toBe(paisaplus.id);
    expect(prospect.utm).toEqual({ utm_source: "whatsapp", utm_campaign: "diwali" });
    expect(prospect.contact).toBe("9812300001");
  });

  it("records no partner on the default brand, and refuses a filled-in honeypot", async () => {
    await landingAction(loginPost("/", "9812300002"));
    const db = await getDb();
    const [prospect] = await db.select().from(prospectApplications).orderBy(desc(prospectApplications.id)).limit(1);
    expect(prospect.partnerId).toBeNull();
    const bot = new Request("http://localhost/", {
      method: "POST",
      body: new URLSearchParams({ contact: "9812300003", name__confirm: "I am a bot" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const refused = await landingAction(bot).catch((e: unknown) => e);
    expect((refused as { init?: { status?: number } }).init?.status ?? (refused as Response).status).toBe(400);
  });
});
