/**
 * npm run bench [-- name...]: builds the app, runs the named benchmarks (by
 * default every target of issue 13 and issue 25's memory) and ends with one table: each figure, its
 * target, its baseline measured in the same run, and the ratio
 * (bench/summary.ts; also written to bench/results/summary.md).
 * Names: weight, throughput, slow-3g, lighthouse, offers, admin, caching,
 * memory (issue 25), person (issue 41: a person from the landing to offers), and outside the table intake, html-size, applications
 * (issue 11), faults (issue 20), reports (issue 21). throughput, memory, offers,
 * admin, intake, applications and reports need PostgreSQL; faults runs
 * PostgreSQL clusters of its own (its programs under /usr/lib/postgresql).
 */
import { runAdminBench } from "./admin";
import { runAdminReportsBench } from "./admin-reports";
import { runApplicationsBench } from "./applications";
import { runCachingBench } from "./caching";
import { runFaultsBench } from "./faults";
import { runHtmlSizeBench } from "./html-size";
import { runLighthouseBench } from "./lighthouse";
import { runIntakeBench } from "./intake";
import { runMemoryBench } from "./memory";
import { runOffersBench } from "./offers";
import { runPersonJourneyBench } from "./person-journey";
import { runSlow3gBench } from "./slow-3g";
import { printSummary, summaryRows, type SummaryRow } from "./summary";
import { runThroughputBench } from "./throughput";
import { runWeightBench } from "./weight";

const BENCHES: Record<string, () => Promise<unknown>> = {
  weight: runWeightBench,
  throughput: runThroughputBench,
  "slow-3g": runSlow3gBench,
  offers: runOffersBench,
  admin: runAdminBench,
  caching: runCachingBench,
  memory: runMemoryBench,
  intake: runIntakeBench,
  "html-size": runHtmlSizeBench,
  applications: runApplicationsBench,
  faults: () => runFaultsBench(),
  reports: runAdminReportsBench,
  lighthouse: runLighthouseBench,
  person: runPersonJourneyBench,
};

/** The benches of issue 13's targets, in its order, issue 25's memory and issue 41's person. */
const DEFAULT = ["throughput", "weight", "slow-3g", "lighthouse", "admin", "offers", "caching", "memory", "person"];

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(", ")} (known: ${Object.keys(BENCHES).join(", ")})`);
  process.exit(2);
}
const rows: SummaryRow[] = [];
let failed = false;
for (const name of names.length ? names : DEFAULT) {
  try {
    rows.push(...summaryRows(name, await BENCHES[name]()));
  } catch (error) {
    // One bench that cannot run (no PostgreSQL, no Chromium) leaves the others' figures in the table.
    failed = true;
    console.error(`bench ${name} failed:`, error);
    rows.push({
      item: name,
      figure: "did not run",
      value: String((error as Error)?.message ?? error)
        .split("\n")[0]
        .slice(0, 60),
      target: "—",
      baseline: "—",
      ratio: "—",
      pass: false,
    });
  }
}
printSummary(rows.sort((a, b) => a.item.localeCompare(b.item, "en", { numeric: true })));
if (failed) process.exitCode = 1;
