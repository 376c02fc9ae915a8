import { getCatalogue } from "~/server/select-lists.server";
import type { Route } from "./+types/search-list";

/** GET /api/search-list/{lang} and /{lang}/{listKey}: the select-list catalogue, labelled in that language. */
export async function loader({ params }: Route.LoaderArgs) {
  const lists = await getCatalogue(params.lang === "hi" ? "hi" : "en", params.id);
  if (params.id && !lists[params.id]) return Response.json({ success: false, message: "Unknown list" }, { status: 404 });
  return Response.json({ success: true, data: lists });
}
