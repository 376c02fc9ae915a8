import { z } from "zod";
import { nameSchema } from "../consumer/name";
import { emptyAsNull, flag, imageUrl, propertyOf, text, type EditableProperty } from "./property-kinds";

/** A whole number of at least 0; digits only, as the dialog lets type (SPEC.md 5). */
const sortOrder = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: "admin:validation.number" }).int("admin:validation.wholeNumber").min(0, "admin:validation.positive").max(1_000_000, "admin:validation.number"),
);

/** A link the consumer is sent to: http(s) only, never javascript: or data:. */
const link = emptyAsNull(
  z
    .string({ error: "admin:validation.invalid" })
    .trim()
    .max(2000, "admin:editDialog.rules.tooLong")
    .regex(/^https?:\/\/[^\s]+$/i, "admin:editDialog.rules.url"),
);

/** The card's list of selling points: each a non-empty line (SPEC.md 5: no bullet may be empty). */
const bullets = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v === undefined || v === null ? [] : v),
  z
    .array(z.string({ error: "admin:validation.invalid" }).trim().min(1, "admin:editDialog.rules.bulletEmpty").max(300, "admin:editDialog.rules.tooLong"), { error: "admin:validation.invalid" })
    .max(20, "admin:editDialog.rules.tooMany"),
);

/**
 * Every credit card property an admin may change (SPEC.md 3 and 7:
 * update-credit-card-data), once: its kind and its rule. The database column
 * is the same name in camelCase; a property not listed is refused. Labels are
 * admin:creditCards.columns.{property}.
 */
export const CARD_PROPERTIES = {
  sort_order: { kind: "number", schema: sortOrder },
  category_img_thumb: { kind: "file", schema: imageUrl },
  category_name: { kind: "text", schema: nameSchema(/^[\p{L}\p{N}\s_-]+$/u, "admin:editDialog.rules.cardName") },
  key_feature: { kind: "text", schema: text(300) },
  annual_fee: { kind: "text", schema: text(100) },
  utm_link: { kind: "text", schema: link },
  marketing_bullets: { kind: "bullets", schema: bullets },
  secured: { kind: "flag", schema: flag },
  status: { kind: "flag", schema: flag },
} as const satisfies Record<string, EditableProperty>;

export type CardProperty = keyof typeof CARD_PROPERTIES;

export const isCardProperty = propertyOf(CARD_PROPERTIES);

/** A new card's name: letters, digits, whitespace, hyphen and underscore (SPEC.md 5). */
export const NewCardSchema = z.object({ category_name: nameSchema(/^[\p{L}\p{N}\s_-]+$/u, "admin:editDialog.rules.cardName") });

/** The columns of /admin/credit-cards (SPEC.md 2.3), in order; labels are admin:creditCards.columns.*. */
export const CARD_COLUMNS = ["sort_order", "category_img_thumb", "category_name", "key_feature", "annual_fee", "utm_link", "marketing_bullets", "secured", "status", "actions"] as const;

/** /admin/credit-cards (routes/admin/credit-cards.tsx). */
export const CREDIT_CARDS_INTENT = {
  update: "update-property",
  edit: "edit-property",
  create: "create-card",
  delete: "delete-card",
} as const;
