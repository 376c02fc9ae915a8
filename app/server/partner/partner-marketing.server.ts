import { bannerSvg, type BANNERS } from "~/domain/partner/banners";
import { referralLink } from "~/domain/partner/referral";
import { fallbackLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import type { PartnerUser } from "./partner-auth.server";

/** The ready-to-send messages of marketing-support, by channel. */
export const MESSAGE_TEMPLATES = ["whatsapp", "sms", "email"] as const;

/** The partner's messages in every language (English first), its referral link and brand filled in. */
export function messagingContent(partner: PartnerUser["partner"], origin: string) {
  const link = referralLink(origin, partner);
  const languages: Language[] = [fallbackLanguage, ...supportedLanguages.filter((l) => l !== fallbackLanguage)];
  return languages.map((language) => ({
    language,
    messages: MESSAGE_TEMPLATES.map((template) => ({
      template,
      text: translate(language, `partner:messaging.templates.${template}`, { link, brand: partner.displayName }),
    })),
  }));
}

/** A banner of the partner's brand in a language, with its referral link written on it. */
export function partnerBanner(banner: (typeof BANNERS)[number], partner: PartnerUser["partner"], origin: string, language: Language): string {
  const t = (key: string) => translate(language, `partner:banners.text.${key}`, { brand: partner.displayName });
  return bannerSvg(banner, partner, { headline: t("headline"), tagline: t("tagline"), cta: t("cta"), link: referralLink(origin, partner) });
}
