import { z } from "zod";
import { MESSAGE_CHANNELS, MESSAGE_SEGMENT_IDS, MESSAGE_TEXT_MAX } from "~/domain/back-office/message-segments";

export const MESSAGING_INTENT = { preview: "preview", send: "send" } as const;

const text = z.string({ error: "admin:messaging.errors.textRequired" }).trim().min(1, "admin:messaging.errors.textRequired").max(MESSAGE_TEXT_MAX, "admin:messaging.errors.textTooLong");

const subject = z.string().trim().max(120, "admin:messaging.errors.subjectTooLong").optional();

/** A message to a segment: what the preview counts and the send sends (an email needs a subject in both languages). */
export const messageCampaignSchema = z
  .object({
    intent: z.enum([MESSAGING_INTENT.preview, MESSAGING_INTENT.send], { error: "admin:validation.invalid" }),
    segment: z.enum(MESSAGE_SEGMENT_IDS, { error: "admin:messaging.errors.segment" }),
    channel: z.enum(MESSAGE_CHANNELS, { error: "admin:messaging.errors.channel" }),
    subjectEn: subject,
    subjectHi: subject,
    bodyEn: text,
    bodyHi: text,
    /** The count the preview showed, sent back with Send: the admin confirmed that many. */
    expected: z.coerce.number().int().min(0).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.channel !== "email") return;
      for (const field of ["subjectEn", "subjectHi"] as const) {
        if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "admin:messaging.errors.subjectRequired" });
      }
    },
    // Said beside the subjects even while another field is wrong, so the admin fixes everything at once.
    { when: ({ value }) => typeof value === "object" && value !== null },
  );
