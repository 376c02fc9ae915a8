import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creditApplications, creditApplicationStatusHistory, lenders, users } from "../../db/schema";
import { intakeSchema } from "~/forms/intake";
import { getDb } from "~/server/db.server";
import { getIntakeContext, submitIntake } from "~/server/intake.server";

let lenderName = "";
let appUuid = "";

const answers = {
  loanAmount: "250000",
  purposeOfLoan: "working_capital",
  gender: "female",
  maritalStatus: "married",
  fathersName: "Ramesh Kumar",
  mothersName: "Sita Devi",
  annualSalesTurnOver: "2500000",
  uan: "UDYAM-MH-12-1234567",
  name: "Devi Stores",
  dateOfIncorporation: "2019-04-01",
  category: "Retail",
  subCategory: "Apparel",
  nature: "retailer",
  businessAddressLine1: "Shop 4, Main Bazaar",
  businessAddressLine2: "Near Bus Stand",
  businessAddressPincode: "411001",
  consent: "on",
};

async function newApplication(): Promise<string> {
  const db = await getDb();
  const [lender] = await db.select().from(lenders).where(and(eq(lenders.productType, "bl"), eq(lenders.name, lenderName)));
  const [user] = await db.insert(users).values({ mobilePhoneNumber: `98${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}` }).returning();
  const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId: lender.id, amount: 250000 }).returning();
  return app.uuid;
}

beforeAll(async () => {
  const db = await getDb();
  const rows = await db.select().from(lenders).where(eq(lenders.productType, "bl"));
  lenderName = rows.find((l) => l.intakeOptions)!.name;
  appUuid = await newApplication();
});

describe("merchant intake", () => {
  it("answers missing for an unknown application or the wrong lender", async () => {
    expect(await getIntakeContext(lenderName, "00000000-0000-0000-0000-000000000000")).toEqual({ kind: "missing" });
    expect(await getIntakeContext("no-such-lender", appUuid)).toEqual({ kind: "missing" });
    expect(await getIntakeContext(lenderName, "not-a-uuid")).toEqual({ kind: "missing" });
  });

  it("checks each rule: UAN format, a future date, the postal code, consent, a sub-category when the category has some", async () => {
    const ctx = await getIntakeContext(lenderName, appUuid);
    if (ctx.kind !== "open") throw new Error("expected an open form");
    const schema = intakeSchema(ctx.options, new Date("2026-11-22"));
    const errorsOf = (overrides: Record<string, string>) => {
      const parsed = schema.safeParse({ ...answers, ...overrides });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ uan: "" })).toEqual({});
    expect(errorsOf({ uan: "UDYAM-M-12-1234567" })).toEqual({ uan: "intake:errors.uan" });
    expect(errorsOf({ dateOfIncorporation: "2026-11-23" })).toEqual({ dateOfIncorporation: "intake:errors.futureDate" });
    expect(errorsOf({ businessAddressPincode: "1234567" })).toEqual({ businessAddressPincode: "intake:errors.pincode" });
    expect(errorsOf({ businessAddressPincode: "41100" })).toEqual({ businessAddressPincode: "intake:errors.pincode" });
    expect(errorsOf({ businessAddressPincode: "011001" })).toEqual({ businessAddressPincode: "intake:errors.pincode" });
    expect(errorsOf({ consent: "" })).toHaveProperty("consent");
    expect(errorsOf({ loanAmount: "lots" })).toEqual({ loanAmount: "intake:errors.number" });
    expect(errorsOf({ subCategory: "" })).toEqual({ subCategory: "validation.required" });
    expect(errorsOf({ category: "Services", subCategory: "" })).toEqual({});
  });

  it("stores one submission when the same form arrives several times at once, and moves the application on", async () => {
    const uuid = await newApplication();
    const ctx = await getIntakeContext(lenderName, uuid);
    if (ctx.kind !== "open") throw new Error("expected an open form");
    const value = intakeSchema(ctx.options).parse(answers);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => submitIntake(ctx, value)));
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.redirectionUrl)).size).toBe(1);
    const db = await getDb();
    const [app] = await db.select().from(creditApplications).where(eq(creditApplications.uuid, uuid));
    expect(app.status).toBe("in_progress");
    expect(app.intakeSubmission).toMatchObject({ name: "Devi Stores", subCategory: "Apparel" });
    const history = await db.select().from(creditApplicationStatusHistory).where(eq(creditApplicationStatusHistory.creditApplicationId, app.id));
    expect(history.map((h) => h.status)).toEqual(["in_progress"]);
    expect(await getIntakeContext(lenderName, uuid)).toEqual({ kind: "decided", redirectionUrl: app.redirectionUrl });
  });

  it("rejects a merchant below the lender's rules", async () => {
    const uuid = await newApplication();
    const ctx = await getIntakeContext(lenderName, uuid);
    if (ctx.kind !== "open") throw new Error("expected an open form");
    const outcome = await submitIntake(ctx, intakeSchema(ctx.options).parse({ ...answers, annualSalesTurnOver: "50000" }));
    expect(outcome.result).toBe("rejected");
    const db = await getDb();
    const [app] = await db.select().from(creditApplications).where(eq(creditApplications.uuid, uuid));
    expect(app.status).toBe("rejected");
  });
});

describe("the intake JSON twins", () => {
  const call = async (method: "GET" | "POST", segment: string, uuid: string, body?: FormData) => {
    const mod = await import("~/routes/api/intake");
    const request = new Request(`http://localhost/api/${segment}/${uuid}`, { method, body });
    const args = { request, params: { intakePath: segment, creditappUuid: uuid }, context: {} } as never;
    return (method === "GET" ? mod.loader(args) : mod.action(args)) as Promise<Response>;
  };

  it("GET {lender}-intake-fields answers the option lists, and 404 for an unknown application", async () => {
    const uuid = await newApplication();
    const res = await call("GET", `${lenderName}-intake-fields`, uuid);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(["category", "gender", "maritalStatus", "nature", "purposeOfLoan"]);
    expect((await call("GET", `${lenderName}-intake-fields`, "00000000-0000-0000-0000-000000000000")).status).toBe(404);
  });

  it("POST {lender}-intake answers 422 with the errors of each field, then success and the redirection URL, then success 'false'", async () => {
    const uuid = await newApplication();
    const bad = new FormData();
    bad.set("uan", "UDYAM-1");
    bad.set("businessAddressPincode", "1234567");
    const invalid = await call("POST", `${lenderName}-intake`, uuid, bad);
    expect(invalid.status).toBe(422);
    const errors = (await invalid.json()).errors;
    expect(errors.uan).toEqual(["Please enter a valid UAN"]);
    expect(errors.businessAddressPincode).toEqual(["Please enter a valid 6 digit pincode"]);
    expect(errors.loanAmount).toEqual(["This field is required"]);

    const good = new FormData();
    for (const [k, v] of Object.entries(answers)) good.set(k, v);
    const ok = await call("POST", `${lenderName}-intake`, uuid, good);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toEqual({ success: true, redirectionUrl: `/user/lenders-transaction/${lenderName}` });

    const again = await call("GET", `${lenderName}-intake-fields`, uuid);
    expect(await again.json()).toEqual({ success: "false", redirectionUrl: body.redirectionUrl });
  });
});
