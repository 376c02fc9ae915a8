/**
 * Throughput (issue 13, target 1; issue 25): at 50 connections on a real
 * PostgreSQL, GET / beside the floor's empty page and GET /user/offers (a
 * signed-in consumer with a complete profile) beside the floor's signed-in
 * page (bench/floor: a bare React Router app among as many routes as ours,
 * its session read by cookie with one query on the same database), all in
 * the same run. Targets: GET / ≥ 0.50 × the floor's req/s, p99 ≤ 2 × the
 * floor's; GET /user/offers ≥ 0.50 × the floor's signed-in req/s with a p99
 * no longer than the floor's, in each of three runs taken in turns with the
 * floor's, so both see the same machine.
 */
import { benchDatabase } from "./bulk-lenders";
import appRoutes from "../app/routes";
import floorRoutes from "./floor/app/routes";
import { countRoutes } from "./floor/route-count";
import { sessionCookie as floorSessionCookie } from "./floor/session.js";
import { completeProfile, newMobile, signInConsumer } from "../tests/support/app-client";
import { load } from "./load";
import { startServer, stylesheetCookie, type RunningServer } from "./server-process";
import { ms, times, type SummaryRow } from "./summary";
import { buildFloor } from "./weight";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** Runs of the signed-in page and the floor's, in turns: one run can be lucky, three in a row cannot. */
const SIGNED_IN_RUNS = 3;
/** What a browser sends: the pages come compressed, as users get them. */
export const BROWSER_HEADERS = { accept: "text/html,*/*", "accept-encoding": "gzip, deflate, br", "accept-language": "en-IN,en;q=0.9" };

