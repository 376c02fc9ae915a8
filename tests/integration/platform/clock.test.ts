import { TEST_DEMO_PASSWORD } from "../../support/demo-password";
import { afterEach, describe, expect, it } from "vitest";
import { clockPinRefused, now, setClock, startClock } from "~/server/platform/db/clock.server";
import { getConfig } from "~/server/platform/db/config.server";
import { updateLenderCommand, updateSpecialOfferCommand } from "~/server/catalogue/lender-commands.server";
import { offersFor } from "~/server/lending/offers.server";
import { ensureBuild } from "../../support/built-app";
import { consumerWith } from "../../support/consumer-session";
import { startNodeServer } from "../../support/node-server";

// Business time (docs/decisions/032-test-clock.md); every test here puts it back.
afterEach(() => setClock(null));

describe("the business clock", () => {
  it("runs on the machine's time unless pinned, and ticks on from where it is pinned", async () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    setClock(new Date("2026-03-10T18:29:50Z"));
    const first = now().getTime();
    expect(first - Date.parse("2026-03-10T18:29:50Z")).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse("2026-03-10T18:29:50Z")).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 50));
    expect(now().getTime()).toBeGreaterThan(first);
  });

  it("may not be pinned on a real deployment (production on a real database): it refuses to start there", () => {
    const config = getConfig();
    const real = { ...config, NODE_ENV: "production", DATABASE_URL: "postgres://app@db.internal:5432/marketplace", CLOCK_START: "2026-03-10T18:29:50Z" };
    expect(clockPinRefused(real)).toMatch(/real deployment/);
    expect(() => startClock(real)).toThrow(/refusing to start: CLOCK_START/);
    // The embedded demo database (npm start) and a test deployment may pin it.
    expect(clockPinRefused({ ...real, DATABASE_URL: undefined })).toBeNull();
    expect(clockPinRefused({ ...real, NODE_ENV: "test" })).toBeNull();
  });

  it("a production server on a real database with CLOCK_START stops at start and says why", async () => {
    ensureBuild();
    const starting = startNodeServer({
      NODE_ENV: "production",
      // Refused before any connection is made: nothing listens there.
      DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
      OTP_SECRET: "it-otp-secret-0123456789",
      LINK_SIGNING_SECRET: "it-link-secret-0123456789",
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      CLOCK_START: "2026-03-10T18:29:50Z",
    });
    await expect(starting).rejects.toThrow(/refusing to start: CLOCK_START pins business time for tests/);
  });
});

describe("a special offer's window, by the day in India on the clock", () => {
  it("is shown through its last day until midnight in India, and not a minute after", async () => {
    const consumer = await consumerWith(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`, {
      birthDate: "1990-08-15",
      monthlyIncome: 45000,
      seLoanAmount: 100000,
      employmentStatusCode: "salaried",
      creditScoreBand: "750_plus",
    });
    setClock(new Date("2026-03-10T06:30:00Z"));
    // Sahyadri's special offer waives the fee for salaried applicants (its grid's condition, db/seed/lenders.ts).
    const lender = (await offersFor(consumer, "pl"))!.match.offers.find((o) => o.lender.name === "sahyadri-capital")!.lender;
    expect((await updateSpecialOfferCommand({ lender_id: lender.id, so_text: "Holi: no processing fee", so_date_start: "2026-03-01", so_date_end: "2026-03-10" })).ok).toBe(true);
    expect((await updateLenderCommand({ lender_id: lender.id, property: "so_status", value: 1 })).ok).toBe(true);
    const specialOffer = async () => (await offersFor(consumer, "pl"))!.match.offers.find((o) => o.lender.id === lender.id)?.facts.special?.kind ?? null;

    // 23:59 in India on 10 March, its last day (18:29 UTC).
    setClock(new Date("2026-03-10T18:29:00Z"));
    expect(await specialOffer()).toBe("fee_waiver");
    // 00:01 in India on 11 March: over, though it is still the 10th in UTC.
    setClock(new Date("2026-03-10T18:31:00Z"));
    expect(await specialOffer()).toBeNull();
    // Before its first day.
    setClock(new Date("2026-02-28T12:00:00Z"));
    expect(await specialOffer()).toBeNull();
  });
});
