/**
 * Offers: how long the eligibility engine takes to match one profile against
 * 1,000 and 10,000 lenders, and the server time of GET /user/offers for a
 * signed-in consumer against GET /healthz in the same run.
 * Run: npm run build && npx tsx bench/offers.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { matchOffers, type EligibilityProfile, type LenderCriteria } from "../app/domain/eligibility";
import { completeProfile, signInConsumer } from "../tests/support/app-client";
import { percentile, startServer } from "./server-process";

const profile: EligibilityProfile = { monthlyIncome: 45_000, age: 34, employment: "salaried", desiredAmount: 200_000, creditBand: "700_749" };
const today = { year: 2026, month: 11, day: 22 };

function syntheticLenders(n: number): LenderCriteria[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `lender-${i}`,
    displayName: `Lender ${i}`,
    logoUrl: null,
    minIncome: 10_000 + (i % 8) * 10_000,
    maxIncome: i % 5 === 0 ? 60_000 : null,
    minAge: 21 + (i % 4),
    maxAge: 55 + (i % 6),
    ticketClass: 1 + (i % 4),
    creditScoreClass: 1 + (i % 4),
    salaried: i % 7 === 0 ? 0 : 1,
    selfEmployed: i % 2,
    business: i % 3 === 0 ? 1 : 0,
    priority: i % 10,
    aprMin: 10.99 + (i % 25),
    aprMax: 36,
    interestRate: null,
    loanAmountUpto: 100_000 * (1 + (i % 10)),
    minLoanAmount: 10_000,
    tenure: "6-60",
    processingFees: "2% + GST",
    soStatus: i % 11 === 0 ? 1 : 0,
    soText: "Festive offer",
    soDateStart: "2026-01-01",
    soDateEnd: "2027-12-31",
  }));
}

const median = (xs: number[]) => percentile(xs, 0.5);
const p95 = (xs: number[]) => percentile(xs, 0.95);

function benchMatching(n: number, runs: number) {
  const lenders = syntheticLenders(n);
  for (let i = 0; i < 5; i++) matchOffers(profile, lenders, today);
  const times: number[] = [];
  let offers = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    offers = matchOffers(profile, lenders, today).offers.length;
    times.push(performance.now() - t0);
  }
  return { lenders: n, offers, medianMs: median(times), p95Ms: p95(times) };
}

async function benchOffersPage(): Promise<Record<string, number>> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-offers-"));
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  const base = server.base;
  try {
    // One consumer, logged in and with a complete profile, posted as the pages post them.
    const consumer = await signInConsumer(base, "9000000001", server.otpFor, { product: "pl" });
    await completeProfile(consumer, {
      personal: { firstName: "Asha", lastName: "Verma", birthDate: "12/03/1991", pan: "ABCPV1234K", address1: "14 Park Street", postalCode: "700016", desiredLoanAmount: "200000" },
      employment: { employerName: "Tata Steel", officePincode: "700001", monthlyIncome: "45000" },
    });
    const cookie = consumer.browser.jar.header();

    const time = async (url: string, headers: Record<string, string> = {}) => {
      const t0 = performance.now();
      const res = await fetch(base + url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) {
      await time("/healthz");
      await time("/user/offers", { cookie });
    }
    const health: number[] = [];
    const offers: number[] = [];
    for (let i = 0; i < 100; i++) {
      health.push(await time("/healthz"));
      offers.push(await time("/user/offers", { cookie }));
    }
    return { healthzMedianMs: median(health), offersMedianMs: median(offers), offersP95Ms: p95(offers), ratio: median(offers) / median(health) };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runOffersBench() {
  const matching = [benchMatching(1_000, 200), benchMatching(10_000, 50)];
  console.log("\nOffers matching (app/domain/eligibility, one profile):");
  for (const m of matching) {
    console.log(`  ${String(m.lenders).padStart(6)} lenders: median ${m.medianMs.toFixed(2)} ms, p95 ${m.p95Ms.toFixed(2)} ms (${m.offers} offers)`);
  }
  const page = await benchOffersPage();
  console.log("GET /user/offers (46 seeded lenders, signed-in consumer, PGlite), 100 requests:");
  console.log(
    `  median ${page.offersMedianMs.toFixed(1)} ms, p95 ${page.offersP95Ms.toFixed(1)} ms; GET /healthz median ${page.healthzMedianMs.toFixed(1)} ms; ratio ${page.ratio.toFixed(1)}x`,
  );
  return { matching, page };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runOffersBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
