import { z } from "zod";
import { API_KEY_MAX_DAYS, PARTNER_API_SCOPES } from "~/domain/partner/partner-api-scopes";
import { databaseIdField } from "../admin/database-id";

export const API_KEY_INTENT = { create: "create-key", revoke: "revoke-key" } as const;

/**
 * The digital-integration page's two forms: make a key (what it may call, and
 * for how many days, a year at most: docs/decisions/075), or revoke one of the
 * partner's own. Without a lifetime the key lives PARTNER_API_KEY_DAYS.
 */
export const ApiKeyCommandSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(API_KEY_INTENT.create),
    scopes: z.array(z.enum(PARTNER_API_SCOPES, { error: "partner:integration.errors.scopes" }), { error: "partner:integration.errors.scopes" }).min(1, "partner:integration.errors.scopes"),
    days: z.coerce
      .number({ error: "partner:integration.errors.days" })
      .int("partner:integration.errors.days")
      .min(1, "partner:integration.errors.days")
      .max(API_KEY_MAX_DAYS, "partner:integration.errors.days")
      .optional(),
  }),
  z.object({ intent: z.literal(API_KEY_INTENT.revoke), keyId: databaseIdField("partner:integration.errors.key") }),
]);
