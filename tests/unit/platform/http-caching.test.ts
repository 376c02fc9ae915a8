import { describe, expect, it } from "vitest";
import { cacheControlFor } from "../../../host/http-policy.js";
import { mayShare, pageCaching, PRIVATE_NO_STORE, SHARED } from "~/domain/platform/http-caching";
import { isSharedPage } from "~/server/platform/http/pages.server";

const asked = (method: string, pattern: string, cookieHeader: string | null) => mayShare({ method, sharedPage: isSharedPage(pattern), cookieHeader });

describe("which pages a CDN may share", () => {
  it("a public page asked for with GET or HEAD and no cookie at all", () => {
    for (const pattern of ["/", "privacy-policy", "terms-of-use", "how-offers-are-ranked", "credit-cards", "help"]) {
      expect(asked("GET", pattern, null), pattern).toBe(true);
    }
    expect(asked("head", "privacy-policy", "")).toBe(true);
  });

  it("never with a cookie, another method, or a page that is not on the list", () => {
    expect(asked("GET", "privacy-policy", "lng=hi")).toBe(false);
    expect(asked("POST", "help", null)).toBe(false);
    for (const pattern of ["user/offers", "products", "verification", ":urlSegment", "*", "admin/lenders", "404"]) {
      expect(asked("GET", pattern, null), pattern).toBe(false);
    }
  });

  it("shares a page only when it came out 200 and set no cookie", () => {
    expect(pageCaching({ mayShare: true, status: 200, setsCookie: false })).toEqual(SHARED);
    expect(pageCaching({ mayShare: true, status: 200, setsCookie: true })).toEqual({ cacheControl: PRIVATE_NO_STORE });
    expect(pageCaching({ mayShare: true, status: 404, setsCookie: false })).toEqual({ cacheControl: PRIVATE_NO_STORE });
    expect(pageCaching({ mayShare: false, status: 200, setsCookie: false })).toEqual({ cacheControl: PRIVATE_NO_STORE });
  });
});

describe("the server's last word on Cache-Control", () => {
  it("keeps what a public page declared", () => {
    expect(cacheControlFor(true, SHARED.cacheControl, false)).toBe(SHARED.cacheControl);
  });
  it("never lets the API, a signed-in area, a cookie-setting or an undeclared answer be kept", () => {
    expect(cacheControlFor(false, SHARED.cacheControl, false)).toBe("private, no-store");
    expect(cacheControlFor(false, "public, max-age=60", false)).toBe("private, no-store");
    expect(cacheControlFor(true, SHARED.cacheControl, true)).toBe("private, no-store");
    expect(cacheControlFor(true, null, false)).toBe("private, no-store");
    expect(cacheControlFor(true, "private, no-store", true)).toBe("private, no-store");
  });
});
