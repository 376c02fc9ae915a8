import { EligibilityResult } from "~/components/admin/lenders/eligibility-result";
import { ConsumerTestForm, ProfileTestForm, type TesterLists } from "~/components/admin/lenders/eligibility-tester";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { FormResult } from "~/components/forms";
import { productKeyOf, productModules } from "~/domain/products";
import { TESTER_WHO } from "~/forms/admin/eligibility-tester";
import { pageTitle } from "~/i18n/meta";
import { translate } from "~/i18n/resources.server";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { eligibilityTest, testerOptions } from "~/server/admin/eligibility-tester.server";
import type { Route } from "./+types/customer-eligibility";

/**
 * The eligibility tester (role 1, issue 22 item 3; docs/decisions/048): a
 * profile typed in, or a consumer by mobile or email, matched by the offers
 * page's own code against the lenders switched on now. Both forms are GET
 * forms: the test is in the address, and nothing is written.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const [options, test] = await Promise.all([testerOptions(language), eligibilityTest(new URL(request.url).searchParams, language)]);
  const products = productModules.filter((p) => p.group === "loans").map((p) => ({ value: p.code, label: translate(language, `products.${p.key}.name`) }));
  const lists: TesterLists = { products, ...options };
  const outcome = test.outcome;
  const labelOf = (list: { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;
  return {
    lists,
    who: test.who,
    reply: test.reply as FormResult | null,
    outcome,
    productLabel: outcome ? translate(language, `products.${productKeyOf(outcome.product)}.name`) : "",
    labels: outcome ? { employment: labelOf(options.employment_status, outcome.profile.employment), band: labelOf(options.credit_score_band, outcome.profile.creditBand) } : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.eligibilityTester") }];
}

export default function CustomerEligibility({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const replyFor = (who: string) => (d.who === who && d.reply ? d.reply : undefined);
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t("eligibilityTester.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("eligibilityTester.intro")}</p>
      <ProfileTestForm lists={d.lists} result={replyFor(TESTER_WHO.profile)} />
      <ConsumerTestForm lists={d.lists} result={replyFor(TESTER_WHO.consumer)} />
      {d.outcome && d.labels ? <EligibilityResult outcome={d.outcome} productLabel={d.productLabel} labels={d.labels} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
