import { z } from "zod";
import { MESSAGE_CHANNELS, MESSAGE_SEGMENT_IDS, MESSAGE_TEXT_MAX } from "~/domain/back-office/message-segments";
import { countVariables, DLT_CATEGORIES } from "~/domain/platform/dlt";
import { supportedLanguages } from "~/i18n/languages";

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
    /** An SMS goes out under a registered DLT template (its name); an email is written here. */
    template: z.string().trim().max(80).optional(),
    bodyEn: text.optional(),
    bodyHi: text.optional(),
    /** The count the preview showed, sent back with Send: the admin confirmed that many. */
    expected: z.coerce.number().int().min(0).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.channel === "sms") {
        if (!value.template) ctx.addIssue({ code: "custom", path: ["template"], message: "admin:messaging.errors.template" });
        return;
      }
      for (const field of ["subjectEn", "subjectHi"] as const) {
        if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "admin:messaging.errors.subjectRequired" });
      }
      for (const field of ["bodyEn", "bodyHi"] as const) {
        if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "admin:messaging.errors.textRequired" });
      }
    },
    // Said beside the subjects even while another field is wrong, so the admin fixes everything at once.
    { when: ({ value }) => typeof value === "object" && value !== null },
  );

export const DLT_TEMPLATE_INTENT = { save: "saveTemplate", deactivate: "deactivateTemplate", activate: "activateTemplate" } as const;

const VARIABLE = /^[a-z][a-zA-Z]{0,29}$/;

/**
 * A DLT template as role 1 registers it: the id the DLT platform gave, its
 * category, the approved text with each variable as {#var#}, and the names
 * filling them in order (as many names as {#var#}; a long value may take
 * several in a row).
 */
export const dltTemplateSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    name: z
      .string({ error: "admin:dlt.errors.name" })
      .trim()
      .regex(/^[a-z][a-z0-9_]{2,59}$/, "admin:dlt.errors.name"),
    language: z.enum(supportedLanguages, { error: "admin:dlt.errors.language" }),
    dltTemplateId: z
      .string({ error: "admin:dlt.errors.dltTemplateId" })
      .trim()
      .regex(/^\d{10,25}$/, "admin:dlt.errors.dltTemplateId"),
    category: z.enum(DLT_CATEGORIES, { error: "admin:dlt.errors.category" }),
    body: z.string({ error: "admin:dlt.errors.body" }).trim().min(1, "admin:dlt.errors.body").max(MESSAGE_TEXT_MAX, "admin:messaging.errors.textTooLong"),
    variables: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.split(/[\s,]+/).filter(Boolean) : [])),
  })
  .superRefine((value, ctx) => {
    if (value.variables.some((v) => !VARIABLE.test(v))) ctx.addIssue({ code: "custom", path: ["variables"], message: "admin:dlt.errors.variableName" });
    if (value.variables.length !== countVariables(value.body)) ctx.addIssue({ code: "custom", path: ["variables"], message: "admin:dlt.errors.variableCount" });
  });
