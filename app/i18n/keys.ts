import type enAdmin from "../../locales/en/admin.json";
import type enApi from "../../locales/en/api.json";
import type enCommon from "../../locales/en/common.json";
import type enErrors from "../../locales/en/errors.json";
import type enIntake from "../../locales/en/intake.json";
import type enLegal from "../../locales/en/legal.json";
import type enPartner from "../../locales/en/partner.json";
import type enRanking from "../../locales/en/ranking.json";

/** The English resources are the source of truth for which keys exist. */
export interface EnglishResources {
  common: typeof enCommon;
  errors: typeof enErrors;
  legal: typeof enLegal;
  ranking: typeof enRanking;
  admin: typeof enAdmin;
  intake: typeof enIntake;
  partner: typeof enPartner;
  api: typeof enApi;
}

export type Namespace = keyof EnglishResources;

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";

/** The dotted paths to every string (or list) of a resource tree; `x_one`/`x_other` count as `x`. */
type Paths<T, Prefix extends string = ""> = T extends string | readonly unknown[]
  ? Prefix
  : {
      [K in keyof T & string]: Paths<T[K], Prefix extends "" ? StripPlural<K> : `${Prefix}.${StripPlural<K>}`>;
    }[keyof T & string];

type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

export type KeyOf<NS extends Namespace> = Paths<EnglishResources[NS]>;

/** A key of the screen's namespace, or `ns:key` of another one. */
export type TranslationKey<NS extends Namespace> = KeyOf<NS> | { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

/**
 * A literal key must exist in the English resources (a misspelt one is a type
 * error); a key only known at run time (a validation message, a toast) is
 * accepted as a string and falls back to itself when missing.
 */
export type CheckedKey<K extends string, NS extends Namespace> = string extends K ? string : K & TranslationKey<NS>;
