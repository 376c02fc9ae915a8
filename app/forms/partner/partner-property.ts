import { z } from "zod";
import { LANDING_PRODUCTS } from "~/domain/products";
import { languageList, supportedLanguages } from "~/i18n/languages";
import { emptyAsNull, flag, imageUrl, nullableNumber, propertyOf, text, type EditableProperty } from "../admin/property-kinds";

/** utm_id: letters, digits, underscore and hyphen, or empty (SPEC.md 5). */
export const utmIdSchema = emptyAsNull(
  z
    .string({ error: "admin:editDialog.rules.utmId" })
    .trim()
    .max(60, "admin:editDialog.rules.tooLong")
    .regex(/^[A-Za-z0-9_-]*$/, "admin:editDialog.rules.utmId"),
);
export const revenuePercentSchema = nullableNumber(z.number({ error: "admin:validation.number" }).min(0, "admin:validation.percent").max(100, "admin:validation.percent"));
export const revenueFlatFeeSchema = nullableNumber(z.number({ error: "admin:validation.number" }).min(0, "admin:validation.positive").max(10_000_000, "admin:validation.number"));

const colour = z
  .string({ error: "admin:editDialog.rules.colour" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "admin:editDialog.rules.colour");
/** Only Google's font stylesheets, which the Content-Security-Policy lets pages load. */
const fontSource = emptyAsNull(
  z
    .string({ error: "admin:editDialog.rules.fontSource" })
    .trim()
    .max(500, "admin:editDialog.rules.tooLong")
    .regex(/^https:\/\/fonts\.googleapis\.com\/[^\s"'<>]*$/, "admin:editDialog.rules.fontSource"),
);
/** A CSS font-family list: names, quotes, commas and spaces (it goes into the brand's CSS). */
const fontFamily = z
  .string({ error: "admin:editDialog.rules.fontFamily" })
  .trim()
  .min(1, "admin:editDialog.rules.fontFamily")
  .max(200, "admin:editDialog.rules.tooLong")
  .regex(/^[\w\s,'"-]+$/, "admin:editDialog.rules.fontFamily");

/**
 * The brand's own host (decision 028): a bare hostname such as
 * solar.example.in, without a scheme, port or path; hosts are not case
 * sensitive, so it is kept in lower case. Whether another partner or this
 * site already has it is the server's check (partners.server.ts).
 */
export const hostSchema = emptyAsNull(
  z
    .string({ error: "admin:editDialog.rules.host" })
    .trim()
    .toLowerCase()
    .max(253, "admin:editDialog.rules.tooLong")
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, "admin:editDialog.rules.host"),
);

/** The product whose own landing the brand's host shows on its empty path (decision 054), from the registry; empty is none. */
const landingProductSchema = emptyAsNull(z.enum(LANDING_PRODUCTS as [string, ...string[]], { error: "admin:editDialog.rules.landingProduct" }));

/** The language a brand's pages open in for a visitor who chose none; empty follows the visitor's browser. */
export const defaultLanguageSchema = emptyAsNull(z.enum(supportedLanguages, { error: "admin:editDialog.rules.language" }));

/**
 * The languages a brand offers: one or more codes of the list (a form's
 * ticked boxes, JSON's array, or "ta,en"), kept in the list's order; all of
 * them is kept as null, "every language", so a language added later reaches
 * the brand too (docs/decisions/096-adding-a-language.md).
 */
export const brandLanguagesSchema = z
  .preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v === null || v === undefined
          ? []
          : v,
    z.array(z.enum(supportedLanguages, { error: "admin:editDialog.rules.language" }), { error: "admin:editDialog.rules.language" }).min(1, "admin:editDialog.rules.languages"),
  )
  .transform((codes) => {
    const offered = languageList.map((l) => l.code).filter((code) => codes.includes(code));
    return offered.length === languageList.length ? null : offered;
  });

/**
 * Every partner property an admin may change (SPEC.md 3 and 7): the UTM id,
 * the revenue share, and the brand settings. The database column is the same
 * name in camelCase. Labels are admin:partners.fields.{property}.
 */
export const PARTNER_PROPERTIES = {
  utm_id: { kind: "code", schema: utmIdSchema },
  revenue_percent: { kind: "decimal", schema: revenuePercentSchema },
  revenue_flat_fee: { kind: "decimal", schema: revenueFlatFeeSchema },
  logo_url: { kind: "file", schema: imageUrl.refine((v) => v !== null, "admin:editDialog.rules.fileRequired") },
  font_source: { kind: "text", schema: fontSource },
  font_family: { kind: "text", schema: fontFamily },
  primary_color: { kind: "colour", schema: colour },
  secondary_color: { kind: "colour", schema: colour },
  title: { kind: "text", schema: text(100) },
  host: { kind: "host", schema: hostSchema },
  landing_product: { kind: "choice", schema: landingProductSchema },
  default_language: { kind: "choice", schema: defaultLanguageSchema },
  languages: { kind: "several", schema: brandLanguagesSchema },
  // The one boolean column of the property tables.
  partner_terms: { kind: "flag", schema: flag.transform((v) => v === 1) },
} as const satisfies Record<string, EditableProperty>;

export type PartnerProperty = keyof typeof PARTNER_PROPERTIES;

export const isPartnerProperty = propertyOf(PARTNER_PROPERTIES);

/** The brand settings of /admin/partners/{id}, in the order shown. */
export const BRAND_SETTINGS = ["logo_url", "font_source", "font_family", "primary_color", "secondary_color", "title", "partner_terms"] as const satisfies readonly PartnerProperty[];

/** The brand's own site on /admin/partners/{id}: its host and the landing that host shows. */
export const SITE_SETTINGS = ["host", "landing_product"] as const satisfies readonly PartnerProperty[];

/** The brand's languages on /admin/partners/{id}: which it offers, and which its pages open in. */
export const LANGUAGE_SETTINGS = ["languages", "default_language"] as const satisfies readonly PartnerProperty[];

/** update-partner-revenue-data: the percent and the flat fee, saved together. */
/** The UTM call's body: utm_id, null or empty to clear it. */
export const PartnerUtmSchema = z.object({ utm_id: utmIdSchema });
export const PartnerRevenueSchema = z.object({ revenue_percent: revenuePercentSchema, revenue_flat_fee: revenueFlatFeeSchema });

/** /admin/partners and /admin/partners/{id}. */
export const PARTNERS_INTENT = {
  update: "update-property",
  edit: "edit-property",
  /** Role 1 opens the partner's portal as the partner (SPEC.md 4, 6). */
  masquerade: "masquerade",
} as const;
