import { beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../../db/seed/brands";
import { cardApplicationsOf } from "~/server/lending/card-applications.server";
import { createCardCommand, listActiveCards, updateCardCommand, deleteCardCommand } from "~/server/catalogue/credit-cards.server";
import { landingAction } from "~/routes/public/landing.server";
import { action as verificationAction } from "~/routes/public/verification";
import * as publicCards from "~/routes/public/credit-cards";
import * as userCard from "~/routes/user/credit-card";
import { getConsumerContext } from "~/server/consumer/consumer-state.server";
import { CookieJar, lastLoggedCode, logInByOtp } from "../../support/consumer-session";
import { captureServerLog } from "../../support/log-capture";
import { callUserPage } from "../../support/route-call";

const call = async <T>(fn: () => Promise<T>): Promise<T | Response> => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));
const english = { get: () => "en" } as never;
/** As React Router calls a public page: the matched route's pattern is the card page's own path. */
const publicArgs = (request: Request) => ({ request, params: {}, pattern: new URL(request.url).pathname, context: english }) as never;

/** A card of this file's own, set up through the admin commands (sort orders above the seeded 1..12). */
async function card(name: string, values: Record<string, unknown>) {
  const created = await createCardCommand({ category_name: name });
  if (!created.ok) throw new Error(created.message);
  const id = created.data.category_id;
  for (const [property, value] of Object.entries(values)) {
    const saved = await updateCardCommand({ category_id: id, property, value });
    if (!saved.ok) throw new Error(`${property}: ${saved.message}`);
  }
  return id;
}

const link = (slug: string) => `https://apply.example-bank.in/cards/${slug}?utm_source=cl&uid={unique_id}`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Created out of order: the lists follow sort_order, not creation.
  ids.securedB = await card("IT secured B", { sort_order: 502, secured: 1, status: 1, utm_link: link("sb"), annual_fee: "2999", marketing_bullets: ["FD from ₹10,000"] });
  ids.securedA = await card("IT secured A", { sort_order: 501, secured: 1, status: 1, utm_link: link("sa"), key_feature: "Builds credit" });
  ids.unsecured = await card("IT unsecured", { sort_order: 500, secured: 0, status: 1, utm_link: link("u") });
  ids.inactive = await card("IT inactive", { sort_order: 503, secured: 1, status: 0, utm_link: link("off") });
  ids.deleted = await card("IT deleted", { sort_order: 504, secured: 1, status: 1, utm_link: link("del") });
  await deleteCardCommand({ category_id: ids.deleted });
  ids.noLink = await card("IT no link", { sort_order: 505, secured: 1, status: 1 });
});

const ours = (list: { id: number }[]) => list.map((c) => c.id).filter((id) => Object.values(ids).includes(id));

describe("the public card pages", () => {
  it("list active cards only, by sort order; the secured and unsecured pages one group each", async () => {
    expect(ours((await listActiveCards()).map((c) => ({ id: c.category_id })))).toEqual([ids.unsecured, ids.securedA, ids.securedB, ids.noLink]);

    const all = await publicCards.loader(publicArgs(new Request("http://localhost/credit-cards")));
    expect(ours(all.cards)).toEqual([ids.unsecured, ids.securedA, ids.securedB, ids.noLink]);
    const secured = await publicCards.loader(publicArgs(new Request("http://localhost/cards-secured")));
    expect(ours(secured.cards)).toEqual([ids.securedA, ids.securedB, ids.noLink]);
    expect(secured.cards.every((c) => c.group === "secured")).toBe(true);
    const unsecured = await publicCards.loader(publicArgs(new Request("http://localhost/cards-unsecured")));
    expect(ours(unsecured.cards)).toEqual([ids.unsecured]);
    expect(unsecured.cards.every((c) => c.group === "unsecured")).toBe(true);
  });

  it("show the fee in rupees and never the link, which would carry the consumer's id", async () => {
    const { cards } = await publicCards.loader(publicArgs(new Request("http://localhost/cards-secured")));
    const b = cards.find((c) => c.id === ids.securedB)!;
    expect(b).toMatchObject({ name: "IT secured B", annualFee: "₹2,999", bullets: ["FD from ₹10,000"], canApply: true });
    expect(JSON.stringify(cards)).not.toContain("apply.example-bank.in");
    expect(cards.find((c) => c.id === ids.noLink)!.canApply).toBe(false);
  });

  it("refuse a bad or inactive card with a message, never a crash", async () => {
    const post = (cardId: string) => new Request("http://localhost/cards-secured", { method: "POST", body: new URLSearchParams({ cardId }) });
    for (const bad of ["abc", "-1", "", String(ids.inactive), String(ids.deleted)]) {
      const res = (await publicCards.action(publicArgs(post(bad)))) as Response;
      expect(res.status, bad).toBe(302);
      expect(res.headers.get("location")).toBe("/cards-secured");
      expect(res.headers.get("set-cookie")).toContain("toast=");
    }
  });
});

describe("on a partner's brand", () => {
  const partner = BRANDS.find((b) => !b.isDefault)!.name;

  it("keeps the brand in the filter links, and sends a visitor who chooses a card to the brand's login", async () => {
    const page = await publicCards.loader(publicArgs(new Request(`http://localhost/cards-secured?partner=${partner}`)));
    expect(page.partner).toBe(partner);
    expect(ours(page.cards)).toEqual([ids.securedA, ids.securedB, ids.noLink]);
    const chose = (await publicCards.action(
      publicArgs(new Request(`http://localhost/cards-secured?partner=${partner}`, { method: "POST", body: new URLSearchParams({ cardId: String(ids.securedA) }) })),
    )) as Response;
    expect(chose.headers.get("location")).toBe(`/${partner}`);
  });
});

