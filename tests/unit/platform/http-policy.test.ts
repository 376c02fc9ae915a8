import { describe, expect, it } from "vitest";
import { clientAddress, requestHost, varyOnForwardedHost } from "../../../host/http-policy.js";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";

describe("the caller's address", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("10.0.0.5", "1.2.3.4", 0)).toBe("10.0.0.5");
  });
  it("behind one trusted proxy is the address that proxy appended (the rightmost), not the leftmost a client can forge", () => {
    expect(clientAddress("10.0.0.5", "6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
  });
  it("behind two trusted proxies is counted two hops from the right", () => {
    expect(clientAddress("10.0.0.5", ["6.6.6.6, 203.0.113.7", "10.0.0.9"], 2)).toBe("203.0.113.7");
  });
  it("falls back to the socket when the header is missing", () => {
    expect(clientAddress("10.0.0.5", undefined, 1)).toBe("10.0.0.5");
  });
});

describe("the host a request was made to (a brand may own a host)", () => {
  it("is the Host header when no proxy is trusted, whatever X-Forwarded-Host claims", () => {
    expect(requestHost("marketplace.example.in", "loans.paisaplus.in", false)).toBe("marketplace.example.in");
  });
  it("behind a trusted proxy is the forwarded host that proxy wrote: the last entry, not one a client put before it", () => {
    expect(requestHost("10.0.0.5:3000", "loans.paisaplus.in", true)).toBe("loans.paisaplus.in");
    expect(requestHost("10.0.0.5:3000", "loans.paisaplus.in, marketplace.example.in", true)).toBe("marketplace.example.in");
    expect(requestHost("10.0.0.5:3000", undefined, true)).toBe("10.0.0.5:3000");
  });
  it("keeps nothing that would make it more than a host", () => {
    expect(requestHost("evil.example/@x?y#z", undefined, false)).toBe("evil.examplexyz");
    expect(requestHost(undefined, undefined, false)).toBe("localhost");
  });
  it("is named in the Vary of a shared page behind a trusted proxy, once", () => {
    expect(varyOnForwardedHost("Cookie, Accept-Language")).toBe("Cookie, Accept-Language, X-Forwarded-Host");
    expect(varyOnForwardedHost("Cookie, X-Forwarded-Host")).toBe("Cookie, X-Forwarded-Host");
    expect(varyOnForwardedHost(undefined)).toBe("X-Forwarded-Host");
  });
});

describe("redirect targets", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/user/offers?x=1")).toBe("/user/offers?x=1");
  });
  it("refuses anything that a browser would read as another site", () => {
    for (const v of ["//evil.example", "/.//evil.example", "/\\evil.example", "https://evil.example", "/\t/evil.example", "evil", "", null]) {
      expect(safeRedirectPath(v, "/"), String(v)).toBe("/");
    }
  });
  it("keeps a target within its area when asked", () => {
    expect(safeRedirectPath("/admin/lenders", "/admin/dashboard", { within: "/admin" })).toBe("/admin/lenders");
    expect(safeRedirectPath("/user/offers", "/admin/dashboard", { within: "/admin" })).toBe("/admin/dashboard");
    expect(safeRedirectPath("/administrator", "/admin/dashboard", { within: "/admin" })).toBe("/admin/dashboard");
  });
});
