import { randomUUID } from "node:crypto";
import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig, type Config } from "../db/config.server";
import { S3Storage } from "./s3-storage.server";

/**
 * Where uploaded files live (DESIGN.md: local disk by default, behind an
 * interface so an S3-compatible store can replace it). A key is a relative
 * path we generated ("credit-cards/2f1c….png"), never a name a user chose.
 */
export interface FileStorage {
  /** Stores the bytes under the key and answers the address the browser fetches them from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  remove(key: string): Promise<void>;
}

/** A key is folders and a file name of plain characters: nothing that climbs out of the storage root. */
const SAFE_KEY = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/;

export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/**
 * Files on the local disk under `.data/uploads` (of the directory the server
 * runs in), served by host/server.js at /uploads with the type their extension
 * names and `X-Content-Type-Options: nosniff`. Written under a temporary
 * name first, so a half-written file is never served.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(
    readonly root = path.resolve(".data/uploads"),
    readonly publicBase = "/uploads",
  ) {}

  async put(key: string, bytes: Uint8Array, _contentType: string) {
    const file = path.join(this.root, checkedKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    // A name of its own, so two processes writing the same key (two seeds at once) do not collide.
    const temporary = `${file}.${randomUUID()}.partial`;
    await writeFile(temporary, bytes, { flag: "wx" });
    await rename(temporary, file);
    return { url: `${this.publicBase}/${key}` };
  }

  async remove(key: string) {
    await unlink(path.join(this.root, checkedKey(key))).catch(() => {});
  }
}

let storage: FileStorage | undefined;

/** The storage of this server: an S3-compatible bucket when S3_BUCKET is set, else the local disk. */
export function getStorage(): FileStorage {
  storage ??= storageFor(getConfig());
  return storage;
}

export function storageFor(config: Config): FileStorage {
  if (!config.S3_BUCKET) return new LocalDiskStorage();
  return new S3Storage({
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    publicUrl: config.S3_PUBLIC_URL!,
  });
}

/** Tests put a storage of their own in (a temporary directory). */
export function setStorage(next: FileStorage | undefined) {
  storage = next;
}
