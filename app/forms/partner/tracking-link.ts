import { z } from "zod";
import { LINK_PRODUCTS, LINK_UTM_FIELDS, type LinkUtmField } from "~/domain/partner/tracking-links";
import { databaseIdField } from "../admin/database-id";

export const TRACKING_LINK_INTENT = { create: "create", switchOff: "switch-off", switchOn: "switch-on" } as const;

/** A UTM value as SPEC.md 5 judges utm_id: letters, digits, underscore and hyphen. */
const utm = z
  .string({ error: "admin:trackingLinks.errors.utmRequired" })
  .trim()
  .max(60, "admin:trackingLinks.errors.tooLong")
  .regex(/^[A-Za-z0-9_-]+$/, "admin:trackingLinks.errors.utm");

const utms = Object.fromEntries(LINK_UTM_FIELDS.map((f) => [f, f === "utm_content" || f === "utm_term" ? utm.optional() : utm])) as Record<LinkUtmField, typeof utm>;

/** A new link: what it is called, on which brand and product it lands (none: the default brand's landing), and its UTM values. */
export const createTrackingLinkSchema = z.object({
  intent: z.literal(TRACKING_LINK_INTENT.create),
  label: z.string({ error: "admin:trackingLinks.errors.labelRequired" }).trim().min(1, "admin:trackingLinks.errors.labelRequired").max(80, "admin:trackingLinks.errors.tooLong"),
  partnerId: databaseIdField("admin:trackingLinks.errors.partner").optional(),
  product: z.enum(LINK_PRODUCTS as [string, ...string[]], { error: "admin:trackingLinks.errors.product" }).optional(),
  ...utms,
});

/** Switching a link off or on again. */
export const switchTrackingLinkSchema = z.object({
  intent: z.enum([TRACKING_LINK_INTENT.switchOff, TRACKING_LINK_INTENT.switchOn], { error: "admin:validation.invalid" }),
  linkId: databaseIdField("admin:trackingLinks.errors.link"),
});
