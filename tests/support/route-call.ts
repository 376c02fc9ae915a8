import { RouterContextProvider, type MiddlewareFunction } from "react-router";

/** A router context that answers English for the language (the i18next middleware does not run in these calls). */
class EnglishContext extends RouterContextProvider {
  get<T>(key: Parameters<RouterContextProvider["get"]>[0]): T {
    try {
      return super.get(key) as T;
    } catch {
      return "en" as T;
    }
  }
}

/**
 * Calls a route module's loader or action the way React Router does for a
 * matched route: its guards (middleware) first, with the route's pattern,
 * then the handler with the context they filled. A guard that throws a
 * Response (a redirect, a 401/403) ends the call with it.
 */
export async function callRoute<T>(
  handler: (args: never) => T | Promise<T>,
  options: { request: Request; pattern: string; params?: Record<string, string>; guards?: MiddlewareFunction<Response>[] },
): Promise<T> {
  const context = new EnglishContext();
  const args = { request: options.request, url: new URL(options.request.url), pattern: options.pattern, params: options.params ?? {}, context };
  const refuse = (() => {
    throw new Error("these guards never call next()");
  }) as never;
  for (const guard of options.guards ?? []) await guard(args as never, refuse);
  return handler(args as never);
}

/**
 * Calls a loader or action of the user area as React Router does: the user
 * layout's guard first (it reads the consumer into the context), then the page.
 */
export async function callUserPage<T>(handler: (args: never) => T | Promise<T>, request: Request, params: Record<string, string> = {}): Promise<T> {
  const { consumerAreaGuard } = await import("~/middleware/consumer-guard.server");
  const context = new EnglishContext();
  const args = { request, url: new URL(request.url), pattern: new URL(request.url).pathname, params, context };
  await consumerAreaGuard(
    args as never,
    (() => {
      throw new Error("the guard never calls next()");
    }) as never,
  );
  return handler(args as never);
}
