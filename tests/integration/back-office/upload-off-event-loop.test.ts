import { readFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, lenders, users } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { signInAdmin } from "../../support/app-client";
import { builtServerDemoPassword, startBuiltServer, type BuiltServer } from "../../support/built-app";
import { zip } from "../../support/zip-archive";

/**
 * An uploaded spreadsheet is unpacked and parsed in a worker thread, not on
 * the server's event loop (issue 37, item 3): while a large workbook is read,
 * the built server goes on answering everyone else. Its limits still hold: a
 * zip bomb is refused with the message it always had, and an ordinary file
 * is still applied.
 */

const UPLOAD = "/api/upload-application-status-file";
/** The applications tests/fixtures/uploads/status-valid.xlsx names. */
const FIXTURE_UUIDS = ["11111111-1111-4111-8111-111111111101", "11111111-1111-4111-8111-111111111102"];

let server: BuiltServer;
let token = "";
let workbook: Uint8Array;

/**
 * A workbook as large as the limits let in: 5,000 rows (the most a file may
 * have) of 92 columns, about 4 MB that unpack to some 12 MB of sheet XML, as
 * a lender's export with every column left in might be. Its extra columns
 * make each row refused, but only once the whole sheet was parsed: seconds
 * of a CPU.
 */
function largeWorkbook(): Uint8Array {
  const rows: (string | number)[][] = [["creditapp_uuid", "status"]];
  for (let i = 0; i < 5000; i++) rows.push([`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, "approved", ...Array.from({ length: 90 }, (_, c) => c % 10)]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "statuses");
  return new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }));
}

async function upload(name: string, bytes: Uint8Array): Promise<{ status: number; body: { success: boolean; message: string; errors?: string[]; rowsUpdated?: number } }> {
  const form = new FormData();
  form.set("image_name", new File([Buffer.from(bytes)], name));
  const res = await fetch(`${server.base}${UPLOAD}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  const db = await getDb();
  const [lender] = await db
    .insert(lenders)
    .values({ name: "it_upload_worker", displayName: "IT Upload Worker" } as typeof lenders.$inferInsert)
    .returning();
  const [user] = await db.insert(users).values({ mobilePhoneNumber: "9876500091" }).returning();
  await db.insert(creditApplications).values(FIXTURE_UUIDS.map((uuid) => ({ uuid, userId: user.id, lenderId: lender.id, amount: 50000 })));
  // Made before signing in: making it takes seconds of this process, and the sign-in's connection, idle that long,
  // is closed by the server (its keep-alive) just as the upload would reuse it (a write EPIPE on a busy machine).
  workbook = largeWorkbook();
  server = await startBuiltServer();
  ({ token } = await signInAdmin(server.base, "admin", builtServerDemoPassword));
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("an uploaded spreadsheet on the built server", () => {
  it("while a large workbook is parsed, /healthz answers at once, many times, before the upload's answer", async () => {
    expect(workbook.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    let finished = 0;
    const answer = upload("large.xlsx", workbook).finally(() => (finished = performance.now()));
    const pings: number[] = [];
    while (!finished) {
      const sent = performance.now();
      const res = await fetch(`${server.base}/healthz`);
      await res.text();
      // Only pings answered while the upload was still going: they waited on whatever the server was doing then.
      if (!finished) pings.push(performance.now() - sent);
      await new Promise((r) => setTimeout(r, 10));
    }
    const { status, body } = await answer;
    const uploadMs = finished - started;
    expect(status).toBe(422);
    expect(body.errors).toHaveLength(5000);
    expect(body.errors?.[0]).toBe("Line 2: a value outside the named columns");
    // Parsed on the event loop, a ping sent as the parse began would wait for all of it: about the upload's whole time.
    expect(pings.length).toBeGreaterThan(5);
    expect(Math.max(...pings), `pings ${pings.map(Math.round).join(", ")} ms during an upload of ${Math.round(uploadMs)} ms`).toBeLessThan(uploadMs / 3);
  });

  it("refuses a zip bomb as before, with the same message", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", bytes: new Uint8Array(64 * 1024 * 1024) }]);
    const { status, body } = await upload("bomb.xlsx", bomb);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, errors: ["The file unpacks to more than 50 MB, or holds more than 500 parts; save the sheet to upload in a new file"], rowsUpdated: 0 });
  });

  it("applies an ordinary status file", async () => {
    const bytes = new Uint8Array(readFileSync(path.resolve(__dirname, "../../fixtures/uploads/status-valid.xlsx")));
    const { status, body } = await upload("status-valid.xlsx", bytes);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Status file uploaded", rowsUpdated: 2 });
  });
});
