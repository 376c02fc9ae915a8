import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextField, type FormResult, type Option } from "~/components/forms";
import { Panel } from "~/components/ui/panel";
import { TESTER_WHO } from "~/forms/admin/eligibility-tester";
import { useT } from "~/i18n/use-t";

export interface TesterLists {
  products: Option[];
  employment_status: Option[];
  credit_score_band: Option[];
  gold_purity: Option[];
}

/** The labels of the tester's fields (admin eligibilityTester.fields). */
export type FieldKey =
  | "product"
  | "monthlyIncome"
  | "age"
  | "employment"
  | "loanAmount"
  | "creditScoreBand"
  | "propertyValue"
  | "coApplicantIncome"
  | "goldWeightGrams"
  | "goldPurity"
  | "contact"
  | "collateral";

const grid = "mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** One of the tester's two GET forms: its heading, its kind (`who`), its fields and its button; the test is in the address. */
function TesterForm({ who, heading, submit, result, children }: { who: keyof typeof TESTER_WHO; heading: string; submit: string; result?: FormResult; children: ReactNode }) {
  return (
    <Panel id={`${who}-test-heading`} heading={heading} className="mt-4">
      <Form method="get" noValidate data-testid={`${who}-test`}>
        <input type="hidden" name="who" value={TESTER_WHO[who]} />
        <FormErrors result={result} />
        <div className={grid}>{children}</div>
        <SubmitButton className="mt-4">{submit}</SubmitButton>
      </Form>
    </Panel>
  );
}

/** A profile typed in, as the consumer's forms would have saved it. */
export function ProfileTestForm({ lists, result }: { lists: TesterLists; result?: FormResult }) {
  const t = useT("admin");
  const f = (name: FieldKey) => t(`eligibilityTester.fields.${name}`);
  return (
    <TesterForm who="profile" heading={t("eligibilityTester.profileHeading")} submit={t("eligibilityTester.check")} result={result}>
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
    </TesterForm>
  );
}

/** A consumer named by mobile or email: their saved profile, matched as their offers page matches it. */
export function ConsumerTestForm({ lists, result }: { lists: TesterLists; result?: FormResult }) {
  const t = useT("admin");
  return (
    <TesterForm who="consumer" heading={t("eligibilityTester.consumerHeading")} submit={t("eligibilityTester.checkConsumer")} result={result}>
      <TextField name="contact" label={t("eligibilityTester.fields.contact")} result={result} autoComplete="off" maxLength={100} />
      <SelectField name="product" label={t("eligibilityTester.fields.product")} result={result} options={lists.products} saved="pl" />
    </TesterForm>
  );
}
