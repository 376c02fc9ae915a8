import { describe, expect, it } from "vitest";
import { ADDRESS, BUSINESS_PAN, COMPANY_NAME, IFSC, LOCALITY, MOBILE, PAN, PERSONAL_PAN, PINCODE, UDYAM } from "~/domain/platform/patterns";
import { normaliseContact } from "~/forms/consumer/login";

describe("Indian formats", () => {
  it("PAN: five letters, four digits, a letter", () => {
    expect(PAN.test("ABCPE1234F")).toBe(true);
    expect(PAN.test("abcpe1234f")).toBe(false);
    expect(PAN.test("ABCPE123F")).toBe(false);
    expect(PERSONAL_PAN.test("ABCPE1234F")).toBe(true);
    expect(PERSONAL_PAN.test("ABCCE1234F")).toBe(false);
    expect(BUSINESS_PAN.test("ABCCE1234F")).toBe(true);
    expect(BUSINESS_PAN.test("ABCFE1234F")).toBe(true);
  });

  it("IFSC: four letters, a zero, six letters or digits, case sensitive", () => {
    expect(IFSC.test("SBIN0001234")).toBe(true);
    expect(IFSC.test("HDFC0ABC123")).toBe(true);
    expect(IFSC.test("sbin0001234")).toBe(false);
    expect(IFSC.test("SBIN1001234")).toBe(false);
    expect(IFSC.test("SBIN000123")).toBe(false);
  });

  it("pincode: six digits, not starting with 0", () => {
    expect(PINCODE.test("560001")).toBe(true);
    expect(PINCODE.test("060001")).toBe(false);
    expect(PINCODE.test("56000")).toBe(false);
    expect(PINCODE.test("5600011")).toBe(false);
  });

  it("mobile: ten digits starting 6 to 9", () => {
    expect(MOBILE.test("9876543210")).toBe(true);
    expect(MOBILE.test("5876543210")).toBe(false);
    expect(MOBILE.test("987654321")).toBe(false);
  });

  it("Udyam number: UDYAM-XX-99-9999999", () => {
    expect(UDYAM.test("UDYAM-MH-12-1234567")).toBe(true);
    expect(UDYAM.test("UDYAM-MH-1-1234567")).toBe(false);
    expect(UDYAM.test("udyam-mh-12-1234567")).toBe(false);
  });

  it("address and locality characters", () => {
    expect(ADDRESS.test("Flat 4B, #12 MG Road - Near Park.")).toBe(true);
    expect(ADDRESS.test("Road @ corner")).toBe(false);
    expect(LOCALITY.test("Sector 5, Noida.")).toBe(true);
    expect(LOCALITY.test("Sector-5")).toBe(false);
  });

  it("company name: 3 to 40 letters, digits and spaces", () => {
    expect(COMPANY_NAME.test("Tata Steel")).toBe(true);
    expect(COMPANY_NAME.test("AB")).toBe(false);
    expect(COMPANY_NAME.test("A".repeat(41))).toBe(false);
    expect(COMPANY_NAME.test("Infosys & Co")).toBe(false);
  });

  it("reads a login contact as a mobile number or an email", () => {
    expect(normaliseContact("+91 98765 43210")).toEqual({ kind: "mobile", value: "9876543210" });
    expect(normaliseContact(" Priya@Example.IN ")).toEqual({ kind: "email", value: "priya@example.in" });
    expect(normaliseContact("12345")).toBeNull();
    expect(normaliseContact("priya@")).toBeNull();
  });
});
