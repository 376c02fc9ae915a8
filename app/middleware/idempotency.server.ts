import { createHash } from "node:crypto";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "~/domain/platform/idempotency";
import { apiError } from "~/responses/api-errors.server";
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentAnswer } from "~/server/platform/http/idempotency.server";

/** Answers that did no work are not kept: the same key may try again. */
const kept = (status: number) => status < 500 && status !== 409 && status !== 429;

const requestHash = async (request: Request) => {
  const url = new URL(request.url);
  const body = Buffer.from(await request.clone().arrayBuffer());
  return createHash("sha256").update(`${request.method} ${url.pathname}${url.search}\n`).update(body).digest("hex");
};

/**
 * Makes the API's POSTs safe to retry (docs/decisions/076): with an
 * Idempotency-Key header, the first request does the work and its answer is
 * kept 24 h for its caller; the same key again answers it again (same status
 * and body, `Idempotent-Replayed: true`); with another body it is refused
 * (422); while the first is at work, 409. Runs after the area's guard, which
 * says who the caller is.
 */
export function idempotentPosts(callerOf: (context: Readonly<RouterContextProvider>) => string): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (request.method !== "POST" || key === null) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return apiError(request, 400, { errors: { [IDEMPOTENCY_HEADER]: ["api:messages.idempotencyKey"] } });
    const caller = callerOf(context);
    const claim = await claimIdempotencyKey(caller, key, await requestHash(request));
    if (claim.kind === "mismatch") return apiError(request, 422, { message: "api:messages.idempotencyReused" });
    if (claim.kind === "busy") return apiError(request, 409, { message: "api:messages.idempotencyInProgress" });
    if (claim.kind === "replay") {
      const headers: Record<string, string> = { "Cache-Control": "no-store", "Idempotent-Replayed": "true", ...(claim.contentType ? { "Content-Type": claim.contentType } : {}) };
      return new Response(claim.body, { status: claim.status, headers });
    }
    let response: Response;
    try {
      response = await next();
    } catch (thrown) {
      await releaseIdempotencyKey(caller, key);
      throw thrown;
    }
    if (!kept(response.status)) {
      await releaseIdempotencyKey(caller, key);
      return response;
    }
    await saveIdempotentAnswer(caller, key, { status: response.status, contentType: response.headers.get("content-type"), body: await response.clone().text() });
    return response;
  };
}
