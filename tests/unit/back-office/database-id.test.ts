import { describe, expect, it } from "vitest";
import { databaseIdField } from "~/forms/admin/database-id";
import { databaseId, MAX_DATABASE_ID, readDatabaseId } from "~/domain/platform/database-id";
import { asLocation } from "~/domain/platform/safe-redirect";

describe("a row id from an address or a body (app/domain/platform/database-id.ts)", () => {
  it("reads the ids a row can have, as text or as a JSON number", () => {
    expect(["1", " 42 ", 7, "2147483647", MAX_DATABASE_ID].map(databaseId)).toEqual([1, 42, 7, MAX_DATABASE_ID, MAX_DATABASE_ID]);
  });

  it("says an id too big for PostgreSQL's integer is not found, not that it is no id", () => {
    for (const value of ["2147483648", 2_147_483_648, "1e308", 1e308, "99999999999999999999"]) expect(readDatabaseId(value), String(value)).toEqual({ id: null, kind: "not-found" });
  });

  it("reads no id from anything else", () => {
    for (const value of ["", " ", "0", "-3", "1.5", "abc", "1e999", "Infinity", null, undefined, true, {}, ["1"], Number.NaN]) {
      expect(readDatabaseId(value), String(value)).toEqual({ id: null, kind: "not-an-id" });
    }
  });

  it("refuses an id too big in a form with the field's not-found message", () => {
    const field = databaseIdField("required", "notFound");
    expect(field.safeParse("12").data).toBe(12);
    expect(field.safeParse("2147483648").error?.issues[0].message).toBe("notFound");
    expect(field.safeParse("x").error?.issues[0].message).toBe("required");
  });
});

describe("an address as a Location header carries it", () => {
  it("percent-encodes text in any script, spaces and control characters, and keeps what is encoded already", () => {
    expect(asLocation("/admin/lenders/1#नाम")).toBe("/admin/lenders/1#%E0%A4%A8%E0%A4%BE%E0%A4%AE");
    expect(asLocation("/a b?q=é\u0000")).toBe("/a%20b?q=%C3%A9%00");
    expect(asLocation("/x?app=a%20b#ok")).toBe("/x?app=a%20b#ok");
    expect(asLocation("/x#\uD800")).toBe("/x#%EF%BF%BD");
    expect(() => new Headers({ location: asLocation("/x#\u202e😀") })).not.toThrow();
  });
});
