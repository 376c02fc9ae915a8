/**
 * Offers at scale (issue 13, target 6): the eligibility engine matching one
 * profile against 1,000 and 10,000 lenders (target < 10 ms for 10,000), and
 * the server time of GET /user/offers for a consumer signed in through the
 * real OTP login, with 1,000 lenders in a real PostgreSQL database, beside
 * GET /healthz's in the same run (target ≤ 5×).
 * Run: npm run build && npx tsx bench/offers.ts   (needs PostgreSQL on 127.0.0.1:5432, or BENCH_DATABASE_URL)
 */
import { performance } from "node:perf_hooks";
import { matchOffers, type EligibilityProfile, type LenderCriteria } from "../app/domain/lending/eligibility";
import { seedPricing } from "../db/seed/lender-pricing";
import { completeProfile, newMobile, signInConsumer } from "../tests/support/app-client";
import { benchDatabase, fillLenders } from "./bulk-lenders";
import { drain, inTurns, percentile, startServer, stylesheetCookie } from "./server-process";
import { kb, ms, printSummary, ratioRow, times, type SummaryRow } from "./summary";
import { buildFloor } from "./weight";

export const MATCHING_BUDGET_MS = 10;
export const OFFERS_TIME_RATIO = 5;

const profile: EligibilityProfile = { monthlyIncome: 45_000, age: 34, employment: "salaried", desiredAmount: 200_000, existingEmi: 5_000, creditBand: "700_749" };
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
    // Every other lender has a grid; the rest are priced from apr_min and the fee text, as lenders saved before grids are.
    pricing:
      i % 2
        ? seedPricing({
            apr: [10.99 + (i % 25), 36],
            creditScoreClass: (1 + (i % 4)) as 1 | 2 | 3 | 4,
            fee: { percent: 2 },
            special: i % 11 === 0 ? { kind: "fee_waiver", lessBps: 0, who: { employment: [], creditBands: [], minMonthlyIncome: null } } : null,
          })
        : null,
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

async function benchOffersPage() {
  const database = await benchDatabase("offers");
  const server = await startServer({ DATABASE_URL: database.url });
  try {
    await fillLenders(database.url, 1000);
    // One consumer, signed in and with a complete profile, posted as the pages post them.
    const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(consumer);
    // Timed as a browser views the page again: with the stylesheet's cookie, so it is linked, not inlined.
    const cookie = [consumer.browser.jar.header(), await stylesheetCookie(server.base)].filter(Boolean).join("; ");
    const offers = () => fetch(`${server.base}/user/offers`, { headers: { cookie }, redirect: "manual" });
    const html = await (await offers()).text();
    if (!html.includes('data-testid="offer"')) throw new Error("bench: the consumer's offers page lists no offer");
    const count = (testId: string) => html.split(`data-testid="${testId}"`).length - 1;
    const requests = { health: () => fetch(`${server.base}/healthz`), offers };
    for (let i = 0; i < 10; i++) for (const request of Object.values(requests)) await drain(await request());
    const times = await inTurns(60, requests);
    return { health: times.health, offers: times.offers, htmlBytes: Buffer.byteLength(html), offerCount: count("offer"), notMatchedCount: count("not-matched") };
  } finally {
    await server.stop();
    await database.drop();
  }
}

/**
 * For scale: what the floor (a bare React Router app, its empty page among as many routes as ours, no
 * database) costs beside its own GET /healthz. No page of ours can be
 * cheaper; the targets above are multiples of /healthz, not of this.
 */
async function benchFloor() {
  buildFloor();
  const floor = await startServer({}, "bench/floor/server.js");
  try {
    const requests = { health: () => fetch(`${floor.base}/healthz`), page: () => fetch(`${floor.base}/`) };
    for (let i = 0; i < 10; i++) for (const request of Object.values(requests)) await drain(await request());
    return await inTurns(60, requests);
  } finally {
    await floor.stop();
  }
}

export async function runOffersBench() {
  const matching = [benchMatching(1_000, 200), benchMatching(10_000, 50)];
  const page = await benchOffersPage();
  const floor = await benchFloor();
  const item = "6 offers";
  const summary: SummaryRow[] = [
    ...matching.map((m) => ({
      item,
      figure: `matching ${m.lenders.toLocaleString("en-IN")} lenders (${m.offers} offers)`,
      value: ms(m.medianMs),
      target: m.lenders === 10_000 ? `< ${MATCHING_BUDGET_MS} ms` : "—",
      baseline: "—",
      ratio: "—",
      pass: m.lenders === 10_000 ? m.medianMs < MATCHING_BUDGET_MS : null,
    })),
    ratioRow(item, "GET /user/offers server time (1,000 lenders)", page.offers.median, page.health.median, OFFERS_TIME_RATIO),
    {
      item,
      figure: "for scale: GET / of the floor (bare React Router)",
      value: ms(floor.page.median),
      target: "—",
      baseline: `its /healthz ${ms(floor.health.median)}`,
      ratio: times(floor.page.median / floor.health.median),
      pass: null,
    },
    {
      item,
      figure: `/user/offers HTML (${page.offerCount} offers, ${page.notMatchedCount} not matched)`,
      value: kb(page.htmlBytes),
      target: "—",
      baseline: "—",
      ratio: "—",
      pass: null,
    },
  ];
  console.log(`\nOffers: matching p95 ${matching.map((m) => `${m.lenders}: ${ms(m.p95Ms)}`).join(", ")}; GET /user/offers p95 ${ms(page.offers.p95)}, /healthz p95 ${ms(page.health.p95)}`);
  return { matching, page, floor, summary };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runOffersBench()
    .then((r) => printSummary(r.summary))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
