import { channelName } from "~/domain/consumer/arrival";
import { fromIso, toDmy } from "~/domain/platform/dates";
import { personShown, type PersonMasking } from "~/domain/back-office/person-view";
import { completionFlags, type LenderProduct } from "~/domain/products";
import type { ConsumerRow } from "../consumer/consumer-record.server";

/**
 * A consumer as the back office's pages head them: who (masked as the page
 * and role say, app/domain/back-office/person-view), their consents to be contacted, the
 * profiles they completed and what they told us of their money.
 */
export function consumerSummary(c: ConsumerRow, masking: PersonMasking) {
  const birth = c.birthDate ? fromIso(c.birthDate) : null;
  const person = personShown(
    { firstName: c.firstName, lastName: c.lastName, mobile: c.mobilePhoneNumber, email: c.email ?? c.pendingEmail, pan: c.tin, birthDate: birth ? toDmy(birth) : null, postalCode: c.postalCode },
    masking,
  );
  return {
    id: c.id,
    ...person,
    /** The email shown is one the consumer typed and has not confirmed with its code yet. */
    emailPending: !c.email && Boolean(c.pendingEmail),
    language: c.language,
    allowSms: c.allowSms === 1,
    allowEmails: c.allowEmails === 1,
    /** The profile's preferences (codes of their catalogue lists), for whoever contacts them. */
    preferredContact: c.communicationPreference,
    netBanking: c.preferNetBanking,
    /** How they first came (app/domain/consumer/arrival.ts); null for those who came before it was kept. */
    cameBy: channelName(c.channelId),
    erased: c.erasedAt !== null,
    since: c.createdAt,
    // The loans whose profile the consumer completed, by their completion flags.
    completed: (Object.keys(completionFlags) as LenderProduct[]).filter((p) => c[completionFlags[p]] === 1),
    employment: c.employmentStatusCode,
    monthlyIncome: c.monthlyIncome,
    desiredAmount: c.seLoanAmount,
    creditBand: c.creditScoreBand,
  };
}

export type ConsumerSummary = ReturnType<typeof consumerSummary>;
