import { makeT, type Messages } from "~/i18n/translate";

/** "Admin - <page>" in the screen's language, from the admin messages the admin layout's loader sent. */
export function adminPageTitle(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>, key: string): string {
  const messages = matches.map((m) => (m?.loaderData as { i18n?: Record<string, Messages> } | undefined)?.i18n?.admin).find(Boolean);
  const t = makeT(messages);
  return `${t("title")} - ${t(key)}`;
}
