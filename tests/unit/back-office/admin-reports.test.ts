import { describe, expect, it } from "vitest";
import { csvLine } from "~/domain/platform/csv";
import { FUNNEL_STAGES, funnelOf, share, stagesOf, stepCount } from "~/domain/back-office/funnel";
import { internalReportColumns } from "~/domain/back-office/internal-report";
import { reportAccess } from "~/domain/back-office/report-access";
import { chooseSort, INTERNAL_REPORT_SORT, nextSort, pageOf, sortRows, VENDORS_REPORT_SORT } from "~/domain/back-office/report-sort";
import { topOf } from "~/domain/back-office/tally";
import { adminReportFilters, withParams } from "~/forms/admin/admin-reports";

const at = (stage: (typeof FUNNEL_STAGES)[number]) => FUNNEL_STAGES.indexOf(stage);

describe("a product's funnel", () => {
  it("counts each journey at every step up to the furthest it reached, with each step's share of the one before", () => {
    // 10 journeys: 2 stopped after asking for a code, 3 after signing up, 1 after the profile, 2 applied, 1 approved, 1 disbursed.
    const furthest = new Map([
      [at("started"), 2],
      [at("verified"), 3],
      [at("profileCompleted"), 1],
      [at("applied"), 2],
      [at("approved"), 1],
      [at("disbursed"), 1],
    ]);
    const funnel = funnelOf("pl", furthest);
    expect(funnel.steps.map((s) => [s.stage, s.count])).toEqual([
      ["started", 10],
      ["verified", 8],
      ["profileCompleted", 5],
      ["applied", 4],
      ["approved", 2],
      ["disbursed", 1],
    ]);
    expect(funnel.steps.map((s) => s.fromPrevious)).toEqual([null, 0.8, 5 / 8, 4 / 5, 0.5, 0.5]);
    // Of the 8 who signed up, 1 was disbursed a loan.
    expect(funnel.conversion).toBe(1 / 8);
  });

  it("ends a card's or an insurance's funnel at applying, with no profile step of ours", () => {
    expect(stagesOf("cc_unsecured")).toEqual(["started", "verified", "applied"]);
    expect(stagesOf("ins_health")).toEqual(["started", "verified", "applied"]);
    expect(stagesOf("gl")).toEqual([...FUNNEL_STAGES]);
    // A journey without a product chosen could still have gone any way.
    expect(stagesOf(null)).toEqual([...FUNNEL_STAGES]);
    const card = funnelOf(
      "cc_unsecured",
      new Map([
        [at("verified"), 3],
        [at("applied"), 1],
      ]),
    );
    expect(card.steps.map((s) => s.count)).toEqual([4, 4, 1]);
    expect(stepCount(card, "profileCompleted")).toBeNull();
    expect(card.conversion).toBe(0.25);
  });

  it("has no shares where nobody reached the step before, never a division by zero", () => {
    const funnel = funnelOf("bl", new Map([[at("started"), 3]]));
    expect(funnel.steps.map((s) => s.fromPrevious)).toEqual([null, 0, null, null, null, null]);
    expect(funnel.conversion).toBeNull();
    expect(share(1, 0)).toBeNull();
  });
});

describe("sorting and paging a report", () => {
  it("reads the address's sort against the report's columns; anything else is the report's default", () => {
    expect(chooseSort(INTERNAL_REPORT_SORT, null, null)).toEqual({ key: "applied", dir: "desc" });
    expect(chooseSort(INTERNAL_REPORT_SORT, "amount", "asc")).toEqual({ key: "amount", dir: "asc" });
    // A column's first direction: amounts largest first, names A to Z.
    expect(chooseSort(INTERNAL_REPORT_SORT, "amount", "sideways")).toEqual({ key: "amount", dir: "desc" });
    expect(chooseSort(INTERNAL_REPORT_SORT, "lender", null)).toEqual({ key: "lender", dir: "asc" });
    expect(chooseSort(INTERNAL_REPORT_SORT, "password", "asc")).toEqual({ key: "applied", dir: "desc" });
    expect(chooseSort(INTERNAL_REPORT_SORT, "constructor", "asc")).toEqual({ key: "applied", dir: "desc" });
  });

  it("flips a column already sorted, and sorts another its first way", () => {
    expect(nextSort(VENDORS_REPORT_SORT, { key: "applications", dir: "desc" }, "applications")).toEqual({ key: "applications", dir: "asc" });
    expect(nextSort(VENDORS_REPORT_SORT, { key: "applications", dir: "asc" }, "lender")).toEqual({ key: "lender", dir: "asc" });
    expect(nextSort(VENDORS_REPORT_SORT, { key: "lender", dir: "asc" }, "approvalRate")).toEqual({ key: "approvalRate", dir: "desc" });
  });

  it("orders numbers by size and names as read in India, empty values last both ways, ties by the tie-breaker", () => {
    const rows = [
      { name: "b", rate: 0.5 },
      { name: "a", rate: null },
      { name: "c", rate: 0.5 },
      { name: "d", rate: 0.25 },
      { name: "lender 10", rate: 1 },
      { name: "Lender 9", rate: 0 },
    ];
    const by = (dir: "asc" | "desc") =>
      sortRows(
        rows,
        (r) => r.rate,
        dir,
        (r) => r.name,
      ).map((r) => r.name);
    expect(by("desc")).toEqual(["lender 10", "b", "c", "d", "Lender 9", "a"]);
    expect(by("asc")).toEqual(["Lender 9", "d", "b", "c", "lender 10", "a"]);
    expect(
      sortRows(
        rows,
        (r) => r.name,
        "asc",
        (r) => r.name,
      ).map((r) => r.name),
    ).toEqual(["a", "b", "c", "d", "Lender 9", "lender 10"]);
  });

  it("pages rows, and shows the last page for a page past the end", () => {
    expect(pageOf(0, 1)).toEqual({ page: 1, pages: 1, offset: 0 });
    expect(pageOf(26, 2)).toEqual({ page: 2, pages: 2, offset: 25 });
    expect(pageOf(26, 99)).toEqual({ page: 2, pages: 2, offset: 25 });
    expect(pageOf(100, 0)).toEqual({ page: 1, pages: 4, offset: 0 });
  });
});

