/**
 * Admin lenders: server time of loading /admin/lenders with 1,000 lenders and
 * of one inline property update (POST /api/update-lender-data), beside GET
 * /healthz in the same run, on real PostgreSQL.
 * Run: npm run build && npx tsx bench/admin.ts   (needs PostgreSQL on 127.0.0.1:5432, or BENCH_DATABASE_URL)
 */
import postgres from "postgres";
import { signInAdmin } from "../tests/support/app-client";
import { benchDemoPassword, percentile, startServer } from "./server-process";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function timed(runs: number, request: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function runAdminBench() {
  const dbName = `bench_admin_${Date.now()}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const server = await startServer({ DATABASE_URL: url });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ n: seeded }] = await sql`select count(*)::int as n from lenders`;
    await sql`
      insert into lenders (name, display_name, product_type, min_income, max_income, min_age, max_age, ticket_class,
                           credit_score_class, salaried, self_employed, business, lender_status, priority, apr_min, apr_max)
      select 'bench-lender-' || i, 'Bench Lender ' || i, (array['pl','bl','gl','hl'])[1 + i % 4], 15000 + (i % 9) * 5000, null,
             21, 58, 1 + i % 4, 1 + i % 4, 1, i % 2, (i % 3 = 0)::int, 1, i % 10, 10.99 + (i % 20), 36
      from generate_series(1, ${1000 - seeded}) as i`;

    const { cookie } = await signInAdmin(server.base, "admin", benchDemoPassword);
    const [{ id }] = await sql`select id from lenders where name = 'bench-lender-1'`;

    for (let i = 0; i < 5; i++) await fetch(`${server.base}/admin/lenders`, { headers: { cookie } }).then((r) => r.arrayBuffer());
    const health = await timed(50, () => fetch(`${server.base}/healthz`));
    const list = await timed(30, () => fetch(`${server.base}/admin/lenders?filter=all`, { headers: { cookie } }));
    let income = 20000;
    const update = await timed(200, () =>
      fetch(`${server.base}/api/update-lender-data`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ lender_id: id, property: "min_income", value: income++ }),
      }),
    );
    const [{ n: total }] = await sql`select count(*)::int as n from lenders where deleted_at is null`;
    console.log(`\nAdmin lenders on real PostgreSQL (${total} lenders):`);
    console.log(`  GET /healthz:                    median ${health.median.toFixed(1)} ms, p95 ${health.p95.toFixed(1)} ms`);
    console.log(`  GET /admin/lenders (all):        median ${list.median.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms (${(list.median / health.median).toFixed(0)}x /healthz)`);
    console.log(`  POST /api/update-lender-data:    median ${update.median.toFixed(1)} ms, p95 ${update.p95.toFixed(1)} ms (${(update.median / health.median).toFixed(0)}x /healthz)`);
    return { lenders: total, health, list, update };
  } finally {
    await server.stop();
    await sql.end();
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
