import { describe, expect, it } from "vitest";
import { detailPageRedirect, lenderSubmitRedirect, nextConsumerPath, offersPageRedirect, userAreaGuard, type ConsumerState } from "~/domain/consumer/consumer-routing";
import { detailPathFor } from "~/domain/products";

const base: ConsumerState = {
  hasProspect: true,
  loggedIn: true,
  productType: "pl",
  hasAppId: false,
  identityVerified: true,
  profileComplete: false,
  updateRequired: false,
  editMode: false,
};

describe("guards of the user area", () => {
  it("needs a prospect application, then a token, then a product type", () => {
    expect(userAreaGuard({ ...base, hasProspect: false, loggedIn: false, productType: null })).toBe("/");
    expect(userAreaGuard({ ...base, loggedIn: false, productType: null })).toBe("/verification");
    expect(userAreaGuard({ ...base, productType: null })).toBe("/products");
    expect(userAreaGuard(base)).toBeNull();
  });
});

describe("redirect rules", () => {
  it("sends an incomplete profile to the product's detail page", () => {
    expect(nextConsumerPath(base)).toBe("/user/user-detail");
    expect(nextConsumerPath({ ...base, productType: "gl" })).toBe("/user/user-detail/gold-loan");
    expect(nextConsumerPath({ ...base, productType: "hl" })).toBe("/user/affordable-housing-loan-detail");
    // The business group has its own detail page (issue 10; docs/decisions/026-every-product.md).
    expect(detailPathFor("bl")).toBe("/user/business-detail");
  });

  it("sends a personal-loan user with an app id to offers, without one to welcome-back", () => {
    expect(nextConsumerPath({ ...base, profileComplete: true, hasAppId: true })).toBe("/user/offers");
    expect(nextConsumerPath({ ...base, profileComplete: true })).toBe("/user/welcome-back");
    expect(nextConsumerPath({ ...base, productType: "bl", profileComplete: true })).toBe("/user/business-welcome-back");
    expect(nextConsumerPath({ ...base, productType: "hl", profileComplete: true, hasAppId: true })).toBe("/user/housing-offers");
  });

  it("moves a complete profile on from the detail page unless an update is required or edit mode is on", () => {
    expect(detailPageRedirect({ ...base, profileComplete: true, hasAppId: true })).toBe("/user/offers");
    expect(detailPageRedirect({ ...base, profileComplete: true, hasAppId: true, updateRequired: true })).toBeNull();
    expect(detailPageRedirect({ ...base, profileComplete: true, hasAppId: true, editMode: true })).toBeNull();
    expect(detailPageRedirect(base)).toBeNull();
  });

  it("keeps the offers page for a complete profile with an app id only", () => {
    expect(offersPageRedirect({ ...base, profileComplete: true, hasAppId: true })).toBeNull();
    expect(offersPageRedirect(base)).toBe("/user/user-detail");
    expect(offersPageRedirect({ ...base, profileComplete: true })).toBe("/user/welcome-back");
    expect(offersPageRedirect({ ...base, loggedIn: false })).toBe("/verification");
  });

  it("sends a returning consumer who has not passed the identity check to welcome-back, whatever they ask for", () => {
    const unverified = { ...base, identityVerified: false };
    expect(nextConsumerPath(unverified)).toBe("/user/welcome-back");
    expect(nextConsumerPath({ ...unverified, productType: "bl", profileComplete: true, hasAppId: true })).toBe("/user/business-welcome-back");
    expect(detailPageRedirect({ ...unverified, editMode: true })).toBe("/user/welcome-back");
    expect(detailPageRedirect({ ...unverified, productType: "hl", updateRequired: true })).toBe("/user/housing-welcome-back");
    expect(offersPageRedirect({ ...unverified, profileComplete: true, hasAppId: true })).toBe("/user/welcome-back");
  });
});

describe("a lender-type deployment (SPEC.md 2.1)", () => {
  const lenderBase = { ...base, lenderDeployment: true };
  it("sends a completed consumer to /user/lender-submit, not the offers", () => {
    expect(nextConsumerPath({ ...lenderBase, profileComplete: true, hasAppId: true })).toBe("/user/lender-submit");
    expect(offersPageRedirect({ ...lenderBase, profileComplete: true, hasAppId: true })).toBe("/user/lender-submit");
    expect(lenderSubmitRedirect({ ...lenderBase, profileComplete: true })).toBeNull();
  });
  it("sends an incomplete one from lender-submit to user-detail", () => {
    expect(lenderSubmitRedirect({ ...lenderBase, profileComplete: false })).toBe("/user/user-detail");
    expect(lenderSubmitRedirect({ ...lenderBase, profileComplete: true, updateRequired: true })).toBe("/user/user-detail");
  });
  it("has no lender-submit page elsewhere: the consumer goes where they would have", () => {
    expect(lenderSubmitRedirect({ ...base, profileComplete: true, hasAppId: true })).toBe("/user/offers");
  });
});
