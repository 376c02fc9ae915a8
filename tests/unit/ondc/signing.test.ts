import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptChallenge, encryptChallenge, encryptionPrivateKey, encryptionPublicKey, encryptionPublicKeyOf } from "~/domain/ondc/challenge";
import { authorizationHeader, bodyDigest, checkAuthorization, parseAuthorization, publicKeyOf, signingKey, verifyingKey } from "~/domain/ondc/signing";

/** ONDC developer-docs, registry/signing-verification.md: its published body, keys, digest and signature. */
const PUBLISHED = {
  body: '{"context":{"domain":"nic2004:60212","country":"IND","city":"Kochi","action":"search","core_version":"0.9.1","bap_id":"bap.stayhalo.in","bap_uri":"https://8f9f-49-207-209-131.ngrok.io/protocol/","transaction_id":"e6d9f908-1d26-4ff3-a6d1-3af3d3721054","message_id":"a2fe6d52-9fe4-4d1a-9d0b-dccb8b48522d","timestamp":"2022-01-04T09:17:55.971Z","ttl":"P1M"},"message":{"intent":{"fulfillment":{"start":{"location":{"gps":"10.108768, 76.347517"}},"end":{"location":{"gps":"10.102997, 76.353480"}}}}}}',
  publicKey: "awGPjRK6i/Vg/lWr+0xObclVxlwZXvTjWYtlu6NeOHk=",
  privateKey: "lP3sHA+9gileOkXYJXh4Jg8tK0gEEMbf9yCPnFpbldhrAY+NErqL9WD+Vav7TE5tyVXGXBle9ONZi2W7o144eQ==",
  digest: "b6lf6lRgOweajukcvcLsagQ2T60+85kRh/Rd2bdS+TG/5ALebOEgDJfyCrre/1+BMu5nA94o4DT3pTFXuUg7sw==",
  created: 1641287875,
  expires: 1641291475,
  signature: "cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ==",
};
const SIGNER = { subscriberId: "example-bap.com", uniqueKeyId: "bap1234" };

describe("ONDC signing, against the developer docs' published example", () => {
  it("digests the body with BLAKE2b-512 to the published digest", () => {
    expect(bodyDigest(PUBLISHED.body)).toBe(PUBLISHED.digest);
  });

  it("signs it with the published key to the published signature, in the published header", () => {
    const key = signingKey(PUBLISHED.privateKey);
    expect(publicKeyOf(key)).toBe(PUBLISHED.publicKey);
    const header = authorizationHeader(PUBLISHED.body, SIGNER, key, PUBLISHED.created, PUBLISHED.expires - PUBLISHED.created);
    expect(header).toBe(
      `Signature keyId="example-bap.com|bap1234|ed25519",algorithm="ed25519",created="${PUBLISHED.created}",expires="${PUBLISHED.expires}",headers="(created) (expires) digest",signature="${PUBLISHED.signature}"`,
    );
  });

  it("takes the 32-byte seed as well as libsodium's 64-byte key", () => {
    const seed = Buffer.from(PUBLISHED.privateKey, "base64").subarray(0, 32).toString("base64");
    expect(publicKeyOf(signingKey(seed))).toBe(PUBLISHED.publicKey);
    expect(() => signingKey("c2hvcnQ=")).toThrow();
  });

  it("verifies the published header with the published public key while it is valid, and not after", () => {
    const parsed = parseAuthorization(authorizationHeader(PUBLISHED.body, SIGNER, signingKey(PUBLISHED.privateKey), PUBLISHED.created, 3600));
    expect(parsed).toEqual({ ...SIGNER, created: PUBLISHED.created, expires: PUBLISHED.expires, signature: PUBLISHED.signature });
    const key = verifyingKey(PUBLISHED.publicKey);
    expect(checkAuthorization(parsed!, PUBLISHED.body, key, PUBLISHED.created + 10)).toBe("ok");
    expect(checkAuthorization(parsed!, PUBLISHED.body, key, PUBLISHED.expires)).toBe("expired");
    expect(checkAuthorization(parsed!, PUBLISHED.body, key, PUBLISHED.created - 3000)).toBe("not-yet-valid");
  });

  it("refuses a body changed by one character, and a signature by another key", () => {
    const parsed = parseAuthorization(authorizationHeader(PUBLISHED.body, SIGNER, signingKey(PUBLISHED.privateKey), PUBLISHED.created))!;
    const key = verifyingKey(PUBLISHED.publicKey);
    expect(checkAuthorization(parsed, PUBLISHED.body.replace("Kochi", "Kochj"), key, PUBLISHED.created)).toBe("bad-signature");
    const other = generateKeyPairSync("ed25519").privateKey;
    const forged = parseAuthorization(authorizationHeader(PUBLISHED.body, SIGNER, other, PUBLISHED.created))!;
    expect(checkAuthorization(forged, PUBLISHED.body, key, PUBLISHED.created)).toBe("bad-signature");
  });
});

describe("the Authorization header, parsed", () => {
  const good = `Signature keyId="bpp.example.in|k1|ed25519",algorithm="ed25519",created="100",expires="200",headers="(created) (expires) digest",signature="${PUBLISHED.signature}"`;

  it("reads spaces after the commas, as the registry's own example writes them", () => {
    expect(parseAuthorization(good.replaceAll('",', '", '))?.subscriberId).toBe("bpp.example.in");
  });

  it("refuses what is not an ed25519 signature header with every part", () => {
    expect(parseAuthorization(null)).toBeNull();
    expect(parseAuthorization("Bearer abc")).toBeNull();
    expect(parseAuthorization(good.replace('algorithm="ed25519"', 'algorithm="rsa"'))).toBeNull();
    expect(parseAuthorization(good.replace("|ed25519", "|rsa"))).toBeNull();
    expect(parseAuthorization(good.replace('created="100",', ""))).toBeNull();
    expect(parseAuthorization(good.replace("bpp.example.in|k1|ed25519", "bpp.example.in|ed25519"))).toBeNull();
  });
});

describe("the registry's on_subscribe challenge", () => {
  it("decrypts what the registry encrypted with the shared X25519 key (AES-256-ECB), from DER or raw keys", () => {
    const ours = generateKeyPairSync("x25519");
    const registry = generateKeyPairSync("x25519");
    const ourPrivate = encryptionPrivateKey(ours.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"));
    const registryPublic = encryptionPublicKey(encryptionPublicKeyOf(registry.privateKey));
    const challenge = encryptChallenge("a challenge string of the registry", registry.privateKey, encryptionPublicKey(encryptionPublicKeyOf(ourPrivate)));
    expect(decryptChallenge(challenge, ourPrivate, registryPublic)).toBe("a challenge string of the registry");
    const rawOurs = ours.privateKey.export({ format: "der", type: "pkcs8" }).subarray(16).toString("base64");
    expect(decryptChallenge(challenge, encryptionPrivateKey(rawOurs), registryPublic)).toBe("a challenge string of the registry");
    // A wrong key gives bad padding (thrown) or, rarely, other bytes: never the challenge.
    const wrong = (() => {
      try {
        return decryptChallenge(challenge, generateKeyPairSync("x25519").privateKey, registryPublic);
      } catch {
        return null;
      }
    })();
    expect(wrong).not.toBe("a challenge string of the registry");
  });
});