/** One GET as a browser sends it, the body read whole; answers the status. */
export const getter =
  (url: string, cookie = "") =>
  async () => {
    const res = await fetch(url, { headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
    await res.arrayBuffer();
    return res.status;
  };

async function measure(url: string, cookie = "") {
  await load(WARM_UP_SECONDS, getter(url, cookie));
  return load(SECONDS, getter(url, cookie));
}

/**
 * The Cookie header of a consumer signed in through the real OTP login with a
 * complete profile (so /user/offers shows offers), who holds the stylesheet
 * already (its cssv cookie), as a browser back from the login does.
 */
export async function offersConsumerCookie(server: RunningServer) {
  const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
  await completeProfile(consumer);
  return [consumer.browser.jar.header(), await stylesheetCookie(server.base)].filter(Boolean).join("; ");
}

/**
 * The app (with `appEnv` over its environment) and the floor (built already) on one fresh
 * database of the bench's PostgreSQL; `use` runs with both up, and both are stopped after.
 */
export async function withAppAndFloor<T>(label: string, use: (app: RunningServer, floor: RunningServer) => Promise<T>, appEnv: Record<string, string> = {}): Promise<T> {
  const database = await benchDatabase(label);
  const servers: RunningServer[] = [];
  try {
    const app = await startServer({ ...appEnv, DATABASE_URL: database.url });
    servers.push(app);
    const floor = await startServer({ DATABASE_URL: database.url }, "bench/floor/server.js");
    servers.push(floor);
    return await use(app, floor);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;
const allOk = (m: Measured) => [...m.statuses.keys()].every((s) => s === 200);
const answers = (m: Measured) => JSON.stringify(Object.fromEntries(m.statuses));

/** The two rows of a page against its floor: req/s (≥ 0.50×) and p99 (≤ `maxP99Ratio` ×). Answers other than 200 fail both. */
function pageRows(figure: string, page: Measured, floorName: string, floor: Measured, maxP99Ratio: number): SummaryRow[] {
  const rpsRatio = page.rps / floor.rps;
  const p99Ratio = page.p99 / floor.p99;
  const ok = allOk(page) && allOk(floor);
  const note = ok ? "" : ` (answers ${answers(page)}, floor ${answers(floor)})`;
  return [
    {
      item: "1 throughput",
      figure: `${figure} req/s${note}`,
      value: page.rps.toFixed(0),
      target: "≥ 0.50× floor",
      baseline: `${floorName} ${floor.rps.toFixed(0)}`,
      ratio: times(rpsRatio),
      pass: ok && rpsRatio >= 0.5,
    },
    {
      item: "1 throughput",
      figure: `${figure} p99`,
      value: ms(page.p99),
      target: maxP99Ratio === 1 ? "≤ floor" : `≤ ${maxP99Ratio}× floor`,
      baseline: `${floorName} ${ms(floor.p99)}`,
      ratio: times(p99Ratio),
      pass: ok && p99Ratio <= maxP99Ratio,
    },
  ];
}

export async function runThroughputBench() {
  const routes = { app: countRoutes(appRoutes), floor: countRoutes(floorRoutes) };
  buildFloor();
  return withAppAndFloor("throughput", async (app, floor) => {
    const cookie = await offersConsumerCookie(app);
    const measured: { name: string; m: Measured }[] = [];
    const run = async (name: string, url: string, cookie = "") => {
      const m = await measure(url, cookie);
      measured.push({ name, m });
      return m;
    };
    const floorHome = await run("floor GET /", `${floor.base}/`);
    const home = await run("GET /", `${app.base}/`);
    const health = await run("GET /healthz", `${app.base}/healthz`);
    const summary: SummaryRow[] = [
      {
        item: "1 throughput",
        figure: "routes matched against (app, floor)",
        value: String(routes.app),
        target: "floor = app",
        baseline: `floor ${routes.floor}`,
        ratio: "—",
        pass: routes.floor === routes.app,
      },
      ...pageRows("GET /", home, "floor GET /", floorHome, 2),
      { item: "1 throughput", figure: "GET /healthz req/s (context)", value: health.rps.toFixed(0), target: "—", baseline: "—", ratio: "—", pass: null },
    ];
    for (let i = 1; i <= SIGNED_IN_RUNS; i++) {
      // Who goes first changes each run, so neither always meets the machine warmer or busier.
      const appFirst = i % 2 === 1;
      const offers = () => run(`GET /user/offers (signed in), run ${i}`, `${app.base}/user/offers`, cookie);
      const signedIn = () => run(`floor GET /signed-in, run ${i}`, `${floor.base}/signed-in`, floorSessionCookie);
      let page: Measured, floorPage: Measured;
      if (appFirst) {
        page = await offers();
        floorPage = await signedIn();
      } else {
        floorPage = await signedIn();
        page = await offers();
      }
      summary.push(...pageRows(`GET /user/offers (signed in), run ${i}`, page, "floor /signed-in", floorPage, 1));
    }

    console.log(`\nThroughput: 50 connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, real PostgreSQL, compressed answers`);
    console.log(`Routes: app ${routes.app}, floor ${routes.floor} (bench/floor, counted from app/routes.ts)`);
    console.log("Targets: GET / ≥ 0.50 × floor GET / req/s, p99 ≤ 2 × floor's; GET /user/offers ≥ 0.50 × floor /signed-in req/s, p99 ≤ floor's, each run\n");
    console.log(["".padEnd(40), "req/s".padStart(8), "median".padStart(10), "p99".padStart(10), "  answers"].join(""));
    for (const { name, m } of measured) {
      console.log([name.padEnd(40), m.rps.toFixed(0).padStart(8), ms(m.median).padStart(10), ms(m.p99).padStart(10), `  ${answers(m)}`].join(""));
    }
    console.log("");
    for (const r of summary.filter((r) => r.pass !== null)) console.log(`${r.pass ? "PASS" : "FAIL"}  ${r.figure}: ${r.value} (${r.baseline}, ${r.ratio}; target ${r.target})`);
    return { routes, measured: measured.map(({ name, m }) => ({ name, rps: m.rps, median: m.median, p99: m.p99, statuses: Object.fromEntries(m.statuses) })), summary };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runThroughputBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
