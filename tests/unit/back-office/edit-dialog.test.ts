import { describe, expect, it } from "vitest";
import { acceptsTyping, editedRows, editModule, editTarget } from "~/forms/admin/edit-dialog";

describe("the generic edit dialog (SPEC.md 2.3, 5)", () => {
  it("takes a module of partner or lenders; any other value means credit card", () => {
    expect(editModule("partner")).toBe("partner");
    expect(editModule("lenders")).toBe("lenders");
    expect(editModule("anything")).toBe("credit-card");
    expect(editModule(null)).toBe("credit-card");
  });

  it("picks its mode from the property: a file for the thumbnail, rows for the bullets, one field otherwise", () => {
    expect(editTarget("credit-card", "category_img_thumb")?.kind).toBe("file");
    expect(editTarget("credit-card", "marketing_bullets")?.kind).toBe("bullets");
    expect(editTarget("credit-card", "sort_order")?.kind).toBe("number");
    expect(editTarget("credit-card", "key_feature")?.kind).toBe("text");
    expect(editTarget("partner", "utm_id")?.kind).toBe("code");
    expect(editTarget("partner", "logo_url")?.kind).toBe("file");
    expect(editTarget("lenders", "priority")?.kind).toBe("number");
    expect(editTarget("lenders", "lender_group_ids")).toBeNull();
    expect(editTarget("credit-card", "deleted_at")).toBeNull();
  });

  it("ignores keystrokes a number or a UTM id may not hold", () => {
    expect(acceptsTyping("number", "12")).toBe(true);
    expect(acceptsTyping("number", "12a")).toBe(false);
    expect(acceptsTyping("decimal", "12.5")).toBe(true);
    expect(acceptsTyping("decimal", "1.2.3")).toBe(false);
    expect(acceptsTyping("code", "pp_2026-q1")).toBe(true);
    expect(acceptsTyping("code", "")).toBe(true);
    expect(acceptsTyping("code", "a b")).toBe(false);
  });

  it("judges with the server's rule: sort order needs a number, a bullet may not be empty", () => {
    expect(editTarget("credit-card", "sort_order")!.schema.safeParse("").success).toBe(false);
    expect(editTarget("credit-card", "sort_order")!.schema.safeParse("4").success).toBe(true);
    expect(editTarget("credit-card", "marketing_bullets")!.schema.safeParse(["a", " "]).success).toBe(false);
    expect(editTarget("partner", "utm_id")!.schema.safeParse("").success).toBe(true);
    expect(editTarget("partner", "primary_color")!.schema.safeParse("#0b5cad").success).toBe(true);
    expect(editTarget("partner", "primary_color")!.schema.safeParse("blue").success).toBe(false);
  });

  it("without JavaScript, Add and Remove change the rows and keep what was typed", () => {
    expect(editedRows(["a", "b"], "add")).toEqual(["a", "b", ""]);
    expect(editedRows(["a", "b", "c"], "remove:1")).toEqual(["a", "c"]);
    expect(editedRows(["a"], "remove:x")).toEqual(["a"]);
  });
});
