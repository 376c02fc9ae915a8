import { startNodeServer, type RunningServer } from "../tests/support/node-server";

export { freePort, repoRoot, type RunningServer } from "../tests/support/node-server";

/** The password of the demo logins on benchmark servers. */
export const benchDemoPassword = "bench-demo-pass-123";

/**
 * A built server for a bench, with the benches' own secrets and demo logins: the app as `npm start` runs it
 * (host/start.sh: its allocator and young-generation settings, docs/decisions/083) unless another script is named.
 */
export function startServer(env: Record<string, string>, script = "host/start.sh", options: { port?: number } = {}): Promise<RunningServer> {
  return startNodeServer(
    {
      // A real deployment refuses demo secrets; the benchmarks bring their own and ask for the demo logins.
      OTP_SECRET: "bench-otp-secret-0123456789",
      LINK_SIGNING_SECRET: "bench-link-secret-0123456789",
      SEED_DEMO_ACCOUNTS: "true",
      DEMO_PASSWORD: benchDemoPassword,
      LENDER_SANDBOX_SECRET: "bench-sandbox-secret-0123456789",
      ...env,
    },
    script,
    options,
  );
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

export const drain = async (res: Response) => {
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
};

/**
 * The medians of several requests, taken in turns (one of each, then again),
 * so a neighbour's load on a shared machine weighs on each alike.
 */
export async function inTurns(runs: number, requests: Record<string, () => Promise<Response>>) {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(requests).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, request] of Object.entries(requests)) {
      const t0 = performance.now();
      await drain(await request());
      times[name].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, { median: percentile(xs, 0.5), p95: percentile(xs, 0.95) }]));
}

/**
 * The `cssv` cookie a browser holds after its first page (the stylesheet is
 * then linked, not inlined), as a Cookie header part: the requests of the
 * benches that time repeat views carry it, as a browser's do.
 */
export async function stylesheetCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`);
  await res.arrayBuffer();
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("cssv="))
      ?.split(";")[0] ?? ""
  );
}
