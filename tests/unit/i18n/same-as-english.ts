/**
 * The strings a translation may leave exactly as English has them
 * (tests/unit/i18n/locales.test.ts), as `namespace:key.path`, whatever the
 * language: codes and names every language writes in Latin letters, and
 * strings that are only placeholders and punctuation. Anything else equal to
 * English is an untranslated copy. A key listed here is allowed, not
 * required, to be the same: most languages still translate "APR" on the
 * status page, for instance.
 */
export const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  // Codes and names written in Latin letters in every language (docs/glossary-*.md, "Loanwords kept").
  "common:profile.pan",
  "common:verification.otpLabel",
  "common:loan.schedule.payment", // EMI
  "common:status.apr",
  "common:merchantForm.fields.ifsc",
  "admin:trainingMedia.list.kb", // {{kb}} KB
  "common:options.communication_preference.sms",
  "common:options.communication_preference.whatsapp",
  "legal:lenderTerms.sections.4.heading", // Video KYC
  "legal:lenderTerms.sections.5.heading", // UPI
  "partner:messaging.channels.sms",
  "partner:settings.payout.pan",
  "partner:settings.payout.ifsc",
  "partner:payouts.columns.gst",
  "partner:payouts.columns.tds",
  "partner:payouts.downloadCsv",
  "partner:payouts.file.pan",
  "partner:payouts.file.gstin",
  "partner:payouts.file.utr",
  // Only placeholders, figures and a code.
  "common:offers.feeWithGst", // {{fee}} + {{gst}} GST
  "common:profile.birthDateFormat", // DD/MM/YYYY, the format the field takes
  "partner:integration.callsOn", // {{day}}: {{count}}
  "partner:payouts.utr", // UTR {{utr}}
  "partner:payouts.document.pan", // PAN: {{pan}}
  "partner:payouts.document.gstin", // GSTIN: {{gstin}}
  // The admin portal (English and Hindi): codes, field names and a dash for "none".
  "admin:creditCards.none",
  "admin:lenders.none",
  "admin:partners.none",
  "admin:csr.insurance",
  "admin:csr.otherJourney",
  "admin:reports.lenderOption",
  "admin:deDupe.matches.pan",
  "admin:people.fields.pan",
  "admin:lenderEdit.integrations.api",
  "admin:merchants.fields.gstin",
  "admin:merchants.fields.ifsc",
  "admin:messaging.channels.sms",
  "admin:people.preferredContact.sms",
  "admin:people.preferredContact.whatsapp",
  "admin:payouts.columns.gst",
  "admin:payouts.columns.tds",
  "admin:payouts.utrShown", // UTR {{utr}}
  "admin:misUpload.uuidHeading",
  "admin:trackingLinks.form.utm_campaign",
  "admin:trackingLinks.form.utm_medium",
  "admin:trackingLinks.form.utm_source",
]);
