import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partners } from "../../../db/schema";
import { LANDING_TILES } from "~/domain/partner/funnel";
import { getDb } from "~/server/platform/db/db.server";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { decodeEntities } from "../../support/page-html";
import { newPartner } from "../../support/payout-fixtures";

/**
 * Issue 39 item 5: a partner sets its Custom Funnel on /partner/customFunnel
 * (the tiles and their order, the product the login opens on, a headline per
 * language) and the brand's landing and login wear it on the very next
 * request; a refusal names each field; the default brand's landing is the
 * marketplace's when nothing is set.
 */
let app: InProcessApp;
let page: typeof import("~/routes/partner/custom-funnel");

beforeAll(async () => {
  app = await createInProcessApp();
  page = await import("~/routes/partner/custom-funnel");
});

/** What a landing shows: its headline, its tiles' names in order, and the login form's products with the one it opens on. */
async function landing(path: string, headers: Record<string, string> = {}) {
  const res = await app.handle(new Request(`http://localhost${path}`, { headers: { "accept-language": "en-IN", ...headers } }));
  const html = decodeEntities(await res.text());
  const select = /<select[^>]*name="productType"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
  return {
    status: res.status,
    headline: /data-testid="landing-title"[^>]*>([^<]*)</.exec(html)?.[1].trim(),
    tiles: [...html.matchAll(/after:content-\[''\]"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]),
    options: [...select.matchAll(/<option value="(\w+)"/g)].map((m) => m[1]),
    selected: /<option value="(\w+)" selected/.exec(select)?.[1] ?? null,
  };
}

const every = (fields: Record<string, string>) => ({
  intent: "save-funnel",
  ...Object.fromEntries(LANDING_TILES.map((tile) => [`place_${tile}`, ""])),
  ...fields,
});

describe("a partner's Custom Funnel", () => {
  it("is applied at once to the brand's landing and login: its products in its order, the product it opens on, its headline in each language", async () => {
    const { partner, call } = await newPartner();
    const before = await landing(`/${partner.name}`);
    expect(before.tiles).toHaveLength(LANDING_TILES.length);

    const saved = await call(page.action, "/partner/customFunnel", "/partner/customFunnel", {
      form: every({ place_goldLoans: "1", place_personalLoans: "3", place_insurance: "2", opensOn: "goldLoans", headline_en: "Gold loans in 30 minutes", headline_hi: "30 मिनट में गोल्ड लोन" }),
    });
    expect(saved).toMatchObject({ status: 302, location: "/partner/customFunnel#preview-heading" });

    const after = await landing(`/${partner.name}`);
    expect(after).toMatchObject({ status: 200, headline: "Gold loans in 30 minutes", tiles: ["Gold Loans", "Insurance", "Personal Loans"], selected: "gl" });
    expect(after.options.slice(0, 2)).toEqual(["gl", "ins_health"]);
    expect(after.options).not.toContain("bl");
    expect((await landing(`/${partner.name}`, { "accept-language": "hi-IN" })).headline).toBe("30 मिनट में गोल्ड लोन");
    // A language without a headline of its own keeps the marketplace's.
    expect((await landing(`/${partner.name}`, { "accept-language": "ta-IN" })).headline).not.toBe("Gold loans in 30 minutes");
    // The brand's /login is its landing too.
    expect(await landing(`/login?partner=${partner.name}`)).toMatchObject({ headline: "Gold loans in 30 minutes", tiles: after.tiles, selected: "gl" });
    // A tile's own product (a link) still leads the form.
    expect((await landing(`/${partner.name}?product=pl`)).selected).toBe("pl");

    const preview = (await call(page.loader, "/partner/customFunnel", "/partner/customFunnel")).data as { funnel: { products: string[] } };
    expect(preview.funnel.products).toEqual(["goldLoans", "insurance", "personalLoans"]);

    expect(await call(page.action, "/partner/customFunnel", "/partner/customFunnel", { form: { intent: "reset-funnel" } })).toMatchObject({ status: 302 });
    expect(await landing(`/${partner.name}`)).toMatchObject({ tiles: before.tiles, headline: before.headline });
  });

  it("refuses beside each field: no product, two on one place, opening on a hidden product, a headline too long", async () => {
    const { partner, call } = await newPartner();
    const refused = async (form: Record<string, string>) => {
      const out = await call(page.action, "/partner/customFunnel", "/partner/customFunnel", { form: every(form) });
      expect(out.status).toBe(422);
      return (out.data as { result: { error: Record<string, string[]> } }).result.error;
    };
    expect(await refused({})).toMatchObject({ place_personalLoans: ["partner:funnel.errors.noProduct"] });
    expect(await refused({ place_personalLoans: "1", place_goldLoans: "1" })).toMatchObject({ place_goldLoans: ["partner:funnel.errors.samePlace"] });
    expect(await refused({ place_personalLoans: "1", opensOn: "goldLoans" })).toMatchObject({ opensOn: ["partner:funnel.errors.opensOnHidden"] });
    expect(await refused({ place_personalLoans: "1", headline_en: "x".repeat(91) })).toMatchObject({ headline_en: ["partner:funnel.errors.headline"] });
    const [row] = await (await getDb()).select({ funnel: partners.funnel }).from(partners).where(eq(partners.id, partner.id));
    expect(row.funnel).toBeNull();
  });

  it("leaves the default brand's landing as the marketplace's when nothing is set", async () => {
    const home = await landing("/");
    expect(home.tiles).toHaveLength(LANDING_TILES.length);
    expect(home.headline).toBe("Loans, credit cards and insurance, matched to you");
    expect(home.selected).toBeNull();
  });
});
