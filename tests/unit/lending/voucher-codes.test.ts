import { describe, expect, it } from "vitest";
import { MAX_CODES_PER_ADD, readVoucherCodes } from "~/domain/consumer/deals";

describe("a deal's codes file", () => {
  it("takes one code a line or a CSV's first column, without the header, blank lines or repeats", () => {
    expect(readVoucherCodes('code\r\nSAVE-1001\n\n"SAVE-1002",10%\nSAVE-1001\nSAVE-1003;x\n')).toEqual({ codes: ["SAVE-1001", "SAVE-1002", "SAVE-1003"], invalid: [] });
    expect(readVoucherCodes("SAVE-1001\nno way\nSAVE-1002")).toEqual({ codes: ["SAVE-1001", "SAVE-1002"], invalid: ["no way"] });
  });

  it("stops reading one code past the limit, however long the file", () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `CODE-${i}`);
    const { codes } = readVoucherCodes(lines.join("\n"), MAX_CODES_PER_ADD);
    expect(codes).toHaveLength(MAX_CODES_PER_ADD + 1);
    // A shape error past that point is never reached: the file is refused as too long.
    expect(readVoucherCodes([...lines, "bad code"].join("\n"), MAX_CODES_PER_ADD).invalid).toEqual([]);
    expect(readVoucherCodes(lines.slice(0, 10).join("\n"), MAX_CODES_PER_ADD).codes).toHaveLength(10);
  });
});
