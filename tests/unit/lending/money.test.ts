import { describe, expect, it } from "vitest";
import { formatRupees, formatRupeesPaise } from "~/domain/platform/money";

// The written-out formatter must say what Intl's en-IN rupee format says, for every kind of amount shown.
const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

const amounts = [
  0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678, 123456789, 1234567890, 98765432109, 0.5, 1.5, 2.5, 0.49, 999.5, 99999.5, 1.005, 2330.155, 2330.16,
  1234.5678, 0.01, 0.004, 0.005, 150000.75, -0, -1, -1000, -123456.78, -0.4, -0.004, -2.5,
];

describe("rupee amounts", () => {
  it.each(amounts)("%s reads as Intl's en-IN rupees say, whole and with paise", (amount) => {
    expect(formatRupees(amount)).toBe(whole.format(amount));
    expect(formatRupeesPaise(amount)).toBe(paise.format(amount));
  });

  it("reads 10,000 random amounts as Intl does", () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 10_000; i++) {
      const amount = Math.round(next() * 10 ** Math.floor(next() * 10) * 100) / 100;
      expect(formatRupees(amount)).toBe(whole.format(amount));
      expect(formatRupeesPaise(amount)).toBe(paise.format(amount));
    }
  });
});
