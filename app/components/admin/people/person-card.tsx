import { formatRupees } from "~/domain/platform/money";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import type { ConsumerSummary } from "~/server/back-office/consumer-summary.server";

type Shown = Omit<ConsumerSummary, "since"> & { since: string };

/** A consumer's identity and what they told us, as masked as the page's loader made it. */
export function PersonCard({ person, heading }: { person: Shown; heading: string }) {
  const t = useT("admin");
  const dash = "—";
  const rows: [string, string][] = [
    [t("people.fields.mobile"), person.mobile ?? dash],
    [t("people.fields.email"), person.email ? (person.emailPending ? t("people.emailPending", { email: person.email }) : person.email) : dash],
    [t("people.fields.pan"), person.pan ?? dash],
    [t("people.fields.birthDate"), person.birthDate ?? dash],
    [t("people.fields.pincode"), person.postalCode ?? dash],
    [t("people.fields.language"), person.language === "hi" ? "हिन्दी" : "English"],
    [
      t("people.fields.contactConsent"),
      `${t(person.allowSms ? "people.consentYes" : "people.consentNo", { channel: "SMS" })} · ${t(person.allowEmails ? "people.consentYes" : "people.consentNo", { channel: "Email" })}`,
    ],
    [t("people.fields.preferredContact"), person.preferredContact ? t(`people.preferredContact.${person.preferredContact}` as string) : dash],
    [t("people.fields.netBanking"), person.netBanking ? t(`people.netBanking.${person.netBanking}` as string) : dash],
    [t("people.fields.cameBy"), person.cameBy ? t(`people.channels.${person.cameBy}`) : dash],
    [t("people.fields.completed"), person.completed.length ? person.completed.map((p) => t(`common:products.${productKeyOf(p as ProductTypeCode)}.name`)).join(", ") : t("people.noneYet")],
    [t("people.fields.employment"), person.employment ? t(`people.employment.${person.employment}` as string) : dash],
    [t("people.fields.monthlyIncome"), person.monthlyIncome ? formatRupees(person.monthlyIncome) : dash],
    [t("people.fields.desiredAmount"), person.desiredAmount ? formatRupees(person.desiredAmount) : dash],
    [t("people.fields.since"), person.since],
  ];
  return (
    <section aria-labelledby="person-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm" data-testid="person">
      <h2 id="person-heading" className="text-lg font-semibold">
        {heading}
        {person.erased ? <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-800">{t("people.erased")}</span> : null}
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
