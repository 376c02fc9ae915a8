import { describe, expect, it } from "vitest";
import { containsPattern, LENDERS_PAGE_SIZE, lenderListSearch, lenderListView, pageCount, pageLinks, pageOfPosition } from "~/domain/lending/lender-list";

const view = (query: string) => lenderListView(new URLSearchParams(query));

describe("the admin lenders list's view, from its URL", () => {
  it("reads the product, the search and the page", () => {
    expect(view("filter=gl&q=%20Axis%20%20Bank%20&page=3")).toEqual({ filter: "gl", q: "Axis Bank", page: 3 });
  });

  it.each(["", "filter=xx", "filter=all&page=0", "page=-2", "page=1.5", "page=abc", "page=100001"])("falls back to all lenders on the first page for %j", (query) => {
    expect(view(query)).toEqual({ filter: "all", q: "", page: 1 });
  });

  it("cuts a pasted search to a length no name reaches", () => {
    expect(view(`q=${"a".repeat(500)}`).q).toHaveLength(80);
  });

  it("writes one URL per view, the filter always and no defaults", () => {
    expect(lenderListSearch({ filter: "all", q: "", page: 1 })).toBe("?filter=all");
    expect(lenderListSearch({ filter: "pl", q: "axis & co", page: 2 })).toBe("?filter=pl&q=axis+%26+co&page=2");
    expect(lenderListSearch({ filter: "pl", q: "axis", page: 4 }, { filter: "hl", page: 1 })).toBe("?filter=hl&q=axis");
    expect(view(lenderListSearch({ filter: "bl", q: "a+b", page: 7 }).slice(1))).toEqual({ filter: "bl", q: "a+b", page: 7 });
  });
});

describe("pages of the list", () => {
  it("counts pages, one at least", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(LENDERS_PAGE_SIZE)).toBe(1);
    expect(pageCount(LENDERS_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(1000, 20)).toBe(50);
  });

  it("finds the page of a row from the rows before it", () => {
    expect(pageOfPosition(0, 20)).toBe(1);
    expect(pageOfPosition(19, 20)).toBe(1);
    expect(pageOfPosition(20, 20)).toBe(2);
  });

  it("links the first, the last and two on each side of the current page, with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pageLinks(25, 50)).toEqual([1, null, 23, 24, 25, 26, 27, null, 50]);
    expect(pageLinks(50, 50)).toEqual([1, null, 48, 49, 50]);
    // A gap of one page shows the page instead of "…".
    expect(pageLinks(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("searching names", () => {
  it("matches the term literally, its wildcards included", () => {
    expect(containsPattern("axis")).toBe("%axis%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
