import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { DetailFields } from "~/components/detail-fields";
import { CheckboxField, fieldValue, FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { detailPageRedirect } from "~/domain/consumer-routing";
import { fromIso, toDmy } from "~/domain/dates";
import { formatRupees } from "~/domain/money";
import { HOUSEHOLD_FIELDS, isProductStep, listsOfStep, productStepFields, profileSteps, type ProductStep, type ProfileStep } from "~/domain/product-details";
import { hasPersonalDetails } from "~/domain/profile";
import { offersPathFor, productsServedBy, type JourneyProduct } from "~/domain/products";
import { otpRefusedMessage } from "~/forms/login";
import { productStepSchema, type ProductStepValue } from "~/forms/product-details";
import { EmploymentSchema, personalDetailsSchema } from "~/forms/profile";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { clientIp } from "~/server/client-ip.server";
import { now } from "~/server/clock.server";
import { loanProductOf, requireJourney, type JourneyContext } from "~/server/consumer-guard.server";
import { getConsumer, type Consumer } from "~/server/consumers.server";
import { startGoldLoan } from "~/server/gold-loans.server";
import { hasProductStep, saveProductStep, savedProductStep } from "~/server/product-details.server";
import { chooseAppId } from "~/server/identity.server";
import { redirectWithJourney } from "~/server/journey.server";
import { sendEmailCode } from "~/server/email-change.server";
import { saveEmployment, savePersonalDetails } from "~/server/profile.server";
import { updateProspect } from "~/server/prospects.server";
import { redirectWithToast } from "~/server/toast.server";
import { getOptionLists, isOption, type Option } from "~/server/select-lists.server";
import type { Route } from "./+types/user-detail";
import { pageTitle } from "~/i18n/meta";
import { screenMessages } from "~/i18n/screen-messages.server";

const LISTS = [
  "household_income",
  "gender",
  "residence_type",
  "educational_level",
  "credit_score_band",
  "employment_status",
  "salary_mode",
  "business_current_turnover",
  "business_years",
] as const;

function stepDone(c: Consumer, step: ProfileStep): boolean {
  if (step === "personal") return hasPersonalDetails(c);
  if (step === "employment") return Boolean(c.employmentStatusCode && c.monthlyIncome !== null);
  return hasProductStep(c, step);
}

/**
 * Resume where the consumer left: the step asked for once the steps before it
 * are saved, else the first one not saved; editing from the drawer starts
 * again at the first step.
 */
function wantedStep(url: URL, steps: readonly ProfileStep[], c: Consumer): ProfileStep {
  const asked = url.searchParams.get("step") ?? (url.searchParams.get("edit") === "1" ? "personal" : null);
  const firstOpen = steps.find((s) => !stepDone(c, s));
  const at = steps.indexOf(asked as ProfileStep);
  if (at >= 0 && steps.slice(0, at).every((s) => stepDone(c, s))) return steps[at];
  return firstOpen ?? steps[steps.length - 1];
}

/** The lists the page offers: the profile's, and its product step's. */
function listsFor(steps: readonly ProfileStep[]): string[] {
  return [...LISTS, ...steps.filter(isProductStep).flatMap(listsOfStep)];
}

/** The step after this one, as a path to redirect to. */
function stepPath(url: URL, step: ProfileStep): string {
  const next = new URL(url);
  next.searchParams.set("step", step);
  return next.pathname + next.search;
}

/**
 * The last step saved: the profile is complete and this visit's application
 * chosen. Gold starts the gold-loan flow and goes where it answers (SPEC.md
 * 2.1); the others go to their offers.
 */
async function finish(ctx: JourneyContext) {
  await updateProspect(ctx.prospect.id, { step: "profile_complete" });
  await chooseAppId(ctx.session, ctx.prospect.uuid);
  if (ctx.product === "gl") {
    const consumer = await getConsumer(ctx.consumer.id);
    const started = consumer ? await startGoldLoan(consumer, ctx.prospect) : { redirect: "offers" };
    return redirectWithJourney(`/user/${started.redirect}`, { appId: ctx.prospect.uuid });
  }
  return redirectWithJourney(offersPathFor(ctx.product as JourneyProduct), { appId: ctx.prospect.uuid });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ctx = requireJourney(context, { products: productsServedBy("detail", url.pathname) });
  const editMode = url.searchParams.get("edit") === "1";
  const go = detailPageRedirect({ ...ctx.state, editMode: ctx.state.editMode || editMode });
  if (go) throw redirect(go);
  const c = ctx.consumer;
  const birth = c.birthDate ? fromIso(c.birthDate) : null;
  const steps = profileSteps[loanProductOf(ctx)];
  const step = wantedStep(url, steps, c);
  return {
    emailStatus: c.pendingEmail ? { pending: c.pendingEmail, current: c.email, confirmPath: `/user/confirm-email?${new URLSearchParams({ next: url.pathname + url.search })}` } : null,
    step,
    steps,
    editMode,
    lists: await getOptionLists(listsFor(steps), getLanguage(context)),
    productSaved: isProductStep(step) ? savedProductStep(c, step) : {},
    i18n: screenMessages(context, { common: ["profile", "details", "emailChange", "validation", "titles"] }),
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
      employmentStatus: c.employmentStatusCode ?? (ctx.state.productType === "bl" ? "business" : null),
      employerName: c.employerName,
      officePincode: c.officePincode,
      monthlyIncome: c.monthlyIncome,
      salaryMode: c.salaryMode,
      businessTurnover: c.businessCurrentTurnover,
      businessYears: c.businessYears,
      householdIncome: c.householdIncome,
      householdDeclaration: c.householdIncomeDeclaredAt ? "on" : null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const ctx = requireJourney(context, { products: productsServedBy("detail", url.pathname) });
  const formData = await request.formData();
  const steps = profileSteps[loanProductOf(ctx)];
  const lists = await getOptionLists(listsFor(steps), getLanguage(context));
  const intent = formData.get("intent");
  const step = steps.find((s) => s === intent) ?? "employment";
  const after = steps[steps.indexOf(step) + 1];

  if (isProductStep(step)) {
    const submission = await parseWithZod(formData, { schema: productStepSchema(step, lists) });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    await saveProductStep(ctx.consumer.id, step, submission.value as ProductStepValue);
    return finish(ctx);
  }

  if (step === "personal") {
    const submission = await parseWithZod(formData, {
      // Whether the email is someone else's is not checked here: the answer would tell anyone which addresses have accounts.
    schema: personalDetailsSchema(now()).superRefine((v, zctx) => {
        const choices: [keyof typeof v, Option[]][] = [
          ["gender", lists.gender],
          ["residenceType", lists.residence_type],
          ["educationalLevel", lists.educational_level],
          ["creditScoreBand", lists.credit_score_band],
        ];
        for (const [field, list] of choices) {
          if (!isOption(list, v[field] as string)) zctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
        }
      }),
    });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const email = await savePersonalDetails(ctx.consumer, submission.value, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
    await updateProspect(ctx.prospect.id, { step: "personal" });
    const nextPath = stepPath(url, after);
    if (!email.sendCode || !email.pendingEmail) return redirect(nextPath);
    // A new email is confirmed before it counts: its code goes out now, and the confirm step comes before step 2.
    const confirmPath = `/user/confirm-email?${new URLSearchParams({ next: nextPath })}`;
    const sent = await sendEmailCode(ctx.session, ctx.consumer.id, email.pendingEmail, clientIp(request));
    if (!sent.ok) return redirectWithToast(confirmPath, { type: "error", message: otpRefusedMessage(sent.reason) }, {}, request);
    return redirect(confirmPath);
  }

  const submission = await parseWithZod(formData, {
    schema: EmploymentSchema.superRefine((v, zctx) => {
      if (!isOption(lists.household_income, v.householdIncome)) zctx.addIssue({ code: "custom", path: ["householdIncome"], message: "validation.required" });
      if (v.employmentStatus === "salaried" && !isOption(lists.salary_mode, v.salaryMode)) {
        zctx.addIssue({ code: "custom", path: ["salaryMode"], message: "validation.required" });
      }
      if (v.employmentStatus !== "salaried") {
        if (!isOption(lists.business_current_turnover, v.businessTurnover)) zctx.addIssue({ code: "custom", path: ["businessTurnover"], message: "validation.required" });
        if (!isOption(lists.business_years, v.businessYears)) zctx.addIssue({ code: "custom", path: ["businessYears"], message: "validation.required" });
      }
    }),
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveEmployment(ctx.consumer.id, loanProductOf(ctx), submission.value, { complete: !after });
  if (!after) return finish(ctx);
  await updateProspect(ctx.prospect.id, { step: "employment" });
  return redirect(stepPath(url, after));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.profile") }];
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { step, steps, saved, lists, emailStatus, productSaved } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  const last = steps.indexOf(step) === steps.length - 1;
  const previous = steps[steps.indexOf(step) - 1];
  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <p className="text-sm font-medium text-slate-500">{t("profile.stepOf", { step: steps.indexOf(step) + 1, total: steps.length })}</p>
      <h1 className="text-2xl font-bold">{t(`details.headings.${step}`)}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        {step === "personal" ? (
          <PersonalForm result={result} saved={saved} lists={lists} emailStatus={emailStatus} />
        ) : step === "employment" ? (
          <EmploymentForm result={result} saved={saved} lists={lists} last={last} />
        ) : (
          <ProductStepForm step={step} result={result} saved={productSaved} lists={lists} previous={previous} />
        )}
      </div>
    </main>
  );
}

/** A product's own step, rendered from its fields (app/domain/product-details.ts). */
function ProductStepForm({
  step,
  result,
  saved,
  lists,
  previous,
}: {
  step: ProductStep;
  result?: FormResult;
  saved: Record<string, string | number | null>;
  lists: Record<string, Option[]>;
  previous?: ProfileStep;
}) {
  const t = useT();
  return (
    <StepForm intent={step} result={result}>
      <DetailFields fields={productStepFields[step]} result={result} saved={saved} lists={lists} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton>{t(`details.submit.${step}`)}</SubmitButton>
        {previous ? (
          <Link to={`?step=${previous}`} className="text-sm text-brand underline">
            {t("details.back")}
          </Link>
        ) : null}
      </div>
    </StepForm>
  );
}

/** One step of the profile: its own post, told apart by intent, with the step's form-wide errors first. */
function StepForm({ intent, result, children }: { intent: ProfileStep; result?: FormResult; children: React.ReactNode }) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <div className="sm:col-span-2">
        <FormErrors result={result} />
      </div>
      {children}
    </Form>
  );
}

type Saved = Route.ComponentProps["loaderData"]["saved"];
type Lists = Route.ComponentProps["loaderData"]["lists"];

type EmailStatus = Route.ComponentProps["loaderData"]["emailStatus"];

function PersonalForm({ result, saved, lists, emailStatus }: { result?: FormResult; saved: Saved; lists: Lists; emailStatus: EmailStatus }) {
  const t = useT();
  return (
    <StepForm intent="personal" result={result}>
      <TextField name="firstName" label={t("profile.firstName")} result={result} saved={saved.firstName} autoComplete="given-name" required />
      <TextField name="lastName" label={t("profile.lastName")} result={result} saved={saved.lastName} autoComplete="family-name" required />
      <TextField
        name="birthDate"
        label={t("profile.birthDate")}
        hint={t("profile.birthDateHint")}
        result={result}
        saved={saved.birthDate}
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        maxLength={10}
        required
      />
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
      <TextField
        name="desiredLoanAmount"
        label={t("profile.desiredLoanAmount")}
        hint={t("profile.desiredLoanAmountHint", { min: formatRupees(1000), max: formatRupees(1000000) })}
        result={result}
        saved={saved.desiredLoanAmount}
        inputMode="numeric"
        required
      />
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
      <div className="sm:col-span-2">
        <SubmitButton className="w-full sm:w-auto">{t("profile.saveContinue")}</SubmitButton>
      </div>
    </StepForm>
  );
}

function PendingEmailHint({ status }: { status: NonNullable<EmailStatus> }) {
  const t = useT();
  return (
    <span data-testid="email-pending">
      {status.current ? t("emailChange.pendingHintWithCurrent", { current: status.current }) : t("emailChange.pendingHint")}{" "}
      <Link to={status.confirmPath} className="font-semibold text-brand underline">
        {t("emailChange.confirmNow")}
      </Link>
    </span>
  );
}

function EmploymentForm({ result, saved, lists, last }: { result?: FormResult; saved: Saved; lists: Lists; last: boolean }) {
  const t = useT();
  // Without JavaScript both groups show (the server ignores the one that does not apply); with it, only the chosen one.
  const [status, setStatus] = useState(fieldValue(result, "employmentStatus", saved.employmentStatus));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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
      <DetailFields fields={HOUSEHOLD_FIELDS} result={result} saved={saved} lists={lists} />
      <fieldset hidden={hide("salaried")} className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t("profile.salariedHeading")}</legend>
        <TextField name="employerName" label={t("profile.employerName")} result={result} saved={saved.employerName} autoComplete="organization" maxLength={40} />
        <TextField name="officePincode" label={t("profile.officePincode")} result={result} saved={saved.officePincode} inputMode="numeric" maxLength={6} />
        <SelectField name="salaryMode" label={t("profile.salaryMode")} result={result} saved={saved.salaryMode} options={lists.salary_mode} placeholder={t("profile.choose")} />
      </fieldset>
      <fieldset hidden={hide("business")} className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t("profile.businessHeading")}</legend>
        <SelectField name="businessTurnover" label={t("profile.businessTurnover")} result={result} saved={saved.businessTurnover} options={lists.business_current_turnover} placeholder={t("profile.choose")} />
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
