import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getConfig, type Config } from "../db/config.server";
import { S3Storage } from "./s3-storage.server";
import { checkedKey, LocalDiskStorage } from "./storage.server";

/**
 * Files only signed-in people may fetch (training media: docs/decisions/100-media-storage.md). Never
 * given a public address: the app reads them back, a byte range at a time, and answers the browser itself
 * after deciding who asks. On the local disk they live under `.data/private`, which host/server.js does not
 * serve; in an S3-compatible store, under `private/` of the same bucket, fetched by the app with its keys.
 */
export interface PrivateFileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Bytes `start` to `end` (both included) of the file, or null when it is not stored. */
  read(key: string, range: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null>;
}

export class LocalPrivateFiles implements PrivateFileStore {
  private readonly disk: LocalDiskStorage;

  constructor(readonly root = path.resolve(".data/private")) {
    this.disk = new LocalDiskStorage(root, "");
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    await this.disk.put(key, bytes, contentType);
  }

  remove(key: string) {
    return this.disk.remove(key);
  }

  async read(key: string, { start, end }: { start: number; end: number }) {
    const file = path.join(this.root, checkedKey(key));
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  }
}

/** The bucket's objects under `private/`: the same store as the public uploads, never linked to. */
class S3PrivateFiles implements PrivateFileStore {
  constructor(private readonly s3: S3Storage) {}

  async put(key: string, bytes: Uint8Array, contentType: string) {
    await this.s3.put(`private/${key}`, bytes, contentType);
  }

  remove(key: string) {
    return this.s3.remove(`private/${key}`);
  }

  read(key: string, range: { start: number; end: number }) {
    return this.s3.read(`private/${key}`, range);
  }
}

let store: PrivateFileStore | undefined;

export function getPrivateFiles(): PrivateFileStore {
  store ??= privateFilesFor(getConfig());
  return store;
}

function privateFilesFor(config: Config): PrivateFileStore {
  if (!config.S3_BUCKET) return new LocalPrivateFiles();
  return new S3PrivateFiles(
    new S3Storage({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicUrl: config.S3_PUBLIC_URL!,
    }),
  );
}

/** The seed's way in: a demo file put in this server's private store. */
export function storePrivateFile(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  return getPrivateFiles().put(key, bytes, contentType);
}

/** Tests put a store of their own in (a temporary directory). */
export function setPrivateFiles(next: PrivateFileStore | undefined) {
  store = next;
}
