import { describe, expect, it } from "vitest";
import { LenderAnswer, LenderEvent, movesForward, pathAfterApplying, statusForAnswer } from "~/domain/lending/lender-integration";
import { checkSignature, signBody } from "~/domain/lending/lender-signature";

describe("where the consumer goes after applying", () => {
  const uuid = "0b7c6f7e-2f0a-4d8e-9a59-2d1e3c4b5a69";
  it("an API lender: the status page", () => {
    expect(pathAfterApplying({ name: "kaveri-finserv", integration: "api", hasMerchantForm: false, journeyUrl: null }, uuid)).toBe("/user/lenders-transaction/kaveri-finserv");
  });
  it("a form lender: its own page, or its merchant form when it has one", () => {
    expect(pathAfterApplying({ name: "rupeeflow", integration: "form", hasMerchantForm: false, journeyUrl: null }, uuid)).toBe("/user/rupeeflow");
    expect(pathAfterApplying({ name: "kosi-finlease", integration: "form", hasMerchantForm: true, journeyUrl: null }, uuid)).toBe(`/user/lender-intake/kosi-finlease/${uuid}`);
  });
  it("a redirect lender: its journey with the application's id; without one, the status page", () => {
    expect(pathAfterApplying({ name: "x", integration: "redirect", hasMerchantForm: false, journeyUrl: "https://lender.example/start?ref={creditapp_uuid}" }, uuid)).toBe(
      `https://lender.example/start?ref=${uuid}`,
    );
    expect(pathAfterApplying({ name: "x", integration: "redirect", hasMerchantForm: false, journeyUrl: null }, uuid)).toBe("/user/lenders-transaction/x");
  });
});

describe("statuses a lender reports", () => {
  it("only move forward, and a decided application stays decided", () => {
    expect(movesForward("applied", "in_progress")).toBe(true);
    expect(movesForward("approved", "in_progress")).toBe(false);
    expect(movesForward("approved", "approved")).toBe(false);
    expect(movesForward("approved", "disbursed")).toBe(true);
    expect(movesForward("in_progress", "rejected")).toBe(true);
    expect(movesForward("rejected", "approved")).toBe(false);
    expect(movesForward("disbursed", "rejected")).toBe(false);
  });
  it("a submission's answer sets the status it names; an OTP request leaves it", () => {
    expect(statusForAnswer("next_step")).toBe("in_progress");
    expect(statusForAnswer("rejected")).toBe("rejected");
    expect(statusForAnswer("otp_required")).toBeNull();
  });
  it("a next step may be an https address or a path of ours, never a script or another scheme", () => {
    expect(LenderAnswer.safeParse({ decision: "next_step", next_step_url: "https://lender.example/docs" }).success).toBe(true);
    expect(LenderAnswer.safeParse({ decision: "next_step", next_step_url: "/sandbox-lender/x/documents/1" }).success).toBe(true);
    expect(LenderAnswer.safeParse({ decision: "next_step", next_step_url: "javascript:alert(1)" }).success).toBe(false);
    expect(LenderAnswer.safeParse({ decision: "next_step", next_step_url: "//evil.example" }).success).toBe(false);
  });
});

describe("signatures", () => {
  const now = 1_800_000_000;
  const body = '{"status":"approved"}';
  const good = { signature: signBody("secret-of-the-lender", now, body), timestamp: String(now) };
  it("accept the lender's own signature within five minutes", () => {
    expect(checkSignature("secret-of-the-lender", good, body, now + 299)).toBe("ok");
  });
  it("refuse another key, a changed body, a changed time, no signature, and an old one", () => {
    expect(checkSignature("another-secret", good, body, now)).toBe("signature");
    expect(checkSignature("secret-of-the-lender", good, '{"status":"disbursed"}', now)).toBe("signature");
    expect(checkSignature("secret-of-the-lender", { ...good, timestamp: String(now + 1) }, body, now)).toBe("signature");
    expect(checkSignature("secret-of-the-lender", { signature: null, timestamp: String(now) }, body, now)).toBe("signature");
    expect(checkSignature("secret-of-the-lender", good, body, now + 301)).toBe("stale");
  });
});

describe("a lender's text the database could not keep", () => {
  it("an event or an answer with a NUL character in its text is invalid (PostgreSQL refuses a NUL in text)", () => {
    const event = { event_id: "e-1", application_id: "0b7c6f7e-2f0a-4d8e-9a59-2d1e3c4b5a69", status: "approved" };
    expect(LenderEvent.safeParse(event).success).toBe(true);
    for (const field of ["event_id", "reason", "reference", "occurred_at"]) expect(LenderEvent.safeParse({ ...event, [field]: "a\u0000b" }).success, field).toBe(false);
    expect(LenderAnswer.safeParse({ decision: "approved", reference: "r\u0000" }).success).toBe(false);
    expect(LenderAnswer.safeParse({ decision: "next_step", next_step_url: "https://x.example/\u0000" }).success).toBe(false);
  });
});
