/**
 * The admin reports at scale (issue 21; outside issue 13's table): 100,000
 * applications of the last 30 days on real PostgreSQL.
 * - The internal report's CSV of all of them: its time, its size, and the
 *   server process's peak RSS while it is written (VmHWM of /proc/<pid>/status,
 *   its peak reset just before), against the idle server's RSS measured in the
 *   same run as its floor; and the same for a tenth of the rows. The file is
 *   written from a database cursor in batches, so the peak does not grow with
 *   the rows (target: at most CSV_MEMORY_BUDGET over the floor).
 * - The dashboard's and the internal report's first page's server time, in
 *   turns with GET /healthz.
 * Run: npm run build && npx tsx bench/admin-reports.ts   (needs PostgreSQL on 127.0.0.1:5432, or BENCH_DATABASE_URL)
 */
import { readFileSync, writeFileSync } from "node:fs";
import postgres from "postgres";
import { signInAdmin } from "../tests/support/app-client";
import { benchDatabase } from "./bulk-lenders";
import { benchDemoPassword, drain, inTurns, startServer, stylesheetCookie } from "./server-process";
import { kb, ms, printSummary, times as ratio, type SummaryRow } from "./summary";

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
/**
 * What writing the CSV may add to the idle server's RSS. One batch of 1,000
 * rows is about 170 KB of text; the rest is V8's young generation and socket
 * buffers, whatever the number of rows. Reading all 100,000 rows and joining
 * them into one string, as a CSV of a few hundred rows may, adds about 130 MB
 * (measured once with the same rows), and grows with every row.
 */
export const CSV_MEMORY_BUDGET = 64_000_000;

/** 100,000 consumers who each began a journey and applied in the last 30 days, a fifth of them disbursed with revenue: by SQL, the only way to make so many quickly. */
async function fillApplications(url: string, total: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`insert into users (mobile_phone_number, first_name, last_name, created_at)
      select '7' || lpad(i::text, 9, '0'), 'Bench', 'Consumer ' || i, now() - (i % 29) * interval '1 day' - (i % 1380) * interval '1 minute'
      from generate_series(1, ${total}) as i`;
    await sql`insert into prospect_applications (user_id, product_type, partner_id, created_at, profile_completed_at, step)
      select u.id, (array['pl','bl','gl','hl'])[1 + u.id % 4]::product_type, p.ids[1 + u.id % array_length(p.ids, 1)], u.created_at, u.created_at, 'profile_complete'
      from users u, (select array_agg(id order by id) as ids from partners) p
      where u.mobile_phone_number like '7%'`;
    await sql`insert into credit_applications (prospect_application_id, user_id, lender_id, amount, tenure_months, status, disbursed_amount, disbursed_on, created_at)
      select j.id, j.user_id, l.ids[1 + j.id % array_length(l.ids, 1)], 10000 * (1 + j.id % 50), 12 * (1 + j.id % 4),
             (array['applied','in_progress','approved','disbursed','rejected'])[1 + j.id % 5]::credit_app_status,
             case when j.id % 5 = 3 then 9500 * (1 + j.id % 50) end,
             case when j.id % 5 = 3 then (j.created_at at time zone 'Asia/Kolkata')::date end,
             j.created_at
      from prospect_applications j, (select array_agg(id order by id) as ids from lenders where deleted_at is null) l
      where j.user_id is not null`;
    await sql`insert into credit_application_status_history (credit_application_id, status, source, created_at) select id, status, 'bench', created_at from credit_applications`;
    await sql`insert into earnings (kind, credit_application_id, lender_id, base_amount, amount, earned_on)
      select 'lender_revenue', id, lender_id, disbursed_amount, round(disbursed_amount * 0.02, 2), disbursed_on from credit_applications where status = 'disbursed'`;
    await sql`analyze`;
    const [{ n }] = await sql`select count(*)::int as n from credit_applications`;
    return n as number;
  } finally {
    await sql.end();
  }
}

