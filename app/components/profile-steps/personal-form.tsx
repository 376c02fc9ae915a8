import { formatRupees } from "~/domain/platform/money";
import { useT } from "~/i18n/use-t";
import type { PersonalView } from "~/server/consumer/profile-steps/index.server";
import { CheckboxField, SelectField, SubmitButton, TextField, type FormResult } from "../forms";
import { StepForm } from "./step-form";

/** Step 1 of every loan: who the consumer is, where they live, the amount, the communication consents and the preferences (both optional). */
export function PersonalForm({ result, view }: { result?: FormResult; view: PersonalView }) {
  const t = useT();
  const { saved, lists, emailStatus } = view;
  return (
    <StepForm intent="personal" result={result}>
      <TextField name="firstName" label={t("profile.firstName")} result={result} saved={saved.firstName} autoComplete="given-name" required />
      <TextField name="lastName" label={t("profile.lastName")} result={result} saved={saved.lastName} autoComplete="family-name" required />
      <TextField name="birthDate" label={t("profile.birthDate")} hint={t("profile.birthDateHint")} result={result} saved={saved.birthDate} inputMode="numeric" maxLength={10} required />
      <TextField name="pan" label={t("profile.pan")} hint={t("profile.panHint")} result={result} saved={saved.pan} maxLength={10} autoCapitalize="characters" required />
      <TextField
        name="email"
        label={t("profile.email")}
        hint={emailStatus ? <PendingEmailHint status={emailStatus} /> : undefined}
        result={result}
        saved={saved.email}
        type="email"
        autoComplete="email"
        required
      />
      <SelectField name="gender" label={t("profile.gender")} result={result} saved={saved.gender} options={lists.gender} placeholder={t("profile.choose")} required />
      <TextField name="address1" label={t("profile.address1")} result={result} saved={saved.address1} autoComplete="address-line1" className="sm:col-span-2" required />
      <TextField name="address2" label={t("profile.address2")} result={result} saved={saved.address2} autoComplete="address-line2" className="sm:col-span-2" />
      <TextField name="postalCode" label={t("profile.pincode")} result={result} saved={saved.postalCode} inputMode="numeric" maxLength={6} autoComplete="postal-code" required />
      <SelectField name="residenceType" label={t("profile.residenceType")} result={result} saved={saved.residenceType} options={lists.residence_type} placeholder={t("profile.choose")} required />
      <TextField name="monthlyRent" label={t("profile.monthlyRent")} hint={t("profile.monthlyRentHint")} result={result} saved={saved.monthlyRent} inputMode="numeric" />
      <SelectField name="educationalLevel" label={t("profile.education")} result={result} saved={saved.educationalLevel} options={lists.educational_level} placeholder={t("profile.choose")} required />
      {view.asksAmount ? (
        <TextField
          name="desiredLoanAmount"
          label={t("profile.desiredLoanAmount")}
          hint={t("profile.desiredLoanAmountHint", { min: formatRupees(1000), max: formatRupees(1000000) })}
          result={result}
          saved={saved.desiredLoanAmount}
          inputMode="numeric"
          required
        />
      ) : null}
      <SelectField
        name="creditScoreBand"
        label={t("profile.creditScoreBand")}
        hint={t("profile.creditScoreBandHint")}
        result={result}
        saved={saved.creditScoreBand}
        options={lists.credit_score_band}
        placeholder={t("profile.choose")}
        required
      />
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">{t("profile.communicationHeading")}</legend>
        <CheckboxField name="allowSms" label={t("profile.allowSms")} result={result} saved={saved.allowSms} />
        <CheckboxField name="allowEmails" label={t("profile.allowEmails")} result={result} saved={saved.allowEmails} />
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("profile.preferencesHeading")}</legend>
        <SelectField
          name="communicationPreference"
          label={t("profile.communicationPreference")}
          hint={t("profile.communicationPreferenceHint")}
          result={result}
          saved={saved.communicationPreference}
          options={lists.communication_preference}
          placeholder={t("profile.noPreference")}
        />
        <SelectField
          name="preferNetBanking"
          label={t("profile.preferNetBanking")}
          hint={t("profile.preferNetBankingHint")}
          result={result}
          saved={saved.preferNetBanking}
          options={lists.prefer_net_banking}
          placeholder={t("profile.noPreference")}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <SubmitButton className="w-full sm:w-auto">{t("profile.saveContinue")}</SubmitButton>
      </div>
    </StepForm>
  );
}

function PendingEmailHint({ status }: { status: NonNullable<PersonalView["emailStatus"]> }) {
  const t = useT();
  return <span data-testid="email-pending">{status.current ? t("emailChange.pendingHintWithCurrent", { current: status.current }) : t("emailChange.pendingHint")}</span>;
}
