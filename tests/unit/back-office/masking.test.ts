import { describe, expect, it } from "vitest";
import { maskBirthDate, maskContact, maskEmail, maskTail } from "~/domain/back-office/masking";

describe("masking", () => {
  it("keeps only the last 4 characters of a phone number or an ID", () => {
    expect(maskTail("9876543210")).toBe("XXXXXX3210");
    expect(maskTail("ABCPE1234F")).toBe("XXXXXX234F");
    expect(maskTail("123")).toBe("123");
  });

  it("hides the middle of each part of an email", () => {
    expect(maskEmail("priya.sharma@example.in")).toBe("p**********a@e*****e.in");
    expect(maskEmail("ab@xy.com")).toBe("a*@x*.com");
  });

  it("masks a contact by its kind", () => {
    expect(maskContact("9876543210")).toBe("XXXXXX3210");
    expect(maskContact("priya@example.in")).toBe("p***a@e*****e.in");
  });

  it("hides the day and month of a birth date", () => {
    expect(maskBirthDate("15/08/1990")).toBe("XX/XX/1990");
  });
});
