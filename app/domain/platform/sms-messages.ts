import type { DltCategory } from "./dlt";

/**
 * Every SMS the product sends, by name: the locales string (common.json) it
 * is written from and its DLT category. The DLT templates seeded for each
 * language are these strings in DLT form, so the text sent and the template
 * registered come from one source (tests/unit/platform/dlt-templates.test.ts).
 * The campaign examples are promotional texts role 1 can pick for a campaign.
 */
export const SMS_MESSAGES = {
  login_otp: { text: "verification.sms", category: "transactional" },
  merchant_otp: { text: "messages.merchantCode", category: "transactional" },
  merchant_login_otp: { text: "messages.merchantLoginCode", category: "transactional" },
  merchant_approved: { text: "messages.merchantApproved", category: "service" },
  merchant_rejected: { text: "messages.merchantRejected", category: "service" },
  transfer_link: { text: "entry.transfer.offer.sms", category: "service" },
  status_update: { text: "messages.statusSms", category: "service" },
  offer_reminder: { text: "offers.reminderMessage", category: "service" },
  campaign_complete_profile: { text: "messages.campaigns.completeProfile", category: "promotional" },
  campaign_compare_offers: { text: "messages.campaigns.compareOffers", category: "promotional" },
} as const satisfies Record<string, { text: string; category: DltCategory }>;

export type SmsMessageName = keyof typeof SMS_MESSAGES;
export const SMS_MESSAGE_NAMES = Object.keys(SMS_MESSAGES) as SmsMessageName[];

/** The SMS a campaign sends names its consumer by first name only: the one variable a campaign fills. */
export const CAMPAIGN_VARIABLES = ["name"] as const;
