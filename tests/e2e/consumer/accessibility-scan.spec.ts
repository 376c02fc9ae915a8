import { axeProblems, expect, test } from "../fixtures";

/**
 * The scan every other test relies on (tests/e2e/fixtures.ts) must be able to
 * fail: a page with an image without alt text, a nameless button and grey on
 * white is reported, with JavaScript and without. (Served at an address
 * outside the app, so the test's own watch leaves it alone.)
 */
test("the accessibility scan reports a page's serious violations, with or without JavaScript", async ({ page }) => {
  await page.route("http://probe.test/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <button type="button"></button>
        <p style="color:#ddd;background:#fff">Hard to read</p></main></body></html>`,
    }),
  );
  await page.goto("http://probe.test/page");
  const problems = (await axeProblems(page, "probe")).join("\n");
  expect(problems).toContain("image-alt");
  expect(problems).toContain("button-name");
  expect(problems).toContain("color-contrast");
});
