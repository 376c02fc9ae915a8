import { describe, expect, it } from "vitest";
import { bpsAsPercentText, parsePercentBps, parseRupees, parseScaled } from "~/domain/platform/decimal-text";

describe("a typed percent is read into exact basis points", () => {
  it("reads what people type", () => {
    expect(parsePercentBps("12.5")).toEqual({ ok: true, value: 1250 });
    expect(parsePercentBps("12.50 %")).toEqual({ ok: true, value: 1250 });
    expect(parsePercentBps(" 10.99% ")).toEqual({ ok: true, value: 1099 });
    expect(parsePercentBps("0")).toEqual({ ok: true, value: 0 });
    expect(parsePercentBps(".5")).toEqual({ ok: true, value: 50 });
    expect(parsePercentBps("24.")).toEqual({ ok: true, value: 2400 });
    expect(parsePercentBps("007.10")).toEqual({ ok: true, value: 710 });
  });

  it("never goes through a binary fraction: figures that floating point gets wrong come out exact", () => {
    // 12.29 * 100 is 1228.9999999999998 and 0.57 * 100 is 56.99999999999999 in floating point.
    expect(parsePercentBps("12.29")).toEqual({ ok: true, value: 1229 });
    expect(parsePercentBps("0.57")).toEqual({ ok: true, value: 57 });
    expect(parsePercentBps("4.35")).toEqual({ ok: true, value: 435 });
    for (let bps = 0; bps <= 6000; bps++) expect(parsePercentBps(bpsAsPercentText(bps))).toEqual({ ok: true, value: bps });
  });

  it("refuses what is not a percent with two decimals, rather than guessing", () => {
    expect(parsePercentBps("")).toEqual({ ok: false, problem: "empty" });
    expect(parsePercentBps("  ")).toEqual({ ok: false, problem: "empty" });
    expect(parsePercentBps("12.345")).toEqual({ ok: false, problem: "tooPrecise" });
    expect(parsePercentBps("12.500")).toEqual({ ok: true, value: 1250 });
    expect(parsePercentBps("-1")).toEqual({ ok: false, problem: "notNumber" });
    expect(parsePercentBps("12,5")).toEqual({ ok: false, problem: "notNumber" });
    expect(parsePercentBps("1e2")).toEqual({ ok: false, problem: "notNumber" });
    expect(parsePercentBps("twelve")).toEqual({ ok: false, problem: "notNumber" });
    expect(parsePercentBps(".")).toEqual({ ok: false, problem: "notNumber" });
    expect(parsePercentBps("1".repeat(20))).toEqual({ ok: false, problem: "notNumber" });
  });
});

describe("a typed amount is read into whole rupees", () => {
  it("takes the rupee sign and grouping commas", () => {
    expect(parseRupees("₹1,50,000")).toEqual({ ok: true, value: 150000 });
    expect(parseRupees("Rs. 2500")).toEqual({ ok: true, value: 2500 });
    expect(parseRupees("INR 999")).toEqual({ ok: true, value: 999 });
    expect(parseRupees("1,000.00")).toEqual({ ok: true, value: 1000 });
  });

  it("refuses paise and anything else", () => {
    expect(parseRupees("499.50")).toEqual({ ok: false, problem: "wholeRupees" });
    expect(parseRupees("")).toEqual({ ok: false, problem: "empty" });
    expect(parseRupees("-500")).toEqual({ ok: false, problem: "notNumber" });
    expect(parseRupees("5 lakh")).toEqual({ ok: false, problem: "notNumber" });
  });
});

describe("basis points are written back as the percent a person types", () => {
  it("drops needless zeros", () => {
    expect(bpsAsPercentText(1250)).toBe("12.5");
    expect(bpsAsPercentText(1200)).toBe("12");
    expect(bpsAsPercentText(1229)).toBe("12.29");
    expect(bpsAsPercentText(5)).toBe("0.05");
    expect(bpsAsPercentText(0)).toBe("0");
  });

  it("reads any scale", () => {
    expect(parseScaled("1.234", 3)).toEqual({ ok: true, value: 1234 });
  });
});
