/** Indian formats (DESIGN.md) and the shared patterns of SPEC.md 5. */
export const MOBILE = /^[6-9]\d{9}$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const OTP = /^\d{6}$/;
/** PAN: five letters, four digits, a letter; the 4th letter is the holder type. */
export const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Holder types: P person; C company, F firm, H HUF, T trust, A AOP, B BOI, L local authority, J artificial person, G government. */
export const PERSONAL_PAN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;
export const BUSINESS_PAN = /^[A-Z]{3}[CFHTABLJG][A-Z][0-9]{4}[A-Z]$/;
/** IFSC: four letters, a zero, six letters or digits; case sensitive. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** GSTIN: state code, the holder's PAN, entity number, Z, check character. */
export const GSTIN = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PINCODE = /^[1-9][0-9]{5}$/;
export const UDYAM = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;
/** Address lines: letters, digits, dash, comma, dot, hash, slash and space. */
export const ADDRESS = /^[A-Za-z0-9\-,.#/ ]*$/;
export const LOCALITY = /^[A-Za-z0-9,. #]*$/;
export const LETTERS_ONLY = /^[A-Za-z]+( [A-Za-z]+)*$/;
/** A person's name of at least two words, letters only (SPEC.md 5: "name with at least two words"). */
export const FULL_NAME = /^[A-Za-z]+( [A-Za-z]+)+$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT = /^\d{9,18}$/;
/** The name a bank account is held in, as the bank writes it: a person's or a business's (letters, digits, space . & ' ( ) -). */
export const ACCOUNT_HOLDER = /^[A-Za-z][A-Za-z0-9 .&'()-]{1,99}$/;
/** A bank transfer's reference: an IMPS RRN (12 digits), a NEFT UTR (16) or an RTGS UTR (22), letters and digits. */
export const UTR = /^[A-Z0-9]{12,22}$/;
/** 3 to 40 letters, digits and spaces (company name). */
export const COMPANY_NAME = /^[A-Za-z0-9 ]{3,40}$/;
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Slugs of lenders and partners: letters, digits, underscore, hyphen. */
export const SLUG = /^[A-Za-z0-9_-]+$/;
/** Lender groups: letters, digits, hyphen, underscore and space. */
export const GROUP_NAME = /^[A-Za-z0-9_\- ]+$/;
