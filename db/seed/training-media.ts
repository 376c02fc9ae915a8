import { readFile } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { trainingMedia } from "../schema";
import type { SeedDb } from "./types";

/** Puts a file in the private store (the app's, docs/decisions/100-media-storage.md); the seed writes only rows itself. */
export type StoreFile = (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;

/** The files live beside this module in the repository, which the server and `npm run db:seed` run from. */
const ASSETS = path.resolve("db/seed/assets");

/**
 * The demo's training media, so a new partner sees a video play and a PDF open: a three-second WebM
 * (recorded from a canvas by Chromium's MediaRecorder, 6 KB) with its poster, and a one-page PDF
 * written by hand. Added only when missing; without the files (the repository not beside the
 * server) nothing is added.
 */
const DEMO = [
  {
    kind: "video",
    title: "Welcome to partner training",
    topic: "Getting started",
    file: { name: "training-welcome.webm", key: "training/demo-welcome.webm", type: "video/webm" },
    poster: { name: "training-welcome.png", key: "training/demo-welcome-poster.png", type: "image/png" },
  },
  {
    kind: "document",
    title: "Selling loans responsibly",
    topic: "Fair selling",
    file: { name: "selling-responsibly.pdf", key: "training/demo-selling-responsibly.pdf", type: "application/pdf" },
    poster: null,
  },
] as const;

export async function seedTrainingMedia(db: SeedDb, storeFile: StoreFile | undefined): Promise<void> {
  if (!storeFile) return;
  const keys = DEMO.map((d) => d.file.key);
  const existing = new Set((await db.select({ key: trainingMedia.storageKey }).from(trainingMedia).where(inArray(trainingMedia.storageKey, keys))).map((r) => r.key));
  for (const item of DEMO) {
    if (existing.has(item.file.key)) continue;
    const bytes = await readFile(path.join(ASSETS, item.file.name)).catch(() => null);
    const poster = item.poster ? await readFile(path.join(ASSETS, item.poster.name)).catch(() => null) : null;
    if (!bytes || (item.poster && !poster)) continue;
    await storeFile(item.file.key, bytes, item.file.type);
    if (item.poster && poster) await storeFile(item.poster.key, poster, item.poster.type);
    await db.insert(trainingMedia).values({
      kind: item.kind,
      title: item.title,
      language: "en",
      topic: item.topic,
      fileName: item.file.name,
      storageKey: item.file.key,
      contentType: item.file.type,
      size: bytes.length,
      posterKey: item.poster?.key ?? null,
      posterType: item.poster?.type ?? null,
      posterSize: poster?.length ?? null,
    });
  }
}
