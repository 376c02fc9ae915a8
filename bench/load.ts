import { percentile } from "./server-process";

/**
 * `connections` clients, each sending one request after the other for
 * `seconds`: requests per second, median and p99 latency (ms), answers by status.
 */
export async function load(seconds: number, request: () => Promise<number>, connections = 50) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const status = await request().catch(() => 599);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { requests: latencies.length, rps: latencies.length / seconds, p99: percentile(latencies, 0.99), median: percentile(latencies, 0.5), statuses };
}
