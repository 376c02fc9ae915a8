import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, trainingMedia } from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { LocalPrivateFiles, setPrivateFiles } from "~/server/platform/files/private-files.server";
import { createSession } from "~/server/platform/http/session.server";
import { adminBearer } from "../../support/admin-token";
import { newMobile } from "../../support/app-client";
import { consumerWith } from "../../support/consumer-session";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { answer, newPartner } from "../../support/payout-fixtures";
import { callRoute } from "../../support/route-call";

/**
 * Training media (issue 39, item 4; docs/decisions/100-media-storage.md): role 1 uploads a file that
 * is checked by its bytes; partners fetch it through the app, a byte range at a time (206, 416), and
 * nobody else gets it. The files go to a private store of the test's own (a temporary directory).
 */

const WEBM = new Uint8Array(readFileSync("db/seed/assets/training-welcome.webm"));
const PNG = new Uint8Array(readFileSync("db/seed/assets/training-welcome.png"));
const PDF = new Uint8Array(readFileSync("db/seed/assets/selling-responsibly.pdf"));

let app: InProcessApp;
let adminToken: string;
let partnerToken: string;
let page: typeof import("~/routes/admin/training/training-media");

beforeAll(async () => {
  setPrivateFiles(new LocalPrivateFiles(mkdtempSync(path.join(tmpdir(), "training-media-"))));
  app = await createInProcessApp();
  adminToken = await adminBearer(1);
  page = await import("~/routes/admin/training/training-media");
  const { user } = await newPartner();
  partnerToken = (await createSession("partner", user.id)).token;
});

afterAll(() => setPrivateFiles(undefined));

/** The admin page's form posted as the browser does without JavaScript: multipart, each file with the name the admin's disk gave it. */
async function upload(fields: Record<string, string>, files: Record<string, { bytes: Uint8Array; name: string; type: string }>) {
  const form = new FormData();
  form.set("intent", "add");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, new File([file.bytes as BlobPart], file.name, { type: file.type }));
  const request = new Request("http://localhost/admin/training-media", { method: "POST", headers: { authorization: `Bearer ${adminToken}` }, body: form });
  return answer(() => callRoute(page.action as never, { request, pattern: "/admin/training-media", guards: [adminPageGuard] }));
}

