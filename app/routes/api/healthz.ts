import { sql } from "drizzle-orm";
import { getDb } from "~/server/db.server";

export async function loader() {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
