import { describe, expect, it } from "vitest";
import { annualFeeLabel, cardApplyUrl, cardGroupOf, cardListPath, cardProductOf, CARD_LIST_PAGES, MAX_VIEWED, parseViewed, rememberViewed, viewedCookieName } from "~/domain/lending/credit-cards";

const ID = "3f1c2a9e-5b7d-4e21-9c0a-1234567890ab";

describe("the Apply link: the card's UTM link with the consumer's unique id", () => {
  it("fills every {unique_id}, also percent-encoded as an editor may save it", () => {
    expect(cardApplyUrl("https://apply.example-bank.in/cards/x?utm_source=cl&uid={unique_id}", ID)).toBe(`https://apply.example-bank.in/cards/x?utm_source=cl&uid=${ID}`);
    expect(cardApplyUrl("https://bank.in/{unique_id}/go?ref={unique_id}", ID)).toBe(`https://bank.in/${ID}/go?ref=${ID}`);
    expect(cardApplyUrl("https://bank.in/go?ref=%7Bunique_id%7D", ID)).toBe(`https://bank.in/go?ref=${ID}`);
    expect(cardApplyUrl("  http://bank.in/go?ref={UNIQUE_ID}  ", ID)).toBe(`http://bank.in/go?ref=${ID}`);
  });

  it("keeps a link without the placeholder as it is", () => {
    expect(cardApplyUrl("https://bank.in/cards?utm_source=cl", ID)).toBe("https://bank.in/cards?utm_source=cl");
  });

  it("escapes an id so it cannot change the link", () => {
    expect(cardApplyUrl("https://bank.in/go?ref={unique_id}", "a&b=c#d")).toBe("https://bank.in/go?ref=a%26b%3Dc%23d");
  });

  it("follows only absolute http(s) links: none, javascript:, data: or a relative path cannot be applied for", () => {
    for (const link of [null, undefined, "", "   ", "javascript:alert(1)//{unique_id}", "data:text/html,hi", "/user/offers", "//evil.example/x", "ftp://bank.in/x", "https://"]) {
      expect(cardApplyUrl(link, ID), String(link)).toBeNull();
    }
  });
});

describe("the annual fee in Indian rupees", () => {
  it("formats a plain amount with Indian grouping", () => {
    expect(annualFeeLabel("2999")).toBe("₹2,999");
    expect(annualFeeLabel("₹2,999")).toBe("₹2,999");
    expect(annualFeeLabel("100000")).toBe("₹1,00,000");
    expect(annualFeeLabel("Rs. 499.50")).toBe("₹499.50");
    expect(annualFeeLabel("0")).toBe("₹0");
  });

  it("shows any other text as the admin typed it, and nothing when empty", () => {
    expect(annualFeeLabel("₹499 + GST")).toBe("₹499 + GST");
    expect(annualFeeLabel(" Lifetime free ")).toBe("Lifetime free");
    expect(annualFeeLabel("")).toBeNull();
    expect(annualFeeLabel(null)).toBeNull();
  });
});

describe("the looked-at cookies (SPEC.md 3: CCDetailssecured, CCDetailsunsecured)", () => {
  it("one per group, named as SPEC.md names them", () => {
    expect(viewedCookieName(cardGroupOf(1))).toBe("CCDetailssecured");
    expect(viewedCookieName(cardGroupOf(0))).toBe("CCDetailsunsecured");
    expect(cardProductOf("secured")).toBe("cc_secured");
    expect(cardProductOf("unsecured")).toBe("cc_unsecured");
  });

  it("is a JSON array of card ids, the last looked at first, each once, at most MAX_VIEWED", () => {
    let value = rememberViewed(null, 3);
    expect(JSON.parse(value)).toEqual([3]);
    value = rememberViewed(value, 5);
    value = rememberViewed(value, 3);
    expect(parseViewed(value)).toEqual([3, 5]);
    for (let id = 10; id < 40; id++) value = rememberViewed(value, id);
    expect(parseViewed(value)).toHaveLength(MAX_VIEWED);
    expect(parseViewed(value)[0]).toBe(39);
  });

  it("reads a forged or broken value as no cards", () => {
    for (const bad of ["", "not json", "{}", '"3"', '[1, "2", -4, 1.5, null, {"id": 3}]']) {
      expect(
        parseViewed(bad).every((id) => Number.isInteger(id) && id > 0),
        bad,
      ).toBe(true);
    }
    expect(parseViewed('[1, "2", -4, 1.5, 7]')).toEqual([1, 7]);
    expect(parseViewed("not json")).toEqual([]);
  });
});

describe("the public card pages", () => {
  it("list every active card, or one group", () => {
    expect(CARD_LIST_PAGES[cardListPath("/credit-cards")]).toBeNull();
    expect(CARD_LIST_PAGES[cardListPath("/cards-secured/")]).toBe("secured");
    expect(CARD_LIST_PAGES[cardListPath("/CARDS-UNSECURED")]).toBe("unsecured");
  });
});
