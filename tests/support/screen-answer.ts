import type { MiddlewareFunction } from "react-router";
import { callRoute } from "./route-call";

/** A toast as the flash cookie carries it (message keys, translated when shown). */
export interface ToastSeen {
  type: string;
  title?: string;
  message: string;
}

/** What a screen's action (or an API call) answered, in the shapes of docs/decisions/016. */
export interface Answered {
  status: number;
  /** Where a plain post goes back to, for a redirect. */
  location: string | null;
  /** The toasts the answer set. */
  toasts: ToastSeen[];
  /** The body of an answer in place: `{ result }` (Conform's reply) for a screen, the JSON of an API call. */
  data: Record<string, unknown> | null;
  /** The screen's reply, when it answered in place. */
  result: { status?: string; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } | null;
}

const toastsOf = (headers: Headers): ToastSeen[] => {
  const cookie = /toast=([^;]+)/.exec(headers.get("set-cookie") ?? "");
  return cookie ? (JSON.parse(Buffer.from(cookie[1], "base64url").toString("utf8")) as ToastSeen[]) : [];
};

/**
 * Posts a form (a FormData, so files go as multipart) to a route's action as
 * React Router would, after the guard, with a Bearer token; answers what came back.
 */
export async function post(
  action: unknown,
  options: { path: string; pattern: string; token: string; form: Record<string, string | File> | FormData; guard: MiddlewareFunction<Response>; params?: Record<string, string> },
): Promise<Answered> {
  let body = options.form;
  if (!(body instanceof FormData)) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.set(name, value);
    body = form;
  }
  const request = new Request(`http://localhost${options.path}`, { method: "POST", headers: { authorization: `Bearer ${options.token}` }, body });
  let out: unknown;
  try {
    out = await callRoute(action as never, { request, pattern: options.pattern, params: options.params, guards: [options.guard] });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    // The JSON API's error answers are Responses (responses/api-errors.server.ts): their body is the data.
    const data = /json/.test(out.headers.get("content-type") ?? "") ? ((await out.json()) as Record<string, unknown>) : null;
    return { status: out.status, location: out.headers.get("location"), toasts: toastsOf(out.headers), data, result: null };
  }
  const value = out as { type?: string; data?: Record<string, unknown>; init?: ResponseInit | null };
  if (value?.type !== "DataWithResponseInit") throw new Error(`not an answer: ${JSON.stringify(out)}`);
  const data = value.data ?? null;
  return {
    status: value.init?.status ?? 200,
    location: null,
    toasts: toastsOf(new Headers(value.init?.headers)),
    data,
    result: (data?.result as Answered["result"]) ?? null,
  };
}
