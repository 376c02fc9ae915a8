import { parse, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { readDatabaseId } from "~/domain/platform/database-id";

/**
 * What an admin command answers, whichever door the request came through:
 * a screen (`screenAnswer`) or the JSON API (`apiAnswer`), each answered by
 * its own function of responses/answers.server.ts. A refusal names the message
 * of each field it blames (i18n keys), and may carry what the command still
 * recorded: an uploaded file refused row by row is kept in the history, and
 * the screen opens it.
 */
export type CommandResult<T = unknown> = { ok: true; message: string; data: T } | { ok: false; status: number; message: string; errors?: Record<string, string[]>; data?: T };

/** Zod's verdict on a body as a refused command: each message beside the field it names, form-level ones under "". */
export function refusal(error: z.ZodError, message?: string, status = 422): CommandResult<never> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const list = (errors[issue.path.length ? String(issue.path[0]) : ""] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { ok: false, status, message: message ?? error.issues[0]?.message ?? "admin:validation.invalid", errors };
}

/**
 * A posted form judged by its schema as the consumer forms are (Conform's
 * `parseWithZod`: an empty field is a missing one, a checkbox is "on"). A
 * refusal names each field's messages; `message` replaces the first of them
 * as the toast's (a row's hidden fields are not the person's mistake).
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S, message?: string): { ok: true; value: z.output<S> } | Refused {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<S> };
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
  return { ok: false, status: 422, message: message ?? Object.values(errors)[0]?.[0] ?? "admin:validation.invalid", errors };
}

export type FormReply = SubmissionResult<string[]>;

/**
 * The one reply of every admin form, dialog and inline edit: Conform's
 * `submission.reply()`, so what was typed and each field's error come back in
 * the shape the consumer forms use. The message goes to the form's errors
 * unless a field already says it. `hide` names fields never sent back (a
 * password); a file never is.
 */
export function replyFor(formData: FormData, result: CommandResult, hide: readonly string[] = []): FormReply {
  const submission = parse<Record<string, never>, string[]>(formData, { resolve: () => ({ value: {} }) });
  const hideFields = [...hide];
  if (result.ok) return submission.reply({ hideFields });
  const fieldErrors = result.errors ?? {};
  const said = Object.values(fieldErrors).some((messages) => messages.includes(result.message));
  return submission.reply({ formErrors: said ? [] : [result.message], fieldErrors, hideFields });
}

/** A refusal, whatever the command would have answered. */
export type Refused = Extract<CommandResult<never>, { ok: false }>;

/**
 * The row a command names by id (app/domain/platform/database-id.ts): its id, or the
 * refusal: `missing` when no id was given, `notFound` when it is one no row
 * can have (too big for the column), as for any id not found.
 */
export function idOrRefusal(value: unknown, refusals: { missing: Refused; notFound: Refused }): number | Refused {
  const read = readDatabaseId(value);
  return read.id ?? (read.kind === "not-found" ? refusals.notFound : refusals.missing);
}

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
export function checkProperty<P extends string>(properties: Record<P, { schema: z.ZodType }>, body: Record<string, unknown>): { ok: true; property: P; value: unknown } | Refused {
  const property = body.property;
  if (typeof property !== "string" || !Object.hasOwn(properties, property)) return UNKNOWN_PROPERTY;
  const parsed = properties[property as P].schema.safeParse(body.value);
  return parsed.success ? { ok: true, property: property as P, value: parsed.data } : (aboutValue(refusal(parsed.error)) as Refused);
}
