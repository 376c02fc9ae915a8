/**
 * Throughput (issue 13, target 1): GET / and GET /user/offers (a signed-in
 * consumer with a complete profile) at 50 connections on a real PostgreSQL,
 * beside the floor (a bare React Router app, one empty route) and GET /healthz,
 * measured in the same run. Targets: each page ≥ 50 % of the floor's requests
 * per second, p99 ≤ 2× the floor's.
 */
import { benchDatabase } from "./bulk-lenders";
import { completeProfile, newMobile, signInConsumer } from "../tests/support/app-client";
import { load } from "./load";
import { startServer, stylesheetCookie } from "./server-process";
import { buildFloor } from "./weight";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** What a browser sends: the pages come compressed, as users get them. */
const HEADERS = { accept: "text/html,*/*", "accept-encoding": "gzip, deflate, br", "accept-language": "en-IN,en;q=0.9" };

async function measure(url: string, cookie = "") {
  const get = async () => {
    const res = await fetch(url, { headers: { ...HEADERS, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
    await res.arrayBuffer();
    return res.status;
  };
  await load(WARM_UP_SECONDS, get);
  return load(SECONDS, get);
}

export async function runThroughputBench() {
  buildFloor();
  const floorServer = await startServer({}, "bench/floor/server.js");
  const floor = await measure(`${floorServer.base}/`).finally(() => floorServer.stop());

  const database = await benchDatabase("throughput");
  const server = await startServer({ DATABASE_URL: database.url });
  try {
    const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(consumer);
    // A browser that has been through the login holds the stylesheet already (its cssv cookie), as the other benches' repeat views do.
    const cookie = [consumer.browser.jar.header(), await stylesheetCookie(server.base)].filter(Boolean).join("; ");
    const health = await measure(`${server.base}/healthz`);
    const rows = [
      { name: "GET / (floor: bare React Router)", ...floor },
      { name: "GET /healthz", ...health },
      { name: "GET /", ...(await measure(`${server.base}/`)) },
      { name: "GET /user/offers (signed in)", ...(await measure(`${server.base}/user/offers`, cookie)) },
    ];
    console.log(`\nThroughput: 50 connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, real PostgreSQL, compressed answers`);
    console.log("Targets: page req/s ≥ 0.50 × floor; page p99 ≤ 2.0 × floor\n");
    console.log(["".padEnd(36), "req/s".padStart(8), "median".padStart(10), "p99".padStart(10), "× floor req/s".padStart(15), "× floor p99".padStart(13), "  answers"].join(""));
    const results = rows.map((r) => {
      const rpsRatio = r.rps / floor.rps;
      const p99Ratio = r.p99 / floor.p99;
      const page = r.name.startsWith("GET /") && !r.name.includes("floor") && !r.name.includes("healthz");
      const pass = !page || (rpsRatio >= 0.5 && p99Ratio <= 2);
      console.log(
        [
          r.name.padEnd(36),
          r.rps.toFixed(0).padStart(8),
          `${r.median.toFixed(1)} ms`.padStart(10),
          `${r.p99.toFixed(1)} ms`.padStart(10),
          rpsRatio.toFixed(2).padStart(15),
          p99Ratio.toFixed(2).padStart(13),
          `  ${JSON.stringify(Object.fromEntries(r.statuses))}${page ? (pass ? "  PASS" : "  FAIL") : ""}`,
        ].join(""),
      );
      return { name: r.name, rps: r.rps, median: r.median, p99: r.p99, rpsRatio, p99Ratio, pass };
    });
    return results;
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runThroughputBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
