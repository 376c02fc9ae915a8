import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionIndex } from "~/components/partner/section-index";
import { pageTitle } from "~/i18n/meta";
import { screenMessages } from "~/i18n/screen-messages.server";
import type { Route } from "./+types/faqs";

export async function loader({ context }: Route.LoaderArgs) {
  return { i18n: screenMessages(context, { partner: ["faqs", "breadcrumb", "titles"] }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.faqs") }];
}

export default function Faqs() {
  return (
    <SectionIndex
      section="faqs"
      items={[
        { to: "/partner/faqs/customer-queries", key: "customer" },
        { to: "/partner/faqs/dsa-queries", key: "dsa" },
      ]}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
