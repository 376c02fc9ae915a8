import { describe, expect, it } from "vitest";
import { IdentityCheckSchema } from "~/forms/consumer/identity";
import { merchantSignupSchema } from "~/forms/partner/merchant";
import { personalDetailsSchema } from "~/forms/consumer/profile";

// A PAN or IFSC typed in lower case on a phone is the same code: it is upper-cased before its pattern is judged.
describe("codes typed in lower case", () => {
  it("takes a PAN abcde1234f as ABCDE1234F", () => {
    const pan = personalDetailsSchema(new Date()).shape.pan;
    expect(pan.parse(" abcde1234f ")).toBe("ABCDE1234F");
    expect(pan.safeParse("abcde12345").success).toBe(false);
  });

  it("takes an IFSC sbin0001234 as SBIN0001234", () => {
    const ifsc = merchantSignupSchema(["proprietorship"]).shape.ifsc;
    expect(ifsc.parse("sbin0001234")).toBe("SBIN0001234");
    expect(ifsc.safeParse("sbin1001234").success).toBe(false);
  });

  it("checks a returning consumer's PAN upper-cased", () => {
    expect(IdentityCheckSchema.shape.pan.parse("abcde1234f")).toBe("ABCDE1234F");
  });
});
