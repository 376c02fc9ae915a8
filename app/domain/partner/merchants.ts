/**
 * Merchants: businesses that sign up through a partner's create-merchant form
 * (SPEC.md 2.1) and the review admins give them (SPEC.md 2.2, merchant
 * management). docs/decisions/056.
 */

/** The sign-up form; `/{partner_name}` after it names the partner, `/success` is where a confirmed sign-up lands. */
export const MERCHANT_FORM_PATH = "/create-merchant-form";
export const MERCHANT_SUCCESS_PATH = `${MERCHANT_FORM_PATH}/success`;
/** Where admins review merchants; a masquerade's Exit comes back here (SPEC.md 4). */
export const MERCHANT_MANAGEMENT_PATH = "/admin/merchant-management";

/** Where a masquerade's Exit lands: merchant management, showing the merchants of the partner the admin acted as (SPEC.md 4). */
export const masqueradeExitPath = (partnerId: number) => `${MERCHANT_MANAGEMENT_PATH}?partner=${partnerId}`;

/** Where a merchant stands: `unconfirmed` until its mobile's code is typed, then `pending` until an admin decides. */
export const MERCHANT_STATUSES = ["unconfirmed", "pending", "approved", "rejected", "deactivated"] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
/** The statuses a list shows: a sign-up whose code was never typed is nobody's merchant. */
export const LISTED_STATUSES = MERCHANT_STATUSES.filter((s) => s !== "unconfirmed");
export type ListedStatus = Exclude<MerchantStatus, "unconfirmed">;

/** What an admin may do to a merchant, and from which status to which. */
export const MERCHANT_ACTIONS = {
  approve: { from: ["pending", "rejected"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  deactivate: { from: ["approved"], to: "deactivated" },
  reactivate: { from: ["deactivated"], to: "approved" },
} as const satisfies Record<string, { from: readonly MerchantStatus[]; to: MerchantStatus }>;
export type MerchantAction = keyof typeof MERCHANT_ACTIONS;
export const MERCHANT_ACTION_NAMES = Object.keys(MERCHANT_ACTIONS) as MerchantAction[];

/** The status an action leads to from `status`, or null when it does not apply there (a second click, a stale page). */
export function merchantTransition(status: string, action: MerchantAction): MerchantStatus | null {
  const rule = MERCHANT_ACTIONS[action];
  return (rule.from as readonly string[]).includes(status) ? rule.to : null;
}

/** The actions an admin is offered for a merchant in `status`. */
export const actionsFor = (status: string): MerchantAction[] => MERCHANT_ACTION_NAMES.filter((a) => merchantTransition(status, a) !== null);

/**
 * The path segment that names a brand (docs/decisions/004): the first, but
 * on the merchant form the one after it (/create-merchant-form/{partner_name}).
 */
export function brandSegmentOf(pathname: string): string | null {
  const segments = pathname.split("/");
  if (`/${segments[1]?.toLowerCase()}` === MERCHANT_FORM_PATH) return segments[2] || null;
  return segments[1] || null;
}
