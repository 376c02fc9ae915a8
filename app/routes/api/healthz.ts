import { pingDatabase } from "~/server/platform/db/db.server";

export async function loader() {
  await pingDatabase();
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
