import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Text sealed with AES-256-GCM under a key made from `keyText` (a configured
 * secret and what the key is for): a queued message's code, a partner's
 * hand-off secret. Readable only with the same key; a changed byte fails.
 */
export function sealer(keyText: () => string) {
  const key = () => createHash("sha256").update(keyText()).digest();
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key(), iv);
      const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64");
    },
    unseal(value: string): string {
      const raw = Buffer.from(value, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
