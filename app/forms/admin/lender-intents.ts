/**
 * The intents of the admin lender screens' actions, shared by the forms that
 * post them and the actions that switch on them, so a renamed intent cannot
 * leave a form posting to nothing.
 */

/** /admin/lenders (routes/admin/lenders.tsx). */
export const LENDERS_INTENT = {
  update: "update-property",
  specialOffer: "special-offer",
  create: "create-lender",
  delete: "delete-lender",
} as const;

/** /admin/lenders/{lenderId} (routes/admin/lender-edit.tsx). */
export const LENDER_EDIT_INTENT = {
  update: "update-property",
  specialOffer: "special-offer",
  createGroup: "create-group",
  revenueCreate: "revenue-create",
  revenueUpdate: "revenue-update",
  revenueOrder: "revenue-order",
  revenueDelete: "revenue-delete",
  /** The pricing grid, posted whole (issue 36). */
  pricing: "pricing",
} as const;
