import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

/**
 * ONDC's request signature (developer-docs registry/signing-verification.md): ed25519 over a signing string
 * that names the BLAKE2b-512 digest of the exact body bytes, with a creation and an expiry time, sent as
 * `Authorization: Signature keyId="{subscriber_id}|{unique_key_id}|ed25519",…`. Node's own crypto gives the
 * published example's bytes (tests/unit/ondc/signing.test.ts), so no library stands between us and the keys.
 */

/** DER prefixes that wrap a raw 32-byte ed25519 key (RFC 8410), so node:crypto takes ONDC's base64 raw keys. */
const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_ED25519 = Buffer.from("302a300506032b6570032100", "hex");

/** How long a signature we make stays valid: ONDC's examples give an hour. */
export const SIGNATURE_LIFETIME_SECONDS = 3600;

/** The base64 BLAKE2b-512 digest of a body, as the signing string names it. */
export function bodyDigest(body: string | Uint8Array): string {
  return createHash("blake2b512").update(body).digest("base64");
}

export function signingString(created: number, expires: number, digest: string): string {
  return `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${digest}`;
}

/**
 * A signing private key as ONDC hands it out: base64 of the 32-byte seed, or of libsodium's 64 bytes
 * (seed then public key). Anything else is refused rather than guessed at.
 */
export function signingKey(base64: string): KeyObject {
  const raw = Buffer.from(base64.trim(), "base64");
  if (raw.length !== 32 && raw.length !== 64) throw new Error("an ed25519 signing key is 32 or 64 bytes of base64");
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, raw.subarray(0, 32)]), format: "der", type: "pkcs8" });
}

/** A registry's `signing_public_key`: base64 of the raw 32 bytes. */
export function verifyingKey(base64: string): KeyObject {
  const raw = Buffer.from(base64.trim(), "base64");
  if (raw.length !== 32) throw new Error("an ed25519 public key is 32 bytes of base64");
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519, raw]), format: "der", type: "spki" });
}

/** The base64 raw public key of a private one: what the registry is told. */
export function publicKeyOf(key: KeyObject): string {
  return createPublicKey(key).export({ format: "der", type: "spki" }).subarray(SPKI_ED25519.length).toString("base64");
}

/** The site-verification file's content, and any other plain ed25519 signature ONDC asks for (no digest first). */
export function signPlain(text: string, key: KeyObject): string {
  return sign(null, Buffer.from(text, "utf8"), key).toString("base64");
}

export interface SignerId {
  subscriberId: string;
  uniqueKeyId: string;
}

/** The `Authorization` header's value for a body, signed at `created` (Unix seconds). */
export function authorizationHeader(body: string, signer: SignerId, key: KeyObject, created: number, lifetime = SIGNATURE_LIFETIME_SECONDS): string {
  const expires = created + lifetime;
  const signature = sign(null, Buffer.from(signingString(created, expires, bodyDigest(body))), key).toString("base64");
  const keyId = `${signer.subscriberId}|${signer.uniqueKeyId}|ed25519`;
  return `Signature keyId="${keyId}",algorithm="ed25519",created="${created}",expires="${expires}",headers="(created) (expires) digest",signature="${signature}"`;
}

export interface ParsedAuthorization {
  subscriberId: string;
  uniqueKeyId: string;
  created: number;
  expires: number;
  signature: string;
}

const PARAM = /([a-zA-Z]+)\s*=\s*"([^"]*)"/g;

/**
 * The parts of an incoming `Authorization` (or `X-Gateway-Authorization`) header; null when it is not an
 * ed25519 signature header with every part ONDC names (a keyId whose algorithm differs from `algorithm` too).
 */
export function parseAuthorization(header: string | null | undefined): ParsedAuthorization | null {
  if (!header) return null;
  const text = header.trim();
  if (!/^Signature\s/i.test(text)) return null;
  const params = new Map<string, string>();
  for (const [, name, value] of text.matchAll(PARAM)) params.set(name.toLowerCase(), value);
  const keyId = params.get("keyid")?.split("|");
  const algorithm = params.get("algorithm");
  const created = Number(params.get("created"));
  const expires = Number(params.get("expires"));
  const signature = params.get("signature");
  if (keyId?.length !== 3 || !keyId[0] || !keyId[1]) return null;
  if (algorithm !== "ed25519" || keyId[2] !== algorithm) return null;
  if (!Number.isInteger(created) || !Number.isInteger(expires) || !signature) return null;
  return { subscriberId: keyId[0], uniqueKeyId: keyId[1], created, expires, signature };
}

/** Why a signed body is refused, or "ok". `now` in Unix seconds; a little clock drift is allowed on `created`. */
export type SignatureCheck = "ok" | "expired" | "not-yet-valid" | "bad-signature";

const CLOCK_DRIFT_SECONDS = 60;

export function checkAuthorization(parsed: ParsedAuthorization, body: string, publicKey: KeyObject, now: number): SignatureCheck {
  if (parsed.expires <= now || parsed.expires <= parsed.created) return "expired";
  if (parsed.created > now + CLOCK_DRIFT_SECONDS) return "not-yet-valid";
  const signed = Buffer.from(signingString(parsed.created, parsed.expires, bodyDigest(body)));
  const signature = Buffer.from(parsed.signature, "base64");
  if (signature.length !== 64) return "bad-signature";
  return verify(null, signed, publicKey, signature) ? "ok" : "bad-signature";
}
