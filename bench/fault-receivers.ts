/**
 * The two services outside the app that bench/faults.ts counts at: the SMS
 * gateway (every message by its outbox id, so a message delivered twice shows)
 * and the sandbox lender (host/sandbox-lender.js: applications by idempotency key).
 * Both run in the bench's process, so they outlive an app that is killed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { OtpFor } from "../tests/support/app-client";
import { createSandboxLender } from "../host/sandbox-lender.js";

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export interface Gateway {
  url: string;
  /** Deliveries by outbox id: 2 or more is a message the queue sent twice. */
  deliveries: Map<number, number>;
  /** Of those, sent again with the first one's Idempotency-Key: a gateway that honours it sends the SMS once. */
  replays: Map<number, number>;
  otpFor: OtpFor;
  close: () => Promise<void>;
}

/** The SMS/email gateway: answers 200 to every message and keeps what came. */
export async function startGateway(): Promise<Gateway> {
  const deliveries = new Map<number, number>();
  const replays = new Map<number, number>();
  const keys = new Set<string>();
  const codes = new Map<string, string[]>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      try {
        const message = JSON.parse(body) as { id: number; to: string; body: string };
        deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
        const key = req.headers["idempotency-key"];
        if (typeof key === "string" && keys.has(key)) {
          replays.set(message.id, (replays.get(message.id) ?? 0) + 1);
          return res.writeHead(200).end("ok");
        }
        if (typeof key === "string") keys.add(key);
        const code = /^(\d{6}) is your/.exec(message.body)?.[1];
        if (code) codes.set(message.to, [...(codes.get(message.to) ?? []), code]);
        res.writeHead(200).end("ok");
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  const port = await listen(server);
  const handedOut = new Map<string, number>();
  // A code leaves by the job queue after the page answered, and waits out an outage with it: up to 30 s.
  const otpFor: OtpFor = async (destination) => {
    const seen = handedOut.get(destination) ?? 0;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const got = codes.get(destination) ?? [];
      if (got.length > seen) {
        handedOut.set(destination, got.length);
        return got[got.length - 1];
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${destination}`);
  };
  return { url: `http://127.0.0.1:${port}/messages`, deliveries, replays, otpFor, close: () => close(server) };
}

export interface SandboxStats {
  received: number;
  accepted: number;
  replayed: number;
  webhooks: number;
  webhookFailures: number;
  applications: number;
}

/** The sandbox lender on a port of its own, calling back the app at `appUrl` (approved, then disbursed, `stepMs` apart). */
export async function startSandboxLender(appUrl: string, secret: string, stepMs: number) {
  const sandbox = createSandboxLender({ appUrl, secret, stepMs, otpLenders: [], log: () => {} });
  const server = createServer((req, res) => {
    sandbox.handle(req, res, new URL(req.url ?? "/", "http://x").pathname).catch(() => res.destroy());
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => sandbox.stats() as SandboxStats,
    close: async () => {
      sandbox.close();
      await close(server);
    },
  };
}
