import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, diffieHellman, type KeyObject } from "node:crypto";

/**
 * The registry's onboarding challenge (developer-docs registry/Onboarding of Participants.md, step 6): the
 * registry encrypts a string with AES-256-ECB under the X25519 shared key of its encryption key and ours;
 * /on_subscribe answers it decrypted. Keys come as ONDC writes them: DER (PKCS#8 private, SPKI public) in
 * base64, or the raw 32 bytes in base64.
 */

const PKCS8_X25519 = Buffer.from("302e020100300506032b656e04220420", "hex");
const SPKI_X25519 = Buffer.from("302a300506032b656e032100", "hex");

export function encryptionPrivateKey(base64: string): KeyObject {
  const raw = Buffer.from(base64.trim(), "base64");
  const der = raw.length === 32 ? Buffer.concat([PKCS8_X25519, raw]) : raw;
  return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
}

export function encryptionPublicKey(base64: string): KeyObject {
  const raw = Buffer.from(base64.trim(), "base64");
  const der = raw.length === 32 ? Buffer.concat([SPKI_X25519, raw]) : raw;
  return createPublicKey({ key: der, format: "der", type: "spki" });
}

/** The SPKI DER base64 of a private key's public half: the form the registry keeps `encryption_public_key` in. */
export function encryptionPublicKeyOf(key: KeyObject): string {
  return createPublicKey(key).export({ format: "der", type: "spki" }).toString("base64");
}

const sharedKey = (ours: KeyObject, theirs: KeyObject) => diffieHellman({ privateKey: ours, publicKey: theirs });

/** The challenge in clear text; throws when it does not decrypt (a wrong key gives bad padding). */
export function decryptChallenge(challenge: string, ours: KeyObject, theirs: KeyObject): string {
  const decipher = createDecipheriv("aes-256-ecb", sharedKey(ours, theirs), null);
  return Buffer.concat([decipher.update(Buffer.from(challenge, "base64")), decipher.final()]).toString("utf8");
}

/** What a registry does: the sandbox registry's half, and the tests'. */
export function encryptChallenge(text: string, ours: KeyObject, theirs: KeyObject): string {
  const cipher = createCipheriv("aes-256-ecb", sharedKey(ours, theirs), null);
  return Buffer.concat([cipher.update(text, "utf8"), cipher.final()]).toString("base64");
}
