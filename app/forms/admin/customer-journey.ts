import { z } from "zod";

export const REVEAL_INTENT = "reveal";

/** Why an analyst needs to see a consumer's personal data unmasked: kept for audit (docs/decisions/044). */
export const RevealSchema = z.object({
  intent: z.literal(REVEAL_INTENT),
  reason: z.string({ message: "admin:customersJourney.errors.reasonRequired" }).trim().min(10, "admin:customersJourney.errors.reasonShort").max(500, "admin:customersJourney.errors.reasonLong"),
});
