import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { LocalDiskStorage, setStorage } from "~/server/platform/files/storage.server";
import { saveImageUpload, sniffImage } from "~/server/platform/files/uploads.server";
import { adminBearer } from "../../support/admin-token";
import { callRoute } from "../../support/route-call";

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eQpGJwAAAABJRU5ErkJggg==", "base64");
const root = mkdtempSync(path.join(tmpdir(), "uploads-"));

beforeAll(() => setStorage(new LocalDiskStorage(root)));

const file = (bytes: Uint8Array | string, name: string, type: string) => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

describe("image uploads", () => {
  it("stores a real PNG under a generated name, and records it", async () => {
    const result = await saveImageUpload(file(PNG, "../../etc/passwd.png", "image/png"), { folder: "credit-cards", kind: "test" });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.url).toMatch(/^\/uploads\/credit-cards\/[0-9a-f-]{36}\.png$/);
    expect(result.data.contentType).toBe("image/png");
    const stored = path.join(root, result.data.url.replace("/uploads/", ""));
    expect(readFileSync(stored).equals(PNG)).toBe(true);
    const [row] = await (await getDb()).select().from(uploads).where(eq(uploads.id, result.data.id));
    expect(row).toMatchObject({ kind: "test", fileName: "../../etc/passwd.png", contentType: "image/png", size: PNG.length });
  });

  it("refuses HTML named and typed as an image, and stores nothing", async () => {
    const before = await (await getDb()).$count(uploads);
    const result = await saveImageUpload(file("<html><script>alert(1)</script></html>", "thumb.png", "image/png"), { folder: "credit-cards", kind: "test" });
    expect(result).toMatchObject({ ok: false, status: 415, message: "admin:uploads.notImage" });
    expect(await (await getDb()).$count(uploads)).toBe(before);
  });

  it("refuses SVG, which can carry script", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await saveImageUpload(file(svg, "logo.svg", "image/svg+xml"), { folder: "partners", kind: "test" })).toMatchObject({ ok: false, message: "admin:uploads.notImage" });
  });

  it("refuses a too-large image", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await saveImageUpload(file(big, "big.png", "image/png"), { folder: "credit-cards", kind: "test" })).toMatchObject({ ok: false, status: 413, message: "admin:uploads.tooLarge" });
    expect(await saveImageUpload(file(PNG, "small.png", "image/png"), { folder: "x", kind: "test", maxBytes: 10 })).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses no file, and keeps a hostile folder name out of the path", async () => {
    expect(await saveImageUpload(null, { folder: "x", kind: "test" })).toMatchObject({ ok: false, message: "admin:uploads.noFile" });
    const result = await saveImageUpload(file(PNG, "a.png", "image/png"), { folder: "../../etc", kind: "test" });
    expect(result.ok && result.data.url.startsWith("/uploads/images/")).toBe(true);
    expect(existsSync(path.join(root, "..", "etc"))).toBe(false);
  });

  it("knows PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(sniffImage(PNG)?.type).toBe("image/png");
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe("image/jpeg");
    expect(sniffImage(new TextEncoder().encode("GIF89a...."))?.type).toBe("image/gif");
    expect(sniffImage(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))?.type).toBe("image/webp");
    expect(sniffImage(new TextEncoder().encode("<!DOCTYPE html>"))).toBeNull();
  });
});

describe("POST /api/s3-upload-file", () => {
  it("answers the file's address; HTML is refused with a message", async () => {
    const { adminApiGuard } = await import("~/middleware/admin-guard.server");
    const route = await import("~/routes/api/s3-upload-file");
    const post = async (bytes: Uint8Array | string, name: string) => {
      const body = new FormData();
      body.set("image_name", file(bytes, name, "image/png"));
      body.set("path", "credit-cards");
      return callRoute(route.action as never, {
        request: new Request("http://localhost/api/s3-upload-file", { method: "POST", headers: { authorization: `Bearer ${await adminBearer(1)}` }, body }),
        pattern: "/api/s3-upload-file",
        guards: [adminApiGuard],
      }) as Promise<{ data: Record<string, unknown>; init: ResponseInit | null }>;
    };
    const ok = await post(PNG, "thumb.png");
    expect(ok.data).toMatchObject({ success: true, file: expect.stringMatching(/^\/uploads\/credit-cards\/.+\.png$/) });
    const refused = (await post("<html></html>", "thumb.png")) as unknown as Response;
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ success: false, code: "unsupported_media_type", message: "The file is not a PNG, JPEG, WebP or GIF image" });
  });
});
