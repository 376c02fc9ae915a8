import { describe, expect, it } from "vitest";
import { applicationMatch, leadDecision, panIsNewlySaved, type LeadArrival } from "~/domain/back-office/de-dupe";
import { deDupeFilters } from "~/forms/admin/de-dupe";

const arrival = (values: Partial<LeadArrival>): LeadArrival => ({ contact: "mobile", arrivingPartnerId: null, productType: "pl", earlier: [{ productType: "pl" }], firstOwner: null, ...values });

describe("a duplicate lead", () => {
  it("is none for a consumer with no journey before", () => {
    expect(leadDecision(arrival({ earlier: [], arrivingPartnerId: 7, firstOwner: null }))).toBeNull();
  });

  it("is none for a plain return: the owner's link or the brand's own, for a product they had", () => {
    expect(leadDecision(arrival({ arrivingPartnerId: 3, firstOwner: 3 }))).toBeNull();
    expect(leadDecision(arrival({ arrivingPartnerId: null, firstOwner: 3 }))).toBeNull();
    expect(leadDecision(arrival({ productType: "bl", earlier: [{ productType: "pl" }, { productType: "bl" }] }))).toBeNull();
  });

  it("keeps the lead with its first partner when another partner brings the consumer, whatever the product", () => {
    expect(leadDecision(arrival({ arrivingPartnerId: 4, firstOwner: 3 }))).toEqual({ matchedOn: "mobile", decision: "owner-kept" });
    expect(leadDecision(arrival({ contact: "email", arrivingPartnerId: 4, firstOwner: 3, productType: "bl" }))).toEqual({ matchedOn: "email", decision: "owner-kept" });
  });

  it("joins a new product to the account, the first partner a consumer nobody brought yet gets included", () => {
    expect(leadDecision(arrival({ productType: "bl" }))).toEqual({ matchedOn: "mobile", decision: "joined-existing" });
    expect(leadDecision(arrival({ productType: "gl", arrivingPartnerId: 5, firstOwner: null }))).toEqual({ matchedOn: "mobile", decision: "joined-existing" });
    expect(leadDecision(arrival({ arrivingPartnerId: 5, firstOwner: null }))).toBeNull();
  });
});

describe("a PAN newly saved", () => {
  it("is one that differs from the one held, without case or spaces; clearing it or keeping it is not", () => {
    expect(panIsNewlySaved(null, "ABCPS1234K")).toBe(true);
    expect(panIsNewlySaved("ABCPS1234K", "ABCPT1234K")).toBe(true);
    expect(panIsNewlySaved("ABCPS1234K", "abcps1234k ")).toBe(false);
    expect(panIsNewlySaved("ABCPS1234K", null)).toBe(false);
    expect(panIsNewlySaved(null, "")).toBe(false);
  });
});

describe("an application's match", () => {
  it("is the PAN for another account, else the consumer's own sign-in contact", () => {
    expect(applicationMatch(false, { mobile: true })).toBe("pan");
    expect(applicationMatch(true, { mobile: true })).toBe("mobile");
    expect(applicationMatch(true, { mobile: false })).toBe("email");
  });
});

describe("the log's filters from the address", () => {
  const clock = new Date("2025-03-10T06:30:00Z");
  it("reads each filter it knows and ignores what it does not", () => {
    const f = deDupeFilters(new URLSearchParams("kind=lead&matched=pan&decision=pan-flagged&partner=12&page=3"), clock);
    expect(f).toMatchObject({ kind: "lead", matched: "pan", decision: "pan-flagged", partner: 12, page: 3, preset: "last_7_days" });
    const junk = deDupeFilters(new URLSearchParams("kind=x&matched=aadhaar&decision=drop&partner=-1&page=0"), clock);
    expect(junk).toMatchObject({ kind: null, matched: null, decision: null, partner: null, page: 1 });
  });
});
