import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, creditApplicationStatusHistory, earnings, lenderRevenueEntries, lenders, partners, prospectApplications, revenueTypes, users } from "../../../db/schema";
import { setClock } from "~/server/platform/db/clock.server";

// The fixtures are made by tests/fixtures/uploads/make-fixtures.mjs with @e965/xlsx; their uuids are these.
const U = {
  xlsx1: "11111111-1111-4111-8111-111111111101",
  xlsx2: "11111111-1111-4111-8111-111111111102",
  csv: "11111111-1111-4111-8111-111111111103",
  xls: "11111111-1111-4111-8111-111111111104",
  mis1: "11111111-1111-4111-8111-111111111105",
  mis2: "11111111-1111-4111-8111-111111111106",
};
const fixture = (name: string, type = "application/octet-stream") => new File([readFileSync(path.resolve(__dirname, "../../fixtures/uploads", name))], name, { type });
/** The upload form's body (image_name), as the screen and the JSON API hand it to the command. */
const form = (file: File | null) => {
  const body = new FormData();
  if (file) body.set("image_name", file);
  return body;
};

let statusFile: typeof import("~/server/reports/status-file.server");
let mis: typeof import("~/server/reports/mis-upload.server");
let commission: typeof import("~/server/reports/commission-upload.server");
let history: typeof import("~/server/platform/files/upload-history.server");
let earned: typeof import("~/server/partner/earnings.server");
let db: Awaited<ReturnType<typeof import("~/server/platform/db/db.server").getDb>>;
let lenderId = 0;
let partnerId = 0;

const statusOf = async (uuid: string) => (await db.select({ s: creditApplications.status }).from(creditApplications).where(eq(creditApplications.uuid, uuid)))[0]?.s;
const historyOf = async (uuid: string) =>
  db
    .select({ status: creditApplicationStatusHistory.status, source: creditApplicationStatusHistory.source })
    .from(creditApplicationStatusHistory)
    .innerJoin(creditApplications, eq(creditApplications.id, creditApplicationStatusHistory.creditApplicationId))
    .where(eq(creditApplications.uuid, uuid));

beforeAll(async () => {
  statusFile = await import("~/server/reports/status-file.server");
  mis = await import("~/server/reports/mis-upload.server");
  commission = await import("~/server/reports/commission-upload.server");
  history = await import("~/server/platform/files/upload-history.server");
  earned = await import("~/server/partner/earnings.server");
  db = await (await import("~/server/platform/db/db.server")).getDb();
  const [lender] = await db
    .insert(lenders)
    .values({ name: "it_uploads", displayName: "IT Uploads" } as typeof lenders.$inferInsert)
    .returning();
  lenderId = lender.id;
  const [partner] = await db
    .insert(partners)
    .values({ name: "it-partner", displayName: "IT Partner", logoUrl: "/x.png", fontFamily: "sans", primaryColor: "#000", secondaryColor: "#fff", revenuePercent: 0.5, revenueFlatFee: 250 })
    .returning();
  partnerId = partner.id;
  const [user] = await db.insert(users).values({ mobilePhoneNumber: "9876500011" }).returning();
  const [prospect] = await db.insert(prospectApplications).values({ userId: user.id, partnerId }).returning();
  for (const uuid of Object.values(U)) {
    await db.insert(creditApplications).values({ uuid, userId: user.id, lenderId, prospectApplicationId: prospect.id, amount: 100000 });
  }
  // Slabs, in the admin's order: the first needs 3 disbursals in the month (the file has 2), so it never applies here.
  const [type] = await db.insert(revenueTypes).values({ name: "IT payout" }).returning();
  await db.insert(lenderRevenueEntries).values([
    { lenderId, revenueTypeId: type.id, slabNumberMin: 3, revenuePercent: 5, sortOrder: 0 },
    { lenderId, revenueTypeId: type.id, slabDisbursedMin: 0, slabDisbursedMax: 50000, revenueFlat: 500, sortOrder: 1 },
    { lenderId, revenueTypeId: type.id, slabDisbursedMin: 50001, revenueFlat: 100, revenuePercent: 1.5, sortOrder: 2 },
  ]);
});

/** What the file did, applied or refused row by row (a refusal of the file itself throws). */
async function upload(file: File) {
  const result = await statusFile.uploadStatusFileCommand(form(file), null);
  if (!result.data) throw new Error(`refused: ${result.message}`);
  return result.data;
}

