import { describe, expect, it } from "vitest";
import { daysIn, eachDay, istToday, presetRange, rangeInstants } from "~/domain/back-office/date-range";
import { chooseDateRange } from "~/forms/admin/date-range";

// 23 Nov 2026, 20:00 UTC is already 24 Nov in India (01:30 IST).
const lateEvening = new Date("2026-11-23T20:00:00Z");

describe("date range presets (SPEC.md 3), in Indian days", () => {
  it("counts days as India does", () => {
    expect(istToday(lateEvening)).toBe("2026-11-24");
    expect(presetRange("yesterday", lateEvening)).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetRange("last_7_days", lateEvening)).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(daysIn(presetRange("last_30_days", lateEvening))).toBe(30);
    expect(eachDay({ from: "2026-02-27", to: "2026-03-01" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("turns days into the moments from midnight IST to the next midnight IST", () => {
    expect(rangeInstants({ from: "2026-11-01", to: "2026-11-01" })).toEqual({ start: new Date("2026-10-31T18:30:00Z"), end: new Date("2026-11-01T18:30:00Z") });
  });

  it("reads the GET form: a preset, a custom range, and refuses a bad one beside its field while showing the last 7 days", () => {
    expect(chooseDateRange(new URLSearchParams(""), lateEvening)).toMatchObject({ preset: "last_7_days", range: { from: "2026-11-18" }, result: null });
    expect(chooseDateRange(new URLSearchParams("range=last_30_days"), lateEvening)).toMatchObject({ preset: "last_30_days", range: { from: "2026-10-26", to: "2026-11-24" } });
    expect(chooseDateRange(new URLSearchParams("range=custom_range&from=2026-11-01&to=2026-11-10"), lateEvening)).toMatchObject({ range: { from: "2026-11-01", to: "2026-11-10" }, result: null });
    const refused = chooseDateRange(new URLSearchParams("range=custom_range&from=2026-11-10&to=2026-11-01"), lateEvening);
    expect(refused.range).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(refused.result?.error).toMatchObject({ to: ["common:range.errors.order"] });
    expect(refused.result?.initialValue).toMatchObject({ from: "2026-11-10", to: "2026-11-01" });
    expect(chooseDateRange(new URLSearchParams("range=custom_range&from=2026-02-30&to=2026-12-01"), lateEvening).result?.error).toMatchObject({
      from: ["common:range.errors.date"],
      to: ["common:range.errors.future"],
    });
    expect(chooseDateRange(new URLSearchParams("range=custom_range"), lateEvening).result?.error).toMatchObject({ from: ["common:range.errors.required"] });
    expect(chooseDateRange(new URLSearchParams("range=whatever"), lateEvening).preset).toBe("last_7_days");
  });
});
