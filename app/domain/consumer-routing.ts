import { detailPathFor, type ProductTypeCode } from "./products";

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
}

/** The guards of the user area: no prospect app → /, no token → /verification, no product → /products. */
export function userAreaGuard(state: ConsumerState): string | null {
  if (!state.hasProspect) return "/";
  if (!state.loggedIn) return "/verification";
  if (!state.productType) return "/products";
  return null;
}

export function offersPathFor(product: ProductTypeCode): string {
  if (product === "bl") return "/user/business-offers";
  if (product === "hl") return "/user/housing-offers";
  if (product === "cc_secured" || product === "cc_unsecured") return "/user/credit-card";
  if (product === "insurance") return "/user/insurance/transaction";
  return "/user/offers";
}

export function welcomeBackPathFor(product: ProductTypeCode): string {
  if (product === "bl") return "/user/business-welcome-back";
  if (product === "hl") return "/user/housing-welcome-back";
  return "/user/welcome-back";
}

/** Where a signed-in consumer goes next: products, the detail page, offers, or welcome-back. */
export function nextConsumerPath(state: ConsumerState): string {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  const product = state.productType!;
  if (!state.identityVerified) return welcomeBackPathFor(product);
  if (!state.profileComplete || state.updateRequired || state.editMode) return detailPathFor(product);
  return state.hasAppId ? offersPathFor(product) : welcomeBackPathFor(product);
}

/** On the detail page: a complete profile moves on, unless an update is required or edit mode is on. */
export function detailPageRedirect(state: ConsumerState): string | null {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  if (!state.identityVerified) return welcomeBackPathFor(state.productType!);
  if (!state.profileComplete || state.updateRequired || state.editMode) return null;
  return nextConsumerPath(state);
}

/** On the offers page: an incomplete profile goes to its detail page; no app id goes to welcome-back. */
export function offersPageRedirect(state: ConsumerState): string | null {
  const guard = userAreaGuard(state);
  if (guard) return guard;
  const next = nextConsumerPath(state);
  return next === offersPathFor(state.productType!) ? null : next;
}
