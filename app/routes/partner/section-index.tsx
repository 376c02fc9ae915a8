import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionIndex } from "~/components/partner/section-index";
import { pageTitle } from "~/i18n/meta";
import { sectionEntries, variantOf } from "~/server/platform/http/pages.server";
import type { Route } from "./+types/section-index";

const SECTIONS = ["marketing", "faqs", "communication"] as const;

/** A menu page of the portal (marketing support, FAQs, communication): its sub-pages are the routes the page table lists under it. */
export async function loader({ pattern }: Route.LoaderArgs) {
  return { section: variantOf(pattern, SECTIONS), items: sectionEntries(pattern) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, `partner:titles.${loaderData?.section ?? "communication"}` as string) }];
}

export default function PartnerSection({ loaderData }: Route.ComponentProps) {
  return <SectionIndex section={loaderData.section} items={loaderData.items} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
