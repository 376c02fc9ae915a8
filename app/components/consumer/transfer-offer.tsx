import { href } from "react-router";
import { PostButton } from "~/components/post-button";
import { TRANSFER_LINK_MINUTES } from "~/domain/consumer/transfer-link";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";

/** Where the status page's "continue on another device" posts (app/routes/user/transfer-link.ts). */
export const TRANSFER_LINK_ACTION = href("/user/transfer-link");

/** "Continue on another device": a link to the consumer's own number, to open the journey elsewhere (docs/decisions/065). */
export function TransferOffer({ back }: { back: string }) {
  const t = useT();
  return (
    <Section id="transfer-heading" heading={t("entry.transfer.offer.heading")} className="mt-6 rounded-lg bg-white p-4 shadow-sm" headingClassName="font-semibold">
      <p className="mt-1 text-sm text-slate-700">{t("entry.transfer.offer.text", { minutes: TRANSFER_LINK_MINUTES })}</p>
      <PostButton action={TRANSFER_LINK_ACTION} hidden={{ back }} formClassName="mt-3" className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
        {t("entry.transfer.offer.send")}
      </PostButton>
    </Section>
  );
}
