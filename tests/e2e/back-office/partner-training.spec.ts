import { expect, jsEnabled, open, test } from "../fixtures";

/**
 * Training that plays (issue 39, item 4; docs/decisions/100-media-storage.md): a partner opens Training
 * Material on a 320 px phone, the menu folded away, and finds the demo's video and PDF. The video loads
 * nothing before it is played; its source answers a range request as a player's seek asks it (206 with
 * Content-Range), and with JavaScript the browser plays it. Without JavaScript the page and its files
 * are the same (the video element is the browser's own). Role 1 finds them on its page from the admin menu.
 */
test("a partner plays a training video, its source answering range requests, and opens the PDF", { tag: "@no-js" }, async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn.partner(page, "partner");
  await open(page, "/partner/training-material");
  const heading = page.getByRole("heading", { name: "Training Material", level: 1 });
  // The thirteen pages fold into one line: the page starts within the first screen.
  expect((await heading.boundingBox())!.y).toBeLessThan(400);

  const video = page.getByTestId("training-media").locator("li", { hasText: "Welcome to partner training" }).locator("video");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /\/poster$/);
  const src = (await video.getAttribute("src"))!;
  const seek = await page.request.get(src, { headers: { Range: "bytes=1024-2047" } });
  expect(seek.status()).toBe(206);
  expect(seek.headers()["content-range"]).toMatch(/^bytes 1024-2047\/\d+$/);
  expect(seek.headers()["accept-ranges"]).toBe("bytes");
  expect((await seek.body()).length).toBe(1024);
  expect((await page.request.get(src, { headers: { Range: "bytes=99999999-" } })).status()).toBe(416);

  if (jsEnabled()) {
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  }

  const pdf = await page.request.get((await page.getByRole("link", { name: /Open the PDF.*Selling loans responsibly/ }).getAttribute("href"))!);
  expect([pdf.status(), pdf.headers()["content-type"], pdf.headers()["content-disposition"]?.split(";")[0]]).toEqual([200, "application/pdf", "inline"]);

  // Role 1 finds the same items on its page, from the admin menu.
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn.admin(page, "admin");
  await open(page, "/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Training media" }).click();
  await expect(page.getByTestId("training-table")).toContainText("Welcome to partner training");
  await expect(page.getByTestId("training-table")).toContainText("Selling loans responsibly");
});
