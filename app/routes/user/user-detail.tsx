import { data, redirect, type RouterContextProvider } from "react-router";
import type { FormResult } from "~/components/forms";
import { EmploymentForm } from "~/components/profile-steps/employment-form";
import { OwnStepForm } from "~/components/profile-steps/own-step-form";
import { PersonalForm } from "~/components/profile-steps/personal-form";
import { detailPageRedirect } from "~/domain/consumer/consumer-routing";
import { resumeStep, stepAfter } from "~/domain/consumer/profile";
import { loanProfileOf, productsServedBy, type ProfileStep } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { redirectWithJourney, redirectWithToast } from "~/responses/redirects.server";
import { normalisePattern } from "~/server/platform/http/pages.server";
import { finishProfile } from "~/server/lending/product-flows.server";
import { profileStepServer, type StepAnswer, type StepJourney } from "~/server/consumer/profile-steps/index.server";
import type { Route } from "./+types/user-detail";
import { Main } from "~/components/main";

/**
 * The profile of a loan (four routes, one per detail page of the products'
 * modules): the route chooses the step, each step's module draws it
 * (components/profile-steps/) and saves it (server/profile-steps/).
 */
function load(pattern: string, context: Readonly<RouterContextProvider>) {
  const ctx = requireJourney(context, { products: productsServedBy("detail", normalisePattern(pattern)) });
  return { ctx, journey: { ...ctx, product: loanProductOf(ctx) } satisfies StepJourney };
}

/** Where a step is asked: this page, at that step. */
function stepPath(url: URL, step: ProfileStep): string {
  const next = new URL(url);
  next.searchParams.set("step", step);
  return next.pathname + next.search;
}

/** The step the page shows: the one asked for once the steps before it are saved, else the first not saved. */
function shownStep(url: URL, journey: StepJourney): ProfileStep {
  return resumeStep(journey.consumer, journey.product, { step: url.searchParams.get("step"), edit: url.searchParams.get("edit") === "1" });
}

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { ctx, journey } = load(pattern, context);
  const editMode = url.searchParams.get("edit") === "1";
  const go = detailPageRedirect({ ...ctx.state, editMode: ctx.state.editMode || editMode });
  if (go) throw redirect(go);
  const step = shownStep(url, journey);
  return {
    step,
    steps: loanProfileOf(journey.product).steps,
    view: await profileStepServer(step).load(journey, { language: getLanguage(context), here: url.pathname + url.search }),
  };
}

/** The posted step (its intent; else the one the page shows) is saved by its own module; then the next step, or the product's way on. */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { journey } = load(pattern, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const step = loanProfileOf(journey.product).steps.find((s) => s === intent) ?? shownStep(url, journey);
  // A step is saved only once the steps before it are: else a later step would complete a profile with none of them.
  const reachable = resumeStep(journey.consumer, journey.product, { step, edit: false });
  if (reachable !== step) return redirect(stepPath(url, reachable));
  const after = stepAfter(journey.product, step);
  const answer = await profileStepServer(step).post(journey, formData, {
    language: getLanguage(context),
    ip: clientIp(request),
    userAgent: request.headers.get("user-agent"),
    next: after ? stepPath(url, after) : null,
  });
  return respond(answer, journey, request);
}

async function respond(answer: StepAnswer, journey: StepJourney, request: Request) {
  if (answer.kind === "invalid") return data({ result: answer.result }, { status: 400 });
  if (answer.kind === "next") return answer.toast ? redirectWithToast(answer.to, answer.toast, {}, request) : redirect(answer.to);
  const done = await finishProfile(journey);
  return redirectWithJourney(done.to, { appId: done.appId });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.profile") }];
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { step, steps, view } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  const at = steps.indexOf(step);
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <p className="text-sm font-medium text-slate-500">{t("profile.stepOf", { step: at + 1, total: steps.length })}</p>
      <h1 className="text-2xl font-bold">{t(`details.headings.${step}` as string)}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        {view.kind === "personal" ? (
          <PersonalForm result={result} view={view} />
        ) : view.kind === "employment" ? (
          <EmploymentForm result={result} view={view} last={at === steps.length - 1} />
        ) : (
          <OwnStepForm result={result} view={view} previous={steps[at - 1]} />
        )}
      </div>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
