import type { CheckedKey, Namespace } from "./keys";

export type Messages = Record<string, unknown>;
export type TVars = Record<string, string | number>;
/** `t(key, vars)`: see CheckedKey for which keys type-check. */
export type TFunction<NS extends Namespace = "common"> = <K extends string>(key: CheckedKey<K, NS>, vars?: TVars) => string;
/** The same function, untyped, for translation tables built at run time. */
export type LooseT = (key: string, vars?: TVars) => string;

function lookup(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural form of `key` for a count (i18next's `_one`/`_other` suffixes), by
 * the language's own rules; `_zero`, where a translation has it, for a count of
 * 0 (as in i18next). Hindi needs it: CLDR puts 0 in Hindi's "one", so without
 * it "0 पंक्ति अपडेट हुई" would read as a singular.
 */
function pluralKey(messages: Messages | undefined, key: string, count: number, locale: string): string {
  if (count === 0 && typeof lookup(messages, `${key}_zero`) === "string") return `${key}_zero`;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const exact = `${key}_${rules.select(count)}`;
  if (typeof lookup(messages, exact) === "string") return exact;
  return typeof lookup(messages, `${key}_other`) === "string" ? `${key}_other` : key;
}

/** A `t` over one namespace's messages: dotted keys, plurals by `count`, `{{name}}` interpolation, the key itself when missing. */
export function makeT(messages: Messages | undefined, locale = "en"): LooseT {
  return (key, vars) => {
    const count = vars?.count;
    const resolved = typeof count === "number" ? pluralKey(messages, key, count, locale) : key;
    const found = lookup(messages, resolved);
    const text = typeof found === "string" ? found : key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? "")) : text;
  };
}

export function lookupList(messages: Messages | undefined, key: string): unknown {
  return lookup(messages, key);
}

/** `over` laid over `base`, object by object (a string or list of `over` wins). */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = value && typeof value === "object" && !Array.isArray(value) && prev && typeof prev === "object" && !Array.isArray(prev) ? mergeMessages(prev as Messages, value as Messages) : value;
  }
  return out;
}

interface I18nData {
  i18n?: Record<string, Messages>;
  locale?: string;
}

/**
 * The translations of every matched route, by namespace. Several routes may
 * send parts of one namespace (the root the shell's groups of `common`, the
 * screen its own), so they are merged, never replaced.
 */
export function bundlesOf(matchData: ReadonlyArray<unknown>): { bundles: Record<string, Messages>; locale: string } {
  const bundles: Record<string, Messages> = {};
  let locale = "en";
  for (const data of matchData) {
    const d = data as I18nData | undefined;
    for (const [ns, messages] of Object.entries(d?.i18n ?? {})) bundles[ns] = bundles[ns] ? mergeMessages(bundles[ns], messages) : messages;
    if (d?.locale) locale = d.locale;
  }
  return { bundles, locale };
}
