import { describe, expect, it } from "vitest";
import { formatDay as formatReportDay } from "~/domain/back-office/date-range";
import { formatDay } from "~/domain/loans/format";
import { formatDateTime } from "~/domain/platform/dates";
import { languageList } from "~/i18n/languages";

const added = languageList.map((l) => l.code).filter((code) => code !== "en" && code !== "hi");

describe("dates in every language (issue 38: DD/MM/YYYY, Western digits)", () => {
  it("writes a day as DD/MM/YYYY in each added language, Telugu and Marathi included", () => {
    expect(added).toEqual(expect.arrayContaining(["mr", "bn", "gu", "ta", "te", "kn"]));
    for (const language of added) {
      expect(formatDay({ year: 2026, month: 3, day: 7 }, language), language).toBe("07/03/2026");
      expect(formatReportDay("2026-11-28", language), language).toBe("28/11/2026");
    }
  });

  it("writes a moment's day the same way, with the time after it, in India's time", () => {
    // 18:45 UTC is 00:15 the next day in India.
    const moment = new Date("2026-11-27T18:45:00Z");
    for (const language of added) {
      const text = formatDateTime(moment, language);
      expect(text.startsWith("28/11/2026, "), `${language}: ${text}`).toBe(true);
      expect(text, language).toMatch(/12:15/);
      expect(text, language).not.toMatch(/[०-९০-৯૦-૯௦-௯౦-౯೦-೯]/);
    }
  });

  it("keeps English and Hindi naming the month, as reviewed", () => {
    expect(formatDay({ year: 2026, month: 11, day: 28 }, "en")).toBe("28 Nov 2026");
    expect(formatDay({ year: 2026, month: 11, day: 28 }, "hi")).toMatch(/^28 नव/);
  });
});
