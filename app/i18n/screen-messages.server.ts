import type { RouterContextProvider } from "react-router";
import { normaliseRoutePattern } from "~/domain/admin-roles";
import { getLanguage } from "~/middleware/i18next";
import { messagesFor, type MessageSelection } from "./resources.server";

/**
 * What the shell shows on every page: the header with its language switch,
 * the footer, the toasts' close button; `errors` for the error page. The
 * root sends only these; each screen sends its own groups (screenMessages).
 */
export const SHELL_MESSAGES = { common: ["header", "footer", "language", "toast"], errors: true } as const satisfies MessageSelection;

/**
 * The translations a screen's loader sends as `i18n`, in the request's
 * language: the groups its components use and `titles` for its page title.
 */
export function screenMessages(context: Readonly<RouterContextProvider>, selection: MessageSelection) {
  return messagesFor(getLanguage(context), selection);
}

/**
 * The admin area's own strings: its menu, title and roles, the page titles,
 * and the Close and Save every dialog and inline field says. Screens listed
 * in ADMIN_SCREENS_SENDING_OWN send their groups of `admin` themselves; the
 * layout sends every other admin screen the whole namespace.
 */
const ADMIN_SHELL_MESSAGES = { admin: ["title", "menu", "roles", "titles", "close", "save"] } as const satisfies MessageSelection;

/** Admin screens that send their own groups of `admin` (the lenders table repeats on every view: 20 KB of other screens' strings, 36 KB in Hindi). */
const ADMIN_SCREENS_SENDING_OWN = new Set(["/admin/lenders"]);

/** What the admin layout sends for the screen matched by `pattern`. */
export function adminLayoutMessages(context: Readonly<RouterContextProvider>, pattern: string) {
  return messagesFor(getLanguage(context), ADMIN_SCREENS_SENDING_OWN.has(normaliseRoutePattern(pattern)) ? ADMIN_SHELL_MESSAGES : ["admin"]);
}
