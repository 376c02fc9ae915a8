import { deflateSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { BRANDS } from "../../../db/seed/brands";
import { demoPassword, expect, jsEnabled, open, test } from "../fixtures";

/** A brand no other spec looks at (foundation.spec.ts checks the first ones' colours). */
const brand = BRANDS.filter((b) => !b.isDefault).at(-1)!;

/** An admin's Bearer token for the JSON API: the session cookie the login sets. */
async function adminToken(request: APIRequestContext, username = "admin"): Promise<string> {
  const login = await request.post("/admin/login", { form: { username, password: demoPassword }, maxRedirects: 0 });
  const cookie = login.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("a_atkn="));
  if (!cookie) throw new Error("no admin session cookie");
  return decodeURIComponent(cookie.value.split(";")[0].slice("a_atkn=".length));
}

/** A card of the test's own, made through the API (POST /api/create-credit-card). */
async function apiCard(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const res = await request.post("/api/create-credit-card", { headers: { authorization: `Bearer ${token}` }, data: { category_name: name } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ success: true, message: "Credit card created successfully!" });
  return { id: body.data.category_id as number, token };
}

/** A real 2×2 PNG, made here (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

const row = (page: Page, name: string) => page.getByTestId(`card-row-${name}`);

test("role 1 creates a card from a name only", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/credit-cards");
  await expect(page).toHaveTitle(/^Admin - Partners/);
  await page.getByRole("link", { name: "Create", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create credit card" });
  const submit = dialog.getByRole("button", { name: "Submit" });
  if (jsEnabled()) await expect(submit).toBeDisabled();
  const name = `E2E card ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Credit card created successfully!")).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});

test("role 1 uploads a thumbnail, which is served as the image it is", { tag: "@no-js" }, async ({ page, request, signIn }) => {
  const name = `E2E thumb ${Date.now()}`;
  await apiCard(request, name);
  await signIn.admin(page, "admin");
  await open(page, "/admin/credit-cards");
  await row(page, name)
    .getByRole("link", { name: `Edit: ${name}: Thumbnail` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit: Thumbnail" });
  const submit = dialog.getByRole("button", { name: "Submit" });
  if (jsEnabled()) await expect(submit).toBeDisabled();
  await dialog.getByLabel("Image file").setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Credit card updated successfully!")).toBeVisible();
  const image = row(page, name).getByRole("img", { name: `Thumbnail of ${name}` });
  const src = await image.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/credit-cards\/[0-9a-f-]{36}\.png$/);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await served.body()).equals(tinyPng())).toBe(true);
});

test("an HTML file sent as a thumbnail is refused with its reason", async ({ page, request, signIn }) => {
  const name = `E2E html ${Date.now()}`;
  await apiCard(request, name);
  await signIn.admin(page, "admin");
  await open(page, "/admin/credit-cards");
  await row(page, name)
    .getByRole("link", { name: `Edit: ${name}: Thumbnail` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit: Thumbnail" });
  await dialog.getByLabel("Image file").setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Edit: Thumbnail" }).getByText("The file is not a PNG, JPEG, WebP or GIF image")).toBeVisible();
  await expect(row(page, name).getByRole("img")).toHaveCount(0);
});

test("role 1 edits the marketing bullets: adds and removes rows, and cannot save an empty one", { tag: "@no-js" }, async ({ page, request, signIn }) => {
  const name = `E2E bullets ${Date.now()}`;
  const { id, token } = await apiCard(request, name);
  const set = await request.post("/api/update-credit-card-data", {
    headers: { authorization: `Bearer ${token}` },
    data: { category_id: id, property: "marketing_bullets", value: ["Old one", "Old two"] },
  });
  expect(await set.json()).toMatchObject({ success: true });
  await signIn.admin(page, "admin");
  await open(page, "/admin/credit-cards");
  await row(page, name)
    .getByRole("link", { name: `Update: ${name}: Features` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit: Features" });
  await expect(dialog.getByLabel("Bullet 2", { exact: true })).toHaveValue("Old two");
  await dialog.getByLabel("Bullet 1", { exact: true }).fill("5% cashback online");
  await dialog.getByRole("button", { name: "Remove bullet 2" }).click();
  await expect(dialog.getByLabel("Bullet 2", { exact: true })).toHaveCount(0);
  // Without JavaScript the row buttons post the form: what was typed comes back.
  await expect(dialog.getByLabel("Bullet 1", { exact: true })).toHaveValue("5% cashback online");
  await dialog.getByRole("button", { name: "Add bullet" }).click();
  await expect(dialog.getByLabel("Bullet 2", { exact: true })).toHaveValue("");
  if (jsEnabled()) await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
  await dialog.getByLabel("Bullet 2", { exact: true }).fill("No annual fee");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Credit card updated successfully!")).toBeVisible();
  await row(page, name)
    .getByRole("link", { name: `View: ${name}: Features` })
    .click();
  await expect(page.getByTestId("bullets").getByRole("listitem")).toHaveText(["5% cashback online", "No annual fee"]);
  const list = await (await request.get("/api/get-credit-cards-data", { headers: { authorization: `Bearer ${token}` } })).json();
  expect(list.data.find((c: { category_id: number }) => c.category_id === id).marketing_bullets).toEqual(["5% cashback online", "No annual fee"]);
});

test("role 1 switches a card on; the switch is saved at once and survives a reload", { tag: "@no-js" }, async ({ page, request, signIn }) => {
  const name = `E2E switch ${Date.now()}`;
  await apiCard(request, name);
  await signIn.admin(page, "admin");
  await open(page, "/admin/credit-cards");
  const status = row(page, name).getByRole("switch", { name: `${name}: Status` });
  await expect(status).not.toBeChecked();
  if (jsEnabled()) {
    const saved = page.waitForResponse((r) => r.request().method() === "POST");
    await status.click();
    await saved;
  } else {
    await status.check();
    await row(page, name)
      .getByRole("button", { name: `Save: ${name}: Status` })
      .click();
  }
  await expect(page.getByText("Credit card updated successfully!")).toBeVisible();
  await page.reload();
  await expect(row(page, name).getByRole("switch", { name: `${name}: Status` })).toBeChecked();
});

test("role 1 deletes a card after 'Are you sure?'", async ({ page, request, signIn }) => {
  const name = `E2E delete ${Date.now()}`;
  await apiCard(request, name);
  await signIn.admin(page, "admin");
  await open(page, "/admin/credit-cards");
  await row(page, name)
    .getByRole("link", { name: `Delete: ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog.getByRole("link", { name: "Cancel" })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Credit card deleted successfully!")).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test("role 1 changes a partner's brand colour; the brand's page shows it at once", async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/partners");
  await page.getByTestId(`partner-row-${brand.name}`).getByRole("link").first().click();
  await page.getByRole("link", { name: "Edit: Primary colour" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit: Primary colour" });
  await dialog.getByLabel("Primary colour").fill("#7a1fa2");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Partner updated successfully!")).toBeVisible();
  const brandPage = await (await page.request.get(`/${brand.name}`)).text();
  expect(brandPage).toContain("--brand-primary:#7a1fa2");
});

test("role 2 is sent away from /admin/credit-cards and /admin/partners, and the API refuses it", async ({ page, request, signIn }) => {
  await signIn.admin(page, "analyst");
  await open(page, "/admin/credit-cards");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Credit cards" })).toHaveCount(0);
  await open(page, "/admin/partners");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = await adminToken(request, "analyst");
  const res = await request.get("/api/get-credit-cards-data", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
