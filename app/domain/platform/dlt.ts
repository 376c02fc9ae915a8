import { callingWindow } from "../back-office/calling-hours";

/**
 * TRAI's DLT rules for commercial SMS (COMPLIANCE.md; docs/decisions/099-dlt-sms.md):
 * every SMS goes out under a registered template, its text the template's
 * with only the variables changed.
 */

export const DLT_CATEGORIES = ["transactional", "service", "promotional"] as const;
export type DltCategory = (typeof DLT_CATEGORIES)[number];

/** A variable's place in a registered text, as DLT platforms write it. */
export const DLT_VAR = "{#var#}";
/** The most characters DLT lets one `{#var#}` stand for. */
export const DLT_VAR_MAX = 30;

/**
 * How many consecutive `{#var#}` a named variable takes: a link is longer
 * than one variable may be, so it spans several (DLT accepts that), each up
 * to 30 characters. Anything not named here takes one.
 */
export const VARIABLE_SLOTS: Record<string, number> = { link: 5, lender: 2 };

const slotsOf = (name: string) => VARIABLE_SLOTS[name] ?? 1;

/**
 * A text of ours with `{{name}}` placeholders (a locales string) in DLT form:
 * each placeholder as its `{#var#}`s, and the names filling them in order
 * (a name once per `{#var#}` it spans).
 */
export function toDltForm(text: string): { body: string; variables: string[] } {
  const variables: string[] = [];
  const body = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const slots = slotsOf(name);
    for (let i = 0; i < slots; i++) variables.push(name);
    return DLT_VAR.repeat(slots);
  });
  return { body, variables };
}

/** How many `{#var#}` a registered text has. */
export const countVariables = (body: string) => body.split(DLT_VAR).length - 1;

/** The named variables of a template once each, in the order they come (a link spanning five slots is one). */
export function namedVariables(variables: readonly string[]): string[] {
  return variables.filter((name, i) => name !== variables[i - 1]);
}

const literally = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `text` is the registered `body` with only its variables filled, each `{#var#}` standing for at most 30 characters. */
export function matchesTemplate(body: string, text: string): boolean {
  const pattern = body.split(DLT_VAR).map(literally).join(`.{0,${DLT_VAR_MAX}}`);
  return new RegExp(`^${pattern}$`, "su").test(text);
}

/** The template's text with each named variable written in place of its run of `{#var#}`. */
export function fillTemplate(body: string, variables: readonly string[], values: Record<string, string>): string {
  const parts = body.split(DLT_VAR);
  let out = parts[0];
  for (let i = 1; i < parts.length; i++) {
    const name = variables[i - 1];
    // A run of one name's slots holds its value once, at the run's start.
    if (name !== variables[i - 2]) out += values[name] ?? "";
    out += parts[i];
  }
  return out;
}

/**
 * When a promotional SMS asked for at `at` may go: at once between 09:00 and
 * 21:00 India time, else at the next 09:00 (null: now). Transactional and
 * service messages (codes, statuses) go at any hour.
 */
export function promotionalHeldUntil(at: Date): Date | null {
  const window = callingWindow(at);
  return window.open ? null : window.opensAt;
}

/** Whether a reply asks to stop messages: its first word STOP, in any case. */
export const isOptOut = (reply: string) => /^\s*stop\b/i.test(reply);

/**
 * The DLT template id a demo database registers a message under: 19 digits,
 * the same for a message and language wherever it is seeded. A real
 * deployment replaces it with the id its DLT platform gave.
 */
export function demoDltTemplateId(name: string, language: string): string {
  // FNV-1a, 64 bits: pure (this module also reaches the browser, where node:crypto does not), and spread enough for a few dozen ids.
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(`${name}:${language}`)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return `1107${(hash % 10n ** 15n).toString().padStart(15, "0")}`;
}
