import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercent } from "../../../host/heap-growth.js";

describe("how far the server's heap grows under load (HEAP_GROWING_PERCENT, docs/decisions/082)", () => {
  it("grows by 30 % unless told otherwise", () => {
    expect(DEFAULT_HEAP_GROWING_PERCENT).toBe(30);
    expect(heapGrowingPercent({})).toEqual({ percent: 30 });
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: " " })).toEqual({ percent: 30 });
  });

  it("takes a whole percent from 1 to 300", () => {
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: "100" })).toEqual({ percent: 100 });
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: "1" })).toEqual({ percent: 1 });
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: "300" })).toEqual({ percent: 300 });
  });

  it("refuses a value it cannot use, saying which, as the other settings are refused", () => {
    for (const bad of ["0", "-5", "301", "12.5", "lots", "1e2"]) {
      expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: bad })).toEqual({ error: `HEAP_GROWING_PERCENT must be a whole number from 1 to 300, not "${bad}"` });
    }
  });
});
