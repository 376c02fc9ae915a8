import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionIndex } from "~/components/partner/section-index";
import { pageTitle } from "~/i18n/meta";
import { screenMessages } from "~/i18n/screen-messages.server";
import type { Route } from "./+types/communication";

export async function loader({ context }: Route.LoaderArgs) {
  return { i18n: screenMessages(context, { partner: ["communication", "breadcrumb", "titles"] }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.communication") }];
}

export default function Communication() {
  return (
    <SectionIndex
      section="communication"
      items={[
        { to: "/partner/communication/tech-support", key: "tech-support" },
        { to: "/partner/communication/general-query", key: "general-query" },
      ]}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
