import { data, href } from "react-router";
import { ConsumerSearchForm, FoundConsumers } from "~/components/admin/people/consumer-search";
import { JourneyTimeline } from "~/components/admin/people/journey-timeline";
import { PersonCard } from "~/components/admin/people/person-card";
import { RevealForm } from "~/components/admin/people/reveal-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Section } from "~/components/ui/section";
import { formatDateTime } from "~/domain/platform/dates";
import { journeyMasking } from "~/domain/back-office/person-view";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { consumerRecord } from "~/server/consumer/consumer-record.server";
import { consumerSummary } from "~/server/back-office/consumer-summary.server";
import { journeyTimeline } from "~/server/back-office/customer-journey.server";
import { searchPeople } from "~/server/back-office/people-search.server";
import { hasRecordedReason, revealCommand } from "~/server/back-office/personal-data-views.server";
import type { Route } from "./+types/customers-journey";

const HERE = href("/admin/customers-journey");

/** The consumer named by `?user=`, or the one a search found alone. */
const userParam = (url: URL) => (/^\d{1,9}$/.test(url.searchParams.get("user") ?? "") ? Number(url.searchParams.get("user")) : null);

/**
 * A consumer found by mobile, email or an application's reference, and their
 * whole journey on one time line; an analyst sees personal data masked
 * (SPEC.md 5) unless they record why they need it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  const language = getLanguage(context);
  const url = new URL(request.url);
  const search = await searchPeople(url.searchParams.get("q"), journeyMasking(admin.roleId, false), language);
  const only = search.found?.consumers.length === 1 ? search.found.consumers[0].userId : null;
  const userId = userParam(url) ?? only;
  if (userId === null) return { search, journey: null };
  const record = await consumerRecord(userId);
  if (!record) throw data(null, { status: 404 });
  const masking = journeyMasking(admin.roleId, admin.roleId !== 1 && (await hasRecordedReason(admin.id, userId)));
  return {
    search,
    journey: {
      userId,
      masked: masking !== "full",
      person: { ...consumerSummary(record.consumer, masking), since: formatDateTime(record.consumer.createdAt, language) },
      timeline: journeyTimeline(record, { language, contacts: masking === "full" ? "full" : "masked" }),
    },
  };
}

/** An analyst records why they need to see this consumer's personal data; a refused reason stays in the form as typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const userId = userParam(new URL(request.url));
  if (userId === null || !(await consumerRecord(userId))) throw data(null, { status: 404 });
  const formData = await request.formData();
  const result = await revealCommand(formData, { adminId: admin.id, userId });
  return screenAnswer(request, formData, result, { back: `${HERE}?user=${userId}`, refusedStays: true });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:customersJourney.title") }];
}

export default function CustomersJourney({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { search, journey } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("customersJourney.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("customersJourney.intro")}</p>
      <ConsumerSearchForm q={search.q} error={search.error} />
      {search.found && !(journey && search.found.consumers.length === 1) ? <FoundConsumers found={search.found} hrefOf={(f) => `${HERE}?user=${f.userId}`} /> : null}
      {journey ? (
        <>
          <PersonCard person={journey.person} heading={journey.person.firstName ? [journey.person.firstName, journey.person.lastName].filter(Boolean).join(" ") : t("people.noName")} />
          {journey.masked ? <RevealForm action={`${HERE}?user=${journey.userId}`} result={actionData?.result} /> : null}
          <Section id="timeline-heading" heading={t("customersJourney.timeline")}>
            <JourneyTimeline entries={journey.timeline} />
          </Section>
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
