import { parseWithZod } from "@conform-to/zod/v4";
import { personalStepAsksAmount } from "~/domain/products";
import { fromIso, normaliseDmy, toDmy } from "~/domain/platform/dates";
import { now } from "../../platform/db/clock.server";
import { PERSONAL_LISTS, personalStepSchema } from "~/forms/consumer/profile";
import { savePersonalDetails } from "../profile.server";
import { updateProspect } from "../prospects.server";
import { getOptionLists } from "../../platform/http/select-lists.server";
import type { ProfileStepServer } from "./step.server";

/** Step 1 of every loan (SPEC.md 2.1): who the consumer is, where they live, the amount, the communication consents and their preferences (the catalogue's). */
export const personalStep = {
  async load({ consumer: c, product }, { language }) {
    const birth = c.birthDate ? fromIso(c.birthDate) : null;
    return {
      kind: "personal" as const,
      asksAmount: personalStepAsksAmount(product),
      lists: await getOptionLists([...PERSONAL_LISTS], language),
      // Its code is asked when the consumer applies (docs/decisions/103), so the hint says only that it waits.
      emailStatus: c.pendingEmail ? { pending: c.pendingEmail, current: c.email } : null,
      saved: {
        firstName: c.firstName,
        lastName: c.lastName,
        birthDate: birth ? toDmy(birth) : null,
        pan: c.tin,
        // The field shows what the consumer typed last; the hint says whether it still waits for its code.
        email: c.pendingEmail ?? c.email,
        gender: c.gender,
        address1: c.address1,
        address2: c.address2,
        postalCode: c.postalCode,
        residenceType: c.residenceType,
        monthlyRent: c.monthlyRent,
        educationalLevel: c.educationalLevel,
        desiredLoanAmount: c.seLoanAmount,
        creditScoreBand: c.creditScoreBand,
        allowSms: c.allowSms,
        allowEmails: c.allowEmails,
        communicationPreference: c.communicationPreference,
        preferNetBanking: c.preferNetBanking,
      },
    };
  },

  async post({ consumer, prospect, product }, formData, { language, ip, userAgent, next }) {
    const lists = await getOptionLists([...PERSONAL_LISTS], language);
    const submission = parseWithZod(formData, { schema: personalStepSchema(lists, now(), personalStepAsksAmount(product)) });
    if (submission.status !== "success") return { kind: "invalid", result: withDateShownBack(submission.reply()) };
    await savePersonalDetails(consumer, submission.value, { ip, userAgent }, prospect);
    await updateProspect(prospect.id, { step: "personal" });
    // Every loan asks more after this step (tests/unit/lending/product-registry.test.ts).
    if (!next) throw new Error("the personal step is never a loan's last");
    // A new email waits, unconfirmed, until the consumer applies: its code is asked there (app/server/consumer/email-change.server.ts emailStepBeforeApplying), not before the offers (docs/decisions/103).
    return { kind: "next", to: next };
  },
} satisfies ProfileStepServer<unknown>;

/** A refused step shows a birth date that reads as DD/MM/YYYY (12041992 as 12/04/1992), and one that does not exactly as typed. */
function withDateShownBack<R extends { initialValue?: Record<string, unknown> | null }>(result: R): R {
  const typed = result.initialValue?.birthDate;
  return typeof typed === "string" ? { ...result, initialValue: { ...result.initialValue, birthDate: normaliseDmy(typed) } } : result;
}

export type PersonalView = Awaited<ReturnType<typeof personalStep.load>>;
