import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { clearCookie, readCookie, writeCookie } from "./cookies.server";

export const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2, 10)),
  type: z.enum(["success", "error", "info", "warning"]).default("info"),
  title: z.string().optional(),
  message: z.string(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

const COOKIE = "toast";
/** At most this many toasts at once (SPEC.md 9). */
export const MAX_TOASTS = 5;

function encode(toasts: Toast[]): string {
  return Buffer.from(JSON.stringify(toasts), "utf8").toString("base64url");
}

function decode(value: string | null): Toast[] {
  if (!value) return [];
  try {
    const parsed = z.array(ToastSchema).safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data.slice(-MAX_TOASTS) : [];
  } catch {
    return [];
  }
}

/** A Set-Cookie header that adds a toast to the ones already waiting to be shown. */
export function toastCookie(request: Request | null, toast: ToastInput): string {
  const waiting = request ? decode(readCookie(request, COOKIE)) : [];
  const next = [...waiting, ToastSchema.parse(toast)].slice(-MAX_TOASTS);
  return writeCookie(COOKIE, encode(next), { minutes: 5 });
}

/**
 * The toasts to show now, their title and message translated here (the
 * cookie holds message keys), so the page needs no message keys for them;
 * and the header that clears them so each shows once.
 */
export function takeToasts(request: Request, locale: Language): { toasts: Toast[]; setCookie: string | null } {
  const toasts = decode(readCookie(request, COOKIE)).map((toast) => ({
    ...toast,
    title: toast.title === undefined ? undefined : translate(locale, toast.title),
    message: translate(locale, toast.message),
  }));
  return { toasts, setCookie: toasts.length ? clearCookie(COOKIE) : null };
}
