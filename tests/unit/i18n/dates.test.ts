import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, daysInMonth, normaliseDmy, parseDmy, today, toDmy, toIso, type CalendarDate } from "~/domain/platform/dates";
import { birthDateIssue } from "~/forms/consumer/profile";

describe("DD/MM/YYYY dates", () => {
  it("reads a real date", () => {
    const parsed = parseDmy("29/02/2024");
    expect(parsed.ok && toIso(parsed.date)).toBe("2024-02-29");
    expect(parsed.ok && toDmy(parsed.date)).toBe("29/02/2024");
  });

  it.each(["30/02/2024", "29/02/2023", "31/04/2020", "00/01/2000", "12/13/2000"])("rejects %s: the day does not exist", (value) => {
    expect(parseDmy(value)).toEqual({ ok: false, problem: "day" });
  });

  it.each(["12041992", "12-04-1992", "12.04.1992", "12/04/1992", " 12/04/1992 "])("reads %j as 12 April 1992, day first", (value) => {
    expect(parseDmy(value)).toEqual({ ok: true, date: { year: 1992, month: 4, day: 12 } });
  });

  it.each(["1/1/2000", "2000-01-01", "12/04-1992", "12-04.1992", "1204 1992", "1204199", "120419921", "", "aa/bb/cccc"])("rejects the shape of %j", (value) => {
    expect(parseDmy(value)).toEqual({ ok: false, problem: "format" });
  });

  it("shows a date back as DD/MM/YYYY once it reads, and anything else as typed", () => {
    expect(normaliseDmy("12041992")).toBe("12/04/1992");
    expect(normaliseDmy("12.04.1992")).toBe("12/04/1992");
    expect(normaliseDmy("31041992")).toBe("31041992");
    expect(normaliseDmy("abc")).toBe("abc");
  });

  // Every real date from 1900 to 2100, written any of the four ways, reads back as itself.
  const realDate = fc
    .record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .filter((d) => d.day <= daysInMonth(d.year, d.month));
  it("reads every real date back, whichever separator it was written with", () => {
    fc.assert(
      fc.property(realDate, fc.constantFrom("/", "-", ".", ""), (date: CalendarDate, separator) => {
        const written = toDmy(date).replaceAll("/", separator);
        expect(parseDmy(written)).toEqual({ ok: true, date });
        expect(normaliseDmy(written)).toBe(toDmy(date));
      }),
    );
  });

  it("rejects a year out of range", () => {
    expect(parseDmy("01/01/1850")).toEqual({ ok: false, problem: "year" });
  });

  it("counts age in whole years, the birthday included", () => {
    const birth = { year: 2000, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2026, month: 6, day: 14 })).toBe(25);
    expect(ageOn(birth, { year: 2026, month: 6, day: 15 })).toBe(26);
  });
});

describe("birth date rule of the profile", () => {
  // Noon in India on 22 November 2026, whatever the machine's time zone.
  const now = new Date("2026-11-22T06:30:00Z");
  it("accepts an adult", () => expect(birthDateIssue("15/08/1990", now)).toBeNull());
  it("accepts the same date typed on a numeric keypad", () => expect(birthDateIssue("15081990", now)).toBeNull());
  it("says 'Invalid date' for a day that does not exist", () => expect(birthDateIssue("31/11/1990", now)).toBe("validation.invalidDate"));
  it("says 'Invalid year' for an impossible year", () => expect(birthDateIssue("01/01/1800", now)).toBe("validation.invalidYear"));
  it("says 'Please enter a valid birth date' for a future date", () => expect(birthDateIssue("01/01/2030", now)).toBe("validation.birthDate"));
  it("says the age criteria do not match for a minor", () => expect(birthDateIssue("01/01/2015", now)).toBe("validation.ageCriteria"));
  it("says the age criteria do not match above 70", () => expect(birthDateIssue("01/01/1940", now)).toBe("validation.ageCriteria"));
  it("counts an 18th birthday from midnight in India, not in UTC", () => {
    // Born 11 March 2008: 23:59 IST on 10 March 2026 is 17; 00:01 IST on 11 March (still the 10th in UTC) is 18.
    expect(birthDateIssue("11/03/2008", new Date("2026-03-10T18:29:00Z"))).toBe("validation.ageCriteria");
    expect(birthDateIssue("11/03/2008", new Date("2026-03-10T18:31:00Z"))).toBeNull();
  });
});

describe("today", () => {
  it("is India's calendar day, whatever the server's time zone", () => {
    // 19:42 UTC on 22 November is 01:12 IST on 23 November.
    expect(today(new Date("2026-11-22T19:42:00Z"))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(today(new Date("2026-11-22T18:29:00Z"))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(today(new Date("2026-12-31T18:30:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
