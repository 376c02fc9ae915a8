import fc from "fast-check";
import type { z } from "zod";

/**
 * The values the fuzz types into a field: what the field's own Zod schema
 * accepts (`wellFormed`), and what a careless or hostile client sends
 * (`hostileText`): boundaries, other types, empty, Unicode of every kind,
 * numbers as exponents, dates at odd edges, huge strings.
 */

/** A body stays under host/server.js's 64 KB limit; a form has many fields, so one value gets at most this much. */
export const HUGE = 40_000;

const edgeStrings = [
  "",
  " ",
  "\t\n",
  "0",
  "-0",
  "-1",
  "1e308",
  "1e-7",
  "9e99",
  "1E3",
  "0x1F",
  "Infinity",
  "-Infinity",
  "NaN",
  "null",
  "undefined",
  "true",
  "false",
  "[]",
  "{}",
  '{"__proto__":{"x":1}}',
  "__proto__",
  "constructor",
  "9007199254740993",
  "2147483648",
  "-2147483649",
  "99999999999999999999999",
  "1,00,000",
  "₹50,000",
  "12.50",
  "1.",
  ".5",
  "00000",
  // Dates at odd edges, in the forms' DD/MM/YYYY and in ISO.
  "29/02/2023",
  "29/02/2024",
  "31/04/2000",
  "00/00/0000",
  "31/12/9999",
  "01/01/0001",
  "32/13/2000",
  "1/1/1",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31T23:59:59Z",
  "1970-01-01",
  "-001000-01-01",
  // Text of other scripts and of no script.
  "राम कुमार",
  "मुंबई ४००००१",
  "१२३४५६",
  "مرحبا بالعالم",
  "\u202Eevil\u202C",
  "a\u0000b",
  "\u0000",
  "\uFEFF",
  "\u200B\u200D",
  "😀👍🏽👨‍👩‍👧",
  "\uD800",
  "e\u0301",
  "Ａ１",
  "<script>alert(1)</script>",
  "' or '1'='1",
  "'; drop table users; --",
  "%00",
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text.
  "${7*7}{{7*7}}",
  "javascript:alert(1)",
  "//evil.example/x",
  "https://evil.example/",
];

const unicodeText = fc.string({ unit: "grapheme", maxLength: 40 });
const anyText = fc.string({ unit: "binary", maxLength: 40 });
const devanagari = fc.string({ unit: fc.integer({ min: 0x0900, max: 0x097f }).map((c) => String.fromCodePoint(c)), maxLength: 30 });
const numberLike = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt().map(String),
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -400, max: 400 })).map(([m, e]) => `${m}e${e}`),
);
const huge = fc.oneof(
  fc.nat({ max: HUGE }).map((n) => "x".repeat(n)),
  // Each is 9 or 12 bytes once a form encodes it.
  fc.nat({ max: 6_000 }).map((n) => "ह".repeat(n)),
  fc.nat({ max: 4_000 }).map((n) => "😀".repeat(n)),
);

/** Text no form expects: edges, other types written as text, any Unicode, huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...edgeStrings), weight: 6 },
  { arbitrary: numberLike, weight: 2 },
  { arbitrary: unicodeText, weight: 2 },
  { arbitrary: anyText, weight: 2 },
  { arbitrary: devanagari, weight: 1 },
  { arbitrary: huge, weight: 1 },
);

/** A JSON value of another type than the field's (for the JSON API). */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { $gt: "" }),
  fc.double(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map((c) => c._zod.def);

/** fast-check's strings of a pattern, made once: a pattern takes it a moment to read, a Unicode class (\p{L}) most of a second. */
const patterns = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: RegExp): fc.Arbitrary<string> {
  // fast-check reads a pattern without the flags it cannot honour (i: the cases written are then what is typed).
  const flags = pattern.flags.replace(/[^u]/g, "");
  const key = `${flags}/${pattern.source}`;
  let arbitrary = patterns.get(key);
  if (!arbitrary) {
    // Inside a class, a Unicode letter or digit is one of Latin, Devanagari or Arabic: a part of the class, at a hundredth of the cost.
    const source = pattern.source.replaceAll("\\p{L}", "A-Za-zÀ-ÖØ-öø-ÿक-हء-ي").replaceAll("\\p{N}", "0-9०-९");
    patterns.set(key, (arbitrary = fc.stringMatching(new RegExp(source, flags))));
  }
  return arbitrary;
}

