import { z } from "zod";
import { TRAINING_KINDS, TRAINING_LIMITS } from "~/domain/partner/training-media";
import { supportedLanguages } from "~/i18n/languages";
import { databaseIdField } from "./database-id";

/** The posts of /admin/training-media (docs/decisions/100-media-storage.md). */
export const TRAINING_INTENT = { add: "add", remove: "remove" } as const;
/** The file fields of the add form: the item's file, and a video's poster image. */
export const TRAINING_FILE_FIELD = "file";
export const TRAINING_POSTER_FIELD = "poster";

const M = {
  required: "admin:trainingMedia.errors.required",
  tooLong: "admin:trainingMedia.errors.tooLong",
  kind: "admin:trainingMedia.errors.kind",
  language: "admin:trainingMedia.errors.language",
  subject: "admin:trainingMedia.errors.subject",
  lender: "admin:trainingMedia.errors.lender",
  item: "admin:trainingMedia.errors.item",
} as const;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An item is for one lender or on one topic: exactly one of the two. */
export const addTrainingSchema = z
  .object({
    intent: z.literal(TRAINING_INTENT.add),
    kind: z.enum(TRAINING_KINDS, { error: M.kind }),
    title: z.string({ error: M.required }).trim().min(1, M.required).max(TRAINING_LIMITS.title, M.tooLong),
    language: z.enum(supportedLanguages, { error: M.language }),
    lenderId: z.preprocess(blankToUndefined, databaseIdField(M.lender).optional()),
    topic: z.preprocess(blankToUndefined, z.string().trim().max(TRAINING_LIMITS.topic, M.tooLong).optional()),
  })
  .superRefine((value, ctx) => {
    if ((value.lenderId === undefined) === (value.topic === undefined)) ctx.addIssue({ code: "custom", path: ["lenderId"], message: M.subject });
  });

export const removeTrainingSchema = z.object({ intent: z.literal(TRAINING_INTENT.remove), id: databaseIdField(M.item) });
