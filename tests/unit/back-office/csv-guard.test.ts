import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/domain/platform/csv";

/**
 * A CSV we write (reports, partners' exports) is opened in Excel or Sheets:
 * a cell that would start a formula there is written with a leading
 * apostrophe, so text a consumer typed is shown, never run.
 */
describe("the CSV formula guard", () => {
  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+91 98", "'+91 98"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
  ])("defuses %j as before", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    [" =1+1", "' =1+1"],
    ["   +cmd", "'   +cmd"],
    [" -2+3", "' -2+3"],
    [" @SUM(A1)", "' @SUM(A1)"],
    ["\u00a0=1+1", "'\u00a0=1+1"],
    ["\u3000=1+1", "'\u3000=1+1"],
  ])("defuses %j: a spreadsheet skips the spaces before a formula", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ["\uFF0B91", "'\uFF0B91"],
    ["\uFF0D1", "'\uFF0D1"],
    ["\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
    [" \uFF1D1+1", "' \uFF1D1+1"],
  ])("defuses the full-width %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("leaves ordinary text and the numbers we wrote as they are", () => {
    expect(csvLine(["Asha Rao", " Asha", "a = b", "mail@example.com", -5, 12.5, null, "A-1"])).toBe("Asha Rao, Asha,a = b,mail@example.com,-5,12.5,,A-1\r\n");
  });
});
