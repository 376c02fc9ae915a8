import { randomUUID } from "node:crypto";
import { uploads } from "../../../../db/schema";
import type { CommandResult } from "../http/command.server";
import { getConfig } from "../db/config.server";
import { getDb } from "../db/db.server";
import { logger } from "../db/log.server";
import { getStorage } from "./storage.server";

const log = logger("uploads");

/** The images we take, known by their first bytes (never by the name or the type the browser claims). */
const IMAGE_TYPES = [
  { type: "image/png", ext: "png", test: (b: Uint8Array) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", ext: "jpg", test: (b: Uint8Array) => starts(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", ext: "gif", test: (b: Uint8Array) => ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a") },
  { type: "image/webp", ext: "webp", test: (b: Uint8Array) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP") },
] as const;

function starts(bytes: Uint8Array, magic: number[]) {
  return bytes.length >= magic.length && magic.every((m, i) => bytes[i] === m);
}

function ascii(bytes: Uint8Array, at: number, text: string) {
  return bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
}

/** What the bytes are, if they are an image we serve; SVG (which can carry script) and everything else are not. */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  const found = IMAGE_TYPES.find((t) => t.test(bytes));
  return found ? { type: found.type, ext: found.ext } : null;
}

/** The folder a caller asks for ("credit-cards", "partners/logo"): plain lower-case words only, else "images". */
export function uploadFolder(requested: unknown): string {
  const folder =
    typeof requested === "string"
      ? requested
          .trim()
          .toLowerCase()
          .replace(/^\/+|\/+$/g, "")
      : "";
  return /^[a-z0-9_-]{1,40}(\/[a-z0-9_-]{1,40}){0,2}$/.test(folder) ? folder : "images";
}

export interface StoredUpload {
  id: number;
  url: string;
  contentType: string;
  size: number;
}

const refused = (message: string, status = 422): CommandResult<never> => ({ ok: false, status, message, errors: { image_name: [message] } });

/**
 * An image an admin uploads (a card thumbnail, a brand logo, POST
 * /api/s3-upload-file): checked by its content and size, stored under a
 * generated name in the storage, and recorded in the uploads table.
 */
export async function saveImageUpload(
  file: unknown,
  { folder, kind, adminId, maxBytes = getConfig().MAX_IMAGE_BYTES }: { folder: unknown; kind: string; adminId?: number | null; maxBytes?: number },
): Promise<CommandResult<StoredUpload>> {
  if (!(file instanceof Blob) || file.size === 0) return refused("admin:uploads.noFile");
  if (file.size > maxBytes) return refused("admin:uploads.tooLarge", 413);
  // The name is kept in the history; PostgreSQL refuses a NUL in text, and no real file is named with one.
  if (file instanceof File && file.name.includes("\u0000")) return refused("admin:uploads.badName", 400);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) return refused("admin:uploads.notImage", 415);
  const key = `${uploadFolder(folder)}/${randomUUID()}.${image.ext}`;
  const storage = getStorage();
  let url: string;
  try {
    ({ url } = await storage.put(key, bytes, image.type));
  } catch (error) {
    log.error({ err: error, key }, "the image could not be stored");
    return refused("admin:uploads.storeFailed", 503);
  }
  const fileName = (file instanceof File ? file.name : "").slice(0, 200) || key;
  try {
    const db = await getDb();
    const [row] = await db
      .insert(uploads)
      .values({ kind, fileName, storageKey: key, url, contentType: image.type, size: bytes.length, uploadedByAdminId: adminId ?? null })
      .returning({ id: uploads.id });
    return { ok: true, message: "admin:uploads.uploaded", data: { id: row.id, url, contentType: image.type, size: bytes.length } };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** POST /api/s3-upload-file: the form's image (image_name) in the folder it names (path). */
export function imageUploadCommand(formData: FormData, adminId: number | null): Promise<CommandResult<StoredUpload>> {
  return saveImageUpload(formData.get("image_name"), { folder: formData.get("path"), kind: "api", adminId });
}
