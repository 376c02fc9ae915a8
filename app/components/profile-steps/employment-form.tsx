import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { HOUSEHOLD_FIELDS } from "~/domain/lending/product-details";
import { useT } from "~/i18n/use-t";
import type { EmploymentView } from "~/server/consumer/profile-steps/index.server";
import { DetailFields } from "../detail-fields";
import { fieldValue, SelectField, SubmitButton, TextField, type FormResult } from "../forms";
import { StepForm } from "./step-form";

/** The employment step: work and income, and the group of questions of the status chosen. */
export function EmploymentForm({ result, view, last }: { result?: FormResult; view: EmploymentView; last: boolean }) {
  const t = useT();
  const { saved, lists } = view;
  // Without JavaScript both groups show (the server ignores the one that does not apply); with it, only the chosen one.
  const [status, setStatus] = useState(fieldValue(result, "employmentStatus", saved.employmentStatus));
  const hydrated = useHydrated();
  const hide = (group: "salaried" | "business") => hydrated && status !== "" && (group === "salaried") !== (status === "salaried");
  return (
    <StepForm intent="employment" result={result}>
      <SelectField
        name="employmentStatus"
        label={t("profile.employmentStatus")}
        result={result}
        saved={saved.employmentStatus}
        options={lists.employment_status}
        placeholder={t("profile.choose")}
        className="sm:col-span-2"
        required
        onChange={(e) => setStatus(e.currentTarget.value)}
      />
      <TextField name="monthlyIncome" label={t("profile.monthlyIncome")} hint={t("profile.monthlyIncomeHint")} result={result} saved={saved.monthlyIncome} inputMode="numeric" required />
      <TextField name="existingEmi" label={t("profile.existingEmi")} hint={t("profile.existingEmiHint")} result={result} saved={saved.existingEmi} inputMode="numeric" />
      <DetailFields fields={HOUSEHOLD_FIELDS} result={result} saved={saved} lists={lists} />
      <fieldset hidden={hide("salaried")} className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t("profile.salariedHeading")}</legend>
        <TextField name="employerName" label={t("profile.employerName")} result={result} saved={saved.employerName} autoComplete="organization" maxLength={40} />
        <TextField name="officePincode" label={t("profile.officePincode")} result={result} saved={saved.officePincode} inputMode="numeric" maxLength={6} />
        <SelectField name="salaryMode" label={t("profile.salaryMode")} result={result} saved={saved.salaryMode} options={lists.salary_mode} placeholder={t("profile.choose")} />
      </fieldset>
      <fieldset hidden={hide("business")} className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t("profile.businessHeading")}</legend>
        <SelectField
          name="businessTurnover"
          label={t("profile.businessTurnover")}
          result={result}
          saved={saved.businessTurnover}
          options={lists.business_current_turnover}
          placeholder={t("profile.choose")}
        />
        <SelectField name="businessYears" label={t("profile.businessYears")} result={result} saved={saved.businessYears} options={lists.business_years} placeholder={t("profile.choose")} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton>{last ? t("profile.seeOffers") : t("profile.saveContinue")}</SubmitButton>
        <Link to="?step=personal" className="text-sm text-brand underline">
          {t("profile.backToPersonal")}
        </Link>
      </div>
    </StepForm>
  );
}
