import { parseWithZod } from "@conform-to/zod/v4";
import { loanProfileOf } from "~/domain/products";
import { EMPLOYMENT_LISTS, employmentStepSchema } from "~/forms/consumer/profile";
import { saveEmployment } from "../profile.server";
import { updateProspect } from "../prospects.server";
import { getOptionLists } from "../../platform/http/select-lists.server";
import type { ProfileStepServer } from "./step.server";

/** The employment step (SPEC.md 2.1): work and income; a personal loan's last step. */
export const employmentStep = {
  async load({ consumer: c, product }, { language }) {
    return {
      kind: "employment" as const,
      lists: await getOptionLists([...EMPLOYMENT_LISTS], language),
      saved: {
        // A product whose own step stands for employment (business) says which status it is.
        employmentStatus: c.employmentStatusCode ?? loanProfileOf(product).ownStep?.sets?.employmentStatusCode ?? null,
        employerName: c.employerName,
        officePincode: c.officePincode,
        monthlyIncome: c.monthlyIncome,
        existingEmi: c.emi,
        salaryMode: c.salaryMode,
        businessTurnover: c.businessCurrentTurnover,
        businessYears: c.businessYears,
        householdIncome: c.householdIncome,
        householdDeclaration: c.householdIncomeDeclaredAt ? "on" : null,
      },
    };
  },

  async post({ consumer, prospect, product }, formData, { language, next }) {
    const lists = await getOptionLists([...EMPLOYMENT_LISTS], language);
    const submission = parseWithZod(formData, { schema: employmentStepSchema(lists) });
    if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
    await saveEmployment(consumer.id, product, submission.value, { complete: !next });
    if (!next) return { kind: "complete" };
    await updateProspect(prospect.id, { step: "employment" });
    return { kind: "next", to: next };
  },
} satisfies ProfileStepServer<unknown>;

export type EmploymentView = Awaited<ReturnType<typeof employmentStep.load>>;
