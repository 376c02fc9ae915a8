import { href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { pageTitle } from "~/i18n/meta";
import { useList, useT } from "~/i18n/use-t";
import { variantOf } from "~/server/platform/http/pages.server";
import type { Route } from "./+types/faq-list";

/** customer-queries (what consumers ask a partner) and dsa-queries (what partners and their agents ask us), from the locales. */
export async function loader({ pattern }: Route.LoaderArgs) {
  return { list: variantOf(pattern, ["customer", "dsa"] as const) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, loaderData?.list === "dsa" ? "partner:titles.faqsDsa" : "partner:titles.faqsCustomer") }];
}

export default function FaqList({ loaderData: { list } }: Route.ComponentProps) {
  const t = useT("partner");
  const questions = useList<{ q: string; a: string }>("partner", `faqs.lists.${list}`);
  const heading = t(`faqs.items.${list}.title`);
  return (
    <div className="max-w-3xl">
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("faqs.heading"), to: href("/partner/faqs") }, { label: heading }]} />
      <h1 className="mt-2 text-2xl font-bold">{heading}</h1>
      <div className="mt-4 flex flex-col gap-2" data-testid="faq-list">
        {questions.map((item) => (
          <details key={item.q} className="rounded-lg bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold">{item.q}</summary>
            <p className="mt-2 whitespace-pre-line">{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
