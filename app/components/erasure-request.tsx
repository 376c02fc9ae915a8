import { PostButton } from "~/components/post-button";
import { Section } from "~/components/ui/section";
import { ERASURE_REQUEST_INTENT } from "~/domain/back-office/erasure";
import { useT } from "~/i18n/use-t";

/**
 * The consumer's own request to erase their personal data (DPDP Act 2023),
 * from their status page: a plain POST, so it works without JavaScript; once
 * asked, the page says when instead of offering it again.
 */
export function ErasureRequest({ askedAt }: { askedAt: string | null }) {
  const t = useT();
  return (
    <Section id="personal-data" heading={t("status.erasureHeading")} className="mt-6">
      <p className="mt-2 text-sm text-slate-700">{t("status.erasureIntro")}</p>
      {askedAt ? (
        <p className="mt-2 text-sm font-medium" data-testid="erasure-asked">
          {t("status.erasureAsked", { at: askedAt })}
        </p>
      ) : (
        <PostButton hidden={{ intent: ERASURE_REQUEST_INTENT }} formClassName="mt-2" className="text-sm font-medium text-red-700 underline">
          {t("status.erasureAsk")}
        </PostButton>
      )}
    </Section>
  );
}
