import { describe, expect, it } from "vitest";
import { financialYearOf, gstKindOf, gstLines, invoiceNumber, lastEndedMonth, monthDays, monthHasEnded, shareOf, statementFigures } from "~/domain/partner/payouts";
import { paiseDecimal } from "~/domain/platform/money";
import { csvLine } from "~/domain/platform/csv";
import { PayoutAccountSchema } from "~/forms/partner/payout-account";
import { parseForm } from "~/server/platform/http/command.server";

/**
 * A partner's statement (docs/decisions/098-partner-payouts.md), against
 * figures worked out by hand: GST 18 % to the paisa (CGST and SGST 9 % each
 * within one state), TDS under 194H 5 % (20 % without a PAN) on the
 * commission without GST, to the rupee, half up; net = gross + GST − TDS.
 */

const KARNATAKA = "29ABCDE1234F1Z5";
const MAHARASHTRA = "27ABCDE1234F1Z5";
const OURS_KARNATAKA = "29AAACM1234A1Z2";

describe("a statement's figures, worked out by hand", () => {
  it("₹12,000 with PAN and GSTIN, our GSTIN unset: GST ₹2,160 on one line, TDS 5 % ₹600, net ₹13,560", () => {
    expect(statementFigures(12_000_00, { pan: "ABCDE1234F", gstin: KARNATAKA, ourGstin: null })).toEqual({
      grossPaise: 12_000_00,
      gstKind: "gst",
      gstPaise: 2_160_00,
      tdsRateBps: 500,
      tdsPaise: 600_00,
      netPaise: 13_560_00,
    });
  });

  it("₹4,321.55 with no PAN and no GSTIN: no GST, TDS 20 % = ₹864.31 taken to the rupee, ₹864; net ₹3,457.55", () => {
    expect(statementFigures(4_321_55, { pan: null, gstin: null, ourGstin: OURS_KARNATAKA })).toEqual({
      grossPaise: 4_321_55,
      gstKind: "none",
      gstPaise: 0,
      tdsRateBps: 2000,
      tdsPaise: 864_00,
      netPaise: 3_457_55,
    });
  });

  it("rounds TDS half up to the rupee: 5 % of ₹1,010 is ₹50.50, taken as ₹51; 5 % of ₹1,009.98 is ₹50.499, taken as ₹50", () => {
    expect(statementFigures(1_010_00, { pan: "ABCDE1234F", gstin: null, ourGstin: null })).toMatchObject({ tdsPaise: 51_00, netPaise: 959_00 });
    expect(statementFigures(1_009_98, { pan: "ABCDE1234F", gstin: null, ourGstin: null })).toMatchObject({ tdsPaise: 50_00, netPaise: 959_98 });
  });

  it("within one state charges CGST and SGST at 9 % each, each rounded: on ₹1,500.06 that is ₹135.01 twice (₹270.02), where IGST at 18 % is ₹270.01", () => {
    const within = statementFigures(1_500_06, { pan: "ABCDE1234F", gstin: KARNATAKA, ourGstin: OURS_KARNATAKA });
    // 9 % of 150,006 paise is 13,500.54 → 13,501; TDS 5 % is ₹75.003 → ₹75.
    expect(within).toEqual({ grossPaise: 1_500_06, gstKind: "cgst_sgst", gstPaise: 270_02, tdsRateBps: 500, tdsPaise: 75_00, netPaise: 1_695_08 });
    expect(gstLines(within)).toEqual([
      { tax: "cgst", rateBps: 900, paise: 135_01 },
      { tax: "sgst", rateBps: 900, paise: 135_01 },
    ]);
    // A partner in another state: 18 % of 150,006 paise is 27,001.08 → 27,001.
    const across = statementFigures(1_500_06, { pan: "ABCDE1234F", gstin: MAHARASHTRA, ourGstin: OURS_KARNATAKA });
    expect(across).toMatchObject({ gstKind: "igst", gstPaise: 270_01, netPaise: 1_695_07 });
    expect(gstLines(across)).toEqual([{ tax: "igst", rateBps: 1800, paise: 270_01 }]);
  });

  it("stays exact where a binary fraction would not: 18 % of 5,000,000,000,000,001 paise", () => {
    // As JavaScript numbers, 5000000000000001 × 18 / 100 is not exact (the product passes 2^53); in BigInt it is 900000000000000.18, → …000.
    expect(shareOf(5_000_000_000_000_001, 1800)).toBe(900_000_000_000_000);
    expect(statementFigures(5_000_000_000_000_001, { pan: "ABCDE1234F", gstin: MAHARASHTRA, ourGstin: null })).toMatchObject({
      gstPaise: 900_000_000_000_000,
      tdsPaise: 250_000_000_000_000,
      netPaise: 5_650_000_000_000_001,
    });
  });

  it("refuses a gross that is not whole paise above zero: a statement states something owed", () => {
    expect(() => statementFigures(0, { pan: null, gstin: null, ourGstin: null })).toThrow(RangeError);
    expect(() => statementFigures(-100, { pan: null, gstin: null, ourGstin: null })).toThrow(RangeError);
    expect(() => statementFigures(10.5, { pan: null, gstin: null, ourGstin: null })).toThrow(RangeError);
  });

  it("tells the GST by the two GSTINs' state codes", () => {
    expect(gstKindOf({ gstin: null, ourGstin: OURS_KARNATAKA })).toBe("none");
    expect(gstKindOf({ gstin: KARNATAKA, ourGstin: null })).toBe("gst");
    expect(gstKindOf({ gstin: KARNATAKA, ourGstin: OURS_KARNATAKA })).toBe("cgst_sgst");
    expect(gstKindOf({ gstin: MAHARASHTRA, ourGstin: OURS_KARNATAKA })).toBe("igst");
  });

  it("writes paise as plain decimal rupees for a file, a negative adjustment as a number and not a formula", () => {
    expect(paiseDecimal(1_356_000)).toBe("13560.00");
    expect(paiseDecimal(-50)).toBe("-0.50");
    expect(paiseDecimal(7)).toBe("0.07");
    expect(csvLine(["TDS", { decimal: paiseDecimal(-600_00) }, "-1"])).toBe("TDS,-600.00,'-1\r\n");
  });
});

