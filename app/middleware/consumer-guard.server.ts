import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { userAreaGuard } from "~/domain/consumer/consumer-routing";
import { detailPathFor, isLoanProduct, welcomeBackPathFor, type JourneyProduct, type LenderProduct } from "~/domain/products";
import { getConsumerContext, type ConsumerContext } from "~/server/consumer/consumer-state.server";

/** A consumer past the first two guards: a prospect application of theirs, and signed in. */
export type SignedInContext = ConsumerContext & {
  consumer: NonNullable<ConsumerContext["consumer"]>;
  prospect: NonNullable<ConsumerContext["prospect"]>;
  session: NonNullable<ConsumerContext["session"]>;
};

/** A signed-in consumer with a product that has its journey pages. */
export type JourneyContext = SignedInContext & { product: JourneyProduct };

/** What a page of the user area asks beyond being signed in. */
export interface JourneyNeeds {
  /** The product group the page serves; a consumer with another product goes back to /products. */
  products?: readonly JourneyProduct[];
  /** The pages that reveal and change nothing of the profile (welcome-back itself, application status). */
  allowUnverified?: boolean;
}

const consumerContext = createContext<SignedInContext | null>(null);

/** The guards that need no product (SPEC.md 2.1): a prospect app, else /; a token, else /verification. */
function signedIn(ctx: ConsumerContext): SignedInContext {
  const guard = userAreaGuard(ctx.state);
  if (guard && guard !== "/products") throw redirect(guard);
  return ctx as SignedInContext;
}

/**
 * Then the product type (else /products), the page's product group, and the
 * identity check, which every page needs unless it says `allowUnverified`
 * (docs/decisions/011-identity-check.md).
 */
function onJourney(ctx: SignedInContext, needs: JourneyNeeds): JourneyContext {
  const guard = userAreaGuard(ctx.state);
  if (guard) throw redirect(guard);
  const product = ctx.state.productType as JourneyProduct;
  if (needs.products && !needs.products.includes(product)) throw redirect("/products");
  if (!needs.allowUnverified && !ctx.state.identityVerified) throw redirect(welcomeBackPathFor(product));
  return { ...ctx, product };
}

/**
 * Middleware of the user layout: reads the consumer's context once per
 * request (session, consumer, prospect application) for the layout and the
 * page under it, and sends anyone not signed in away before either runs.
 * Without JavaScript a post runs the action and then the loaders in one
 * request, on this one read: so an action that changes what it holds
 * (profile, app id, identity check) answers with a redirect, never with data.
 */
export const consumerAreaGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(consumerContext, signedIn(await getConsumerContext(request)));
};

/** The signed-in consumer the user layout's guard let in; outside it, a programming error. */
export function requireSignedIn(context: Readonly<RouterContextProvider>): SignedInContext {
  const ctx = context.get(consumerContext);
  if (!ctx) throw new Error("requireSignedIn outside the user area: add the route under routes/user/layout.tsx");
  return ctx;
}

/** A page of the user area: the consumer's journey, checked against what this page needs. */
export function requireJourney(context: Readonly<RouterContextProvider>, needs: JourneyNeeds = {}): JourneyContext {
  return onJourney(requireSignedIn(context), needs);
}

/** The same first guards for the products page, which is public and so outside the user layout. */
export async function requireSignedInConsumer(request: Request): Promise<SignedInContext> {
  return signedIn(await getConsumerContext(request));
}

/**
 * The product of a loan page (profile, offers, applying to a lender): a card
 * or insurance journey has neither, so it goes to its own page. The loan
 * pages' product groups already keep them out; this also says so to the type checker.
 */
export function loanProductOf(ctx: JourneyContext): LenderProduct {
  if (!isLoanProduct(ctx.product)) throw redirect(detailPathFor(ctx.product));
  return ctx.product;
}
