import { describe, expect, it } from "vitest";
import { CARD_PROPERTIES, isCardProperty } from "~/forms/admin/credit-card-property";
import { LENDER_PROPERTIES } from "~/forms/admin/lender-property";
import { PARTNER_PROPERTIES } from "~/forms/partner/partner-property";
import { flag, nullableNumber, text } from "~/forms/admin/property-kinds";
import { z } from "zod";

describe("the value rules the admin property tables share", () => {
  it("read a switch as 1 or 0 whatever sent it, and refuse anything else", () => {
    for (const on of [true, 1, "1", "on"]) expect(flag.parse(on)).toBe(1);
    for (const off of [false, 0, "0", ""]) expect(flag.parse(off)).toBe(0);
    expect(flag.safeParse("yes").error?.issues[0]?.message).toBe("admin:validation.invalid");
  });

  it("keep one representation: 0/1 for the flag columns, a boolean only for partner_terms' boolean column", () => {
    expect(CARD_PROPERTIES.status.schema.parse("on")).toBe(1);
    expect(LENDER_PROPERTIES.salaried.schema.parse(true)).toBe(1);
    expect(PARTNER_PROPERTIES.partner_terms.schema.parse("1")).toBe(true);
    expect(PARTNER_PROPERTIES.partner_terms.schema.parse(0)).toBe(false);
  });

  it("take a form's number as a number, empty as null, and leave anything else to the rule", () => {
    const percent = nullableNumber(z.number({ error: "admin:validation.number" }).min(0, "admin:validation.percent"));
    expect(percent.parse(" 12.5 ")).toBe(12.5);
    expect(percent.parse("")).toBeNull();
    expect(percent.safeParse("-1").error?.issues[0]?.message).toBe("admin:validation.percent");
    expect(percent.safeParse("12abc").error?.issues[0]?.message).toBe("admin:validation.number");
  });

  it("trim text, keep empty as null and say when it is too long", () => {
    expect(text(5).parse("  ab  ")).toBe("ab");
    expect(text(5).parse("")).toBeNull();
    expect(text(5).safeParse("abcdef").error?.issues[0]?.message).toBe("admin:editDialog.rules.tooLong");
  });

  it("know a table's properties", () => {
    expect(isCardProperty("status")).toBe(true);
    expect(isCardProperty("toString")).toBe(false);
  });
});
