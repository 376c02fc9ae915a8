import { RouterContextProvider, type MiddlewareFunction } from "react-router";

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
  const context = new RouterContextProvider();
  const args = { request: options.request, url: new URL(options.request.url), pattern: options.pattern, params: options.params ?? {}, context };
  const refuse = (() => {
    throw new Error("these guards never call next()");
  }) as never;
  for (const guard of options.guards ?? []) await guard(args as never, refuse);
  return handler(args as never);
}
