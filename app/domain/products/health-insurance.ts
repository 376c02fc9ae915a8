import { INSURANCE_JOURNEY } from "./group-pages";
import type { ProductModule, ProductRules } from "./shape";

/** Health insurance: a quote for the people covered (issue 10). */
export const healthInsurance = {
  code: "ins_health",
  key: "healthInsurance",
  name: "Health Insurance",
  group: "insurance",
  lenders: null,
  journey: INSURANCE_JOURNEY,
} as const satisfies ProductModule;

export const healthInsuranceRules = {
  quote: [
    { name: "coveredAges", maxLength: 40, answer: { kind: "ages", message: "validation.coveredAges" } },
    { name: "sumInsured", list: "health_sum_insured" },
    { name: "city", maxLength: 40, answer: { kind: "text", pattern: /^[A-Za-z][A-Za-z .-]{1,39}$/, message: "validation.city" } },
  ],
} as const satisfies ProductRules;
