import { data } from "react-router";
import { KeyFactStatement } from "~/components/kfs/statement";
import { normaliseProposalNumber } from "~/domain/lending/kfs-proposal";
import { pageTitle } from "~/i18n/meta";
import { requireSignedIn } from "~/middleware/consumer-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { keptStatement } from "~/server/lending/kfs/statement.server";
import type { Route } from "./+types/kfs";

/**
 * A Key Fact Statement reopened by its proposal number ("My loans", the
 * statement's own link): exactly as it was kept, to read or print. Only its
 * consumer sees it; to anyone else the number does not exist (404).
 * Open before the identity check, as the status page is: it holds no PAN,
 * birth date or address, and is the consumer's record of what they agreed to.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = requireSignedIn(context);
  const number = normaliseProposalNumber(params.number);
  const view = number ? await keptStatement(ctx.consumer.id, number, getLanguage(context)) : null;
  if (!view) throw data(null, { status: 404 });
  return { view };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.view.number ?? ""} ${pageTitle(matches, "titles.kfs")}`.trim() }];
}

export default function KeptStatement({ loaderData }: Route.ComponentProps) {
  return <KeyFactStatement view={loaderData.view} />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
