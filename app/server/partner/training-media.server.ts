import { randomUUID } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import { lenders, trainingMedia } from "../../../db/schema";
import { maxBytesOf, sniffTrainingFile, type TrainingKind } from "~/domain/partner/training-media";
import { addTrainingSchema, removeTrainingSchema, TRAINING_FILE_FIELD, TRAINING_INTENT, TRAINING_POSTER_FIELD } from "~/forms/admin/training-media";
import type { Language } from "~/i18n/languages";
import { recordAdminChange, type Actor } from "../admin/admin-audit.server";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { logger } from "../platform/db/log.server";
import { getPrivateFiles } from "../platform/files/private-files.server";
import { sniffImage } from "../platform/files/uploads.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";

const log = logger("training-media");

/** One item as the admin list and the partners' training page show it. */
export interface TrainingItem {
  id: number;
  kind: TrainingKind;
  title: string;
  language: Language;
  lenderName: string | null;
  topic: string | null;
  size: number;
  hasPoster: boolean;
}

/** Every item, newest first; a partner's page puts those in its language first (`language`). */
export async function listTrainingMedia(language?: Language): Promise<TrainingItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ media: trainingMedia, lenderName: lenders.displayName })
    .from(trainingMedia)
    .leftJoin(lenders, eq(lenders.id, trainingMedia.lenderId))
    .orderBy(desc(trainingMedia.createdAt), asc(trainingMedia.id));
  const items = rows.map(({ media, lenderName }) => ({
    id: media.id,
    kind: media.kind as TrainingKind,
    title: media.title,
    language: media.language as Language,
    lenderName: media.lenderId === null ? null : lenderName,
    topic: media.topic,
    size: media.size,
    hasPoster: media.posterKey !== null,
  }));
  return language ? [...items.filter((i) => i.language === language), ...items.filter((i) => i.language !== language)] : items;
}

/** The lenders an item may be for, by name. */
export async function trainingLenderChoices(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: lenders.id, name: lenders.displayName }).from(lenders).orderBy(asc(lenders.displayName));
}

type Who = Actor & { adminId: number };

const fieldRefused = (field: string, message: string, status = 422): CommandResult<never> => ({ ok: false, status, message, errors: { [field]: [message] } });

export function trainingMediaCommand(formData: FormData, who: Who): Promise<CommandResult<{ id: number }>> {
  return formData.get("intent") === TRAINING_INTENT.remove ? removeTrainingMedia(formData, who) : addTrainingMedia(formData, who);
}

/** The bytes of a file field, or the refusal an admin reads beside it. */
async function fileBytes(file: FormDataEntryValue | null, field: string, maxBytes: number): Promise<Uint8Array | CommandResult<never>> {
  if (!(file instanceof Blob) || file.size === 0) return fieldRefused(field, "admin:trainingMedia.errors.noFile");
  if (file.size > maxBytes) return fieldRefused(field, "admin:trainingMedia.errors.tooLarge", 413);
  return new Uint8Array(await file.arrayBuffer());
}

/** A video, a document or a deck: each file checked by its bytes and size, stored privately, then recorded (audited). */
async function addTrainingMedia(formData: FormData, { adminId, request }: Who): Promise<CommandResult<{ id: number }>> {
  const parsed = parseForm(formData, addTrainingSchema);
  if (!parsed.ok) return parsed;
  const { kind, title, language, lenderId, topic } = parsed.value;
  const config = getConfig();
  const file = formData.get(TRAINING_FILE_FIELD);
  const bytes = await fileBytes(file, TRAINING_FILE_FIELD, maxBytesOf(kind, { video: config.TRAINING_VIDEO_MAX_BYTES, other: config.TRAINING_FILE_MAX_BYTES }));
  if (!(bytes instanceof Uint8Array)) return bytes;
  const sniffed = sniffTrainingFile(kind, bytes);
  if (!sniffed) return fieldRefused(TRAINING_FILE_FIELD, `admin:trainingMedia.errors.wrongType.${kind}`, 415);
  let poster: { bytes: Uint8Array; type: string; ext: string } | null = null;
  if (kind === "video") {
    const posterBytes = await fileBytes(formData.get(TRAINING_POSTER_FIELD), TRAINING_POSTER_FIELD, config.MAX_IMAGE_BYTES);
    if (!(posterBytes instanceof Uint8Array)) return posterBytes;
    const image = sniffImage(posterBytes);
    if (!image || image.type === "image/gif") return fieldRefused(TRAINING_POSTER_FIELD, "admin:trainingMedia.errors.posterType", 415);
    poster = { bytes: posterBytes, ...image };
  }
  if (lenderId !== undefined) {
    const db = await getDb();
    const [lender] = await db.select({ id: lenders.id }).from(lenders).where(eq(lenders.id, lenderId));
    if (!lender) return fieldRefused("lenderId", "admin:trainingMedia.errors.lender");
  }
  const name = randomUUID();
  const storageKey = `training/${name}.${sniffed.ext}`;
  const posterKey = poster ? `training/${name}-poster.${poster.ext}` : null;
  const files = getPrivateFiles();
  try {
    await files.put(storageKey, bytes, sniffed.type);
    if (poster && posterKey) await files.put(posterKey, poster.bytes, poster.type);
  } catch (error) {
    log.error({ err: error, key: storageKey }, "a training file could not be stored");
    await files.remove(storageKey);
    return { ok: false, status: 503, message: "admin:trainingMedia.errors.storeFailed" };
  }
  const fileName = (file instanceof File ? file.name.replaceAll("\u0000", "") : "").slice(0, 200) || storageKey;
  const values = { kind, title, language, lenderId: lenderId ?? null, topic: topic ?? null, fileName, contentType: sniffed.type, size: bytes.length };
  try {
    const db = await getDb();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trainingMedia)
        .values({ ...values, storageKey, posterKey, posterType: poster?.type ?? null, posterSize: poster?.bytes.length ?? null, uploadedByAdminId: adminId })
        .returning({ id: trainingMedia.id });
      await recordAdminChange(tx, { adminId, subject: "training-media", subjectId: row.id, action: TRAINING_INTENT.add, after: values, request });
      return row.id;
    });
    return { ok: true, message: "admin:trainingMedia.added", data: { id } };
  } catch (error) {
    await files.remove(storageKey);
    if (posterKey) await files.remove(posterKey);
    throw error;
  }
}

/** An item taken away: its row (audited), then its files. */
async function removeTrainingMedia(formData: FormData, { adminId, request }: Who): Promise<CommandResult<{ id: number }>> {
  const parsed = parseForm(formData, removeTrainingSchema);
  if (!parsed.ok) return parsed;
  const { id } = parsed.value;
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(trainingMedia).where(eq(trainingMedia.id, id)).returning();
    if (!row) return null;
    await recordAdminChange(tx, { adminId, subject: "training-media", subjectId: id, action: TRAINING_INTENT.remove, before: { kind: row.kind, title: row.title, fileName: row.fileName }, request });
    return row;
  });
  if (!removed) return { ok: false, status: 404, message: "admin:trainingMedia.errors.item" };
  const files = getPrivateFiles();
  await files.remove(removed.storageKey);
  if (removed.posterKey) await files.remove(removed.posterKey);
  return { ok: true, message: "admin:trainingMedia.removed", data: { id } };
}
