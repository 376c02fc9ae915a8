import { describe, expect, it } from "vitest";
import { complaintReference, complaintStanding } from "~/domain/loans/complaints";
import { coolingOffDeadline, coolingOffExitAmount, coolingOffOpen } from "~/domain/loans/cooling-off";
import { requestsOffered } from "~/domain/loans/loan-requests";
import { isOpenApplication, nextStepOf } from "~/domain/loans/next-step";
import { MIN_PART_PREPAY_PAISE, outstandingPrincipalPaise, partPrepayProblem, rupeesToPaise } from "~/domain/loans/prepayment";
import { loanSchedule } from "~/domain/loans/schedule";
import { repaymentSchedule } from "~/domain/lending/loan-schedule";
import { partPrepaySchema } from "~/forms/consumer/loans";

const d = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month, day };
};

describe("the cooling-off exit", () => {
  it("is open from the day of disbursal to its deadline, disbursal + the lender's days, and closed the day after", () => {
    expect(coolingOffDeadline(d("2026-11-28"), 3)).toEqual(d("2026-12-01"));
    expect(coolingOffOpen(d("2026-11-28"), 3, d("2026-11-28"))).toBe(true);
    expect(coolingOffOpen(d("2026-11-28"), 3, d("2026-12-01"))).toBe(true);
    expect(coolingOffOpen(d("2026-11-28"), 3, d("2026-12-02"))).toBe(false);
    // RBI's minimum is one day, whatever a lender's row says.
    expect(coolingOffDeadline(d("2026-02-28"), 0)).toEqual(d("2026-03-01"));
  });

  it("costs the principal and the APR for the days held, exactly in paise, at least a day", () => {
    // ₹1,00,000 at 18.00% APR for 3 days: 1,00,00,000 × 0.18 × 3 / 365 = 14,794.52… paise → 14,795.
    expect(coolingOffExitAmount(10_000_000, 1800, d("2026-11-28"), d("2026-12-01"))).toEqual({ daysHeld: 3, principalPaise: 10_000_000, interestPaise: 14_795, totalPaise: 10_014_795 });
    // The same day counts as one day.
    expect(coolingOffExitAmount(5_000_000, 1099, d("2026-11-28"), d("2026-11-28"))).toMatchObject({ daysHeld: 1, interestPaise: 1_505, totalPaise: 5_001_505 });
    // Large amounts stay exact (BigInt): ₹1 crore at 36% for 7 days.
    expect(coolingOffExitAmount(1_000_000_000, 3600, d("2026-01-01"), d("2026-01-08")).interestPaise).toBe(6_904_110);
  });
});

describe("repaying early", () => {
  const schedule = repaymentSchedule(5_000_000, 1099, 24, d("2026-01-10"));

  it("reads rupees as people type them, exactly into paise", () => {
    expect(rupeesToPaise("25,000")).toBe(2_500_000);
    expect(rupeesToPaise("₹ 1,00,000.5")).toBe(10_000_050);
    expect(rupeesToPaise("0.07")).toBe(7);
    for (const bad of ["", "abc", "1.234", "-5", "1e5", "12,50,0,00.999"]) expect(rupeesToPaise(bad)).toBeNull();
  });

  it("owes the schedule's balance after the instalments due, less accepted part repayments", () => {
    expect(outstandingPrincipalPaise(5_000_000, schedule, d("2026-02-09"))).toBe(5_000_000);
    expect(outstandingPrincipalPaise(5_000_000, schedule, d("2026-02-10"))).toBe(schedule[0].balancePaise);
    expect(outstandingPrincipalPaise(5_000_000, schedule, d("2026-04-15"), 1_000_000)).toBe(schedule[2].balancePaise - 1_000_000);
    expect(outstandingPrincipalPaise(5_000_000, schedule, d("2030-01-01"))).toBe(0);
  });

  it("takes a part repayment of at least ₹1,000 and less than what is owed", () => {
    expect(partPrepayProblem(MIN_PART_PREPAY_PAISE, 5_000_000)).toBeNull();
    expect(partPrepayProblem(MIN_PART_PREPAY_PAISE - 1, 5_000_000)).toBe("tooSmall");
    expect(partPrepayProblem(5_000_000, 5_000_000)).toBe("notLess");
    expect(partPrepayProblem(4_999_999, 5_000_000)).toBeNull();
    const schema = partPrepaySchema(5_000_000);
    expect(schema.safeParse({ intent: "part-prepay", amount: "10,000.25" })).toMatchObject({ success: true, data: { amount: 1_000_025 } });
    expect(schema.safeParse({ intent: "part-prepay", amount: "50000" }).error?.issues[0].message).toBe("loan.errors.notLess");
    expect(schema.safeParse({ intent: "part-prepay", amount: "999" }).error?.issues[0].message).toBe("loan.errors.tooSmall");
    expect(schema.safeParse({ intent: "part-prepay", amount: "ten" }).error?.issues[0].message).toBe("loan.errors.amountFormat");
  });

  it("offers one request of a kind at a time, and none once the loan is closing", () => {
    expect(requestsOffered([], true)).toEqual({ cooling_off_exit: true, foreclose: true, part_prepay: true });
    expect(requestsOffered([], false).cooling_off_exit).toBe(false);
    expect(requestsOffered([{ kind: "part_prepay", state: "sent" }], true)).toEqual({ cooling_off_exit: true, foreclose: true, part_prepay: false });
    expect(requestsOffered([{ kind: "part_prepay", state: "declined" }], true).part_prepay).toBe(true);
    expect(requestsOffered([{ kind: "foreclose", state: "requested" }], true)).toEqual({ cooling_off_exit: false, foreclose: false, part_prepay: false });
    expect(requestsOffered([{ kind: "cooling_off_exit", state: "declined" }], true).foreclose).toBe(true);
  });
});

