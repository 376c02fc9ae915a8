import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, type RouterContextProvider } from "react-router";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { TableSection } from "~/components/ui/section";
import { nextConsumerPath } from "~/domain/consumer/consumer-routing";
import { identityMatches, maskedIdentity } from "~/domain/consumer/identity-check";
import { isLoanProduct, productKeyOf, productsServedBy } from "~/domain/products";
import { formatRupees } from "~/domain/platform/money";
import { formatDay } from "~/domain/loans/format";
import { getLanguage } from "~/middleware/i18next";
import { isOpenApplication } from "~/domain/loans/next-step";
import { loanPath, statusPath } from "~/domain/loans/paths";
import { ChooseApplicationSchema, IdentityCheckSchema } from "~/forms/consumer/identity";
import { useT } from "~/i18n/use-t";
import { applicationsOf } from "~/server/lending/applications.server";
import { insuranceRequestsOf } from "~/server/lending/insurance.server";
import { loanProductOf, requireJourney, type JourneyContext } from "~/middleware/consumer-guard.server";
import { updateConsumer } from "~/server/consumer/consumers.server";
import { checkIdentityAllowed, chooseAppId, markIdentityVerified } from "~/server/consumer/identity.server";
import { redirectWithJourney } from "~/responses/redirects.server";
import { normalisePattern } from "~/server/platform/http/pages.server";
import { continueAtOnce, continuesAtOnce } from "~/server/lending/product-flows.server";
import type { Route } from "./+types/welcome-back";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

/** Each welcome-back page serves its product group (app/domain/products.ts); another product goes back to the products page. */
function load(pattern: string, context: Readonly<RouterContextProvider>) {
  return requireJourney(context, { products: productsServedBy("welcomeBack", normalisePattern(pattern)), allowUnverified: true });
}

/**
 * A returning consumer: prove it is you (birth date and PAN), then continue
 * or start a new application. The check is asked once per session; a
 * consumer who passed it (or has nothing on file) only chooses.
 */
