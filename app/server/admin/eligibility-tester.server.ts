import { profileOfAnswers, type EligibilityAnswers, type EligibilityProfile, type Match } from "~/domain/lending/eligibility";
import { groupByReasons } from "~/domain/lending/no-match-reasons";
import { personShown } from "~/domain/back-office/person-view";
import { answersAsking, type LenderProduct } from "~/domain/products";
import { TESTER_WHO, TesterConsumerSchema, testerProfileSchema, type TesterProfile } from "~/forms/admin/eligibility-tester";
import type { Language } from "~/i18n/languages";
import { parseForm, replyFor, type CommandResult, type FormReply } from "../platform/http/command.server";
import { findConsumers } from "../back-office/consumer-search.server";
import { getConsumer } from "../consumer/consumers.server";
import { matchProfile, offersFor, tellReasons } from "../lending/offers.server";
import { getOptionLists } from "../platform/http/select-lists.server";

/**
 * The eligibility tester (docs/decisions/048): a typed profile or a
 * consumer's saved one, matched by the offers page's own matching
 * (offers.server.ts) against the same active lenders, ranked the same, each
 * lender that does not match with the reasons the consumer reads.
 */

/** The lists the tester's selects offer: the catalogue the consumer's own forms choose from. */
export const testerOptions = (language: Language) => getOptionLists(["employment_status", "credit_score_band", "gold_purity"], language);

type Tested = { profile: EligibilityProfile; product: LenderProduct; match: Match; consumer: { name: string | null; mobile: string | null; email: string | null } | null };

const refused = (field: string, key: string): CommandResult<never> => ({ ok: false, status: 422, message: key, errors: { [field]: [key] } });

/** The typed answers as a consumer's row would hold them: the one amount is the product's own amount (its module says how). */
async function testProfile(v: TesterProfile): Promise<CommandResult<Tested>> {
  const asked = { amount: v.loanAmount, value: v.propertyValue ?? null, coApplicantIncome: v.coApplicantIncome ?? null, goldWeightGrams: v.goldWeightGrams ?? null, goldPurity: v.goldPurity ?? null };
  const answers = {
    age: v.age,
    monthlyIncome: v.monthlyIncome,
    seLoanAmount: v.loanAmount,
    employmentStatusCode: v.employmentStatusCode,
    creditScoreBand: v.creditScoreBand,
    ...(answersAsking(v.product, asked) as Partial<EligibilityAnswers>),
  };
  const profile = profileOfAnswers(answers, v.product);
  if (!profile) return refused("product", "admin:eligibilityTester.errors.incomplete");
  return { ok: true, message: "", data: { profile, product: v.product, match: await matchProfile(profile, v.product), consumer: null } };
}

/** A consumer's saved profile, matched as their offers page matches it; shown no more than the CSR portal shows of them. */
async function testConsumer(contact: { kind: "mobile" | "email"; value: string }, product: LenderProduct): Promise<CommandResult<Tested>> {
  const { found } = await findConsumers(contact);
  const consumer = found[0] ? await getConsumer(found[0].userId) : null;
  if (!consumer) return refused("contact", "admin:eligibilityTester.errors.noConsumer");
  const tested = await offersFor(consumer, product);
  if (!tested) return refused("product", "admin:eligibilityTester.errors.profileIncomplete");
  const shown = personShown(
    { firstName: consumer.firstName, lastName: null, mobile: consumer.mobilePhoneNumber, email: consumer.email, pan: null, birthDate: null, postalCode: null },
    "contactMasked",
  );
  return { ok: true, message: "", data: { ...tested, product, consumer: { name: shown.firstName, mobile: shown.mobile, email: shown.email } } };
}

/**
 * What the address asks (nothing, until a form is sent), judged by the
 * form's schema: the reply that keeps what was typed with each error beside
 * its field, and the test's outcome.
 */
export async function eligibilityTest(params: URLSearchParams, language: Language) {
  const who = params.get("who");
  if (who !== TESTER_WHO.profile && who !== TESTER_WHO.consumer) return { who: null, reply: null, outcome: null };
  const formData = new FormData();
  for (const [k, v] of params) formData.append(k, v);
  let result: CommandResult<Tested>;
  if (who === TESTER_WHO.consumer) {
    const parsed = parseForm(formData, TesterConsumerSchema);
    result = parsed.ok ? await testConsumer(parsed.value.contact, parsed.value.product) : parsed;
  } else {
    const purities = (await testerOptions(language)).gold_purity.map((o) => o.value);
    const parsed = parseForm(formData, testerProfileSchema(purities));
    result = parsed.ok ? await testProfile(parsed.value) : parsed;
  }
  const reply: FormReply = replyFor(formData, result);
  return { who, reply, outcome: result.ok ? shownOutcome(result.data, language) : null };
}

/** The outcome as the page shows it: the offers in the consumer's order, and each other lender with its reasons. */
function shownOutcome({ profile, product, match, consumer }: Tested, language: Language) {
  return {
    product,
    profile,
    consumer,
    offers: match.offers.map((o) => ({
      name: o.lender.name,
      displayName: o.lender.displayName,
      aprMin: o.lender.aprMin,
      interestRate: o.lender.interestRate,
      amountUpto: o.amountUpto,
      tenure: o.tenureMonths,
      // The tester shows what the consumer would see: the applied special offer's kind, the APR and the amount offered.
      specialOffer: o.facts.special?.kind ?? null,
      apr: o.facts.aprBps / 100,
      amount: o.facts.amount,
    })),
    // One lender at a time, told as its consumer would read it.
    notMatched: match.notMatched.map((n) => ({ name: n.lender.name, displayName: n.lender.displayName, reasons: tellReasons(groupByReasons([n]), language)[0].reasons })),
  };
}

export type TesterOutcome = NonNullable<Awaited<ReturnType<typeof eligibilityTest>>["outcome"]>;
