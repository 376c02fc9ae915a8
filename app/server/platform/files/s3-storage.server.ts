import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { checkedKey, type FileStorage } from "./storage.server";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the files from: a CDN, or the bucket's public address. */
  publicUrl: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), addressed
 * path-style ({endpoint}/{bucket}/{key}) so any of them works, each request
 * signed with AWS Signature V4 by aws4fetch (decision 022). The stored type is
 * the one the bytes were checked to be (never the name's or the browser's), so
 * the store serves an image as that image.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: "s3", retries: 2 });
  }

  private objectUrl(key: string) {
    return `${trimSlash(this.settings.endpoint)}/${this.settings.bucket}/${checkedKey(key)}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: "PUT",
      body: bytes as unknown as BodyInit,
      headers: {
        "content-type": contentType,
        "content-disposition": "inline",
        "cache-control": "public, max-age=31536000, immutable",
        // The bytes' hash is signed, so the store refuses a body changed on the way.
        "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
      },
    });
    await response.arrayBuffer().catch(() => {});
    if (!response.ok) throw new Error(`the file store refused ${key}: HTTP ${response.status}`);
    return { url: `${trimSlash(this.settings.publicUrl)}/${key}` };
  }

  async remove(key: string) {
    const response = await this.client.fetch(this.objectUrl(key), { method: "DELETE" });
    await response.arrayBuffer().catch(() => {});
  }

  /**
   * Bytes `start` to `end` of an object, the Range passed on to the store (it answers 206 with just
   * those bytes), so a video seeks without the app reading the whole file; null when there is no such object.
   */
  async read(key: string, { start, end }: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null> {
    const response = await this.client.fetch(this.objectUrl(key), { headers: { range: `bytes=${start}-${end}` } });
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => {});
      return null;
    }
    if (!response.ok || !response.body) {
      await response.arrayBuffer().catch(() => {});
      throw new Error(`the file store refused to read ${key}: HTTP ${response.status}`);
    }
    return response.body;
  }
}
