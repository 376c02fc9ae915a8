import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, lenders, users } from "../../../db/schema";
import { LenderApplication } from "~/domain/lending/lender-integration";

/**
 * The hand-off carries the loan's own answers (docs/lender-api.md
 * `product_answers`), so a car lender is told the car, its price and the
 * down payment instead of asking again. A stand-in lender keeps what it is sent.
 */
let server: Server;
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ decision: "in_progress", reference: "REF-1" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.LENDER_SANDBOX_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LENDER_SANDBOX_SECRET = "product-answers-test-secret";
});

afterAll(() => server.close());

async function applicationTo(lenderName: string, profile: Partial<typeof users.$inferInsert>) {
  const { getDb } = await import("~/server/platform/db/db.server");
  const db = await getDb();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, lenderName));
  const mobile = `96${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, "0")}`;
  const [user] = await db
    .insert(users)
    .values({ mobilePhoneNumber: mobile, firstName: "Ravi", lastName: "Menon", monthlyIncome: 90_000, ...profile })
    .returning();
  const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId: lender.id, amount: 500_000, tenureMonths: 60, submissionState: "queued" }).returning();
  return app;
}

describe("the lender hand-off's product answers", () => {
  it("a car loan's application carries the car, its on-road price and the down payment, and matches LenderApplication", async () => {
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const app = await applicationTo("rajpath-car-loans", { carCompleted: 1, carCondition: "used", carOnRoadPrice: 650_000, carDownPayment: 150_000 });
    expect(await submitApplication(app.id)).toBe("accepted");
    const sent = received.find((p) => (p as { application_id: string }).application_id === app.uuid);
    expect(LenderApplication.safeParse(sent).success).toBe(true);
    expect((sent as { product_answers: unknown }).product_answers).toEqual({ car: { car_condition: "used", car_on_road_price: 650_000, car_down_payment: 150_000 } });
  });

  it("a personal loan, which asks nothing of its own, sends none", async () => {
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const app = await applicationTo("kaveri-finserv", {});
    expect(await submitApplication(app.id)).toBe("accepted");
    const sent = received.find((p) => (p as { application_id: string }).application_id === app.uuid) as { product_answers: unknown };
    expect(LenderApplication.safeParse(sent).success).toBe(true);
    expect(sent.product_answers).toBeNull();
  });

  it("the applicant carries the consumer's net-banking preference from their profile, null when they left it", async () => {
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const stated = await applicationTo("kaveri-finserv", { preferNetBanking: "yes" });
    const unstated = await applicationTo("kaveri-finserv", {});
    expect(await submitApplication(stated.id)).toBe("accepted");
    expect(await submitApplication(unstated.id)).toBe("accepted");
    const applicantOf = (uuid: string) => (received.find((p) => (p as { application_id: string }).application_id === uuid) as { applicant: Record<string, unknown> }).applicant;
    expect(applicantOf(stated.uuid).prefer_net_banking).toBe("yes");
    expect(applicantOf(unstated.uuid).prefer_net_banking).toBeNull();
  });
});
