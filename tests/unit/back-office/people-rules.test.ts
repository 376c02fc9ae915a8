import { describe, expect, it } from "vitest";
import { canChangeOnAdminPage, canOpenAdminPage } from "~/domain/back-office/admin-roles";
import { classifyQuery, referenceRange } from "~/domain/back-office/consumer-search";
import { maskCodes, maskName } from "~/domain/back-office/masking";
import { journeyMasking, personShown } from "~/domain/back-office/person-view";
import { statusNotice } from "~/domain/lending/status-notice";
import { afterCall, dateToIstLocal, istLocalToDate, MAX_UNANSWERED, NO_ANSWER_RETRY_MS } from "~/domain/back-office/telecalling";

describe("a back-office search", () => {
  it("reads a mobile however it is written, an email in any case, and a reference or its beginning", () => {
    expect(classifyQuery(" +91 98765-43210 ")).toEqual({ kind: "mobile", value: "9876543210" });
    expect(classifyQuery("09876543210")).toEqual({ kind: "mobile", value: "9876543210" });
    expect(classifyQuery("Priya@Example.IN")).toEqual({ kind: "email", value: "priya@example.in" });
    expect(classifyQuery("3F2A9C1E")).toEqual({ kind: "reference", value: "3f2a9c1e" });
    expect(classifyQuery("3f2a9c1e-4b7d-4c1a-9e2f-0a1b2c3d4e5f")).toEqual({ kind: "reference", value: "3f2a9c1e-4b7d-4c1a-9e2f-0a1b2c3d4e5f" });
  });

  it("refuses what is none of them: a short number, a mobile that cannot be one, a broken email, a 7-character reference", () => {
    for (const q of ["", "12345", "5876543210x", "priya@", "3f2a9c1", "hello world"]) expect(classifyQuery(q), q).toBeNull();
  });

  it("turns a reference's beginning into the range of uuids it can be", () => {
    expect(referenceRange("3f2a9c1e4b")).toEqual({ low: "3f2a9c1e-4b00-0000-0000-000000000000", high: "3f2a9c1e-4bff-ffff-ffff-ffffffffffff" });
    const full = "3f2a9c1e-4b7d-4c1a-9e2f-0a1b2c3d4e5f";
    expect(referenceRange(full)).toEqual({ low: full, high: full });
  });
});

describe("what the back office shows of a person", () => {
  const priya = { firstName: "Priya", lastName: "Sharma", mobile: "9876543210", email: "priya@example.in", pan: "ABCPS1234K", birthDate: "15/08/1990", postalCode: "560001" };

  it("masks contact and PAN for the CSR portal, keeping the name and the pincode", () => {
    expect(personShown(priya, "contactMasked")).toEqual({ ...priya, mobile: "XXXXXX3210", email: "p***a@e*****e.in", pan: "XXXXXX234K", birthDate: "XX/XX/1990" });
  });

  it("shows an analyst initials and nothing of the address; role 1, or an analyst with a recorded reason, everything", () => {
    expect(personShown(priya, "masked")).toEqual({
      firstName: "P. S.",
      lastName: null,
      mobile: "XXXXXX3210",
      email: "p***a@e*****e.in",
      pan: "XXXXXX234K",
      birthDate: "XX/XX/1990",
      postalCode: "XXXX",
    });
    expect(journeyMasking(1, false)).toBe("full");
    expect(journeyMasking(2, false)).toBe("masked");
    expect(journeyMasking(2, true)).toBe("full");
    expect(maskName(null, "  ")).toBeNull();
  });

  it("hides codes in a message's text but keeps its amounts", () => {
    expect(maskCodes("483920 is your login code. Do not share it.")).toBe("****** is your login code. Do not share it.");
    expect(maskCodes("Your loan of ₹50,000 at 10.99% is approved; code 1234")).toBe("Your loan of ₹50,000 at 10.99% is approved; code ****");
    expect(maskCodes("****** is your login code")).toBe("****** is your login code");
  });
});

describe("SPEC.md 6: the CSR portal is read-only for role 2", () => {
  it("opens to roles 1, 2 and 3, and only 1 and 3 may act on it", () => {
    expect([1, 2, 3].map((r) => canOpenAdminPage(r, "csr-portal"))).toEqual([true, true, true]);
    expect([1, 2, 3].map((r) => canChangeOnAdminPage(r, "csr-portal"))).toEqual([true, false, true]);
    expect(canChangeOnAdminPage(2, "application-status-file")).toBe(true);
    expect(canChangeOnAdminPage(3, "telecalling")).toBe(true);
    expect(canChangeOnAdminPage(2, "telecalling")).toBe(false);
  });
});

describe("what a consumer's status page told them", () => {
  const base = { status: "applied", submissionState: null, lenderOtpPending: false, nextStepUrl: null, decisionReason: null };
  it("follows the hand-off and the lender's answer", () => {
    expect(statusNotice({ ...base, status: "rejected", decisionReason: "Low income" })).toBe("reason");
    expect(statusNotice({ ...base, status: "rejected" })).toBe("none");
    expect(statusNotice({ ...base, submissionState: "queued" })).toBe("sending");
    expect(statusNotice({ ...base, submissionState: "failed" })).toBe("sendFailed");
    expect(statusNotice({ ...base, submissionState: "waiting" })).toBe("waitingForDetails");
    expect(statusNotice({ ...base, submissionState: "sent", lenderOtpPending: true })).toBe("otpNeeded");
    expect(statusNotice({ ...base, submissionState: "sent", nextStepUrl: "https://lender.example/kyc" })).toBe("nextStep");
    expect(statusNotice({ ...base, status: "in_progress", submissionState: "sent" })).toBe("next");
    expect(statusNotice({ ...base, status: "approved", submissionState: "sent" })).toBe("approvedNext");
    expect(statusNotice({ ...base, status: "disbursed", submissionState: "sent" })).toBe("disbursed");
  });
});

describe("a telecalling call's outcome", () => {
  const now = new Date("2026-03-10T06:30:00Z");
  it("closes the case when the consumer was reached, the number is wrong or they are not interested", () => {
    for (const outcome of ["reached", "wrong_number", "not_interested"] as const)
      expect(afterCall(outcome, { attempts: 0, nextCallAt: null, now })).toEqual({ state: "closed", nextCallAt: null, attempts: 1 });
  });

  it("keeps a call back for its time, and tries an unanswered call again later until the last try", () => {
    const later = new Date("2026-03-11T12:00:00Z");
    expect(afterCall("call_back", { attempts: 1, nextCallAt: later, now })).toEqual({ state: "open", nextCallAt: later, attempts: 2 });
    expect(afterCall("no_answer", { attempts: 0, nextCallAt: null, now })).toEqual({ state: "open", nextCallAt: new Date(now.getTime() + NO_ANSWER_RETRY_MS), attempts: 1 });
    expect(afterCall("no_answer", { attempts: MAX_UNANSWERED - 1, nextCallAt: null, now })).toEqual({ state: "closed", nextCallAt: null, attempts: MAX_UNANSWERED });
  });

  it("reads the next call's time as India's, and only a time that exists", () => {
    expect(istLocalToDate("2026-03-10T18:30")).toEqual(new Date("2026-03-10T13:00:00Z"));
    expect(dateToIstLocal(new Date("2026-03-10T13:00:00Z"))).toBe("2026-03-10T18:30");
    for (const bad of ["2026-02-30T10:00", "2026-03-10T25:00", "10/03/2026 10:00", ""]) expect(istLocalToDate(bad), bad).toBeNull();
  });
});
