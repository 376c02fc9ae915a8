import { describe, expect, it } from "vitest";
import { actionsFor, brandSegmentOf, merchantTransition, masqueradeExitPath } from "~/domain/partner/merchants";
import { FULL_NAME, IFSC, LOCALITY } from "~/domain/platform/patterns";

describe("merchants (decision 056)", () => {
  it("moves a merchant only along its review's steps", () => {
    expect(merchantTransition("pending", "approve")).toBe("approved");
    expect(merchantTransition("pending", "reject")).toBe("rejected");
    expect(merchantTransition("rejected", "approve")).toBe("approved");
    expect(merchantTransition("approved", "deactivate")).toBe("deactivated");
    expect(merchantTransition("deactivated", "reactivate")).toBe("approved");
    expect(merchantTransition("approved", "approve")).toBeNull();
    expect(merchantTransition("unconfirmed", "approve")).toBeNull();
    expect(actionsFor("pending")).toEqual(["approve", "reject"]);
    expect(actionsFor("unconfirmed")).toEqual([]);
  });

  it("reads the brand of the merchant form from the segment after it, every other page's from the first", () => {
    expect(brandSegmentOf("/create-merchant-form/paisaplus")).toBe("paisaplus");
    expect(brandSegmentOf("/CREATE-MERCHANT-FORM/PaisaPlus")).toBe("PaisaPlus");
    expect(brandSegmentOf("/create-merchant-form")).toBeNull();
    expect(brandSegmentOf("/paisaplus")).toBe("paisaplus");
    expect(brandSegmentOf("/")).toBeNull();
    expect(masqueradeExitPath(7)).toBe("/admin/merchant-management?partner=7");
  });

  it("judges the owner's name, the locality and the IFSC as SPEC.md 5 says", () => {
    expect(FULL_NAME.test("Ravi Sharma")).toBe(true);
    expect(FULL_NAME.test("Ravi")).toBe(false);
    expect(LOCALITY.test("Near Bus Stand, Sector 7. #2")).toBe(true);
    expect(LOCALITY.test("Sector-7")).toBe(false);
    expect(IFSC.test("HDFC0001234")).toBe(true);
    expect(IFSC.test("hdfc0001234")).toBe(false);
    expect(IFSC.test("HDFC1001234")).toBe(false);
  });
});
