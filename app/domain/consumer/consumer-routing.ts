import { detailPathFor, isJourneyProduct, offersPathFor, welcomeBackPathFor, type JourneyProduct, type ProductTypeCode } from "../products";

/** Where the consumer stands, as the redirect rules of SPEC.md 2.1 need it. */
export interface ConsumerState {
  hasProspect: boolean;
  loggedIn: boolean;
  productType: ProductTypeCode | null;
  /** An application chosen for this visit: completed now, or picked at welcome-back. */
  hasAppId: boolean;
  /** The welcome-back check passed in this session, or there is no PAN or birth date on file to protect. */
  identityVerified: boolean;
  profileComplete: boolean;
  updateRequired: boolean;
  editMode: boolean;
  /** A lender-type deployment (SPEC.md 2.1): one lender runs the product for its own customers. */
  lenderDeployment?: boolean;
}

/** Where a completed consumer goes in a lender-type deployment (no header or footer). */
export const LENDER_SUBMIT_PATH = "/user/lender-submit";

/**
 * The guards of the user area: no prospect app → /, no token → /verification,
 * no product → /products. A product without journey pages (credit cards,
 * insurance: app/domain/products.ts) counts as none, so it is chosen again.
 */
export function userAreaGuard(state: ConsumerState): string | null {
  if (!state.hasProspect) return "/";
  if (!state.loggedIn) return "/verification";
  if (!isJourneyProduct(state.productType)) return "/products";
  return null;
}

/** The product of a state the guards let through. */
function productOf(state: ConsumerState): JourneyProduct {
  return state.productType as JourneyProduct;
}

/** Where a signed-in consumer goes next: products, the detail page, offers, or welcome-back. */
export function nextConsumerPath(state: ConsumerState): string {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  const product = productOf(state);
  if (!state.identityVerified) return welcomeBackPathFor(product);
  if (!state.profileComplete || state.updateRequired || state.editMode) return detailPathFor(product);
  if (state.lenderDeployment) return LENDER_SUBMIT_PATH;
  return state.hasAppId ? offersPathFor(product) : welcomeBackPathFor(product);
}

/**
 * On /user/lender-submit: only in a lender-type deployment, only for a
 * completed profile; an incomplete one is sent to its detail page (user-detail).
 */
export function lenderSubmitRedirect(state: ConsumerState): string | null {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  if (!state.lenderDeployment) return nextConsumerPath(state);
  const next = nextConsumerPath(state);
  return next === LENDER_SUBMIT_PATH ? null : next;
}

/** On the detail page: a complete profile moves on, unless an update is required or edit mode is on. */
export function detailPageRedirect(state: ConsumerState): string | null {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  if (!state.identityVerified) return welcomeBackPathFor(productOf(state));
  if (!state.profileComplete || state.updateRequired || state.editMode) return null;
  return nextConsumerPath(state);
}

/** On the offers page: an incomplete profile goes to its detail page; no app id goes to welcome-back. */
export function offersPageRedirect(state: ConsumerState): string | null {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  const next = nextConsumerPath(state);
  return next === offersPathFor(productOf(state)) ? null : next;
}
