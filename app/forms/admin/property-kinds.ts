import { z } from "zod";

/**
 * The value rules the admin property tables share (credit cards, partners,
 * lenders): what a form or the JSON API may send for a property, as the
 * database keeps it. Messages are i18n keys of the admin namespace.
 */

/** "" and a missing value mean "no value" (null). */
export const emptyAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable());

/** Free text of at most `max` characters, trimmed; empty is null. */
export const text = (max: number) => emptyAsNull(z.string({ error: "admin:validation.invalid" }).trim().max(max, "admin:editDialog.rules.tooLong"));

/**
 * A switch: 1 or 0, as the flag columns keep it (a checkbox's "on", a form's
 * "1"/"0"/"", JSON's true/false or 1/0). A boolean column (partner_terms)
 * maps it with `.transform((v) => v === 1)`.
 */
export const flag = z.preprocess(
  (v) => (v === true || v === "1" || v === 1 || v === "on" ? 1 : v === false || v === "0" || v === 0 || v === "" ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: "admin:validation.invalid" }),
);

/** A number, or null when empty; a form's digits (with a sign and decimals) become the number, anything else is refused by `schema`. */
export const nullableNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema.nullable());

/** An uploaded image's address: one of ours (/uploads/…) or a seeded one (/brands/…, https). */
export const imageUrl = emptyAsNull(
  z
    .string({ error: "admin:validation.invalid" })
    .trim()
    .max(2000, "admin:editDialog.rules.tooLong")
    .regex(/^(\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, "admin:editDialog.rules.url"),
);

/**
 * How the generic edit dialog edits a property (SPEC.md 2.3): a file, a list
 * of text rows, a choice of the screen's options, several of them (ticked
 * boxes), or one text field, of
 * which `number` takes digits only, `code` only letters, digits, underscore
 * and hyphen, and `host` a host name.
 */
export type EditKind = "file" | "bullets" | "number" | "decimal" | "code" | "colour" | "host" | "choice" | "several" | "text" | "flag";

export interface EditableProperty {
  kind: EditKind;
  schema: z.ZodType;
}

/** The guard of a property table: whether a posted name is one of its properties. */
export function propertyOf<T extends object>(table: T) {
  return (value: unknown): value is Extract<keyof T, string> => typeof value === "string" && Object.hasOwn(table, value);
}
