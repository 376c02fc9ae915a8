/**
 * Which addresses we may send a lender's application to (docs/decisions/036).
 * An admin types a lender's API address; the server then posts to it and
 * records what came back. Left open, that is a way into services only this
 * server can reach (a database console, a cloud's metadata service). So a
 * lender's address is https, to a host whose every address is public; plain
 * http and our own network only for the sandbox lender we run ourselves, or
 * where local development asks for it.
 */

/** Why an address is refused: each is a message beside the field (admin:validation.lenderApi*). */
export type LenderUrlProblem = "invalid" | "credentials" | "private" | "https";

export interface LenderUrlPolicy {
  /** The sandbox lender's address (LENDER_SANDBOX_URL): http and our own machine are fine under it. */
  sandboxUrl?: string | null;
  /** Local development that asked for it: http and private addresses are fine. */
  allowLocal?: boolean;
}

/** Where an address may go: refused (and why), or allowed, `local` when it may reach our own network (the sandbox, local development). */
export type LenderUrlVerdict = { ok: true; url: URL; local: boolean } | { ok: false; problem: LenderUrlProblem };

/** The four bytes of a dotted IPv4 address, or null. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The sixteen bytes of an IPv6 address (with :: and a dotted IPv4 tail), or null. */
function ipv6Bytes(text: string): number[] | null {
  const address = text.replace(/%.*$/, "");
  if (!/^[0-9a-f:.]+$/i.test(address) || (address.match(/::/g) ?? []).length > 1) return null;
  let words: number[] = [];
  const [head, tail] = address.includes("::") ? address.split("::") : [address, null];
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const first = parse(head);
  const last = tail === null ? [] : parse(tail);
  if (!first || !last) return null;
  if (tail === null) {
    if (first.length !== 8) return null;
    words = first;
  } else {
    if (first.length + last.length > 7) return null;
    words = [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  }
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const inRange = (bytes: number[], prefix: number[], bits: number) => {
  for (let i = 0; i < bits; i++) {
    const bit = (b: number[]) => (b[i >> 3] >> (7 - (i & 7))) & 1;
    if (bit(bytes) !== bit(prefix)) return false;
  }
  return true;
};

/** IPv4 ranges that are not the public internet: this network, private, shared (CGNAT), loopback, link-local, special, documentation, benchmark, multicast, reserved. */
const IPV4_NOT_PUBLIC: [number[], number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

function isPublicIpv4(bytes: number[]): boolean {
  return !IPV4_NOT_PUBLIC.some(([prefix, bits]) => inRange(bytes, prefix, bits));
}

const v6 = (text: string) => ipv6Bytes(text)!;
/** IPv6 ranges that carry an IPv4 address in their last 32 bits: judged by that address. */
const IPV6_WITH_IPV4: [number[], number][] = [
  [v6("::ffff:0:0"), 96], // IPv4-mapped
  [v6("64:ff9b::"), 96], // NAT64
];
/** Within the global unicast range (2000::/3), those that are not an ordinary public host. */
const IPV6_NOT_PUBLIC: [number[], number][] = [
  [v6("2001::"), 32], // Teredo (an obfuscated IPv4 inside)
  [v6("2001:2::"), 48], // benchmark
  [v6("2001:10::"), 28], // ORCHID
  [v6("2001:20::"), 28], // ORCHIDv2
  [v6("2001:db8::"), 32], // documentation
  [v6("3fff::"), 20], // documentation
];

function isPublicIpv6(bytes: number[]): boolean {
  for (const [prefix, bits] of IPV6_WITH_IPV4) if (inRange(bytes, prefix, bits)) return isPublicIpv4(bytes.slice(12));
  // 6to4 carries an IPv4 address in bits 16 to 48.
  if (inRange(bytes, v6("2002::"), 16)) return isPublicIpv4(bytes.slice(2, 6));
  // Only global unicast is public: this excludes ::, ::1, the IPv4-compatible ::/96, 100::/64,
  // 64:ff9b:1::/48, unique local fc00::/7, link-local fe80::/10, site-local fec0::/10 and multicast ff00::/8.
  if (!inRange(bytes, v6("2000::"), 3)) return false;
  return !IPV6_NOT_PUBLIC.some(([prefix, bits]) => inRange(bytes, prefix, bits));
}

/** Whether an IP address (IPv4, IPv6 in any spelling, IPv4-mapped) is a host on the public internet; anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, "");
  const four = ipv4Bytes(text);
  if (four) return isPublicIpv4(four);
  const six = ipv6Bytes(text);
  return six ? isPublicIpv6(six) : false;
}

/** Whether a host is an IP address written out (the URL parser has already normalised 2130706433 and 0x7f.1 to 127.0.0.1). */
export function isIpLiteral(host: string): boolean {
  const text = host.replace(/^\[|\]$/g, "");
  return ipv4Bytes(text) !== null || ipv6Bytes(text) !== null;
}

/** Names that mean this machine, whatever a resolver says. */
const LOCAL_NAME = /(^|\.)localhost\.?$/i;

/** Whether `url` lies under the sandbox lender's address: the same origin, and its path or below. */
function underSandbox(url: URL, sandboxUrl: string | null | undefined): boolean {
  if (!sandboxUrl) return false;
  let sandbox: URL;
  try {
    sandbox = new URL(sandboxUrl);
  } catch {
    return false;
  }
  if (url.origin !== sandbox.origin) return false;
  const base = sandbox.pathname.replace(/\/+$/, "");
  return base === "" || url.pathname === base || url.pathname.startsWith(`${base}/`);
}

/**
 * The rule for a lender's API address, without asking any resolver: a full
 * http(s) address without a user or password; https to a host that is not an
 * address of our own network; http and our own network only under the
 * sandbox lender's address or when local development allows it. A host name
 * is resolved when the address is saved and again when it is used
 * (app/server/lending/lender-url.server.ts).
 */
export function lenderUrlVerdict(raw: string, policy: LenderUrlPolicy = {}): LenderUrlVerdict {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) return { ok: false, problem: "invalid" };
  if (url.username || url.password) return { ok: false, problem: "credentials" };
  if (underSandbox(url, policy.sandboxUrl) || policy.allowLocal) return { ok: true, url, local: true };
  if (LOCAL_NAME.test(url.hostname) || (isIpLiteral(url.hostname) && !isPublicAddress(url.hostname))) return { ok: false, problem: "private" };
  if (url.protocol !== "https:") return { ok: false, problem: "https" };
  return { ok: true, url, local: false };
}

/** The message of each refusal, beside the field (admin namespace). */
export const LENDER_URL_MESSAGES: Record<LenderUrlProblem, string> = {
  invalid: "admin:validation.lenderUrl",
  credentials: "admin:validation.lenderApiCredentials",
  private: "admin:validation.lenderApiPrivate",
  https: "admin:validation.lenderApiHttps",
};
