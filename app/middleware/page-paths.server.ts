import { matchPath } from "react-router";
import { mediaUploadPatterns, sharedPatterns, uploadPatterns } from "~/server/platform/http/pages.server";

/**
 * What host/server.js asks of a request's path before React Router reads its body
 * or after it answers (app/entry.server.tsx exports both): whether the path is
 * a route that takes files, and whether it may be a shared page. The patterns
 * come from the table of pages (app/server/platform/http/pages.server.ts); they are matched with
 * React Router's own matcher, so the answer is the route React Router will
 * pick, and that matcher is why this lives here and not in app/server.
 */

/** The path as React Router will match it: percent-decoded, without the `.data` suffix of its data requests. */
function routePath(rawPath: string): string {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // kept raw: it matches no route either
  }
  return decoded.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

const matchesAny = (patterns: readonly string[], rawPath: string) => {
  const path = routePath(rawPath);
  return patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, path) !== null);
};

/** Routes that take files get the larger body limit (host/server.js asks before React Router reads the body). */
export function isUploadPath(rawPath: string): boolean {
  return matchesAny(uploadPatterns, rawPath);
}

/** Routes that take training media (a video and its poster): the limit of the largest video (docs/decisions/100-media-storage.md). */
export function isMediaUploadPath(rawPath: string): boolean {
  return matchesAny(mediaUploadPatterns, rawPath);
}

/** A path that may be a shared page; every other answer is never kept by a cache (host/server.js). */
export function isSharedPath(rawPath: string): boolean {
  return matchesAny(sharedPatterns, rawPath);
}
