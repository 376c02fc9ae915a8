/**
 * The one table `npm run bench` ends with (issue 13): every figure beside its
 * target, the baseline it is judged against (measured in the same run) and
 * the ratio. Each bench answers its own rows; the benches written before this
 * table are read here from what they already return, so they stay as they are.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./server-process";

export interface SummaryRow {
  /** The target number and name, e.g. "5 admin". */
  item: string;
  figure: string;
  value: string;
  target: string;
  /** What the figure is judged against, with its own value; "—" for an absolute target. */
  baseline: string;
  ratio: string;
  /** null: a figure shown for context, with no target of its own. */
  pass: boolean | null;
}

export const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const times = (x: number) => `${x.toFixed(2)}×`;

/** A server time judged as a multiple of GET /healthz's in the same run. */
export function ratioRow(item: string, figure: string, medianMs: number, healthzMs: number, maxRatio: number): SummaryRow {
  const ratio = medianMs / healthzMs;
  return { item, figure, value: ms(medianMs), target: `≤ ${maxRatio}× /healthz`, baseline: `/healthz ${ms(healthzMs)}`, ratio: times(ratio), pass: ratio <= maxRatio };
}

// ─── The rows of the benches that answer their own shape ──────────────────────

interface WeightResult {
  floor: { js: number };
  budget: { jsOverFloorBytes: number };
  pages: { path: string; js: number; pass: boolean }[];
}

function weightRows(r: WeightResult): SummaryRow[] {
  return r.pages.map((p) => ({
    item: "2 javascript",
    figure: `JS of ${p.path} (gzip)`,
    value: kb(p.js),
    target: `≤ floor + ${kb(r.budget.jsOverFloorBytes)}`,
    baseline: `floor ${kb(r.floor.js)}`,
    ratio: times(p.js / r.floor.js),
    pass: p.pass,
  }));
}

/** The rows of one bench's result: its own `summary`, or read from the shape it has always answered. */
export function summaryRows(name: string, result: unknown): SummaryRow[] {
  if (result && typeof result === "object" && "summary" in result) return (result as { summary: SummaryRow[] }).summary;
  if (name === "weight") return weightRows(result as WeightResult);
  return [];
}

const verdict = (pass: boolean | null) => (pass === null ? "" : pass ? "PASS" : "FAIL");

/** The table as Markdown, the way the README shows it. */
export function summaryMarkdown(rows: SummaryRow[]): string {
  const lines = ["| Item | Figure | Measured | Target | Baseline (same run) | Ratio | |", "|---|---|---:|---|---|---:|---|"];
  for (const r of rows) lines.push(`| ${r.item} | ${r.figure} | ${r.value} | ${r.target} | ${r.baseline} | ${r.ratio} | ${verdict(r.pass)} |`);
  return lines.join("\n");
}

/** Prints the table, and writes it to bench/results/summary.md (and .json) for the README. */
export function printSummary(rows: SummaryRow[]) {
  if (!rows.length) return;
  const head: SummaryRow = { item: "item", figure: "figure", value: "measured", target: "target", baseline: "baseline (same run)", ratio: "ratio", pass: null };
  const all = [head, ...rows];
  const width = (key: keyof Omit<SummaryRow, "pass">) => Math.max(...all.map((r) => r[key].length));
  const w = { item: width("item"), figure: width("figure"), value: width("value"), target: width("target"), baseline: width("baseline"), ratio: width("ratio") };
  // Figures that are numbers line up on the right; words (a header's value) on the left.
  const value = (v: string) => (/^[\d.]/.test(v) ? v.padStart(w.value) : v.padEnd(w.value));
  const line = (r: SummaryRow, result: string) =>
    [r.item.padEnd(w.item), r.figure.padEnd(w.figure), value(r.value), r.target.padEnd(w.target), r.baseline.padEnd(w.baseline), r.ratio.padStart(w.ratio), result].join("  ");
  console.log(`\nTargets and figures, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n`);
  console.log(line(head, "result"));
  for (const r of rows) console.log(line(r, verdict(r.pass)));
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(failed ? `\n${failed} of ${rows.filter((r) => r.pass !== null).length} targets missed` : "\nEvery target met");
  const dir = path.join(repoRoot, "bench/results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "summary.md"), `${summaryMarkdown(rows)}\n`);
  writeFileSync(path.join(dir, "summary.json"), `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
}