describe("months, financial years and invoice numbers", () => {
  it("puts a month in its April-to-March financial year", () => {
    expect(financialYearOf("2026-03")).toBe("2025-26");
    expect(financialYearOf("2026-04")).toBe("2026-27");
    expect(financialYearOf("1999-12")).toBe("1999-00");
  });

  it("numbers an invoice PP/{financial year}/{sequence}, four digits at least", () => {
    expect(invoiceNumber("2026-27", 1)).toBe("PP/2026-27/0001");
    expect(invoiceNumber("2026-27", 12_345)).toBe("PP/2026-27/12345");
  });

  it("knows a month's days, the last month ended, and whether a month has ended on a day in India", () => {
    expect(monthDays("2024-02")).toEqual({ first: "2024-02-01", last: "2024-02-29" });
    expect(monthDays("2026-12").last).toBe("2026-12-31");
    expect(lastEndedMonth("2026-01-15")).toBe("2025-12");
    expect(lastEndedMonth("2026-03-10")).toBe("2026-02");
    expect(monthHasEnded("2026-02", "2026-02-28")).toBe(false);
    expect(monthHasEnded("2026-02", "2026-03-01")).toBe(true);
  });
});

describe("the partner's payout details form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ intent: "payout-account", ...fields })) data.set(k, v);
    return parseForm(data, PayoutAccountSchema);
  };

  it("takes codes typed in lower case and with spaces, as banks and cards print them", () => {
    expect(form({ pan: "abcde1234f", gstin: "29abcde1234f1z5", accountNumber: "5010 0123 4567 8", ifsc: "hdfc0001234", accountHolder: "Paisa  Plus Services" })).toEqual({
      ok: true,
      value: { pan: "ABCDE1234F", gstin: "29ABCDE1234F1Z5", accountNumber: "5010012345678", ifsc: "HDFC0001234", accountHolder: "Paisa Plus Services" },
    });
    expect(form({})).toEqual({ ok: true, value: { pan: null, gstin: null, accountNumber: null, ifsc: null, accountHolder: null } });
  });

  it("refuses an IFSC, a PAN or an account number of the wrong shape, a GSTIN without its PAN, and a bank account given in part", () => {
    expect(form({ ifsc: "HDFC1001234", accountNumber: "12ab", accountHolder: "A", pan: "ABCD1234F" })).toMatchObject({
      ok: false,
      errors: { ifsc: ["validation.ifsc"], accountNumber: ["partner:settings.payout.errors.accountNumber"], accountHolder: ["partner:settings.payout.errors.accountHolder"], pan: ["validation.pan"] },
    });
    expect(form({ gstin: KARNATAKA })).toMatchObject({ ok: false, errors: { pan: ["partner:settings.payout.errors.panForGstin"] } });
    expect(form({ gstin: KARNATAKA, pan: "ZZZZZ9999Z" })).toMatchObject({ ok: false, errors: { gstin: ["partner:settings.payout.errors.gstinPan"] } });
    expect(form({ ifsc: "HDFC0001234" })).toMatchObject({
      ok: false,
      errors: { accountNumber: ["partner:settings.payout.errors.bankWhole"], accountHolder: ["partner:settings.payout.errors.bankWhole"] },
    });
  });
});
