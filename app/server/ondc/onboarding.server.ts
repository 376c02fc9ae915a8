import { z } from "zod";
import { decryptChallenge } from "~/domain/ondc/challenge";
import { signPlain } from "~/domain/ondc/signing";
import { getConfig } from "../platform/db/config.server";
import { logger } from "../platform/db/log.server";
import { challengeKeys, ondcIdentity } from "./identity.server";

const log = logger("ondc");

const OnSubscribe = z.object({ subscriber_id: z.string().min(1), challenge: z.string().min(1).max(4096) });

/**
 * The registry's /on_subscribe (developer-docs, registry onboarding steps 6–7 and 11): its challenge
 * decrypted with the X25519 shared key of our encryption key and the registry's, answered `{ answer }`.
 * A challenge for another subscriber, or one that does not decrypt, is refused (400).
 */
export function answerChallenge(body: string): { status: number; body: Record<string, unknown> } {
  const me = ondcIdentity();
  const keys = challengeKeys();
  if (!me || !keys) return { status: 404, body: { error: "this deployment is not set up for ONDC's registry" } };
  let asked: z.infer<typeof OnSubscribe>;
  try {
    asked = OnSubscribe.parse(JSON.parse(body));
  } catch {
    return { status: 400, body: { error: "expected { subscriber_id, challenge }" } };
  }
  if (asked.subscriber_id !== me.subscriberId) return { status: 400, body: { error: "not this subscriber" } };
  try {
    return { status: 200, body: { answer: decryptChallenge(asked.challenge, keys.ours, keys.registry) } };
  } catch (error) {
    log.warn({ err: error }, "the registry's challenge did not decrypt");
    return { status: 400, body: { error: "the challenge does not decrypt with this subscriber's key" } };
  }
}

/** ondc-site-verification.html: the request id of our /subscribe call, signed as it is (no digest); null before both are set. */
export function siteVerificationPage(): string | null {
  const me = ondcIdentity();
  const requestId = getConfig().ONDC_REQUEST_ID;
  if (!me || !requestId) return null;
  const signed = signPlain(requestId, me.signingKey);
  return `<html>\n  <head>\n    <meta name="ondc-site-verification" content="${signed}" />\n  </head>\n  <body>\n    ONDC Site Verification Page\n  </body>\n</html>\n`;
}
