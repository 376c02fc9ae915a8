import { INSURANCE_JOURNEY } from "./group-pages";
import type { ProductModule, ProductRules } from "./shape";

/** Other insurance: whatever the consumer names, for a quote (issue 10). */
export const otherInsurance = {
  code: "ins_other",
  key: "otherInsurance",
  name: "Other Insurance",
  group: "insurance",
  lenders: null,
  journey: INSURANCE_JOURNEY,
} as const satisfies ProductModule;

export const otherInsuranceRules = {
  quote: [
    { name: "insureWhat", maxLength: 60, answer: { kind: "text", pattern: /^[A-Za-z0-9 ,.-]{3,60}$/, message: "validation.insureWhat" } },
    { name: "insuredValue", inputMode: "numeric", answer: { kind: "rupees", min: 1_000, max: 100_000_000, message: "validation.insuredValue" } },
  ],
} as const satisfies ProductRules;
