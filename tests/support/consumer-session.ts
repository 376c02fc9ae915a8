import { CookieJar as BaseCookieJar } from "./app-client";
import { captureServerLog, type CapturedLog } from "./log-capture";
import { maskContact } from "~/domain/back-office/masking";
import type { ProductTypeCode } from "~/domain/products";
import { findOrCreateConsumer, updateConsumer, type Consumer } from "~/server/consumer/consumers.server";
import { landingAction } from "~/routes/public/landing.server";
import { action as verificationAction } from "~/routes/public/verification";

/** The cookies a browser would send back (tests/support/app-client.ts), made into requests for calling server functions directly. */
export class CookieJar extends BaseCookieJar {
  request(path: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}) {
    const headers: Record<string, string> = { cookie: this.header(), "x-client-ip": "10.9.9.9" };
    let body: BodyInit | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form);
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers["content-type"] = "application/json";
    }
    return new Request(`http://localhost${path}`, { method: init.method ?? (body ? "POST" : "GET"), body, headers });
  }
}

/** The code the demo sender logged last for a destination (the log is the only place it appears). */
export function lastLoggedCode(log: CapturedLog, destination: string): string {
  return log.codeFor(maskContact(destination));
}

/** A consumer, with the profile fields given, already in the database. */
export async function consumerWith(mobile: string, values: Partial<Consumer> = {}): Promise<Consumer> {
  const consumer = await findOrCreateConsumer({ kind: "mobile", value: mobile }, "en");
  return Object.keys(values).length ? updateConsumer(consumer.id, values) : consumer;
}

/**
 * Logs a mobile number in the way the landing and /verification pages do, and
 * answers the browser's cookies after it: in `jar` when the browser has some
 * already; `landing` is a partner's (/{segment}) for a journey the partner brings.
 */
export async function logInByOtp(
  mobile: string,
  productType: ProductTypeCode = "pl",
  { jar = new CookieJar(), landing = "/" }: { jar?: CookieJar; landing?: string } = {},
): Promise<{ jar: CookieJar; location: string }> {
  // A test that captures the log itself goes on capturing it: each capture gets every line.
  const log = captureServerLog();
  try {
    const started = (await landingAction(jar.request(landing, { form: { contact: mobile, productType, name__confirm: "" } }))) as Response;
    jar.take(started);
    const form = { intent: "verify", otp: lastLoggedCode(log, mobile) };
    const verified = await verificationAction({ request: jar.request("/verification", { form }), context: { get: () => "en" } } as never);
    jar.take(verified as Response);
    return { jar, location: (verified as Response).headers.get("location")! };
  } finally {
    log.stop();
  }
}
