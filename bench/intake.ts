/**
 * Merchant intake under load: 50 concurrent clients post the form for 20 s
 * against real PostgreSQL. Checks that every 2xx submission is stored exactly
 * once and that nothing answers 5xx or 429; reports requests per second and p99
 * latency beside GET /healthz under the same concurrency in the same run.
 * Each post carries the application's signed link, as a lender's system would
 * (decision 013-intake-access), from the merchant's own address (X-Forwarded-For behind a
 * trusted proxy), so the rate limits see many merchants, not one flood.
 * Run: npm run build && npx tsx bench/intake.ts   (needs PostgreSQL on 127.0.0.1:5432, or BENCH_DATABASE_URL)
 */
import { createHmac } from "node:crypto";
import postgres from "postgres";
import { applyForOffer, completeProfile, signInConsumer, type OtpFor } from "../tests/support/app-client";
import { benchDatabase } from "./bulk-lenders";
import { load } from "./load";
import { startServer } from "./server-process";

const CONCURRENCY = 50;
/** Each application is posted this many times at once, as double taps and retries would. */
const COPIES = 3;
/** Enough applications that the run seldom comes back to one, so no merchant nears the rate limit of 30 posts per form. */
const APPLICATIONS = 5000;
/** The benches' link-signing secret (bench/server-process.ts): the signed links are made with it. */
export const LINK_SIGNING_SECRET = "bench-link-secret-0123456789";

/** The query of a lender's signed link to one merchant form: exp (unix seconds) and sig = HMAC-SHA256 of "lender:uuid:exp", base64url. */
function signedQuery(lender: string, uuid: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `exp=${exp}&sig=${createHmac("sha256", LINK_SIGNING_SECRET).update(`${lender}:${uuid}:${exp}`).digest("base64url")}`;
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

/** A merchant's intake form as the lender's page posts it. */
export function intakeForm(): FormData {
  const f = new FormData();
  const fields: Record<string, string> = {
    loanAmount: "250000",
    purposeOfLoan: "working_capital",
    gender: "male",
    maritalStatus: "married",
    fathersName: "Suresh Patil",
    mothersName: "Lata Patil",
    annualSalesTurnOver: "3600000",
    uan: "UDYAM-MH-12-7654321",
    name: "Patil Hardware",
    dateOfIncorporation: "2018-06-15",
    category: "Retail",
    subCategory: "Hardware and paints",
    nature: "retailer",
    businessAddressLine1: "22 Station Road",
    businessAddressLine2: "Kothrud",
    businessAddressPincode: "411038",
    consent: "on",
  };
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/**
 * One merchant applies as the pages do (tests/support/app-client.ts), to the
 * first business lender that has a merchant form; the rest are `count` copies
 * of that application by SQL (thousands through the journey would take
 * minutes and are not what is measured). Each comes with its intake path,
 * signed as the lender's link is, and a merchant's own address.
 */
export async function signedIntakeForms(base: string, otpFor: OtpFor, sql: postgres.Sql, count = APPLICATIONS) {
  const merchant = await signInConsumer(base, "9811111111", otpFor, { product: "bl" });
  await completeProfile(merchant, { product: "bl" });
  const offered = await (await merchant.browser.get(merchant.location)).text();
  const withIntake = await sql`select name from lenders where product_type = 'bl' and intake_options is not null and deleted_at is null order by id`;
  // An offer's link may carry the amount and months it was priced at (?amount=…&months=…).
  const intakeLender = withIntake.map((l) => l.name as string).find((name) => [`"`, `?`].some((end) => offered.includes(`href="/user/apply/${name}${end}`)));
  if (!intakeLender) throw new Error("no business lender with a merchant form among the merchant's offers");
  await applyForOffer(merchant, intakeLender);
  const [first] = await sql`
    select c.user_id, c.lender_id, c.amount, l.name from credit_applications c join lenders l on l.id = c.lender_id where l.name = ${intakeLender}`;
  const lender = { name: first.name as string };
  await sql`
    insert into credit_applications (user_id, lender_id, amount)
    select ${first.user_id}, ${first.lender_id}, ${first.amount} from generate_series(2, ${count})`;
  const apps = await sql`select uuid from credit_applications where user_id = ${first.user_id} and lender_id = ${first.lender_id}`;
  return apps.map((a, n) => ({
    path: `/api/${lender.name}-intake/${a.uuid}?${signedQuery(lender.name, a.uuid)}`,
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  }));
}

export async function runIntakeBench() {
  const database = await benchDatabase("intake");
  const url = database.url;
  const server = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: "20", LINK_SIGNING_SECRET, TRUST_PROXY: "true" });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const forms = await signedIntakeForms(server.base, server.otpFor, sql);

    const health = await load(5, async () => (await fetch(`${server.base}/healthz`)).status);
    let i = 0;
    const intake = await load(SECONDS, async () => {
      // Each application is posted several times over, as double clicks and retries would.
      const form = forms[Math.floor(i++ / COPIES) % forms.length];
      const res = await fetch(`${server.base}${form.path}`, { method: "POST", body: intakeForm(), headers: { "X-Forwarded-For": form.address } });
      await res.arrayBuffer();
      return res.status;
    });

    const [stored] = await sql`
      select count(*)::int as submitted,
             count(*) filter (where (select count(*) from credit_application_status_history h
                                     where h.credit_application_id = c.id and h.source = 'lender') <> 1)::int as not_once
      from credit_applications c where c.intake_submitted_at is not null`;
    const fivexx = [...intake.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const twoxx = [...intake.statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
    const refused = [...intake.statuses].filter(([s]) => s >= 400 && s < 500).reduce((n, [, c]) => n + c, 0);
    console.log(`\nMerchant intake, ${CONCURRENCY} concurrent clients, real PostgreSQL:`);
    console.log(`  GET /healthz:       ${health.rps.toFixed(0)} req/s, median ${health.median.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms`);
    console.log(`  POST intake (${SECONDS}s): ${intake.rps.toFixed(0)} req/s, median ${intake.median.toFixed(1)} ms, p99 ${intake.p99.toFixed(1)} ms`);
    console.log(`  ratio to /healthz: ${(health.rps / intake.rps).toFixed(1)}x fewer req/s, p99 ${(intake.p99 / health.p99).toFixed(1)}x`);
    console.log(`  answers: ${JSON.stringify(Object.fromEntries(intake.statuses))}; 2xx ${twoxx}, 4xx ${refused}, 5xx ${fivexx}`);
    console.log(`  applications submitted ${stored.submitted} of ${forms.length}; stored other than exactly once: ${stored.not_once}`);
    const ok = fivexx === 0 && refused === 0 && stored.not_once === 0;
    console.log(`  ${ok ? "PASS" : "FAIL"}: every post accepted by its signed link and stored exactly once, no 4xx or 5xx`);
    return { health, intake: { ...intake, statuses: Object.fromEntries(intake.statuses) }, stored, ok };
  } finally {
    await server.stop();
    await sql.end();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runIntakeBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
