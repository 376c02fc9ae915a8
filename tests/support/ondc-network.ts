import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { authorizationHeader, checkAuthorization, parseAuthorization, publicKeyOf, verifyingKey } from "~/domain/ondc/signing";

/**
 * A stand-in ONDC network for integration tests: a registry answering /v2.0/lookup from the keys it is given,
 * and a gateway and lender (BPP) that ACK each request after checking the buyer app's signature.
 */

export interface Participant {
  subscriberId: string;
  uniqueKeyId: string;
  key: KeyObject;
}

export const newParticipant = (subscriberId: string, uniqueKeyId = "k1"): Participant => ({ subscriberId, uniqueKeyId, key: generateKeyPairSync("ed25519").privateKey });

/** A new ed25519 key as ONDC writes a private one: base64 of the 32-byte seed. */
export const seedOf = (key: KeyObject) => key.export({ format: "der", type: "pkcs8" }).subarray(16).toString("base64");

export interface FakeNetwork {
  url: string;
  /** The registry's records: a participant added (or replaced, a key rotated) is what the next lookup answers. */
  register(p: Participant): void;
  lookups: string[];
  /** What the gateway and the lender were sent, with whether our signature verified. */
  received: { path: string; body: Record<string, unknown>; signatureOk: boolean }[];
  close(): Promise<void>;
}

export async function startFakeNetwork(): Promise<FakeNetwork> {
  const records = new Map<string, Participant>();
  const lookups: string[] = [];
  const received: FakeNetwork["received"] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const parsed = JSON.parse(body || "{}") as Record<string, unknown>;
      res.setHeader("content-type", "application/json");
      if (path === "/v2.0/lookup") {
        lookups.push(String(parsed.subscriber_id));
        const p = records.get(`${parsed.subscriber_id}|${parsed.ukId}`);
        res.end(JSON.stringify(p ? [{ subscriber_id: p.subscriberId, ukId: p.uniqueKeyId, signing_public_key: publicKeyOf(p.key), subscriber_url: "https://example.in/" }] : []));
        return;
      }
      const auth = parseAuthorization(req.headers.authorization);
      const signer = auth && records.get(`${auth.subscriberId}|${auth.uniqueKeyId}`);
      const signatureOk = Boolean(auth && signer && checkAuthorization(auth, body, verifyingKey(publicKeyOf(signer.key)), Math.floor(Date.now() / 1000)) === "ok");
      received.push({ path, body: parsed, signatureOk });
      res.end(JSON.stringify({ message: { ack: { status: signatureOk ? "ACK" : "NACK" } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    register: (p) => records.set(`${p.subscriberId}|${p.uniqueKeyId}`, p),
    lookups,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One of the specification's example messages (FIS12 2.0.0, personal loans), as tests/fixtures/ondc keeps it. */
export function specExample(action: string): Record<string, unknown> & { context: Record<string, string> } {
  return JSON.parse(readFileSync(new URL(`../fixtures/ondc/${action}.json`, import.meta.url), "utf8"));
}

/** A callback's headers, signed by `by` at `created` (Unix seconds; now when left out). */
export function signedHeaders(body: string, by: Participant, created = Math.floor(Date.now() / 1000), lifetime = 300): Headers {
  return new Headers({ "content-type": "application/json", authorization: authorizationHeader(body, by, by.key, created, lifetime) });
}
