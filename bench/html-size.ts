/**
 * HTML size of a few pages as served (raw and gzip), English and Hindi: the
 * landing page, /user/offers for a signed-in consumer with a complete
 * profile, and /admin/lenders for the demo admin. Shows what the
 * translations carried in each page's loader data cost.
 * Run: npm run build && npx tsx bench/html-size.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchDemoPassword, startServer } from "./server-process";

class Jar {
  cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const value = pair.slice(i + 1);
      if (/max-age=0/i.test(c) || value === "") this.cookies.delete(pair.slice(0, i));
      else this.cookies.set(pair.slice(0, i), value);
    }
  }
}

export async function runHtmlSizeBench() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-html-"));
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  const base = server.base;
  try {
    const consumer = new Jar();
    const post = async (jar: Jar, url: string, form: Record<string, string>) => {
      const res = await fetch(base + url, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded", origin: base },
        body: new URLSearchParams(form),
      });
      jar.take(res);
      return res;
    };
    await post(consumer, "/?index", { contact: "9000000001" });
    const code = /XXXXXX0001: OTP (\d{6})/.exec(server.log())?.[1];
    if (!code) throw new Error("no OTP in the server log");
    await post(consumer, "/verification", { intent: "verify", otp: code });
    await post(consumer, "/products", { intent: "choose", productType: "pl" });
    await post(consumer, "/user/user-detail", {
      intent: "personal",
      firstName: "Asha",
      lastName: "Verma",
      birthDate: "12/03/1991",
      pan: "ABCPV1234K",
      email: "asha@example.in",
      gender: "female",
      address1: "14 Park Street",
      postalCode: "700016",
      residenceType: "owned",
      educationalLevel: "graduate",
      desiredLoanAmount: "200000",
      creditScoreBand: "700_749",
    });
    await post(consumer, "/user/user-detail?step=employment", {
      intent: "employment",
      employmentStatus: "salaried",
      employerName: "Tata Steel",
      officePincode: "700001",
      monthlyIncome: "45000",
      householdIncome: "upto_3l",
      salaryMode: "bank_transfer",
    });
    const admin = new Jar();
    await post(admin, "/admin/login", { username: "admin", password: benchDemoPassword });

    const pages: [string, Jar | null][] = [
      ["/", null],
      ["/user/offers", consumer],
      ["/admin/lenders", admin],
    ];
    console.log("\nHTML as served: raw bytes / gzip level 6 bytes");
    for (const lng of ["en", "hi"]) {
      for (const [url, jar] of pages) {
        // The ?lng= parameter comes first in language detection (app/middleware/i18next.ts).
        const res = await fetch(`${base}${url}?lng=${lng}`, { headers: { cookie: jar?.header() ?? "" }, redirect: "manual" });
        const body = new Uint8Array(await res.arrayBuffer());
        console.log(`  ${lng} ${url.padEnd(16)} ${res.status} ${String(body.length).padStart(8)} ${String(gzipSync(body, { level: 6 }).length).padStart(8)}`);
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runHtmlSizeBench();
