import { z } from "zod";
import { subCategoriesOf, type IntakeOptions } from "~/domain/partner/intake";
import { PINCODE, UDYAM } from "~/domain/platform/patterns";
import { today, toIso } from "~/domain/platform/dates";

const required = z.string({ error: "validation.required" }).trim().min(1, "validation.required");
const amount = (message: string) =>
  required
    .transform((v) => v.replace(/[,₹\s]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, message)
        .transform(Number)
        .pipe(z.number().positive(message)),
    );
const oneOf = (list: { value: string }[]) => required.refine((v) => list.some((o) => o.value === v), "validation.required");

/** The merchant intake form of one lender (SPEC.md 2.8 and 5): everything required except UAN. */
export function intakeSchema(options: IntakeOptions, now: Date) {
  const todayIso = toIso(today(now));
  return z
    .object({
      loanAmount: amount("intake:errors.number"),
      purposeOfLoan: oneOf(options.purposeOfLoan),
      gender: oneOf(options.gender),
      maritalStatus: oneOf(options.maritalStatus),
      fathersName: required.pipe(z.string().max(100, "validation.tooLong")),
      mothersName: required.pipe(z.string().max(100, "validation.tooLong")),
      annualSalesTurnOver: amount("intake:errors.number"),
      uan: z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.union([z.literal(""), z.string().regex(UDYAM, "intake:errors.uan")]))
        .optional()
        .default(""),
      name: required.pipe(z.string().max(120, "validation.tooLong")),
      dateOfIncorporation: required
        .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalidDate"))
        .refine((v) => !Number.isNaN(Date.parse(v)), "validation.invalidDate")
        .refine((v) => v <= todayIso, "intake:errors.futureDate"),
      category: required.refine((v) => Object.hasOwn(options.category, v), "validation.required"),
      subCategory: z.string().trim().optional().default(""),
      nature: oneOf(options.nature),
      businessAddressLine1: required.pipe(z.string().max(120, "validation.tooLong")),
      businessAddressLine2: required.pipe(z.string().max(120, "validation.tooLong")),
      // A valid 6-digit pincode, as on the profile; it also meets SPEC.md 5 ("numeric, at most 6 digits").
      businessAddressPincode: required.pipe(z.string().regex(PINCODE, "intake:errors.pincode")),
      consent: z.literal("on", { error: "intake:errors.consent" }),
    })
    .superRefine((v, ctx) => {
      const subs = subCategoriesOf(options, v.category);
      if (subs.length && !subs.includes(v.subCategory)) ctx.addIssue({ code: "custom", path: ["subCategory"], message: "validation.required" });
    })
    .transform((v) => ({ ...v, subCategory: subCategoriesOf(options, v.category).length ? v.subCategory : "" }));
}

export type IntakeSubmission = z.infer<ReturnType<typeof intakeSchema>>;
