/**
 * npm run bench [-- name...]: builds the app, then runs the named benchmarks
 * (default: weight). Names: weight, offers, intake, admin, html-size, throughput, slow-3g (intake, admin and throughput need PostgreSQL).
 */
import { runAdminBench } from "./admin";
import { runHtmlSizeBench } from "./html-size";
import { runIntakeBench } from "./intake";
import { runOffersBench } from "./offers";
import { runSlow3gBench } from "./slow-3g";
import { runThroughputBench } from "./throughput";
import { runWeightBench } from "./weight";

const BENCHES: Record<string, () => Promise<unknown>> = {
  weight: runWeightBench,
  offers: runOffersBench,
  intake: runIntakeBench,
  admin: runAdminBench,
  "html-size": runHtmlSizeBench,
  throughput: runThroughputBench,
  "slow-3g": runSlow3gBench,
};

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(", ")} (known: ${Object.keys(BENCHES).join(", ")})`);
  process.exit(2);
}
try {
  for (const name of names.length ? names : ["weight"]) await BENCHES[name]();
} catch (error) {
  console.error(error);
  process.exit(1);
}
