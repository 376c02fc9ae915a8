/**
 * Admin at scale (issue 13, target 5): /admin/lenders with 1,000 lenders on
 * real PostgreSQL. The HTML it sends (target ≤ 300 KB) and its server time
 * beside GET /healthz's in the same run (target ≤ 10×), for the first page
 * and the last; one inline update (POST /api/update-lender-data) for context.
 * Run: npm run build && npx tsx bench/admin.ts   (needs PostgreSQL on 127.0.0.1:5432, or BENCH_DATABASE_URL)
 */
import { gzipSync } from "node:zlib";
import postgres from "postgres";
import { signInAdmin } from "../tests/support/app-client";
import { benchDatabase, fillLenders } from "./bulk-lenders";
import { benchDemoPassword, drain, inTurns, startServer, stylesheetCookie } from "./server-process";
import { kb, ms, printSummary, ratioRow, type SummaryRow } from "./summary";

export const ADMIN_HTML_BUDGET = 300_000;
export const ADMIN_TIME_RATIO = 10;

export async function runAdminBench() {
  const database = await benchDatabase("admin");
  const server = await startServer({ DATABASE_URL: database.url });
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    await fillLenders(database.url, 1000);
    const { cookie } = await signInAdmin(server.base, "admin", benchDemoPassword);
    const [{ id }] = await sql`select id from lenders where name = 'bench-lender-1'`;
    // The HTML is weighed without the `cssv` cookie: the stylesheet comes inside the page, the heaviest
    // view (an admin's first page after a release). It is timed with it, as an admin's browser views the list.
    const cssv = await stylesheetCookie(server.base);
    const firstView = (path: string, language = "en") => fetch(`${server.base}${path}`, { headers: { cookie, "accept-language": language } });
    const get = (path: string) => fetch(`${server.base}${path}`, { headers: { cookie: cssv ? `${cookie}; ${cssv}` : cookie } });

    const first = "/admin/lenders?filter=all";
    const html = Buffer.from(await (await firstView(first)).arrayBuffer());
    const hindi = Buffer.from(await (await firstView(first, "hi")).arrayBuffer());
    // The last page the list links to, when it has pages.
    const lastPage = Math.max(0, ...[...html.toString("utf8").matchAll(/[?&;]page=(\d+)/g)].map((m) => Number(m[1])));
    const last = lastPage > 1 ? `${first}&page=${lastPage}` : null;

    const pages: Record<string, () => Promise<Response>> = { health: () => fetch(`${server.base}/healthz`), list: () => get(first) };
    if (last) pages.last = () => get(last);
    for (let i = 0; i < 5; i++) for (const request of Object.values(pages)) await drain(await request());
    const { health, list, last: lastList } = await inTurns(40, pages);
    let income = 20000;
    const { update } = await inTurns(100, {
      update: () =>
        fetch(`${server.base}/api/update-lender-data`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: server.base },
          body: JSON.stringify({ lender_id: id, property: "min_income", value: income++ }),
        }),
    });
    const [{ n: total }] = await sql`select count(*)::int as n from lenders where deleted_at is null`;
    const item = "5 admin";
    const summary: SummaryRow[] = [
      {
        item,
        figure: `/admin/lenders HTML, first view (${total} lenders)`,
        value: kb(html.length),
        target: `≤ ${kb(ADMIN_HTML_BUDGET)}`,
        baseline: "—",
        ratio: "—",
        pass: html.length <= ADMIN_HTML_BUDGET,
      },
      {
        item,
        figure: "/admin/lenders HTML, first view in Hindi",
        value: kb(hindi.length),
        target: `≤ ${kb(ADMIN_HTML_BUDGET)}`,
        baseline: "—",
        ratio: "—",
        pass: hindi.length <= ADMIN_HTML_BUDGET,
      },
      { item, figure: "/admin/lenders HTML, gzip", value: kb(gzipSync(html, { level: 6 }).length), target: "—", baseline: "—", ratio: "—", pass: null },
      ratioRow(item, "GET /admin/lenders server time", list.median, health.median, ADMIN_TIME_RATIO),
      ...(last && lastList ? [ratioRow(item, `GET /admin/lenders, last page (${lastPage})`, lastList.median, health.median, ADMIN_TIME_RATIO)] : []),
      {
        item,
        figure: "POST /api/update-lender-data",
        value: ms(update.median),
        target: "—",
        baseline: `/healthz ${ms(health.median)}`,
        ratio: `${(update.median / health.median).toFixed(2)}×`,
        pass: null,
      },
    ];
    console.log(`\nAdmin lenders on real PostgreSQL (${total} lenders): medians; p95 /healthz ${ms(health.p95)}, list ${ms(list.p95)}, update ${ms(update.p95)}`);
    return { lenders: total, htmlBytes: html.length, hindiBytes: hindi.length, health, list, lastList, update, summary };
  } finally {
    await server.stop();
    await sql.end();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminBench()
    .then((r) => printSummary(r.summary))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
