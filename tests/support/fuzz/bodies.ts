import * as XLSX from "@e965/xlsx";
import fc from "fast-check";
import { asFormText, HUGE, hostileJson, hostileText, wellFormedObject } from "./values";

/**
 * A request body the fuzz sends: a route's well-formed fields (from its Zod
 * schema, or a known-good example) with mutations on top (a field dropped,
 * emptied, given another type or a hostile value, repeated; unknown fields;
 * an `intent` that does not exist), carried as a browser or a client would
 * carry it, or as neither would.
 */

/** The fields of one body, in order; a name may come twice (a repeated key). */
export type Fields = [string, unknown][];

/** Well-formed fields of a schema, with these fixed ones (an intent, an id). */
export const fromSchema = (schema: unknown, fixed: Record<string, unknown> = {}): fc.Arbitrary<Record<string, unknown>> => wellFormedObject(schema).map((v) => ({ ...v, ...fixed }));

/** A known-good body, as a page's own form posts it. */
export const example = (fields: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> => fc.constant(fields);

/** One property of a property table ({property, value} inline edits and API updates), each value from its own rule. */
export function propertyEdit(table: Record<string, { schema: unknown }>, fixed: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(table);
  return fc.constantFrom(...names).chain((property) => fc.record({ value: fc.oneof(wellFormedAny(table[property].schema), hostileJson) }).map((v) => ({ ...fixed, property, ...v })));
}

const wellFormedAny = (schema: unknown) => wellFormedObjectOrValue(schema);
function wellFormedObjectOrValue(schema: unknown): fc.Arbitrary<unknown> {
  // A property's rule is a value schema, not an object: reuse the walker through a one-field object.
  return wellFormedObject({ _zod: { def: { type: "object", shape: { v: schema } } } }).map((o) => o.v);
}

type Mutation =
  | { op: "drop"; at: number }
  | { op: "set"; at: number; value: unknown }
  | { op: "repeat"; at: number; value: unknown }
  | { op: "extra"; name: string; value: unknown }
  | { op: "intent"; value: string }
  | { op: "empty" };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("set" as const), at: fc.nat(), value: hostileJson }),
  fc.record({ op: fc.constant("set" as const), at: fc.nat(), value: fc.constant("") }),
  fc.record({ op: fc.constant("repeat" as const), at: fc.nat(), value: hostileText }),
  fc.record({
    op: fc.constant("extra" as const),
    name: fc.oneof(fc.constantFrom("__proto__", "constructor", "id", "role_id", "admin", "_answer", "redirectTo", "lender_id", "user_id", "status"), fc.string({ maxLength: 12 })),
    value: hostileJson,
  }),
  fc.record({ op: fc.constant("intent" as const), value: fc.oneof(fc.constantFrom("delete", "update", "create", "__proto__", "", "CREATE-LENDER", "verify "), hostileText) }),
  fc.constant({ op: "empty" as const }),
);

function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): Fields {
  let fields: Fields = Object.entries(base);
  for (const m of mutations) {
    const at = "at" in m && fields.length ? m.at % fields.length : -1;
    switch (m.op) {
      case "drop":
        if (at >= 0) fields.splice(at, 1);
        break;
      case "set":
        if (at >= 0) fields[at] = [fields[at][0], m.value];
        break;
      case "repeat":
        if (at >= 0) fields.push([fields[at][0], m.value]);
        break;
      case "extra":
        fields.push([m.name, m.value]);
        break;
      case "intent":
        fields = fields.filter(([k]) => k !== "intent");
        fields.push(["intent", m.value]);
        break;
      case "empty":
        fields = [];
        break;
    }
  }
  return fields;
}

/** A body: one of the shapes, well-formed about a third of the time, else mutated. */
export function bodyOf(shapes: fc.Arbitrary<Record<string, unknown>>[]): fc.Arbitrary<Fields> {
  return fc
    .tuple(fc.oneof(...shapes), fc.oneof({ arbitrary: fc.constant([] as Mutation[]), weight: 1 }, { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }), weight: 2 }))
    .map(([base, mutations]) => applyMutations(base, mutations));
}

// ─── Files ────────────────────────────────────────────────────────────────────

const cell = fc.oneof(hostileText, fc.integer().map(String), fc.uuid(), fc.constantFrom("approved", "rejected", "disbursed", "in_progress", "applied", "2026-03-10", "10/03/2026", "₹1,00,000"));
const sheetRows = (headers: readonly string[], known: string[]) => {
  const any = known.length ? fc.oneof(cell, fc.constantFrom(...known)) : cell;
  return fc.array(fc.array(any, { minLength: 0, maxLength: headers.length + 2 }), { maxLength: 8 }).map((rows) => [headers as string[], ...rows]);
};

const csv = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\n");

function xlsxBytes(rows: string[][], type: "xlsx" | "xls"): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((c) => c.slice(0, 5000)))), "Sheet1");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: type === "xls" ? "biff8" : "xlsx" }) as ArrayBuffer);
}

/** Broken as files break: cut short, a byte flipped, zip garbage after a real header. */
const corruption = fc.oneof(
  fc.constant((b: Uint8Array) => b),
  fc.nat().map((n) => (b: Uint8Array) => b.slice(0, b.length ? n % b.length : 0)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })).map(([n, x]) => (b: Uint8Array) => {
    const c = b.slice();
    if (c.length) c[n % c.length] ^= x;
    return c;
  }),
);