describe("the schedule of a disbursed loan", () => {
  it("keeps the KFS's figures and dates them from the first EMI date, else a month after disbursal", () => {
    const kfs = repaymentSchedule(5_000_000, 1099, 3, d("2026-01-01"));
    const fromFirst = loanSchedule({ kfsSchedule: kfs, amountRupees: 50_000, rateBps: 2000, months: 3, disbursedOn: d("2026-02-03"), firstEmiOn: d("2026-03-05") });
    expect(fromFirst.map((i) => i.paymentPaise)).toEqual(kfs.map((i) => i.paymentPaise));
    expect(fromFirst.map((i) => i.due)).toEqual([d("2026-03-05"), d("2026-04-05"), d("2026-05-05")]);
    const computed = loanSchedule({ kfsSchedule: null, amountRupees: 50_000, rateBps: 1099, months: 24, disbursedOn: d("2026-01-31"), firstEmiOn: null });
    expect(computed[0].paymentPaise).toBe(233_016);
    expect(computed[0].due).toEqual(d("2026-02-28"));
    expect(computed.at(-1)!.balancePaise).toBe(0);
  });
});

describe("complaints", () => {
  it("get a reference of the month they were made and their number", () => {
    expect(complaintReference(123, d("2026-11-28"))).toBe("CMP-2611-000123");
    expect(complaintReference(1_234_567, d("2027-01-02"))).toBe("CMP-2701-1234567");
  });

  it("point to RBI once 30 days have passed unresolved, not before, and never once resolved", () => {
    expect(complaintStanding(d("2026-11-01"), d("2026-11-30"), "open")).toEqual({ ageDays: 29, escalate: false });
    expect(complaintStanding(d("2026-11-01"), d("2026-12-01"), "open")).toEqual({ ageDays: 30, escalate: true });
    expect(complaintStanding(d("2026-11-01"), d("2026-12-31"), "resolved")).toEqual({ ageDays: 60, escalate: false });
  });
});

describe("the next step of an application", () => {
  const app = { uuid: "11111111-1111-4111-8111-111111111111", lenderName: "kaveri-finserv", submissionState: "sent", lenderOtpPending: false, nextStepUrl: null };
  it("opens a disbursed loan, shows a rejected one's status, continues an open one waiting on the consumer", () => {
    expect(nextStepOf({ ...app, status: "disbursed" })).toEqual({ kind: "loan", href: `/user/my-loans/${app.uuid}` });
    expect(nextStepOf({ ...app, status: "rejected", nextStepUrl: "https://x" })).toEqual({ kind: "status", href: "/user/lenders-transaction/kaveri-finserv" });
    expect(nextStepOf({ ...app, status: "applied", submissionState: "waiting" }).kind).toBe("continue");
    expect(nextStepOf({ ...app, status: "in_progress" }).kind).toBe("status");
    expect(["applied", "in_progress", "approved"].every(isOpenApplication)).toBe(true);
    expect(["disbursed", "rejected"].some(isOpenApplication)).toBe(false);
  });
});
