import { beforeAll, describe, expect, it } from "vitest";
import { creditApplications, lenders, users } from "../../../db/schema";
import { adminApiGuard, adminPageGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { adminBearer } from "../../support/admin-token";
import { post } from "../../support/screen-answer";

/**
 * The upload screens and their JSON API twin answer one command each through
 * docs/decisions/016's contract: a file not taken stays on the form with the
 * reason beside the field; a file read opens its dialog (`?file=`) with the
 * toast; the API says the same as success, message, the errors list and rowsUpdated.
 */

const UUID = "22222222-2222-4222-8222-222222222201";
const UNKNOWN = "99999999-9999-4999-8999-999999999999";
const csv = (name: string, rows: string) => new File([`creditapp_uuid,status\n${rows}`], name, { type: "text/csv" });
let token = "";

beforeAll(async () => {
  const db = await getDb();
  const [lender] = await db
    .insert(lenders)
    .values({ name: "it_upload_contract", displayName: "IT Upload Contract" } as typeof lenders.$inferInsert)
    .returning();
  const [user] = await db.insert(users).values({ mobilePhoneNumber: "9876500077" }).returning();
  await db.insert(creditApplications).values({ uuid: UUID, userId: user.id, lenderId: lender.id, amount: 50000 });
  token = await adminBearer(1);
});

describe("the application status file screen", () => {
  const screen = async () => (await import("~/routes/admin/application-status-file")).action;
  const here = () => ({ path: "/admin/application-status-file", pattern: "/admin/application-status-file", guard: adminPageGuard, token });

  it("no file: stays on the form, the reason beside the field, nothing sent back", async () => {
    const refused = await post(await screen(), { ...here(), form: {} });
    expect(refused.status).toBe(422);
    expect(refused.result?.error).toEqual({ image_name: ["admin:records.noFile"] });
    expect(refused.toasts).toEqual([]);
    const wrongType = await post(await screen(), { ...here(), form: { image_name: new File(["x"], "statuses.pdf") } });
    expect(wrongType.status).toBe(415);
    expect(wrongType.result?.error).toEqual({ image_name: ["admin:records.invalidType"] });
    expect(wrongType.result?.initialValue ?? {}).not.toHaveProperty("image_name");
  });

  it("a file refused row by row opens its dialog with an error toast; a good one with the success toast", async () => {
    const refused = await post(await screen(), { ...here(), form: { image_name: csv("bad.csv", `${UNKNOWN},approved\n`) } });
    expect(refused.status).toBe(302);
    expect(refused.location).toMatch(/^\/admin\/application-status-file\?file=\d+$/);
    expect(refused.toasts).toEqual([expect.objectContaining({ type: "error", message: "admin:records.fileRefused" })]);
    const done = await post(await screen(), { ...here(), form: { image_name: csv("good.csv", `${UUID},approved\n`) } });
    expect(done.status).toBe(302);
    expect(done.location).toMatch(/^\/admin\/application-status-file\?file=\d+$/);
    expect(done.toasts).toEqual([expect.objectContaining({ type: "success", message: "admin:statusFile.uploaded" })]);
  });
});

describe("POST /api/upload-application-status-file: the screen's command, answered as SPEC.md 7 says", () => {
  const api = async () => (await import("~/routes/api/status-file")).action;
  const call = async (form: Record<string, File>) =>
    post(await api(), { path: "/api/upload-application-status-file", pattern: "/api/upload-application-status-file", guard: adminApiGuard, token, form });

  it("no file: 422 with success, message, the errors list and rowsUpdated (SPEC.md 7) beside the one error shape's fields", async () => {
    const refused = await call({});
    expect(refused.status).toBe(422);
    expect(refused.data).toEqual({
      success: false,
      status: 422,
      code: "validation_failed",
      message: "No file selected",
      errors: ["No file selected"],
      fieldErrors: { image_name: ["No file selected"] },
      rowsUpdated: 0,
    });
    const wrongType = await call({ image_name: new File(["x"], "statuses.pdf") });
    expect(wrongType.status).toBe(415);
    expect(wrongType.data).toMatchObject({ success: false, code: "unsupported_media_type", errors: ["Invalid file type"], rowsUpdated: 0 });
  });

  it("a file refused row by row: 422, its errors, nothing updated; a good file: success and the rows updated", async () => {
    const refused = await call({ image_name: csv("dup.csv", `${UUID},approved\n${UUID},rejected\n`) });
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ success: false, message: "The file has errors; nothing was changed", errors: ["Line 3: creditapp_uuid: repeats line 2"], rowsUpdated: 0 });
    expect(refused.data?.id).toEqual(expect.any(Number));
    const done = await call({ image_name: csv("ok.csv", `${UUID},in_progress\n`) });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ success: true, message: "Status file uploaded", errors: [], rowsUpdated: 1 });
  });
});

describe("the MIS and commission screens", () => {
  it("answer a missing file beside the field, and a refused file with its dialog, on their own page", async () => {
    const { action } = await import("~/routes/admin/data-upload");
    const here = { path: "/admin/commission-upload-file", pattern: "/admin/commission-upload-file", guard: adminPageGuard, token };
    const none = await post(action, { ...here, form: {} });
    expect(none.status).toBe(422);
    expect(none.result?.error).toEqual({ image_name: ["admin:records.noFile"] });
    const refused = await post(action, { ...here, form: { image_name: new File(["partner,amount,reason,date\nnobody-here,10,Bonus,2025-03-01\n"], "c.csv") } });
    expect(refused.location).toMatch(/^\/admin\/commission-upload-file\?file=\d+$/);
    expect(refused.toasts).toEqual([expect.objectContaining({ type: "error", message: "admin:records.fileRefused" })]);
  });
});
