import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercent } from "../../server/heap-growth.js";

describe("how far the server's heap grows under load (HEAP_GROWING_PERCENT, docs/decisions/082)", () => {
  it("grows by 30 % unless told otherwise", () => {
    expect(DEFAULT_HEAP_GROWING_PERCENT).toBe(30);
    expect(heapGrowingPercent({})).toBe(30);
  });

  it("takes a whole percent from 1 to 300", () => {
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: "100" })).toBe(100);
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: "1" })).toBe(1);
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: "300" })).toBe(300);
  });

  it("keeps the default for a value it cannot use, rather than failing to start", () => {
    for (const bad of ["0", "-5", "301", "12.5", "lots", ""]) expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: bad })).toBe(30);
  });
});