describe("application status file", () => {
  it("imports a valid .xlsx: each row sets the status by uuid, with a history row", async () => {
    const outcome = await upload(fixture("status-valid.xlsx"));
    expect(outcome).toMatchObject({ status: "success", rowsUpdated: 2, errors: [] });
    expect(await statusOf(U.xlsx1)).toBe("approved");
    expect(await statusOf(U.xlsx2)).toBe("in_progress");
    expect(await historyOf(U.xlsx1)).toEqual([{ status: "approved", source: "status_file" }]);
    const list = await history.listStatusFiles({ page: 1, size: 5 });
    expect(list.rows[0]).toMatchObject({ file_name: "status-valid.xlsx", status: "success", rows_updated: 2 });
  });

  it("imports a valid .csv and a valid .xls", async () => {
    expect(await upload(fixture("status-valid.csv"))).toMatchObject({ status: "success", rowsUpdated: 1 });
    expect(await statusOf(U.csv)).toBe("rejected");
    expect(await upload(fixture("status-valid.xls"))).toMatchObject({ status: "success", rowsUpdated: 1 });
    expect(await statusOf(U.xls)).toBe("approved");
  });

  it("reports every bad row and changes nothing", async () => {
    const before = await historyOf(U.xlsx1);
    const outcome = await upload(fixture("status-bad-rows.csv"));
    expect(outcome.status).toBe("failed");
    expect(outcome.rowsUpdated).toBe(0);
    expect(outcome.errors).toEqual([expect.stringMatching(/^Line 4: status: must be one of/), expect.stringMatching(/^Line 5: creditapp_uuid: not a uuid/)]);
    expect(await historyOf(U.xlsx1)).toEqual(before);
    expect((await history.getStatusFile(outcome.fileId))?.errors).toEqual(outcome.errors);
  });

  it("reports an unknown uuid (once the rows are well formed) and changes nothing", async () => {
    const csv = `creditapp_uuid,status\n${U.xlsx1},rejected\n99999999-9999-4999-8999-999999999999,approved\n`;
    const outcome = await upload(new File([csv], "unknown.csv"));
    expect(outcome.errors).toEqual(["Line 3: creditapp_uuid: no application has this uuid"]);
    expect(await statusOf(U.xlsx1)).toBe("approved");
  });

  it("refuses duplicates within a file, a formula cell and wrong columns", async () => {
    expect((await upload(fixture("status-duplicates.csv"))).errors).toEqual(["Line 3: creditapp_uuid: repeats line 2"]);
    expect((await upload(fixture("status-formula.xlsx"))).errors).toEqual(["Line 3: status: formulas are not accepted, only values"]);
    const csvFormula = await upload(new File([`creditapp_uuid,status\n${U.xlsx1},=HYPERLINK("http://x")\n`], "f.csv"));
    expect(csvFormula.errors).toEqual(["Line 2: status: formulas are not accepted, only values"]);
    const columns = await upload(fixture("status-wrong-columns.csv"));
    expect(columns.errors[0]).toBe("Missing column: creditapp_uuid, status");
    expect(await statusOf(U.xlsx1)).toBe("approved");
  });

  it("refuses no file, a wrong type, bytes that are not what the name says, and a corrupt file, without a 500", async () => {
    expect(await statusFile.uploadStatusFileCommand(form(null), null)).toMatchObject({ ok: false, message: "admin:records.noFile" });
    expect(await statusFile.uploadStatusFileCommand(form(new File(["x"], "status.pdf")), null)).toMatchObject({ ok: false, status: 415, message: "admin:records.invalidType" });
    expect(await statusFile.uploadStatusFileCommand(form(new File(["<html><script>x</script>"], "status.xlsx")), null)).toMatchObject({ ok: false, message: "admin:records.invalidType" });
    expect(await statusFile.uploadStatusFileCommand(form(new File(["<html></html>"], "status.csv")), null)).toMatchObject({ ok: false, message: "admin:records.invalidType" });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "big.csv");
    expect(await statusFile.uploadStatusFileCommand(form(big), null)).toMatchObject({ ok: false, status: 413 });
    const corrupt = await upload(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])], "corrupt.xlsx"));
    expect(corrupt).toMatchObject({ status: "failed", errors: ["The file could not be read as a spreadsheet"] });
  });
});

