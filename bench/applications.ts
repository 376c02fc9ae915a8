/**
 * Applications to a lender under load (issue 11): 50 signed-in consumers apply
 * at once for 20 s (the Key Fact Statement acknowledged, then consent: the two
 * posts of the pages) to an API lender, the sandbox lender in the server;
 * the job queue sends each. Then it waits for the queue to drain and checks
 * every application was submitted exactly once: one accepted attempt each,
 * and the sandbox took as many as were made. Reports applications per second
 * and p99 beside GET /healthz in the same run, and how fast the queue sent them.
 * Run: npm run build && npx tsx bench/applications.ts   (needs PostgreSQL on 127.0.0.1:5432, or BENCH_DATABASE_URL)
 */
import postgres from "postgres";
import { completeProfile, signInConsumer, type ConsumerSignIn } from "../tests/support/app-client";
import { benchDatabase } from "./bulk-lenders";
import { load } from "./load";
import { percentile, startServer } from "./server-process";

const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LENDER = "kaveri-finserv";

export async function runApplicationsBench() {
  const database = await benchDatabase("applications");
  const url = database.url;
  const server = await startServer({
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: "20",
    LENDER_SANDBOX: "on",
    // The sandbox's later callbacks are not what this measures.
    LENDER_SANDBOX_STEP_MS: "3600000",
    OTP_MAX_PER_IP_PER_HOUR: "100000",
    OTP_RESEND_COOLDOWN_SECONDS: "1",
  });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const consumers: ConsumerSignIn[] = [];
    for (let i = 0; i < CONCURRENCY; i += 10) {
      consumers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, CONCURRENCY - i) }, async (_, j) => {
            const consumer = await signInConsumer(server.base, `97${String(10_000_000 + i + j).padStart(8, "0")}`, server.otpFor, { product: "pl" });
            await completeProfile(consumer, { product: "pl" });
            return consumer;
          }),
        )),
      );
    }

    const health = await load(5, async () => (await fetch(`${server.base}/healthz`)).status, CONCURRENCY);
    let turn = 0;
    const applying = await load(
      SECONDS,
      async () => {
        const consumer = consumers[turn++ % consumers.length];
        const consent = await consumer.browser.postExpectingRedirect(`/user/apply/${LENDER}`, { acknowledge: "on" });
        const status = await consumer.browser.postExpectingRedirect(consent, { lender_terms: "on", data_collection: "on", credit_report: "on" });
        return status.startsWith(`/user/lenders-transaction/${LENDER}`) ? 303 : 500;
      },
      CONCURRENCY,
    );

    // The queue sends what is left after the load stops.
    const drainStart = performance.now();
    let waiting = 1;
    while (waiting > 0 && performance.now() - drainStart < 180_000) {
      [{ waiting }] = await sql`select count(*)::int as waiting from credit_applications where submission_state = 'queued'`;
      if (waiting) await new Promise((r) => setTimeout(r, 250));
    }
    const drainedIn = (performance.now() - drainStart) / 1000;
    const [made] = await sql`
      select count(*)::int as applications,
             count(*) filter (where submission_state = 'sent')::int as sent,
             count(*) filter (where (select count(*) from lender_submission_attempts a where a.credit_application_id = c.id and a.outcome = 'accepted') <> 1)::int as not_once,
             extract(epoch from max(submitted_at) - min(created_at))::float as span
      from credit_applications c`;
    const sandbox = (await (await fetch(`${server.base}/sandbox-lender/stats`)).json()) as { accepted: number; replayed: number; received: number };
    const failed = [...applying.statuses].filter(([s]) => s !== 303).reduce((n, [, c]) => n + c, 0);
    const lag = await sql`select extract(epoch from submitted_at - created_at)::float * 1000 as ms from credit_applications where submitted_at is not null`;
    const lagMs = lag.map((r) => Number(r.ms));

    console.log(`\nApplications to an API lender (the sandbox), ${CONCURRENCY} concurrent consumers for ${SECONDS} s, real PostgreSQL:`);
    console.log(`  GET /healthz:                ${health.rps.toFixed(0)} req/s, p99 ${health.p99.toFixed(1)} ms`);
    console.log(`  apply (KFS + consent posts): ${applying.rps.toFixed(1)} applications/s, median ${applying.median.toFixed(1)} ms, p99 ${applying.p99.toFixed(1)} ms`);
    console.log(`  ratio to /healthz:           ${(health.rps / applying.rps).toFixed(1)}x fewer per second, p99 ${(applying.p99 / health.p99).toFixed(1)}x`);
    console.log(
      `  queue: applied → answered by the lender: median ${percentile(lagMs, 0.5).toFixed(0)} ms, p99 ${percentile(lagMs, 0.99).toFixed(0)} ms; drained ${drainedIn.toFixed(1)} s after the load stopped`,
    );
    console.log(
      `  applications ${made.applications}, sent ${made.sent}, accepted by the sandbox ${sandbox.accepted} (requests ${sandbox.received}, replays answered ${sandbox.replayed}); not accepted exactly once: ${made.not_once}; failed applies: ${failed}`,
    );
    const ok = failed === 0 && made.not_once === 0 && made.sent === made.applications && sandbox.accepted === made.applications;
    console.log(`  ${ok ? "PASS" : "FAIL"}: every application submitted exactly once`);
    return { health, applying: { ...applying, statuses: Object.fromEntries(applying.statuses) }, made, sandbox, ok };
  } finally {
    await server.stop();
    await sql.end();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runApplicationsBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
