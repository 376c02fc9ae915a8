import { Form } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextField, type FormResult, type Option } from "~/components/forms";
import { TESTER_WHO } from "~/forms/eligibility-tester";
import { useT } from "~/i18n/use-t";

export interface TesterLists {
  products: Option[];
  employment_status: Option[];
  credit_score_band: Option[];
  gold_purity: Option[];
}

/** The labels of the tester's fields (admin eligibilityTester.fields). */
export type FieldKey = "product" | "monthlyIncome" | "age" | "employment" | "loanAmount" | "creditScoreBand" | "propertyValue" | "coApplicantIncome" | "goldWeightGrams" | "goldPurity" | "contact" | "collateral";

const grid = "mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** A profile typed in, as the consumer's forms would have saved it; a GET form, so the test is in the address. */
export function ProfileTestForm({ lists, result }: { lists: TesterLists; result?: FormResult }) {
  const t = useT("admin");
  const f = (name: FieldKey) => t(`eligibilityTester.fields.${name}`);
  return (
    <section aria-labelledby="profile-test-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="profile-test-heading" className="text-lg font-semibold">
        {t("eligibilityTester.profileHeading")}
      </h2>
      <Form method="get" noValidate data-testid="profile-test">
        <input type="hidden" name="who" value={TESTER_WHO.profile} />
        <FormErrors result={result} />
        <div className={grid}>
          <SelectField name="product" label={f("product")} result={result} options={lists.products} saved="pl" />
          <TextField name="monthlyIncome" label={f("monthlyIncome")} result={result} inputMode="numeric" />
          <TextField name="age" label={f("age")} result={result} inputMode="numeric" />
          <SelectField name="employmentStatusCode" label={f("employment")} result={result} options={lists.employment_status} placeholder={t("eligibilityTester.choose")} />
          <TextField name="loanAmount" label={f("loanAmount")} result={result} inputMode="numeric" />
          <SelectField name="creditScoreBand" label={f("creditScoreBand")} result={result} options={lists.credit_score_band} placeholder={t("eligibilityTester.choose")} />
          <TextField name="propertyValue" label={f("propertyValue")} hint={t("eligibilityTester.housingOnly")} result={result} inputMode="numeric" />
          <TextField name="coApplicantIncome" label={f("coApplicantIncome")} hint={t("eligibilityTester.housingOnly")} result={result} inputMode="numeric" />
          <TextField name="goldWeightGrams" label={f("goldWeightGrams")} hint={t("eligibilityTester.goldOnly")} result={result} inputMode="decimal" />
          <SelectField name="goldPurity" label={f("goldPurity")} hint={t("eligibilityTester.goldOnly")} result={result} options={lists.gold_purity} placeholder={t("eligibilityTester.choose")} />
        </div>
        <SubmitButton className="mt-4">{t("eligibilityTester.check")}</SubmitButton>
      </Form>
    </section>
  );
}

/** A consumer named by mobile or email: their saved profile, matched as their offers page matches it. */
export function ConsumerTestForm({ lists, result }: { lists: TesterLists; result?: FormResult }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="consumer-test-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="consumer-test-heading" className="text-lg font-semibold">
        {t("eligibilityTester.consumerHeading")}
      </h2>
      <Form method="get" noValidate data-testid="consumer-test">
        <input type="hidden" name="who" value={TESTER_WHO.consumer} />
        <FormErrors result={result} />
        <div className={grid}>
          <TextField name="contact" label={t("eligibilityTester.fields.contact")} result={result} autoComplete="off" maxLength={100} />
          <SelectField name="product" label={t("eligibilityTester.fields.product")} result={result} options={lists.products} saved="pl" />
        </div>
        <SubmitButton className="mt-4">{t("eligibilityTester.checkConsumer")}</SubmitButton>
      </Form>
    </section>
  );
}
