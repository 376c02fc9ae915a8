import { parse, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";

/**
 * What an admin command answers, whichever door the request came through:
 * a screen or the JSON API, each answered by its own function of
 * responses/answers.server.ts. A refusal names the message of each field it blames (i18n keys).
 */
export type CommandResult<T = unknown> =
  | { ok: true; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** Zod's verdict on a body as a refused command: each message beside the field it names, form-level ones under "". */
export function refusal(error: z.ZodError, message?: string, status = 422): CommandResult<never> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const list = (errors[issue.path.length ? String(issue.path[0]) : ""] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { ok: false, status, message: message ?? error.issues[0]?.message ?? "admin:validation.invalid", errors };
}

export type FormReply = SubmissionResult<string[]>;

/**
 * The one reply of every admin form, dialog and inline edit: Conform's
 * `submission.reply()`, so what was typed and each field's error come back in
 * the shape the consumer forms use. The message goes to the form's errors
 * unless a field already says it.
 */
export function replyFor(formData: FormData, result: CommandResult): FormReply {
  const submission = parse<Record<string, never>, string[]>(formData, { resolve: () => ({ value: {} }) });
  if (result.ok) return submission.reply();
  const fieldErrors = result.errors ?? {};
  const said = Object.values(fieldErrors).some((messages) => messages.includes(result.message));
  return submission.reply({ formErrors: said ? [] : [result.message], fieldErrors });
}

export type Refused = Extract<CommandResult, { ok: false }>;

export const UNKNOWN_PROPERTY: Refused = { ok: false, status: 422, message: "admin:validation.unknownProperty", errors: { property: ["admin:validation.unknownProperty"] } };

/** A refused property is blamed on the field that carried it, `value`, whichever rule refused it. */
export function aboutValue<T>(result: CommandResult<T>): CommandResult<T> {
  return result.ok ? result : { ...result, errors: { value: [...new Set(Object.values(result.errors ?? {}).flat())] } };
}

/**
 * One property of a module's property table ({property, value}: a screen's
 * cell, switch or edit dialog, or the JSON API), checked by its own rule; a
 * property not in the table is refused.
 */
export function checkProperty<P extends string>(
  properties: Record<P, { schema: z.ZodType }>,
  body: Record<string, unknown>,
): { ok: true; property: P; value: unknown } | Refused {
  const property = body.property;
  if (typeof property !== "string" || !Object.hasOwn(properties, property)) return UNKNOWN_PROPERTY;
  const parsed = properties[property as P].schema.safeParse(body.value);
  return parsed.success ? { ok: true, property: property as P, value: parsed.data } : (aboutValue(refusal(parsed.error)) as Refused);
}