describe("what each role sees of the figures", () => {
  it("role 1 everything, role 2 what was lent but not what we earn, role 3 counts only", () => {
    expect(reportAccess(1)).toEqual({ money: "earned", contacts: "full" });
    expect(reportAccess(2)).toEqual({ money: "lent", contacts: "masked" });
    expect(reportAccess(3)).toEqual({ money: "none", contacts: "none" });
    // A role the table does not know sees the least.
    expect(reportAccess(7)).toEqual({ money: "none", contacts: "none" });
  });

  it("gives the internal report's money columns only to the roles that may see them", () => {
    expect(internalReportColumns(reportAccess(1))).toContain("revenue");
    expect(internalReportColumns(reportAccess(2))).toEqual(expect.arrayContaining(["amount", "disbursedAmount"]));
    expect(internalReportColumns(reportAccess(2))).not.toContain("revenue");
    expect(internalReportColumns(reportAccess(2))).not.toContain("commission");
    expect(internalReportColumns(reportAccess(3))).not.toContain("amount");
  });
});

describe("the dashboard's largest few", () => {
  it("names the largest counts and sums the rest", () => {
    const rows = ["a", "b", "c", "d"].map((label, i) => ({ key: label, label, count: [5, 9, 1, 5][i] }));
    expect(topOf(rows, 2)).toEqual({ top: [rows[1], rows[0]], rest: { groups: 2, count: 6 } });
    expect(topOf(rows, 10).rest).toEqual({ groups: 0, count: 0 });
  });
});

describe("a report's address", () => {
  const noon = new Date("2026-03-10T06:30:00Z");

  it("reads every filter, ignores what it does not know, and keeps the range's own rules", () => {
    const f = adminReportFilters(
      new URLSearchParams("range=custom_range&from=2026-03-01&to=2026-03-09&product=bl&lender=7&partner=3&status=approved&sort=amount&dir=asc&page=2"),
      noon,
      INTERNAL_REPORT_SORT,
    );
    expect(f).toMatchObject({ range: { from: "2026-03-01", to: "2026-03-09" }, product: "bl", lender: 7, partner: 3, status: "approved", sort: { key: "amount", dir: "asc" }, page: 2 });
    const junk = adminReportFilters(new URLSearchParams("product=boat&lender=-1&partner=x&status=lost&page=0&sort=%3Cscript%3E"), noon, INTERNAL_REPORT_SORT);
    expect(junk).toMatchObject({ preset: "last_7_days", product: null, lender: null, partner: null, status: null, page: 1, sort: { key: "applied", dir: "desc" } });
    // A range in the future is refused beside its field; the last 7 days are shown meanwhile.
    const future = adminReportFilters(new URLSearchParams("range=custom_range&from=2026-03-01&to=2026-03-11"), noon, INTERNAL_REPORT_SORT);
    expect(future.range).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(future.result?.error).toMatchObject({ to: ["common:range.errors.future"] });
  });

  it("changes one thing of the query for a link, keeping the rest", () => {
    expect(withParams("range=yesterday&sort=amount&page=3", { sort: "lender", dir: "asc", page: null })).toBe("?range=yesterday&sort=lender&dir=asc");
    expect(withParams("", { page: null })).toBe("?");
  });
});

describe("a CSV line", () => {
  it("defuses a cell a spreadsheet would run as a formula and quotes what needs quoting", () => {
    expect(csvLine(["=SUM(1+1)", "+91 98", "a,b", 'say "hi"', -5, null])).toBe(`'=SUM(1+1),'+91 98,"a,b","say ""hi""",-5,\r\n`);
  });
});
