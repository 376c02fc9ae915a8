import { z } from "zod";
import { parseAges } from "~/domain/lending/insurance";
import { fieldApplies, type Answer, type DetailField } from "~/domain/lending/product-details";
import { loanProfileOf, type LenderProduct } from "~/domain/products";
import type { OwnStep } from "~/domain/products/shape";
import { required, rupees } from "./profile";

type Lists = Record<string, { value: string }[]>;
export type DetailAnswers = Record<string, unknown>;

/** An optional amount in whole rupees (a form's empty field is none). */
const optionalRupees = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const digits = (v ?? "").replace(/[,₹\s]/g, "");
      if (!digits) return null;
      if (!/^\d+$/.test(digits) || Number(digits) < min || Number(digits) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(digits);
    });

function typedAnswer(field: DetailField, answer: Answer): z.ZodType {
  switch (answer.kind) {
    case "text": {
      if (field.optional) {
        return z
          .string()
          .trim()
          .optional()
          .transform((v) => (field.upperCase ? (v ?? "").toUpperCase() : (v ?? "")))
          .refine((v) => v === "" || answer.pattern.test(v), answer.message);
      }
      const typed = required(answer.message);
      return (field.upperCase ? typed.transform((v) => v.toUpperCase()) : typed).pipe(z.string().regex(answer.pattern, answer.message));
    }
    case "rupees":
      return field.optional ? optionalRupees(answer.min, answer.max, answer.message) : rupees(answer.min, answer.max, answer.message);
    case "decimal":
      return required(answer.message)
        .transform((v) => v.replace(/\s/g, ""))
        .pipe(
          z
            .string()
            .regex(new RegExp(`^\\d+(\\.\\d{1,${answer.places}})?$`), answer.message)
            .transform(Number)
            .pipe(z.number().min(answer.min, answer.message).max(answer.max, answer.message)),
        );
    case "ages":
      return required(answer.message).transform((v, ctx) => {
        const ages = parseAges(v);
        if (!ages) ctx.addIssue({ code: "custom", message: answer.message });
        return ages ?? [];
      });
    case "ticked":
      return z.literal("on").optional();
  }
}

/** How the server reads one field: a checkbox ticked or not, a select's choice (checked against its list after), else its typed answer. */
function fieldSchema(field: DetailField): z.ZodType {
  if (field.answer) return typedAnswer(field, field.answer);
  if (field.checkbox) return z.literal("on").optional();
  return required();
}

/**
 * The schema of a form that is data (a product's own step, an insurance
 * quote): each field's own check, then the checks across them (a declaration
 * ticked where it is shown, the product's own), then each select against its
 * list as offered (the lists come from the database).
 */
export function detailsSchema(fields: readonly DetailField[], lists: Lists, check?: OwnStep["check"]) {
  return z
    .object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])))
    .superRefine((v, ctx) => {
      for (const f of fields) {
        if (f.answer?.kind === "ticked" && fieldApplies(f, v) && v[f.name] !== "on") ctx.addIssue({ code: "custom", path: [f.name], message: f.answer.message });
      }
      for (const issue of check?.(v) ?? []) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    })
    .superRefine((v, ctx) => {
      for (const f of fields) {
        if (!f.list) continue;
        const value = v[f.name];
        const offered = (lists[f.list] ?? []).some((o) => o.value === value) && !f.exclude?.includes(String(value));
        if (!offered) ctx.addIssue({ code: "custom", path: [f.name], message: "validation.required" });
      }
    }) as z.ZodType<DetailAnswers>;
}

/** A loan's own step (business, gold, property: its module's fields), checked against the lists offered. */
export function ownStepSchema(product: LenderProduct, lists: Lists) {
  const own = loanProfileOf(product).ownStep;
  if (!own) throw new Error(`${product} has no step of its own`);
  return detailsSchema(own.fields, lists, own.check);
}
