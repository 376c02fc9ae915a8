import { readFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readSheet, readUpload } from "~/server/spreadsheet.server";

/**
 * An .xlsx is a zip: a few kilobytes can hold a part that unpacks to
 * gigabytes, which SheetJS would unpack in the request, synchronously. These
 * archives are made here, small: each part is deflated zeros, and the sizes
 * the archive declares can be told to lie.
 */
interface Part {
  name: string;
  /** What the part unpacks to. */
  bytes: Uint8Array;
  /** The uncompressed size the archive says (both headers); the real one when left out. */
  declaredSize?: number;
}

function zip(parts: Part[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const data = deflateRawSync(part.bytes, { level: 9 });
    const size = part.declaredSize ?? part.bytes.length;
    const crc = crc32(part.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}

const MB = 1024 * 1024;
const columns = ["creditapp_uuid", "status"] as const;
const zeros = (size: number) => new Uint8Array(size);
const timed = <T>(work: () => T): { value: T; ms: number } => {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
};

describe("an .xlsx that unpacks to far more than it weighs is refused before it is unpacked", () => {
  it("a part that says it unpacks to 64 MB (a 64 KB file)", () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { value, ms } = timed(() => readSheet("bomb.xlsx", bomb, columns));
    expect(value).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
    expect(ms).toBeLessThan(1000);
  });

  it("a part that says 1 KB but unpacks to 64 MB (the archive lies)", () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB), declaredSize: 1024 }]);
    expect(readSheet("bomb.xlsx", bomb, columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("parts that each unpack to little but together to too much", () => {
    const parts = Array.from({ length: 12 }, (_, i) => ({ name: `xl/media/image${i}.bin`, bytes: zeros(5 * MB) }));
    expect(readSheet("many.xlsx", zip(parts), columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("an archive of thousands of parts", () => {
    const parts = Array.from({ length: 2000 }, (_, i) => ({ name: `p${i}`, bytes: zeros(1) }));
    expect(readSheet("parts.xlsx", zip(parts), columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("a zip sent under another name (.csv) is checked the same", () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB) }]);
    expect(readSheet("bomb.csv", bomb, columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("the upload records the refusal with the upload's usual message, in English as the history keeps it", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB) }]);
    const read = await readUpload(new File([Buffer.from(bomb)], "statuses.xlsx"), { columns, schema: { safeParse: () => ({ success: true, data: {} }) } as never, keyOf: () => "" });
    expect(read).toMatchObject({ ok: true, fileName: "statuses.xlsx", result: { ok: false, errors: [expect.stringMatching(/unpacks to more than 50 MB/)] } });
  });

  it("a real workbook is still read", () => {
    const bytes = new Uint8Array(readFileSync(path.resolve(__dirname, "../fixtures/uploads/status-valid.xlsx")));
    expect(readSheet("status-valid.xlsx", bytes, columns)).toMatchObject({ ok: true });
  });
});