export interface FilePart {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A spreadsheet upload as a person makes mistakes with one: real headers with odd cells, wrong headers, any bytes, corrupt workbooks, names that lie. */
export function spreadsheetFile(headers: readonly string[], known: string[] = []): fc.Arbitrary<FilePart> {
  const name = fc.oneof(
    fc.constantFrom("status.csv", "mis.xlsx", "old.xls", "x.CSV", "noext", "a.pdf", "..\\..\\evil.xlsx", "फ़ाइल.csv", ""),
    hostileText.map((t) => `${t.slice(0, 200)}.xlsx`),
  );
  const rows = fc.oneof(sheetRows(headers, known), sheetRows(["a", "b"], known));
  const bytes = fc.oneof(
    rows.map((r) => new TextEncoder().encode(csv(r))),
    fc.tuple(rows, fc.constantFrom("xlsx" as const, "xls" as const), corruption).map(([r, t, broken]) => broken(xlsxBytes(r, t))),
    fc.uint8Array({ maxLength: 2048 }),
    fc.constantFrom(new TextEncoder().encode("PK\u0003\u0004garbage"), new Uint8Array(0), new TextEncoder().encode(`\uFEFF${headers.join(",")}`)),
  );
  const type = fc.constantFrom("text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/vnd.ms-excel", "application/octet-stream", "image/png", "");
  return fc.record({ name, type, bytes });
}

/** An image upload: real PNG and SVG headers, lies, and any bytes. */
export function imageFile(): fc.Arbitrary<FilePart> {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
  const bytes = fc.oneof(
    fc.constant(png),
    fc.uint8Array({ maxLength: 2048 }),
    fc.constantFrom('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "GIF89a", "\xff\xd8\xff\xe0garbage").map((s) => new TextEncoder().encode(s)),
    fc.tuple(fc.constant(png), corruption).map(([b, broken]) => broken(b)),
  );
  const name = fc.oneof(
    fc.constantFrom("logo.png", "a.svg", "x.jpg", "noext", "../../x.png", ""),
    hostileText.map((t) => t.slice(0, 200)),
  );
  return fc.record({ name, type: fc.constantFrom("image/png", "image/svg+xml", "image/jpeg", "text/html", ""), bytes });
}

/** A training item's file (docs/decisions/100): real PDF, MP4, WebM and PowerPoint headers, an image, lies, any bytes, broken copies. */
export function trainingFile(): fc.Arbitrary<FilePart> {
  const text = (s: string) => new TextEncoder().encode(s);
  const real = [
    text("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"),
    Uint8Array.from([0, 0, 0, 0x18, ...text("ftypmp42"), 0, 0, 0, 0, ...text("mp42isom")]),
    Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...text("webm")]),
    Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...text("ppt/presentation.xml")]),
  ];
  // Real files most often, a PDF above all (the document and the deck the examples post take one), so some calls are accepted.
  const bytes = fc.oneof(
    { arbitrary: fc.constantFrom(real[0], ...real), weight: 4 },
    fc.uint8Array({ maxLength: 2048 }),
    fc.constant(text("%PDF")),
    fc.tuple(fc.constantFrom(...real), corruption).map(([b, broken]) => broken(b)),
  );
  const name = fc.oneof(
    fc.constantFrom("kyc.pdf", "pitch.pptx", "demo.mp4", "clip.webm", "../../x.pdf", "noext", ""),
    hostileText.map((t) => t.slice(0, 300)),
  );
  const type = fc.constantFrom("application/pdf", "video/mp4", "video/webm", "application/vnd.openxmlformats-officedocument.presentationml.presentation", "image/png", "");
  return fc.record({ name, type, bytes });
}

// ─── Transports ───────────────────────────────────────────────────────────────

/** How a body travels: as a browser's form does (with and without JavaScript), as an API client does, or wrongly. */
export type Transport = "form" | "form-data" | "multipart" | "json" | "garbage" | "none";

export interface Encoded {
  body: BodyInit | null;
  contentType: string | null;
}

export const garbageBody = fc.record({
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 512 }),
    fc.constantFrom("--x\r\nbroken", '{"a":', "a=%ZZ&b=%", "\u0000\u0000", "x".repeat(HUGE)).map((s) => new TextEncoder().encode(s)),
  ),
  contentType: fc.constantFrom("multipart/form-data; boundary=x", "multipart/form-data", "application/x-www-form-urlencoded", "application/json", "text/plain", "application/xml", ""),
});

export function encode(fields: Fields, transport: Transport, file: { field: string; part: FilePart } | null, garbage: { bytes: Uint8Array; contentType: string }): Encoded {
  switch (transport) {
    case "form":
    case "form-data": {
      const form = new URLSearchParams();
      for (const [k, v] of fields) form.append(k, asFormText(v));
      return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
    }
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, asFormText(v));
      if (file) form.append(file.field, new File([file.part.bytes as Uint8Array<ArrayBuffer>], file.part.name, { type: file.part.type }));
      return { body: form, contentType: null };
    }
    case "json": {
      const object: Record<string, unknown> = {};
      for (const [k, v] of fields) Object.defineProperty(object, k, { value: v, enumerable: true, writable: true, configurable: true });
      return { body: JSON.stringify(object), contentType: "application/json" };
    }
    case "garbage":
      return { body: garbage.bytes as Uint8Array<ArrayBuffer>, contentType: garbage.contentType || null };
    case "none":
      return { body: null, contentType: null };
  }
}
