import { getBrandByName, findBrands } from "~/server/partner/brand.server";
import type { Route } from "./+types/get-partner-by-name";

/** GET /api/get-partner-by-name/{name}: a brand's look (name defaults to cl; an unknown name answers the default brand). */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name ?? "cl";
  const brand = (await getBrandByName(name)) ?? (await findBrands({})).defaultBrand;
  return Response.json({ success: true, data: brand });
}