export async function loader({ context, pattern }: Route.LoaderArgs) {
  const ctx = load(pattern, context);
  const language = getLanguage(context);
  const checkNeeded = !ctx.state.identityVerified;
  if (!checkNeeded && ctx.state.profileComplete && goesOnAtOnce(ctx)) throw await goOnNow(ctx);
  if (!checkNeeded && (!ctx.state.profileComplete || ctx.state.hasAppId)) throw redirect(nextConsumerPath(ctx.state));
  const apps = await applicationsOf(ctx.consumer.id);
  const insurance = await insuranceRequestsOf(ctx.consumer.id);
  return {
    firstName: ctx.consumer.firstName,
    checkNeeded,
    masked: maskedIdentity(ctx.consumer),
    applications: apps.map((a) => ({
      ...a,
      createdAt: formatDay(a.createdAt, language),
    })),
    // Insurance requests are listed like loan applications, with their own status (docs/decisions/026-every-product.md).
    insurance: insurance.map((r) => ({ uuid: r.uuid, productKey: productKeyOf(r.product), status: r.status, createdAt: formatDay(r.createdAt, language) })),
  };
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  const ctx = load(pattern, context);
  const formData = await request.formData();
  if (!ctx.state.identityVerified) {
    // Counted before comparing, so the PAN and birth date cannot be guessed by trying many.
    const allowed = await checkIdentityAllowed(ctx.consumer.id);
    const submission = parseWithZod(formData, {
      schema: IdentityCheckSchema.superRefine((v, zctx) => {
        if (!allowed)
          zctx.addIssue({
            code: "custom",
            message: "identity.tooManyAttempts",
          });
        else if (!identityMatches(ctx.consumer, v.birthDate, v.pan))
          zctx.addIssue({
            code: "custom",
            message: "validation.identityMismatch",
          });
      }),
    });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: allowed ? 400 : 429 });
    await markIdentityVerified(ctx.session, ctx.prospect.uuid);
    if (goesOnAtOnce(ctx) && submission.value.intent === "continue") return goOnNow(ctx);
    return choose(ctx, submission.value.intent);
  }
  const submission = parseWithZod(formData, {
    schema: ChooseApplicationSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await chooseAppId(ctx.session, ctx.prospect.uuid);
  return choose(ctx, submission.value.intent);
}

/** A product whose module says its welcome-back goes on at once (housing, gold: SPEC.md 2.1's housing-welcome-back). */
const goesOnAtOnce = (ctx: JourneyContext) => isLoanProduct(ctx.product) && continuesAtOnce(ctx.product);

/** By the redirect rules, and to the offers by the product's own way on (gold starts its flow), recording the eligibility check. */
async function goOnNow(ctx: JourneyContext): Promise<Response> {
  const { to, appId } = await continueAtOnce({ ...ctx, product: loanProductOf(ctx) }, ctx.state);
  return redirectWithJourney(to, { appId });
}

async function choose(ctx: JourneyContext, intent: "continue" | "new") {
  // A new application starts from the saved profile, open for review.
  if (intent === "new") await updateConsumer(ctx.consumer.id, { isEditing: 1 });
  const next = nextConsumerPath({
    ...ctx.state,
    identityVerified: true,
    hasAppId: true,
    editMode: ctx.state.editMode || intent === "new",
  });
  return redirectWithJourney(next, { appId: ctx.prospect.uuid });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.welcomeBack") }];
}

export default function WelcomeBack({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result;
  const { masked, applications, insurance, checkNeeded } = loaderData;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("welcomeBack.heading", { name: loaderData.firstName ?? "" })}</h1>
      <p className="mt-1 text-slate-600">{checkNeeded ? t("welcomeBack.intro") : t("identity.verifiedIntro")}</p>
      <Form method="post" className="mt-4 grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">
          <FormErrors result={result} />
        </div>
        {checkNeeded ? (
          <>
            <TextField
              name="birthDate"
              label={t("profile.birthDate")}
              hint={masked.birth_date ? t("welcomeBack.hint", { value: masked.birth_date }) : undefined}
              result={result}
              placeholder={t("profile.birthDateFormat")}
              inputMode="numeric"
              maxLength={10}
              required
            />
            <TextField
              name="pan"
              label={t("profile.pan")}
              hint={masked.pan ? t("welcomeBack.hint", { value: masked.pan }) : undefined}
              result={result}
              maxLength={10}
              autoCapitalize="characters"
              required
            />
          </>
        ) : null}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <SubmitButton name="intent" value="continue">
            {t("welcomeBack.continue")}
          </SubmitButton>
          <button type="submit" name="intent" value="new" className="rounded-md border border-brand px-5 py-2.5 font-semibold text-brand">
            {t("welcomeBack.startNew")}
          </button>
        </div>
      </Form>

      {applications.length || insurance.length ? (
        <TableSection
          id="your-applications"
          heading={t("welcomeBack.applicationsHeading")}
          testId="applications-table"
          columns={[
            t("welcomeBack.lender"),
            t("welcomeBack.date"),
            t("status.status"),
            <span key="next-step" className="sr-only">
              {t("myLoans.nextStep")}
            </span>,
          ]}
        >
          {applications.map((a) => (
            <tr key={a.uuid} className="border-b border-slate-100 last:border-0">
              <td className="p-3">
                {a.lenderDisplayName}
                <span className="block text-xs text-slate-500">{a.amount ? formatRupees(a.amount) : ""}</span>
              </td>
              <td className="p-3">{a.createdAt}</td>
              <td className="p-3">{t(`status.values.${a.status}`)}</td>
              <td className="p-3">
                {/* Only an open application is resumed; a disbursed one opens its loan, a rejected one its status and why. */}
                <Link
                  to={isOpenApplication(a.status) ? statusPath(a.lenderName) : a.status === "disbursed" ? loanPath(a.uuid) : statusPath(a.lenderName)}
                  className="font-semibold text-brand underline"
                >
                  {isOpenApplication(a.status) ? t("welcomeBack.resume") : t(a.status === "disbursed" ? "myLoans.next.loan" : "myLoans.next.status")}
                </Link>
              </td>
            </tr>
          ))}
          {insurance.map((r) => (
            <tr key={r.uuid} className="border-b border-slate-100 last:border-0">
              <td className="p-3">{t(`products.${r.productKey}.name`)}</td>
              <td className="p-3">{r.createdAt}</td>
              <td className="p-3">{t(`insurance.statuses.${r.status}`)}</td>
              <td className="p-3" />
            </tr>
          ))}
        </TableSection>
      ) : null}
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