/** A string its checks accept, as far as they say: a pattern, a length, a format. */
function stringFrom(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((c) => c.check === "string_format" && c.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  const min = Number(checks.find((c) => c.check === "min_length")?.minimum ?? 0);
  const declaredMax = checks.find((c) => c.check === "max_length")?.maximum;
  const max = Number(declaredMax ?? Math.max(min, 30));
  if (pattern) {
    // A pattern says its own length unless a check says less: a GUID's 36 characters under a free text's 30 would be filtered out forever.
    const most = declaredMax === undefined ? Infinity : max;
    return matching(pattern).filter((s) => s.length >= min && s.length <= most);
  }
  if (def.format === "email") return fc.emailAddress();
  if (def.format === "uuid" || def.format === "guid") return fc.uuid();
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
}

function numberFrom(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const min = Number(checks.find((c) => c.check === "greater_than")?.value ?? -1e6);
  const max = Number(checks.find((c) => c.check === "less_than")?.value ?? 1e7);
  const integer = def.format === "safeint" || checks.some((c) => c.check === "number_format" && /int/.test(String(c.format)));
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

/**
 * What a Zod schema accepts, as a form or JSON would carry it: a walk of the
 * schema's definition (strings by their pattern and length, enums, literals,
 * numbers within bounds, objects field by field). Refinements and transforms
 * are not run backwards, so some values are refused anyway: the fuzz wants
 * both kinds.
 */
export function wellFormed(schema: z.ZodType | unknown, depth = 0): fc.Arbitrary<unknown> {
  // A field a test describes by its values rather than by a schema.
  if (schema instanceof fc.Arbitrary) return schema;
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringFrom(def);
    case "number":
    case "int":
      return numberFrom(def);
    case "bigint":
      return fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return wellFormed(def.innerType, depth);
    case "pipe": {
      // The side that says most about the typed text: the input unless it is a bare transform or preprocess.
      const input = defOf(def.in);
      return input.type === "transform" ? wellFormed(def.out, depth) : wellFormed(def.in, depth);
    }
    case "lazy":
      return depth > 3 ? fc.constant("") : wellFormed((def.getter as () => unknown)(), depth + 1);
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((o) => wellFormed(o, depth + 1)));
    case "array":
      return fc.array(wellFormed(def.element, depth + 1), { maxLength: 4 });
    case "object":
      return wellFormedObject(schema, depth + 1);
    case "record":
      return fc.dictionary(fc.string({ maxLength: 8 }), wellFormed(def.valueType, depth + 1), { maxKeys: 3 });
    default:
      return fc.string({ maxLength: 20 });
  }
}

/** The fields of an object schema, each well-formed; optional ones sometimes left out. */
export function wellFormedObject(schema: unknown, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  // An object whose output is transformed (a form's schema that reshapes what it read): its input's fields.
  if (defOf(schema).type === "pipe") return wellFormedObject(defOf(schema).in, depth);
  // A form of several kinds (a union, often on its intent): each kind's own fields.
  if (defOf(schema).type === "union") return fc.oneof(...(defOf(schema).options as unknown[]).map((o) => wellFormedObject(o, depth)));
  const shape = (defOf(schema).shape ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, wellFormed(v, depth)]));
  const optional = Object.entries(shape)
    .filter(([, v]) => !(v instanceof fc.Arbitrary) && ["optional", "default", "prefault"].includes(defOf(v).type))
    .map(([k]) => k);
  return fc.record(fields, { requiredKeys: Object.keys(shape).filter((k) => !optional.includes(k)) });
}

/** The field names an object schema knows (for the mutations that aim at a real field). */
export function fieldNames(schema: unknown): string[] {
  const def = defOf(schema);
  if (def.type === "object") return Object.keys((def.shape ?? {}) as object);
  if (def.type === "pipe") return fieldNames(def.in);
  if (["optional", "default", "nullable"].includes(def.type)) return fieldNames(def.innerType);
  if (def.type === "union") return [...new Set((def.options as unknown[]).flatMap(fieldNames))];
  return [];
}

/** Whatever a value is, as a form field carries it. */
export function asFormText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  if (typeof value === "boolean") return value ? "on" : "";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
