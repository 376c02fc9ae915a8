import { parseWithZod } from "@conform-to/zod/v4";
import { toIso } from "~/domain/platform/dates";
import { useEffect, useState } from "react";
import { data, Form, href, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CheckboxField, ErrorList, fieldValue, FormErrors, SelectField, SubmitButton, TextField, useFormValidity, type FormResult } from "~/components/forms";
import { CategoryFields, Section } from "~/components/intake-fields";
import { subCategoriesOf } from "~/domain/partner/intake";
import { UDYAM } from "~/domain/platform/patterns";
import { intakeSchema } from "~/forms/partner/intake";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { TermsAndPrivacyText } from "~/i18n/rich-text";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { now, todayInIndia } from "~/server/platform/db/clock.server";
import { openIntake } from "~/server/partner/intake-access.server";
import { submitIntake } from "~/server/partner/intake.server";
import { isJourneyProduct, offersPathFor } from "~/domain/products";
import { readJourney } from "~/server/consumer/journey.server";
import type { Route } from "./+types/lender-intake";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

/**
 * Only the application's owner or a signed link opens the form (decision 013-intake-access);
 * anyone else meets the same 404 as an unknown application. One the lender has
 * decided goes to its redirection URL (SPEC.md 8).
 */
async function openForm(request: Request, params: Route.LoaderArgs["params"], locale: Language) {
  const gate = await openIntake(request, params.lender, params.creditappUuid);
  if (gate.refusal === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(gate.retryAfterSeconds / 60));
    throw data(
      { title: translate(locale, "intake:tooManyRequests.title"), message: translate(locale, "intake:tooManyRequests.message", { minutes }) },
      { status: 429, headers: { "Retry-After": String(gate.retryAfterSeconds) } },
    );
  }
  if (gate.refusal) throw data(null, { status: 404 });
  if (gate.ctx.kind === "decided") throw redirect(gate.ctx.redirectionUrl ?? "/404");
  return { ...gate, ctx: gate.ctx };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = getLanguage(context);
  const { ctx, session, signedQuery } = await openForm(request, params, locale);
  const { productType } = readJourney(request);
  return {
    lender: ctx.lender,
    options: ctx.options,
    loggedIn: session !== null,
    // The merchant's own offers page (a business loan's is not /user/offers); the guards there check the journey again.
    offersPath: isJourneyProduct(productType) ? offersPathFor(productType) : null,
    // A signed link's own post carries its signature, so the form keeps working without the consumer's session.
    formAction: signedQuery ? `${href("/user/lender-intake/:lender/:creditappUuid", { lender: encodeURIComponent(params.lender), creditappUuid: params.creditappUuid })}?${signedQuery}` : undefined,
    today: toIso(todayInIndia()),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = await openForm(request, params, getLanguage(context));
  const formData = await request.formData();
  // Without JavaScript, choosing a category and pressing "Show sub-categories" redraws the form with that category's list.
  if (formData.get("intent") === "refresh") {
    const values = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    if (!subCategoriesOf(ctx.options, values.category).includes(values.subCategory)) values.subCategory = "";
    return data({ result: { status: "error", initialValue: values, error: {} } satisfies FormResult, rejected: false });
  }
  const submission = parseWithZod(formData, { schema: intakeSchema(ctx.options, now()) });
  if (submission.status !== "success") return data({ result: submission.reply() as FormResult, rejected: false }, { status: 422 });
  const outcome = await submitIntake(ctx, submission.value);
  if (outcome.result === "rejected") return data({ result: undefined, rejected: true }, { status: 200 });
  return redirect(outcome.redirectionUrl);
}

/** A 429 page tells the browser, as the JSON twin does, when to try again; the layouts' headers (their cookies) pass on unchanged. */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.merchantForm") }];
}

