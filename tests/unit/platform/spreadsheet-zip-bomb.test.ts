import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSheet, readUpload } from "~/server/platform/files/spreadsheet.server";
import { zip } from "../../support/zip-archive";

/**
 * An .xlsx is a zip: a few kilobytes can hold a part that unpacks to
 * gigabytes, which SheetJS would unpack with no limit of its own. These
 * archives are made small (tests/support/zip-archive.ts): each part is
 * deflated zeros, and the sizes the archive declares can be told to lie.
 */

const MB = 1024 * 1024;
const columns = ["creditapp_uuid", "status"] as const;
const zeros = (size: number) => new Uint8Array(size);
const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe("an .xlsx that unpacks to far more than it weighs is refused before it is unpacked", () => {
  it("a part that says it unpacks to 64 MB (a 64 KB file)", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { value, ms } = await timed(() => readSheet("bomb.xlsx", bomb, columns));
    expect(value).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
    expect(ms).toBeLessThan(1000);
  });

  it("a part that says 1 KB but unpacks to 64 MB (the archive lies)", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB), declaredSize: 1024 }]);
    expect(await readSheet("bomb.xlsx", bomb, columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("parts that each unpack to little but together to too much", async () => {
    const parts = Array.from({ length: 12 }, (_, i) => ({ name: `xl/media/image${i}.bin`, bytes: zeros(5 * MB) }));
    expect(await readSheet("many.xlsx", zip(parts), columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("an archive of thousands of parts", async () => {
    const parts = Array.from({ length: 2000 }, (_, i) => ({ name: `p${i}`, bytes: zeros(1) }));
    expect(await readSheet("parts.xlsx", zip(parts), columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("a zip sent under another name (.csv) is checked the same", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB) }]);
    expect(await readSheet("bomb.csv", bomb, columns)).toEqual({ ok: false, errors: ["admin:records.unpacksTooLarge"] });
  });

  it("the upload records the refusal with the upload's usual message, in English as the history keeps it", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: zeros(64 * MB) }]);
    const read = await readUpload(new File([Buffer.from(bomb)], "statuses.xlsx"), { columns, schema: { safeParse: () => ({ success: true, data: {} }) } as never, keyOf: () => "" });
    expect(read).toMatchObject({ ok: true, fileName: "statuses.xlsx", result: { ok: false, errors: [expect.stringMatching(/unpacks to more than 50 MB/)] } });
  });

  it("a real workbook is still read", async () => {
    const bytes = new Uint8Array(readFileSync(path.resolve(__dirname, "../../fixtures/uploads/status-valid.xlsx")));
    expect(await readSheet("status-valid.xlsx", bytes, columns)).toMatchObject({ ok: true });
  });
});
