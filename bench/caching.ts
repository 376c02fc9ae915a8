/**
 * Caching (issue 13, target 7): the Cache-Control (and Vary) a caller sees on
 * each kind of answer, against docs/decisions/028: fingerprinted assets kept
 * a year; public pages asked for without cookies shareable by a CDN for a
 * minute; signed-in pages, and any page asked for with a cookie or setting
 * one, private, no-store.
 * Run: npm run build && npx tsx bench/caching.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { completeProfile, newMobile, signInConsumer } from "../tests/support/app-client";
import { startServer } from "./server-process";
import { printSummary, type SummaryRow } from "./summary";

const YEAR = "public, max-age=31536000, immutable";
const SHARED = "public, max-age=0, s-maxage=60";
const PRIVATE = "private, no-store";

export async function runCachingBench() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-caching-"));
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  try {
    const head = async (url: string, cookie = "") => {
      const res = await fetch(server.base + url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
      const body = await res.text();
      return { cacheControl: res.headers.get("cache-control") ?? "(none)", vary: res.headers.get("vary") ?? "", setsCookie: res.headers.getSetCookie().length > 0, body };
    };
    const landing = await head("/");
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(landing.body)?.[1];
    if (!stylesheet) throw new Error("bench: the landing links no stylesheet");
    const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(consumer);
    const session = consumer.browser.jar.header();

    const checks: { figure: string; url: string; cookie?: string; want: string; shared?: boolean }[] = [
      { figure: "a fingerprinted stylesheet", url: stylesheet, want: YEAR },
      { figure: "/ without cookies", url: "/", want: SHARED, shared: true },
      { figure: "/privacy-policy without cookies", url: "/privacy-policy", want: SHARED, shared: true },
      { figure: "/credit-cards without cookies", url: "/credit-cards", want: SHARED, shared: true },
      { figure: "/privacy-policy?lng=hi (sets a cookie)", url: "/privacy-policy?lng=hi", want: PRIVATE },
      { figure: "/credit-cards, signed in", url: "/credit-cards", cookie: session, want: PRIVATE },
      { figure: "/user/offers, signed in", url: "/user/offers", cookie: session, want: PRIVATE },
      { figure: "/api/getLanguages", url: "/api/getLanguages", want: PRIVATE },
    ];
    const summary: SummaryRow[] = [];
    for (const c of checks) {
      const got = c.url === "/" && !c.cookie ? landing : await head(c.url, c.cookie);
      const varies = /\bCookie\b/.test(got.vary) && /\bAccept-Language\b/.test(got.vary);
      const pass = got.cacheControl === c.want && (!c.shared || (varies && !got.setsCookie));
      summary.push({
        item: "7 caching",
        figure: `Cache-Control: ${c.figure}`,
        value: c.shared ? `${got.cacheControl}; Vary: ${got.vary.replace(/,?\s*Accept-Encoding/, "") || "(none)"}` : got.cacheControl,
        target: c.shared ? `${c.want}; Vary: Cookie, Accept-Language` : c.want,
        baseline: "—",
        ratio: "—",
        pass,
      });
    }
    return { summary };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCachingBench()
    .then((r) => printSummary(r.summary))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
