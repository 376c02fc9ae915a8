/**
 * The consents asked before an application (DPDP Act): each purpose on its
 * own, none pre-ticked. Without the required ones a lender cannot process the
 * application; the others can be refused and still apply.
 */
export const applicationConsents = [
  { purpose: "lender_terms", required: true },
  { purpose: "data_collection", required: true },
  { purpose: "credit_report", required: true },
  { purpose: "video_kyc", required: false },
  { purpose: "upi", required: false },
  { purpose: "communication", required: false },
] as const;

export type ConsentPurpose = (typeof applicationConsents)[number]["purpose"] | "kfs" | "communication_sms" | "communication_email";

/** The version of the consent texts the consumer saw; bump it when the consent texts change. */
export const CONSENT_TEXT_VERSION = "2026-11-01";

/**
 * The consents to be contacted: the application's "contacted by call, SMS,
 * WhatsApp and email" and the profile's SMS switch. The latest word of the
 * consumer on any of them is what stands: withdrawn there, nobody calls them
 * (telecalling, COMPLIANCE.md) until they agree again.
 */
export const CONTACT_PURPOSES = ["communication", "communication_sms"] as const satisfies readonly ConsentPurpose[];
