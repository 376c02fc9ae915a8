import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/server/platform/http/security-headers.server";
import { S3Storage } from "~/server/platform/files/s3-storage.server";
import { setStorage, storageFor } from "~/server/platform/files/storage.server";
import { saveImageUpload } from "~/server/platform/files/uploads.server";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eQpGJwAAAABJRU5ErkJggg==", "base64");

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/**
 * A bucket endpoint on this machine, answering as S3 does: PUT stores, GET
 * reads, DELETE removes. It records each request so the test can check what
 * a real store would be sent: the path-style address, the signature's
 * credential scope, and a payload hash that matches the bytes.
 */
let server: Server;
let endpoint: string;
const received: Received[] = [];
const objects = new Map<string, { body: Buffer; type: string }>();
let refuseWith: number | null = null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    received.push({ method: req.method!, path: req.url!, headers: req.headers, body });
    if (refuseWith) return res.writeHead(refuseWith).end("<Error><Code>AccessDenied</Code></Error>");
    if (req.method === "PUT") objects.set(req.url!, { body, type: String(req.headers["content-type"]) });
    if (req.method === "DELETE") objects.delete(req.url!);
    if (req.method === "GET") {
      const object = objects.get(req.url!);
      return object ? res.writeHead(200, { "content-type": object.type }).end(object.body) : res.writeHead(404).end();
    }
    res.writeHead(req.method === "DELETE" ? 204 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setStorage(new S3Storage({ endpoint, bucket: "cl-uploads", region: "ap-south-1", accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret-example-key", publicUrl: "https://cdn.example.in/" }));
});

afterAll(async () => {
  setStorage(undefined);
  await new Promise((resolve) => server.close(resolve));
});

const file = (bytes: Uint8Array | string, name: string) => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type: "image/png" });

describe("an S3-compatible store", () => {
  it("receives a checked image under a generated key, signed, and the page gets the public address", async () => {
    received.length = 0;
    const result = await saveImageUpload(file(PNG, "thumb.png"), { folder: "credit-cards", kind: "test" });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.url).toMatch(/^https:\/\/cdn\.example\.in\/credit-cards\/[0-9a-f-]{36}\.png$/);

    const [put] = received;
    expect(put.method).toBe("PUT");
    expect(put.path).toMatch(/^\/cl-uploads\/credit-cards\/[0-9a-f-]{36}\.png$/);
    expect(put.body.equals(PNG)).toBe(true);
    expect(put.headers["content-type"]).toBe("image/png");
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[^,]*x-amz-content-sha256[^,]*, Signature=[0-9a-f]{64}$/);
    expect(put.headers["x-amz-content-sha256"]).toBe(createHash("sha256").update(PNG).digest("hex"));

    const stored = await fetch(`${endpoint}${put.path}`);
    expect(stored.headers.get("content-type")).toBe("image/png");
  });

  it("never sends HTML dressed as an image", async () => {
    received.length = 0;
    const result = await saveImageUpload(file("<html><script>alert(1)</script></html>", "x.png"), { folder: "partners", kind: "test" });
    expect(result).toMatchObject({ ok: false, status: 415 });
    expect(received).toHaveLength(0);
  });

  it("answers a clear message, not a 500, when the store refuses", async () => {
    refuseWith = 403;
    try {
      expect(await saveImageUpload(file(PNG, "thumb.png"), { folder: "partners", kind: "test" })).toMatchObject({ ok: false, status: 503, message: "admin:uploads.storeFailed" });
    } finally {
      refuseWith = null;
    }
  });

  it("is chosen by configuration, and its address is allowed for images by the page's policy", () => {
    const base = { S3_REGION: "ap-south-1" } as Parameters<typeof storageFor>[0];
    expect(storageFor(base).constructor.name).toBe("LocalDiskStorage");
    const s3 = storageFor({ ...base, S3_BUCKET: "b", S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_PUBLIC_URL: "https://cdn.example.in" });
    expect(s3).toBeInstanceOf(S3Storage);
    expect(contentSecurityPolicy("n", false, ["https://cdn.example.in"])).toContain("img-src 'self' data: blob: https://cdn.example.in;");
  });
});
