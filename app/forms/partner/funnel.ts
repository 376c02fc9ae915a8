import { z } from "zod";
import { HEADLINE_MAX, LANDING_TILES, type Funnel, type TileKey } from "~/domain/partner/funnel";

/** The Custom Funnel form's two posts: save what the form says, or go back to the marketplace's landing. */
export const FUNNEL_INTENT = { save: "save-funnel", reset: "reset-funnel" } as const;

const E = "partner:funnel.errors";

/** A tile's place field ("" is not shown) and a language's headline field. */
export const placeField = (tile: TileKey) => `place_${tile}`;
export const headlineField = (language: string) => `headline_${language}`;

const place = z
  .string()
  .regex(/^\d{1,2}$/, `${E}.place`)
  .transform(Number)
  .pipe(z.number().int().min(1, `${E}.place`).max(LANDING_TILES.length, `${E}.place`))
  .optional();

/**
 * The funnel as a partner sets it (docs/decisions/101): each tile's place
 * (1 first; empty leaves it off the landing), at least one tile, no two on one
 * place; the product the login opens on, one of those shown; a headline of at
 * most HEADLINE_MAX characters in each of the brand's `languages`, empty
 * keeping the marketplace's. Places need not follow on (1, 3, 7 is an order).
 */
export const funnelSchema = (languages: readonly string[]) =>
  z
    .object({
      intent: z.literal(FUNNEL_INTENT.save),
      opensOn: z.enum(LANDING_TILES as [TileKey, ...TileKey[]], { error: `${E}.opensOn` }).optional(),
      ...Object.fromEntries(LANDING_TILES.map((tile) => [placeField(tile), place])),
      ...Object.fromEntries(languages.map((l) => [headlineField(l), z.string().trim().max(HEADLINE_MAX, `${E}.headline`).optional()])),
    })
    .superRefine((v, ctx) => {
      const values = v as Record<string, unknown>;
      const placed = LANDING_TILES.filter((tile) => typeof values[placeField(tile)] === "number");
      if (!placed.length) ctx.addIssue({ code: "custom", path: [placeField(LANDING_TILES[0])], message: `${E}.noProduct` });
      const seen = new Set<number>();
      for (const tile of placed) {
        const at = values[placeField(tile)] as number;
        if (seen.has(at)) ctx.addIssue({ code: "custom", path: [placeField(tile)], message: `${E}.samePlace` });
        seen.add(at);
      }
      if (v.opensOn && !placed.includes(v.opensOn)) ctx.addIssue({ code: "custom", path: ["opensOn"], message: `${E}.opensOnHidden` });
    })
    .transform((v): Funnel => {
      const values = v as Record<string, unknown>;
      const products = LANDING_TILES.filter((tile) => typeof values[placeField(tile)] === "number").sort((a, b) => (values[placeField(a)] as number) - (values[placeField(b)] as number));
      const headlines = Object.fromEntries(languages.map((l) => [l, values[headlineField(l)]]).filter(([, text]) => typeof text === "string" && text));
      return { products, opensOn: v.opensOn ?? null, headlines };
    });
