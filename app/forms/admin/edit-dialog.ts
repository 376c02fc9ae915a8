import type { z } from "zod";
import { CARD_PROPERTIES, isCardProperty } from "./credit-card-property";
import type { EditKind } from "./property-kinds";
import { isLenderProperty, LENDER_PROPERTIES, type PropertyKind } from "./lender-property";
import { isPartnerProperty, PARTNER_PROPERTIES } from "../partner/partner-property";

/**
 * The generic edit dialog (SPEC.md 2.3) takes a module: partner, lenders, or
 * any other value, which means credit card.
 */
export type EditModule = "partner" | "lenders" | "credit-card";

export function editModule(value: unknown): EditModule {
  return value === "partner" || value === "lenders" ? value : "credit-card";
}

const LENDER_KINDS: Partial<Record<PropertyKind, EditKind>> = { number: "number", decimal: "decimal", text: "text", textarea: "text", flag: "flag" };

/** How the dialog edits a module's property, and the rule it is judged by (the same the server applies); null when the dialog cannot edit it. */
export function editTarget(module: EditModule, property: unknown): { kind: EditKind; schema: z.ZodType } | null {
  if (module === "partner") return isPartnerProperty(property) ? PARTNER_PROPERTIES[property] : null;
  if (module === "lenders") {
    if (!isLenderProperty(property)) return null;
    const def = LENDER_PROPERTIES[property];
    const kind = LENDER_KINDS[def.kind];
    return kind ? { kind, schema: def.schema } : null;
  }
  return isCardProperty(property) ? CARD_PROPERTIES[property] : null;
}

/** What a keystroke may leave in a field of this kind; anything else is ignored (SPEC.md 5). */
export function acceptsTyping(kind: EditKind, value: string): boolean {
  if (kind === "number") return /^\d*$/.test(value);
  if (kind === "decimal") return /^\d*(\.\d*)?$/.test(value);
  if (kind === "code") return /^[A-Za-z0-9_-]*$/.test(value);
  if (kind === "colour") return /^#?[0-9a-fA-F]{0,6}$/.test(value);
  return true;
}

/** The field of the bullet buttons that, without JavaScript, add or remove a row instead of saving ("add", "remove:{index}"). */
export const ROWS_FIELD = "rows";

/** The rows after an add or remove asked for by a plain post, keeping what was typed. */
export function editedRows(values: string[], request: string): string[] {
  if (request === "add") return [...values, ""].slice(0, 20);
  const remove = /^remove:(\d+)$/.exec(request);
  return remove ? values.filter((_, i) => i !== Number(remove[1])) : values;
}
