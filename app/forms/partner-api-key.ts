import { z } from "zod";
import { databaseIdField } from "./database-id";

export const API_KEY_INTENT = { create: "create-key", revoke: "revoke-key" } as const;

/** The digital-integration page's two forms: make a key, or revoke one of the partner's own. */
export const ApiKeyCommandSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(API_KEY_INTENT.create) }),
  z.object({ intent: z.literal(API_KEY_INTENT.revoke), keyId: databaseIdField("partner:integration.errors.key") }),
]);
