import { describe, expect, it } from "vitest";
import { cacheControlFor } from "../../server/http-policy.js";
import { mayShare, pageCaching, PRIVATE_NO_STORE, SHARED } from "~/domain/http-caching";

describe("which pages a CDN may share", () => {
  it("a public page asked for with GET or HEAD and no cookie at all", () => {
    for (const pattern of ["/", "privacy-policy", "terms-of-use", "how-offers-are-ranked", "credit-cards", "help"]) {
      expect(mayShare({ method: "GET", pattern, cookieHeader: null }), pattern).toBe(true);
    }
    expect(mayShare({ method: "head", pattern: "privacy-policy", cookieHeader: "" })).toBe(true);
  });

  it("never with a cookie, another method, or a page that is not on the list", () => {
    expect(mayShare({ method: "GET", pattern: "privacy-policy", cookieHeader: "lng=hi" })).toBe(false);
    expect(mayShare({ method: "POST", pattern: "help", cookieHeader: null })).toBe(false);
    for (const pattern of ["user/offers", "products", "verification", ":urlSegment", "*", "admin/lenders", "404"]) {
      expect(mayShare({ method: "GET", pattern, cookieHeader: null }), pattern).toBe(false);
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
    expect(cacheControlFor("/privacy-policy", SHARED.cacheControl, false)).toBe(SHARED.cacheControl);
  });
  it("never lets the API, a signed-in area, a cookie-setting or an undeclared answer be kept", () => {
    expect(cacheControlFor("/user/offers", SHARED.cacheControl, false)).toBe("private, no-store");
    expect(cacheControlFor("/api/getLanguages", "public, max-age=60", false)).toBe("private, no-store");
    expect(cacheControlFor("/privacy-policy", SHARED.cacheControl, true)).toBe("private, no-store");
    expect(cacheControlFor("/privacy-policy.data", null, false)).toBe("private, no-store");
    expect(cacheControlFor("/", "private, no-store", true)).toBe("private, no-store");
  });
});
