import { z } from "zod";
import { GUID } from "~/domain/platform/patterns";

/** The CSR portal's three actions on a consumer's case, each its own form on the page. */
export const CSR_INTENT = { note: "note", resend: "resend", handover: "handover", transfer: "transfer" } as const;

export const NOTE_MAX = 2000;
export const HANDOVER_NOTE_MAX = 500;

/** A call with the consumer, noted for whoever helps them next. */
export const CareNoteSchema = z.object({
  intent: z.literal(CSR_INTENT.note),
  body: z.string({ message: "admin:csr.errors.noteRequired" }).trim().min(1, "admin:csr.errors.noteRequired").max(NOTE_MAX, "admin:csr.errors.noteLong"),
});

/** The status message of one of the consumer's applications, sent again. */
export const ResendSchema = z.object({
  intent: z.literal(CSR_INTENT.resend),
  reference: z.string({ message: "admin:csr.errors.noApplication" }).regex(GUID, "admin:csr.errors.noApplication"),
});

/** The consumer handed to telecalling, with what the caller should know. */
export const HandoverSchema = z.object({
  intent: z.literal(CSR_INTENT.handover),
  note: z.string().trim().max(HANDOVER_NOTE_MAX, "admin:csr.errors.handoverNoteLong").optional(),
});