describe("choosing a card signed out, then applying", () => {
  it("keeps the card through the login and lands on /user/credit-card with it chosen", async () => {
    const jar = new CookieJar();
    const chose = (await publicCards.action(publicArgs(jar.request("/cards-secured", { form: { cardId: String(ids.securedB) } })))) as Response;
    expect(chose.headers.get("location")).toBe("/");
    jar.take(chose);
    expect(JSON.parse(decodeURIComponent(jar.get("CCDetailssecured")!))).toEqual([ids.securedB]);
    expect(jar.get("productType")).toBe("cc_secured");

    // The landing's login form has no product field on the default brand: the card's product is kept.
    const log = captureServerLog();
    try {
      jar.take((await landingAction(jar.request("/", { form: { contact: "9812700001", name__confirm: "" } }))) as Response);
      const verified = (await verificationAction({
        request: jar.request("/verification", { form: { intent: "verify", otp: lastLoggedCode(log, "9812700001") } }),
        context: english,
      } as never)) as Response;
      jar.take(verified);
      expect(verified.headers.get("location")).toBe("/user/credit-card");
    } finally {
      log.stop();
    }

    const page = (await callUserPage(userCard.loader, jar.request("/user/credit-card"))) as unknown as { data: { chosen: { id: number } | null; others: { id: number }[]; group: string } };
    expect(page.data.group).toBe("secured");
    expect(page.data.chosen?.id).toBe(ids.securedB);
    expect(ours(page.data.others)).toEqual([ids.securedA, ids.noLink]);

    const applied = (await call(() => callUserPage(userCard.action, jar.request("/user/credit-card", { form: { cardId: String(ids.securedB) } })))) as Response;
    const location = applied.headers.get("location")!;
    expect(location).toMatch(/^\/user\/credit-card\?applied=[0-9a-f-]{36}$/);

    const ctx = await getConsumerContext(jar.request("/user/credit-card"));
    const consumer = ctx.consumer!;
    const rows = await cardApplicationsOf(consumer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ categoryId: ids.securedB, prospectApplicationId: ctx.prospect!.id, redirectUrl: `https://apply.example-bank.in/cards/sb?utm_source=cl&uid=${consumer.uuid}` });

    const handoff = (await callUserPage(userCard.loader, jar.request(location))) as unknown as { data: { handoff: { url: string; card: string } } };
    expect(handoff.data.handoff).toEqual({ url: rows[0].redirectUrl, card: "IT secured B" });

    // Back on the page, the card says when they applied.
    const again = (await callUserPage(userCard.loader, jar.request("/user/credit-card"))) as unknown as { data: { applied: Record<number, string> } };
    expect(Object.keys(again.data.applied)).toEqual([String(ids.securedB)]);
  });
});

describe("/user/credit-card", () => {
  it("refuses a card without a link, an inactive one and bad input with a message, and records nothing", async () => {
    const { jar, location } = await logInByOtp("9812700002", "cc_secured");
    expect(location).toBe("/user/credit-card");
    const post = (cardId: string) => call(() => callUserPage(userCard.action, jar.request("/user/credit-card", { form: { cardId } }))) as Promise<Response>;
    const noLink = await post(String(ids.noLink));
    expect(noLink.headers.get("location")).toBe(`/user/credit-card?card=${ids.noLink}`);
    expect(noLink.headers.get("set-cookie")).toContain("toast=");
    for (const bad of [String(ids.inactive), String(ids.deleted), "abc", "0"]) {
      expect((await post(bad)).headers.get("location"), bad).toBe("/user/credit-card");
    }
    const ctx = await getConsumerContext(jar.request("/user/credit-card"));
    expect(await cardApplicationsOf(ctx.consumer!.id)).toEqual([]);
  });

  it("lists the unsecured group for an unsecured journey; ?card= remembers the card in CCDetailsunsecured", async () => {
    const { jar } = await logInByOtp("9812700003", "cc_unsecured");
    const page = (await callUserPage(userCard.loader, jar.request(`/user/credit-card?card=${ids.unsecured}`))) as unknown as {
      data: { chosen: { id: number } | null; group: string };
      init: ResponseInit | null;
    };
    expect(page.data.group).toBe("unsecured");
    expect(page.data.chosen?.id).toBe(ids.unsecured);
    expect(new Headers(page.init?.headers).get("set-cookie")).toContain(`CCDetailsunsecured=${encodeURIComponent(JSON.stringify([ids.unsecured]))}`);
  });

  it("sends a loan journey to /products (the product-group guard), and shows no one else's hand-off", async () => {
    const loan = await logInByOtp("9812700004", "pl");
    const refused = (await call(() => callUserPage(userCard.loader, loan.jar.request("/user/credit-card")))) as Response;
    expect(refused.headers.get("location")).toBe("/products");

    const owner = await logInByOtp("9812700005", "cc_unsecured");
    const applied = (await call(() => callUserPage(userCard.action, owner.jar.request("/user/credit-card", { form: { cardId: String(ids.unsecured) } })))) as Response;
    const handoff = applied.headers.get("location")!;
    const other = await logInByOtp("9812700006", "cc_unsecured");
    const stranger = (await call(() => callUserPage(userCard.loader, other.jar.request(handoff)))) as Response;
    expect(stranger.headers.get("location")).toBe("/user/credit-card");
  });
});
