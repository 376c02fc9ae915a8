import { LenderStep } from "~/components/consumer/lender-step";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect } from "react-router";
import { FormErrors, SelectField, SubmitButton, type FormResult } from "~/components/forms";
import { LENDER_PAGE_QUESTIONS, questionSetOf } from "~/domain/lending/lender-page";
import { lenderPageSchema } from "~/forms/admin/lender-page";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { handoffOf, saveLenderAnswers } from "~/server/lending/lender-handoff.server";
import { getOptionLists } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/lender-page";

/**
 * A form lender's own page (SPEC.md 2.1 /user/{lender}): the questions this
 * lender needs before it can decide, asked after the consumer applied. Only
 * for the consumer's own application with a form lender that still waits for them.
 */
async function load(context: Route.LoaderArgs["context"], lenderName: string) {
  const ctx = requireJourney(context);
  const handoff = await handoffOf(ctx.consumer.id, lenderName);
  if (handoff?.lender.integration !== "form" || handoff.lender.hasMerchantForm) throw data(null, { status: 404 });
  if (handoff.submissionState !== "waiting") throw redirect(href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(lenderName) }));
  const questions = LENDER_PAGE_QUESTIONS[questionSetOf(handoff.lender.pageQuestions)];
  const lists = await getOptionLists(
    questions.map((q) => q.list),
    getLanguage(context),
  );
  return { handoff, questions, lists };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { handoff, questions, lists } = await load(context, params.lender);
  return {
    lender: { name: handoff.lender.name, displayName: handoff.lender.displayName, logoUrl: handoff.lender.logoUrl },
    questions: questions.map((q) => ({ name: q.name, options: lists[q.list] })),
    saved: handoff.lenderAnswers ?? {},
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { handoff, questions, lists } = await load(context, params.lender);
  const submission = parseWithZod(await request.formData(), { schema: lenderPageSchema(questions, lists) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveLenderAnswers(handoff.id, submission.value as Record<string, string>);
  return redirect(href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(handoff.lender.name) }));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.lenderPage") }];
}

export default function LenderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { lender, questions, saved } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  return (
    <LenderStep page="lenderPage" lender={lender.displayName} wide>
      <Form method="post" className="mt-4 grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">
          <FormErrors result={result} />
        </div>
        {questions.map((q) => (
          <SelectField
            key={q.name}
            name={q.name}
            label={t(`lenderPage.questions.${q.name}` as string)}
            result={result}
            saved={(saved as Record<string, string>)[q.name] ?? null}
            options={q.options}
            placeholder={t("profile.choose")}
            required
          />
        ))}
        <div className="sm:col-span-2">
          <SubmitButton>{t("lenderPage.submit", { lender: lender.displayName })}</SubmitButton>
        </div>
      </Form>
    </LenderStep>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
