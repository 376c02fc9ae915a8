import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// App modules are imported once the database is chosen (tests/support/vitest-database.ts gives this file its own).
let cards: typeof import("~/server/catalogue/credit-cards.server");
let id = 0;

beforeAll(async () => {
  if (!process.env.DATABASE_URL && !process.env.PGLITE_DIR) {
    process.env.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "credit-cards-"));
    process.env.SEED_ON_EMPTY ??= "true";
  }
  cards = await import("~/server/catalogue/credit-cards.server");
  const created = await cards.createCardCommand({ category_name: "Integration card 1" });
  if (!created.ok) throw new Error(created.message);
  id = created.data.category_id;
});

/** Saves one property as the screen and update-credit-card-data do; answers the saved value or the refusal. */
async function update(property: string, value: unknown) {
  const result = await cards.updateCardCommand({ category_id: String(id), property, value });
  return result.ok ? { ok: true as const, value: (result.data as Record<string, unknown>)[property] } : { ok: false as const, status: result.status, message: result.message };
}

describe("credit card property updates (the screen and update-credit-card-data)", () => {
  it("sort_order: digits only", async () => {
    expect(await update("sort_order", "7")).toEqual({ ok: true, value: 7 });
    expect(await update("sort_order", 3)).toEqual({ ok: true, value: 3 });
    expect(await update("sort_order", "3a")).toMatchObject({ ok: false, status: 422, message: "admin:validation.number" });
    expect(await update("sort_order", "-1")).toMatchObject({ ok: false, status: 422 });
    expect(await update("sort_order", "")).toMatchObject({ ok: false, status: 422 });
    expect((await cards.getCard(id))!.sort_order).toBe(3);
  });

  it("category_img_thumb: an address of ours or https, never javascript:", async () => {
    expect(await update("category_img_thumb", "/uploads/credit-cards/abc.png")).toEqual({ ok: true, value: "/uploads/credit-cards/abc.png" });
    expect(await update("category_img_thumb", "javascript:alert(1)")).toMatchObject({ ok: false, message: "admin:editDialog.rules.url" });
  });

  it("category_name, key_feature, annual_fee: text", async () => {
    expect(await update("category_name", "Integration card 1")).toEqual({ ok: true, value: "Integration card 1" });
    expect(await update("category_name", "<script>")).toMatchObject({ ok: false, message: "admin:editDialog.rules.cardName" });
    expect(await update("key_feature", "  5% cashback everywhere  ")).toEqual({ ok: true, value: "5% cashback everywhere" });
    expect(await update("annual_fee", "₹499 + GST")).toEqual({ ok: true, value: "₹499 + GST" });
    expect(await update("annual_fee", "")).toEqual({ ok: true, value: null });
    expect(await update("key_feature", "x".repeat(301))).toMatchObject({ ok: false, message: "admin:editDialog.rules.tooLong" });
  });

  it("utm_link: http(s) only, with the unique-id placeholder kept", async () => {
    const link = "https://apply.example-bank.in/cards/x?uid={unique_id}";
    expect(await update("utm_link", link)).toEqual({ ok: true, value: link });
    expect(await update("utm_link", "data:text/html,hi")).toMatchObject({ ok: false, message: "admin:editDialog.rules.url" });
  });

  it("marketing_bullets: a list of non-empty lines", async () => {
    expect(await update("marketing_bullets", ["One", " Two "])).toEqual({ ok: true, value: ["One", "Two"] });
    expect(await update("marketing_bullets", [])).toEqual({ ok: true, value: [] });
    expect(await update("marketing_bullets", ["One", "  "])).toMatchObject({ ok: false, message: "admin:editDialog.rules.bulletEmpty" });
    expect(
      await update(
        "marketing_bullets",
        Array.from({ length: 21 }, (_, i) => `b${i}`),
      ),
    ).toMatchObject({ ok: false, message: "admin:editDialog.rules.tooMany" });
    expect((await cards.getCard(id))!.marketing_bullets).toEqual([]);
  });

  it("secured and status switches: 0/1 only", async () => {
    expect(await update("secured", "1")).toEqual({ ok: true, value: 1 });
    expect(await update("secured", 0)).toEqual({ ok: true, value: 0 });
    expect(await update("status", 1)).toEqual({ ok: true, value: 1 });
    expect(await update("status", "0")).toEqual({ ok: true, value: 0 });
    expect(await update("status", 2)).toMatchObject({ ok: false, status: 422 });
  });

  it("an unknown property, or no card, is refused", async () => {
    expect(await update("deleted_at", "x")).toMatchObject({ ok: false, status: 422, message: "admin:validation.unknownProperty" });
    expect(await cards.updateCardCommand({ category_id: "999999", property: "status", value: 1 })).toMatchObject({ ok: false, status: 404 });
    expect(await cards.updateCardCommand({ property: "status", value: 1 })).toMatchObject({ ok: false, status: 422 });
  });
});

describe("create and soft delete", () => {
  it("creates a card from a name only, last in the list and switched off", async () => {
    const created = await cards.createCardCommand({ category_name: "New card_2-b" });
    expect(created).toMatchObject({ ok: true, message: "admin:creditCards.created", data: { category_name: "New card_2-b", status: 0, marketing_bullets: [] } });
    const list = await cards.listCards();
    expect(list.at(-1)!.category_name).toBe("New card_2-b");
    expect(list.map((c) => c.sort_order)).toEqual([...list.map((c) => c.sort_order)].sort((a, b) => a - b));
  });

  it("refuses an empty name or other characters", async () => {
    expect(await cards.createCardCommand({ category_name: "" })).toMatchObject({ ok: false, status: 422, errors: { category_name: ["admin:validation.nameRequired"] } });
    expect(await cards.createCardCommand({ category_name: "Card!" })).toMatchObject({ ok: false, errors: { category_name: ["admin:editDialog.rules.cardName"] } });
  });

  it("soft deletes: the card leaves the list, and a second delete is not found", async () => {
    const created = await cards.createCardCommand({ category_name: "Doomed card" });
    if (!created.ok) throw new Error(created.message);
    expect(await cards.deleteCardCommand({ category_id: created.data.category_id })).toMatchObject({ ok: true, message: "admin:creditCards.deleted" });
    expect((await cards.listCards()).some((c) => c.category_id === created.data.category_id)).toBe(false);
    expect(await cards.deleteCardCommand({ category_id: created.data.category_id })).toMatchObject({ ok: false, status: 404 });
    expect(await cards.updateCardCommand({ category_id: created.data.category_id, property: "status", value: 1 })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the JSON twins, through the admin API guard", () => {
  it("update-credit-card-data answers the saved card; role 2 is refused", async () => {
    const { callRoute } = await import("../../support/route-call");
    const { adminApiGuard } = await import("~/middleware/admin-guard.server");
    const commands = await import("~/routes/api/credit-card-commands");
    const { adminBearer } = await import("../../support/admin-token");
    const post = (token: string, body: unknown) =>
      callRoute(commands.action as never, {
        request: new Request("http://localhost/api/update-credit-card-data", {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        pattern: "/api/update-credit-card-data",
        guards: [adminApiGuard],
      }).catch((e: unknown) => e);
    const answer = (await post(await adminBearer(1), { category_id: id, property: "marketing_bullets", value: ["A", "B"] })) as { data: unknown; init: ResponseInit | null };
    expect(answer.data).toMatchObject({ success: true, message: "Credit card updated successfully!", data: { marketing_bullets: ["A", "B"] } });
    const refused = (await post(await adminBearer(2), { category_id: id, property: "status", value: 1 })) as Response;
    expect(refused.status).toBe(403);
  });
});