/** A process's memory as Linux reports it: resident now, and its peak since the peak was last reset. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib("VmRSS"), peak: kib("VmHWM") };
}

/** A server time beside GET /healthz's of the same run, for context: the issue sets no target for it. */
function contextRow(item: string, figure: string, medianMs: number, healthzMs: number): SummaryRow {
  return { item, figure, value: ms(medianMs), target: "—", baseline: `/healthz ${ms(healthzMs)}`, ratio: ratio(medianMs / healthzMs), pass: null };
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function runAdminReportsBench() {
  const database = await benchDatabase("reports");
  const server = await startServer({ DATABASE_URL: database.url });
  const pid = server.child.pid!;
  try {
    const applications = await fillApplications(database.url, APPLICATIONS);
    const { cookie: session } = await signInAdmin(server.base, "admin", benchDemoPassword);
    const cssv = await stylesheetCookie(server.base);
    const cookie = cssv ? `${session}; ${cssv}` : session;
    const get = (path: string) => fetch(`${server.base}${path}`, { headers: { cookie } });
    const dashboard = "/admin/dashboard?range=last_30_days";
    const report = "/admin/internal-report?range=last_30_days";
    const pages = { health: () => fetch(`${server.base}/healthz`), dashboard: () => get(dashboard), report: () => get(report) };
    for (let i = 0; i < 3; i++) for (const request of Object.values(pages)) await drain(await request());
    const times = await inTurns(Number(process.env.BENCH_TURNS ?? 20), pages);

    // The floor: the idle server, warmed by the pages above, a moment after its last request.
    await new Promise((r) => setTimeout(r, 1000));
    const idle = memoryOf(pid);
    /** One CSV download, read as a browser would and counted, never kept: its time, size, lines and the server's peak RSS while it was written. */
    const download = async (query: string) => {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      const t0 = performance.now();
      const res = await fetch(`${server.base}/admin/internal-report/export?${query}`, { headers: { cookie, "accept-encoding": "identity" } });
      if (!res.ok || !res.body) throw new Error(`the CSV answered ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      return { ms: performance.now() - t0, bytes, rows: lines - 1, peak: memoryOf(pid).peak };
    };
    // A tenth of the rows first (the last three days): the peak should not grow with the rows.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() + 330 * 60_000 - 2 * 86_400_000).toISOString().slice(0, 10);
    const tenth = await download(`range=custom_range&from=${threeDaysAgo}&to=${today}`);
    const whole = await download("range=last_30_days");
    if (whole.rows !== applications) throw new Error(`the CSV has ${whole.rows} rows for ${applications} applications`);
    const overFloor = whole.peak - idle.rss;

    const item = "21 reports";
    const summary: SummaryRow[] = [
      { item, figure: `internal report CSV, ${applications.toLocaleString("en-IN")} rows (${mb(whole.bytes)}): time`, value: ms(whole.ms), target: "—", baseline: "—", ratio: "—", pass: null },
      {
        item,
        figure: `CSV of ${applications.toLocaleString("en-IN")} rows: server's peak RSS`,
        value: mb(whole.peak),
        target: `≤ idle + ${mb(CSV_MEMORY_BUDGET)}`,
        baseline: `idle ${mb(idle.rss)}`,
        ratio: `+${mb(overFloor)}`,
        pass: overFloor <= CSV_MEMORY_BUDGET,
      },
      {
        item,
        figure: `CSV of ${tenth.rows.toLocaleString("en-IN")} rows (${mb(tenth.bytes)}, ${ms(tenth.ms)}): peak RSS`,
        value: mb(tenth.peak),
        target: "—",
        baseline: `idle ${mb(idle.rss)}`,
        ratio: `+${mb(tenth.peak - idle.rss)}`,
        pass: null,
      },
      contextRow(item, `GET ${dashboard} server time`, times.dashboard.median, times.health.median),
      contextRow(item, `GET ${report} server time (first page)`, times.report.median, times.health.median),
    ];
    console.log(
      `\nAdmin reports on real PostgreSQL (${applications} applications): CSV ${mb(whole.bytes)} in ${ms(whole.ms)}, server RSS idle ${mb(idle.rss)}, peak while writing ${mb(whole.peak)} (${tenth.rows} rows: ${mb(tenth.peak)}); medians /healthz ${ms(times.health.median)}, dashboard ${ms(times.dashboard.median)} (p95 ${ms(times.dashboard.p95)}), report ${ms(times.report.median)}; dashboard HTML ${kb((await (await get(dashboard)).arrayBuffer()).byteLength)}`,
    );
    return { applications, csv: whole, tenth, memory: { idle: idle.rss, peak: whole.peak }, times, summary };
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminReportsBench()
    .then((r) => printSummary(r.summary))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
