import { describe, expect, it } from "vitest";
import { callingWindow } from "~/domain/back-office/calling-hours";
import { callSchema } from "~/forms/admin/telecalling";

/** Telecalling calls only from 09:00 to 21:00 India time (UTC+05:30): 03:30 to 15:30 UTC. */
describe("calling hours", () => {
  const at = (iso: string) => callingWindow(new Date(iso));

  it("are open from 09:00 until just before 21:00 in India, and say when they close", () => {
    expect(at("2026-03-10T03:30:00Z")).toEqual({ open: true, closesAt: new Date("2026-03-10T15:30:00Z") });
    expect(at("2026-03-10T15:29:59Z")).toEqual({ open: true, closesAt: new Date("2026-03-10T15:30:00Z") });
  });

  it("are closed at 21:00 and before 09:00, and say when they open next, across midnight in India and in UTC", () => {
    // 08:59:59 in India: opens a second later.
    expect(at("2026-03-10T03:29:59Z")).toEqual({ open: false, opensAt: new Date("2026-03-10T03:30:00Z") });
    // 21:00 in India: opens at 09:00 the next morning.
    expect(at("2026-03-10T15:30:00Z")).toEqual({ open: false, opensAt: new Date("2026-03-11T03:30:00Z") });
    // 23:59 on the 10th in UTC is 05:29 on the 11th in India: that morning.
    expect(at("2026-03-10T23:59:00Z")).toEqual({ open: false, opensAt: new Date("2026-03-11T03:30:00Z") });
    // 00:30 on the 11th in India (19:00 on the 10th in UTC).
    expect(at("2026-03-10T19:00:00Z")).toEqual({ open: false, opensAt: new Date("2026-03-11T03:30:00Z") });
  });

  it("hold a call back to them: a next call at 22:00 India time is refused, one at 20:30 taken", () => {
    const now = new Date("2026-03-10T06:30:00Z");
    const form = (nextCallAt: string) => callSchema(now).safeParse({ intent: "record", caseId: "1", outcome: "call_back", nextCallAt });
    expect(form("2026-03-10T22:00").error?.issues.map((i) => i.message)).toEqual(["admin:telecalling.errors.nextCallHours"]);
    expect(form("2026-03-11T08:30").error?.issues.map((i) => i.message)).toEqual(["admin:telecalling.errors.nextCallHours"]);
    expect(form("2026-03-10T20:30").success).toBe(true);
  });
});
