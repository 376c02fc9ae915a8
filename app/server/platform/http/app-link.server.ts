import { getConfig } from "../db/config.server";

/** An address of this site for a message that leaves it (an SMS, an email): PUBLIC_APP_URL, else this server. */
export function appLink(path: string): string {
  const config = getConfig();
  const base = config.PUBLIC_APP_URL ?? `http://localhost:${config.PORT}`;
  return `${base.replace(/\/+$/, "")}${path}`;
}
