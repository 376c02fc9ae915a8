import { listCards } from "~/server/catalogue/credit-cards.server";

/** GET /api/get-credit-cards-data: every card not deleted, by sort order (SPEC.md 7). */
export async function loader() {
  return Response.json({ success: true, data: await listCards() });
}