const get = (url: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${url}`, { headers }));
const asPartner = (url: string, headers: Record<string, string> = {}) => get(url, { authorization: `Bearer ${partnerToken}`, ...headers });
const title = () => `Training ${Math.random().toString(36).slice(2, 8)}`;
const itemTitled = async (t: string) => (await (await getDb()).select().from(trainingMedia).where(eq(trainingMedia.title, t)))[0];

describe("a training video uploaded by role 1", () => {
  it("is stored by what its bytes are (a WebM named .bin), audited, and served to a partner a byte range at a time", async () => {
    const t = title();
    const added = await upload(
      { kind: "video", title: t, language: "hi", topic: "Getting started" },
      { file: { bytes: WEBM, name: "clip.bin", type: "application/octet-stream" }, poster: { bytes: PNG, name: "poster.jpg", type: "image/jpeg" } },
    );
    expect(added.status).toBe(302);
    const item = await itemTitled(t);
    expect(item).toMatchObject({ kind: "video", contentType: "video/webm", size: WEBM.length, posterType: "image/png", language: "hi", lenderId: null });
    const audit = await (await getDb())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "training-media"), eq(adminAudit.subjectId, String(item.id))));
    expect(audit.map((a) => a.action)).toEqual(["add"]);

    const url = `/partner/training-material/media/${item.id}`;
    const part = await asPartner(url, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${WEBM.length}`);
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(part.headers.get("content-type")).toBe("video/webm");
    expect(part.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(WEBM.slice(100, 200));

    const tail = await asPartner(url, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(WEBM.slice(-10));

    const past = await asPartner(url, { range: `bytes=${WEBM.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${WEBM.length}`);

    const whole = await asPartner(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-disposition")).toMatch(/^inline; filename="Training-\w+\.webm"$/);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(WEBM);

    const poster = await asPartner(`${url}/poster`);
    expect([poster.status, poster.headers.get("content-type")]).toEqual([200, "image/png"]);

    const training = await asPartner("/partner/training-material");
    const html = await training.text();
    expect(html).toContain(`src="${url}"`);
    expect(html).toMatch(/<video[^>]*preload="none"/);
    expect(html).toContain(`poster="${url}/poster"`);
  });

  it("is nobody else's: signed out and a consumer go to the partner login, a partner does not reach the admins' copy", async () => {
    const t = title();
    await upload({ kind: "document", title: t, language: "en", topic: "Fair selling" }, { file: { bytes: PDF, name: "guide.pdf", type: "application/pdf" } });
    const item = await itemTitled(t);
    const url = `/partner/training-material/media/${item.id}`;

    const signedOut = await get(url, { range: "bytes=0-9" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/partner\/login/);

    const consumer = await consumerWith(newMobile());
    const { token } = await createSession("user", consumer.id);
    const asConsumer = await get(url, { cookie: `atkn=${token}` });
    expect(asConsumer.status).toBe(302);
    expect(asConsumer.headers.get("location")).toMatch(/^\/partner\/login/);

    const adminCopy = `/admin/training-media/${item.id}/file`;
    expect((await asPartner(adminCopy)).status).toBe(302);
    const asAdmin = await get(adminCopy, { authorization: `Bearer ${adminToken}` });
    expect([asAdmin.status, asAdmin.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    // A customer-support admin (role 3) does not manage training media.
    const role3 = await get(adminCopy, { authorization: `Bearer ${await adminBearer(3)}` });
    expect(role3.status).toBe(302);

    const pdf = await asPartner(url);
    expect([pdf.status, pdf.headers.get("content-type"), pdf.headers.get("content-disposition")?.split(";")[0]]).toEqual([200, "application/pdf", "inline"]);
    expect((await asPartner("/partner/training-material/media/999999999")).status).toBe(404);
  });

  it("a deck is downloaded, not opened", async () => {
    const t = title();
    await upload({ kind: "slides", title: t, language: "en", topic: "Pitch" }, { file: { bytes: PDF, name: "deck.pdf", type: "application/pdf" } });
    const deck = await asPartner(`/partner/training-material/media/${(await itemTitled(t)).id}`);
    expect(deck.headers.get("content-disposition")).toMatch(/^attachment; /);
  });
});

describe("an upload refused", () => {
  it("by its bytes: a PDF named .mp4 is no video, a WebM is no poster, and nothing is added", async () => {
    const t = title();
    const pdfAsVideo = await upload(
      { kind: "video", title: t, language: "en", topic: "Getting started" },
      { file: { bytes: PDF, name: "clip.mp4", type: "video/mp4" }, poster: { bytes: PNG, name: "p.png", type: "image/png" } },
    );
    expect(pdfAsVideo.status).toBe(415);
    expect((pdfAsVideo.data as { result: { error: Record<string, string[]> } }).result.error.file).toEqual(["admin:trainingMedia.errors.wrongType.video"]);

    const webmAsPoster = await upload(
      { kind: "video", title: t, language: "en", topic: "Getting started" },
      { file: { bytes: WEBM, name: "clip.webm", type: "video/webm" }, poster: { bytes: WEBM, name: "p.png", type: "image/png" } },
    );
    expect(webmAsPoster.status).toBe(415);
    expect((webmAsPoster.data as { result: { error: Record<string, string[]> } }).result.error.poster).toEqual(["admin:trainingMedia.errors.posterType"]);
    expect(await itemTitled(t)).toBeUndefined();
  });

  it("without a lender or a topic, or with both, keeping what was typed", async () => {
    const t = title();
    const neither = await upload({ kind: "document", title: t, language: "en" }, { file: { bytes: PDF, name: "guide.pdf", type: "application/pdf" } });
    expect(neither.status).toBe(422);
    const reply = (neither.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }).result;
    expect(reply.error.lenderId).toEqual(["admin:trainingMedia.errors.subject"]);
    expect(reply.initialValue.title).toBe(t);
    expect(await itemTitled(t)).toBeUndefined();
  });
});

describe("sharing the referral link (issue 39, item 7)", () => {
  it("gives the QR code as a PNG, and a WhatsApp link with the message in the partner's language", async () => {
    const png = await asPartner("/partner/referral/qr.png");
    expect([png.status, png.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(png.headers.get("content-disposition")).toMatch(/^attachment; filename=".+-referral-qr\.png"$/);
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: 512 × 512 pixels.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(512);
    expect((await get("/partner/referral/qr.png")).status).toBe(302);

    const html = await (await asPartner("/partner/referral?lng=hi")).text();
    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    const text = new URL(share!.replaceAll("&amp;", "&")).searchParams.get("text")!;
    expect(text).toContain("ऋणदाताओं के लोन और क्रेडिट कार्ड की तुलना करें");
    expect(text).toMatch(/http:\/\/localhost\/\S*utm_source=partner/);
  });
});
