/** The kinds of thing an admin changes (issue 22, item 7): the audit log's `subject`, and the audit page's filter. */
export const AUDIT_SUBJECTS = [
  "lender",
  "lender-group",
  "credit-card",
  "partner",
  "revenue-slab",
  "admin-user",
  "vendor-switch",
  "upload",
  "erasure",
  "masquerade",
  "tracking-link",
  "transfer-link",
  "deal",
  "campaign",
  "merchant",
  "complaint",
  // A partner's monthly payout statement: made, and marked paid (docs/decisions/098-partner-payouts.md).
  "partner-statement",
  // A DLT template registered, changed, deactivated (docs/decisions/099-dlt-sms.md).
  "dlt-template",
  // Training media for partners: a video, a document or a deck added or removed (docs/decisions/100-media-storage.md).
  "training-media",
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