describe("money follows disbursal (MIS upload)", () => {
  it("marks applications disbursed and stores hand-worked revenue and commission", async () => {
    const result = await mis.uploadMisCommand(form(fixture("mis-valid.xlsx")), null);
    expect(result).toMatchObject({ ok: true, data: { status: "success", rowsCreated: 2, rowsUpdated: 0, touched: [U.mis1, U.mis2] } });
    expect(await statusOf(U.mis1)).toBe("disbursed");
    const [app] = await db.select().from(creditApplications).where(eq(creditApplications.uuid, U.mis1));
    expect(app).toMatchObject({ disbursedAmount: 100000, disbursedOn: "2025-03-10" });

    const rows = await db
      .select({ uuid: creditApplications.uuid, kind: earnings.kind, amount: earnings.amount })
      .from(earnings)
      .innerJoin(creditApplications, eq(creditApplications.id, earnings.creditApplicationId))
      .where(inArray(creditApplications.uuid, [U.mis1, U.mis2]));
    const amount = (uuid: string, kind: string) => rows.find((r) => r.uuid === uuid && r.kind === kind)?.amount;
    // 2 disbursals in March 2025, so the 3-disbursal slab is skipped.
    // ₹1,00,000 falls in 50,001+: ₹100 + 1.5% = ₹1,600.00; ₹40,000 in 0–50,000: flat ₹500.00.
    expect(amount(U.mis1, "lender_revenue")).toBe(1600);
    expect(amount(U.mis2, "lender_revenue")).toBe(500);
    // The partner: ₹250 flat + 0.5%: ₹750.00 and ₹450.00.
    expect(amount(U.mis1, "partner_commission")).toBe(750);
    expect(amount(U.mis2, "partner_commission")).toBe(450);

    expect(await earned.lenderEarnings(lenderId)).toMatchObject({ total: 2100, count: 2 });
    expect(await earned.partnerEarnings(partnerId)).toMatchObject({ total: 1200, count: 2 });
  });

  it("a corrected disbursal is Updated and its earnings recomputed, not doubled", async () => {
    const csv = `creditapp_uuid,disbursed_amount,disbursal_date\n${U.mis2},60000,2025-03-12\n`;
    const result = await mis.uploadMisCommand(form(new File([csv], "mis-fix.csv")), null);
    expect(result).toMatchObject({ ok: true, data: { rowsCreated: 0, rowsUpdated: 1 } });
    // ₹60,000: ₹100 + 1.5% = ₹1,000.00; partner ₹250 + 0.5% = ₹550.00.
    const rows = await db
      .select({ kind: earnings.kind, amount: earnings.amount })
      .from(earnings)
      .innerJoin(creditApplications, eq(creditApplications.id, earnings.creditApplicationId))
      .where(eq(creditApplications.uuid, U.mis2));
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "lender_revenue", amount: 1000 },
      { kind: "partner_commission", amount: 550 },
    ]);
    const file = await history.getDataFile("mis", result.ok ? result.data.fileId : 0);
    expect(file).toMatchObject({ rows_created: 0, rows_updated: 1, touched: [U.mis2] });
  });

  it("refuses a rejected application, a future date and a bad amount, changing nothing", async () => {
    const csv = `creditapp_uuid,disbursed_amount,disbursal_date\n${U.csv},1000,2025-03-12\n${U.mis1},abc,2025-03-12\n${U.mis1},100,2999-01-01\n`;
    const result = await mis.uploadMisCommand(form(new File([csv], "mis-bad.csv")), null);
    expect(result).toMatchObject({ ok: false, status: 422, message: "admin:records.fileRefused" });
    expect(result.data?.errors).toEqual(["Line 3: disbursed_amount: must be a number", "Line 4: disbursal_date: cannot be after today"]);
    expect(await earned.lenderEarnings(lenderId)).toMatchObject({ total: 2600 });
  });
});

describe("commission adjustments", () => {
  it("adds one adjustment per row, with its uuid in the records", async () => {
    const result = await commission.uploadCommissionCommand(form(fixture("commission-valid.csv")), null);
    expect(result).toMatchObject({ ok: true, data: { status: "success", rowsCreated: 2, rowsUpdated: 0 } });
    const touched = result.ok ? result.data.touched : [];
    expect(touched).toHaveLength(2);
    const rows = await db
      .select()
      .from(earnings)
      .where(and(eq(earnings.kind, "commission_adjustment"), inArray(earnings.uuid, touched)));
    expect(rows.map((r) => [r.amount, r.earnedOn]).sort()).toEqual([
      [-200, "2025-03-31"],
      [1500.5, "2025-03-31"],
    ]);
  });

  it("refuses an unknown partner and a zero amount", async () => {
    const csv = "partner,amount,reason,date\nnobody-here,10,Bonus,2025-03-01\ncl,0,Nothing,2025-03-01\n";
    const result = await commission.uploadCommissionCommand(form(new File([csv], "c.csv")), null);
    expect(result).toMatchObject({ ok: false, status: 422, message: "admin:records.fileRefused" });
    expect(result.data?.errors).toEqual(["Line 3: amount: cannot be zero"]);
    const csv2 = "partner,amount,reason,date\nnobody-here,10,Bonus,2025-03-01\n";
    const result2 = await commission.uploadCommissionCommand(form(new File([csv2], "c.csv")), null);
    expect(result2.data?.errors).toEqual(["Line 2: partner: no partner has this name"]);
  });

  describe("a date is judged by the day in India on the server's clock", () => {
    afterEach(() => setClock(null));
    // Each file has a good row (line 2) and one dated a day later (line 3): a refused row refuses the file, so nothing is written.
    const file = (first: string, second: string) => new File([`partner,amount,reason,date\nit-partner,10,Bonus,${first}\nit-partner,20,Bonus,${second}\n`], "c.csv");

    it("at 23:45 in India on 10 March, the 11th has not come yet", async () => {
      setClock(new Date("2026-03-10T18:15:00Z"));
      const result = await commission.uploadCommissionCommand(form(file("2026-03-10", "2026-03-11")), null);
      expect(result.data?.errors).toEqual(["Line 3: date: cannot be after today"]);
    });

    it("at 00:15 in India on 11 March (still the 10th in UTC), the 11th is today and the 12th has not come", async () => {
      setClock(new Date("2026-03-10T18:45:00Z"));
      const result = await commission.uploadCommissionCommand(form(file("2026-03-11", "2026-03-12")), null);
      expect(result.data?.errors).toEqual(["Line 3: date: cannot be after today"]);
    });
  });
});
