import { lookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIpLiteral, isPublicAddress, lenderUrlVerdict, type LenderUrlPolicy, type LenderUrlProblem, type LenderUrlVerdict } from "~/domain/lending/lender-url";
import { getConfig, isRealDeployment } from "../platform/db/config.server";

/**
 * A lender's API address checked, and the one way we post to a lender
 * (docs/decisions/036): the rule of app/domain/lending/lender-url.ts, with the
 * host's addresses resolved when an admin saves it and again, at the
 * connection itself, on every send, so a name that later points into our
 * network is refused too. Redirects are never followed.
 */

/** The rule as this server is configured: the sandbox lender's address, and local development's permission. */
export function lenderUrlPolicy(): LenderUrlPolicy {
  const config = getConfig();
  return { sandboxUrl: config.LENDER_SANDBOX_URL ?? null, allowLocal: config.LENDER_URLS_ALLOW_LOCAL === "true" && !isRealDeployment(config) };
}

/** Every address of a host, as the system resolver answers. */
function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => lookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
}

const SAVE_LOOKUP_MS = 3000;

/**
 * What an admin may save as a lender's API address: the rule, then the host's
 * every address when it resolves. A host that does not resolve yet (a
 * lender's name not live yet) is taken; it is checked again before each send.
 */
export async function lenderUrlProblem(raw: string): Promise<LenderUrlProblem | null> {
  const verdict = lenderUrlVerdict(raw, lenderUrlPolicy());
  if (!verdict.ok) return verdict.problem;
  if (verdict.local || isIpLiteral(verdict.url.hostname)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SAVE_LOOKUP_MS).unref());
  const addresses = await Promise.race([resolveAll(verdict.url.hostname).catch(() => null), timeout]);
  return addresses?.some((a) => !isPublicAddress(a.address)) ? "private" : null;
}

/** A lender's address (or the host it resolves to) is not one we send to. */
export class LenderAddressRefused extends Error {
  constructor(readonly problem: LenderUrlProblem) {
    super(`lender address refused (${problem})`);
  }
}

/**
 * The resolver of a connection to a lender: the host's every address is
 * resolved and judged, and the connection goes only to an address so judged,
 * so a name cannot be made to answer one address to the check and another to
 * the connection.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as LookupAddress[];
    if (!list.length) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
    if (list.some((a) => !isPublicAddress(a.address))) return callback(new LenderAddressRefused("private"), "", 0);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** The most of a lender's answer we read: a decision is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export class AnswerTooLarge extends Error {}

/**
 * POSTs a body to a lender and answers its status and text. The address is
 * judged first (refused: LenderAddressRefused); `trusted` is the sandbox
 * lender's own address from the configuration. A 3xx comes back as it is:
 * its Location is never followed.
 */
export function postJson(address: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; trusted?: boolean }): Promise<{ status: number; text: string }> {
  let url: URL;
  let local: boolean;
  if (options.trusted) {
    url = new URL(address);
    local = true;
  } else {
    const verdict: LenderUrlVerdict = lenderUrlVerdict(address, lenderUrlPolicy());
    if (!verdict.ok) return Promise.reject(new LenderAddressRefused(verdict.problem));
    url = verdict.url;
    local = verdict.local;
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        lookup: local ? undefined : publicOnlyLookup,
        // One connection per call: a kept-alive socket would skip the check of its address.
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            response.destroy();
            reject(new AnswerTooLarge(`answer over ${MAX_ANSWER_BYTES} bytes`));
          } else chunks.push(chunk);
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
