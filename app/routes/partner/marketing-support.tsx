import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionIndex } from "~/components/partner/section-index";
import { pageTitle } from "~/i18n/meta";
import { screenMessages } from "~/i18n/screen-messages.server";
import type { Route } from "./+types/marketing-support";

export async function loader({ context }: Route.LoaderArgs) {
  return { i18n: screenMessages(context, { partner: ["marketing", "breadcrumb", "titles"] }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.marketing") }];
}

export default function MarketingSupport() {
  return (
    <SectionIndex
      section="marketing"
      items={[
        { to: "/partner/marketing-support/messaging-content", key: "messaging" },
        { to: "/partner/marketing-support/banners-and-creatives", key: "banners" },
      ]}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
