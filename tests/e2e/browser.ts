/**
 * The browser the end-to-end tests drive: Debian's headless shell of Chromium
 * (package chromium-headless-shell), the build Playwright itself runs headless
 * tests in. The full browser's new headless mode renders the same pages with
 * the whole browser behind them: the suite took 5 min 2 s in it and 3 min 10 s
 * in the shell (two specs, both projects, measured 2026-11-25). CHROMIUM_PATH
 * chooses another.
 */
export const CHROMIUM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** Debian's full Chromium, when the shell is not installed. */
export const CHROMIUM = "/usr/bin/chromium";

export function chromiumPath(exists: (path: string) => boolean): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return exists(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM;
}
