import type { KeyObject } from "node:crypto";
import { encryptionPrivateKey, encryptionPublicKey } from "~/domain/ondc/challenge";
import { ONDC_PREFIX } from "~/domain/ondc/paths";
import { signingKey } from "~/domain/ondc/signing";
import { getConfig } from "../platform/db/config.server";

/** Who the product is on the ONDC network, and its keys: from the settings (docs/decisions/102). */
export interface OndcIdentity {
  subscriberId: string;
  uniqueKeyId: string;
  /** bap_uri: where the network sends callbacks (each action appended). */
  bapUri: string;
  signingKey: KeyObject;
}

let cached: { source: string; identity: OndcIdentity | null } | undefined;

/** Our identity, or null when this deployment is no ONDC participant (no subscriber id or no key). */
export function ondcIdentity(): OndcIdentity | null {
  const config = getConfig();
  const source = `${config.ONDC_SUBSCRIBER_ID}|${config.ONDC_UNIQUE_KEY_ID}|${config.ONDC_SIGNING_PRIVATE_KEY}`;
  if (cached?.source === source) return cached.identity;
  const base = config.ONDC_SUBSCRIBER_URL ?? (config.PUBLIC_APP_URL ? `${config.PUBLIC_APP_URL.replace(/\/+$/, "")}${ONDC_PREFIX}/` : undefined);
  const identity =
    config.ONDC_SUBSCRIBER_ID && config.ONDC_UNIQUE_KEY_ID && config.ONDC_SIGNING_PRIVATE_KEY && base
      ? { subscriberId: config.ONDC_SUBSCRIBER_ID, uniqueKeyId: config.ONDC_UNIQUE_KEY_ID, bapUri: base.endsWith("/") ? base : `${base}/`, signingKey: signingKey(config.ONDC_SIGNING_PRIVATE_KEY) }
      : null;
  cached = { source, identity };
  return identity;
}

/** Our X25519 key and the registry's, for its onboarding challenge; null until both are set. */
export function challengeKeys(): { ours: KeyObject; registry: KeyObject } | null {
  const config = getConfig();
  if (!config.ONDC_ENCRYPTION_PRIVATE_KEY || !config.ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY) return null;
  return { ours: encryptionPrivateKey(config.ONDC_ENCRYPTION_PRIVATE_KEY), registry: encryptionPublicKey(config.ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY) };
}
