/** The product types a consumer chooses from (SPEC.md 1), with their stored codes. */
export const productTypes = [
  { code: "pl", key: "personalLoans", name: "Personal Loans", lenders: "pl" },
  { code: "bl", key: "businessLoans", name: "Business Loans", lenders: "bl" },
  { code: "gl", key: "goldLoans", name: "Gold Loans", lenders: "gl" },
  { code: "hl", key: "housingLoans", name: "Affordable Housing Loan", lenders: "hl" },
  { code: "cc_unsecured", key: "cardsUnsecured", name: "Credit Cards", lenders: null },
  { code: "cc_secured", key: "cardsSecured", name: "Credit Cards (secured)", lenders: null },
  { code: "insurance", key: "insurance", name: "Insurance", lenders: null },
] as const;

export type ProductTypeCode = (typeof productTypes)[number]["code"];
export type LenderProduct = "pl" | "bl" | "gl" | "hl";

export function isProductType(value: unknown): value is ProductTypeCode {
  return productTypes.some((p) => p.code === value);
}


/** Where the profile of a product is filled in (SPEC.md 2.1): gold and housing have their own page, all others user-detail. */
export function detailPathFor(product: ProductTypeCode): string {
  if (product === "gl") return "/user/user-detail/gold-loan";
  if (product === "hl") return "/user/affordable-housing-loan-detail";
  return "/user/user-detail";
}