export default function LenderIntake({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("intake");
  const { lender, options, loggedIn, offersPath, today, formAction } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  const [category, setCategory] = useState(fieldValue(result, "category"));
  const [subCategory, setSubCategory] = useState(fieldValue(result, "subCategory"));
  useEffect(() => {
    setCategory(fieldValue(result, "category"));
    setSubCategory(fieldValue(result, "subCategory"));
  }, [result]);
  // Submit waits for every required field, the consent and a valid UAN (SPEC.md 4); the sub-category list changes with the category.
  const { ref, valid, onChange } = useFormValidity([category, subCategory]);
  const subs = subCategoriesOf(options, category);
  // With JavaScript, a mistyped UAN is said at once, beside the field (SPEC.md 5); the server says the same without it.
  const [uanError, setUanError] = useState<string | null>(null);

  if (actionData?.rejected) {
    return (
      <Main className="mx-auto max-w-2xl px-4 py-8">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-5 text-lg font-semibold text-red-800">
          {t("rejected")}
        </p>
      </Main>
    );
  }

  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      {loggedIn && offersPath ? (
        <Link to={offersPath} className="text-sm font-medium text-brand underline">
          {t("returnToOffers")}
        </Link>
      ) : null}
      <div className="mt-3 flex items-center gap-3">
        {lender.logoUrl ? <img src={lender.logoUrl} alt={lender.displayName} className="h-10 w-auto" /> : null}
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-slate-600">{t("thanks", { lender: lender.displayName })}</p>
        </div>
      </div>
      <Form ref={ref} method="post" action={formAction} encType="multipart/form-data" className="mt-4 flex flex-col gap-6" noValidate onChange={onChange}>
        <FormErrors result={result} />
        <Section title={t("sections.loan")}>
          <TextField name="loanAmount" label={t("fields.loanAmount")} result={result} inputMode="numeric" required />
          <SelectField name="purposeOfLoan" label={t("fields.purposeOfLoan")} result={result} options={options.purposeOfLoan} placeholder={t("choose")} required />
        </Section>
        <Section title={t("sections.personal")}>
          <SelectField name="gender" label={t("fields.gender")} result={result} options={options.gender} placeholder={t("choose")} required />
          <SelectField name="maritalStatus" label={t("fields.maritalStatus")} result={result} options={options.maritalStatus} placeholder={t("choose")} required />
          <TextField name="fathersName" label={t("fields.fathersName")} result={result} required />
          <TextField name="mothersName" label={t("fields.mothersName")} result={result} required />
        </Section>
        <Section title={t("sections.business")}>
          <TextField name="annualSalesTurnOver" label={t("fields.annualSalesTurnOver")} result={result} inputMode="numeric" required />
          <TextField
            name="uan"
            label={t("fields.uan")}
            hint={t("fields.uanHint")}
            result={result}
            pattern="UDYAM-[A-Za-z]{2}-\d{2}-\d{7}"
            maxLength={19}
            autoCapitalize="characters"
            onBlur={(e) => setUanError(e.currentTarget.value && !UDYAM.test(e.currentTarget.value.toUpperCase()) ? "intake:errors.uan" : null)}
          />
          {uanError ? <ErrorList id="intake-uan-client-error" errors={[uanError]} /> : null}
          <TextField name="name" label={t("fields.name")} result={result} required />
          <TextField name="dateOfIncorporation" label={t("fields.dateOfIncorporation")} result={result} type="date" max={today} required />
          <CategoryFields
            options={options}
            result={result}
            category={category}
            subCategory={subCategory}
            subs={subs}
            onCategory={(c) => {
              setCategory(c);
              setSubCategory("");
            }}
            onSubCategory={setSubCategory}
          />
          <SelectField name="nature" label={t("fields.nature")} result={result} options={options.nature} placeholder={t("choose")} required />
        </Section>
        <Section title={t("sections.address")}>
          <TextField name="businessAddressLine1" label={t("fields.businessAddressLine1")} result={result} required />
          <TextField name="businessAddressLine2" label={t("fields.businessAddressLine2")} result={result} required />
          <TextField name="businessAddressPincode" label={t("fields.businessAddressPincode")} result={result} inputMode="numeric" maxLength={6} pattern="[1-9][0-9]{5}" required />
        </Section>
        <CheckboxField
          name="consent"
          result={result}
          label={
            // One translated sentence with its links tagged, so each language keeps its own word order (the Hindi verb comes last).
            <TermsAndPrivacyText text={t("consent")} />
          }
        />
        <SubmitButton disabled={!valid}>{t("submit")}</SubmitButton>
      </Form>
    </Main>
  );
}

/** Too many requests shows what happened and when to try again, in the visitor's language; anything else is the general page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 429 && error.data?.message) {
    return (
      <Main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-semibold">{error.data.title}</h1>
        <p role="alert" className="text-slate-600">
          {error.data.message}
        </p>
      </Main>
    );
  }
  return <GeneralErrorBoundary />;
}
