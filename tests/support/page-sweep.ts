import { portalOf } from "~/i18n/language-policy";
import { languageList } from "~/i18n/languages";
import { emptyElementProblems } from "./markup-checks";
import { englishTranslationKeys, htmlLang, pageIdentity, rawTranslationKeys } from "./page-html";

/**
 * The checks the page sweep makes of one page on a running server
 * (tests/integration/every-page*.test.ts): in each language, its status, no
 * raw translation key, the same page (or not found) with the route's words
 * in upper case, and with ids that name nothing a not-found answer; never a 5xx.
 */

export const SWEEP_LANGUAGES = ["en", "hi"] as const;

/**
 * The partner portal's other languages (issue 38: the portal in all eight),
 * each opened once per page: the consumer's pages are swept in every language
 * in a browser (tests/e2e/consumer/every-language.spec.ts), the admin portal
 * speaks English and Hindi only.
 */
const PARTNER_LANGUAGES = languageList.map((l) => l.code).filter((code) => !(SWEEP_LANGUAGES as readonly string[]).includes(code));

const keys = englishTranslationKeys();

/**
 * A value for each parameter name that names nothing: a page with
 * parameters is also opened with these and must answer not found (or send
 * the visitor on), never an error and never a raw key in its title. A new
 * parameter name needs its value here.
 */
export const NOTHING: Record<string, string> = {
  lenderId: "999999",
  id: "999999",
  pid: "999999",
  ticketId: "999999",
  dealId: "999999",
  productId: "no-such-product",
  applicationId: "00000000-0000-4000-8000-000000000000",
  creditappUuid: "00000000-0000-4000-8000-000000000000",
  uuid: "00000000-0000-4000-8000-000000000000",
  prospectId: "00000000-0000-4000-8000-000000000000",
  lender: "no-such-lender",
  partner: "no-such-brand",
  urlSegment: "no-such-brand",
  partnerName: "no-such-brand",
  merchantId: "999999",
  statementId: "999999",
  /** A Key Fact Statement's proposal number of the right shape that no one was issued. */
  number: "CL-0001-000000",
};

/** One answer of the server: status, where it redirects, and the HTML when it is a page. */
export interface Answer {
  status: number;
  location: string | null;
  html: string;
  /** The address asked, path and query. */
  url: string;
}

/** GET with a visitor's cookies, in a language (`?lng=`, the first thing the server's language detection reads). Nothing is kept: no page changes another. */
export async function visitPage(base: string, cookie: string, address: string, lng: string, pathname?: (path: string) => string): Promise<Answer> {
  const url = new URL(address, base);
  if (pathname) url.pathname = pathname(url.pathname);
  url.searchParams.set("lng", lng);
  const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const body = await res.text();
  const html = (res.headers.get("content-type") ?? "").includes("text/html") ? body : "";
  return { status: res.status, location: res.headers.get("location"), html, url: url.pathname + url.search };
}

/**
 * The address with the route's own words in upper case (`/USER/OFFERS`,
 * `/USER/APPLY/konark-credit`): the parameters' values are data (a lender's
 * slug, a uuid, an id) and keep their case, unless they are case-insensitive
 * (brand names); a splat is upper-cased whole.
 */
export function upperCased(pattern: string, pathname: string, params: "keep" | "upper"): string {
  const words = pattern.split("/");
  return pathname
    .split("/")
    .map((segment, i) => (params === "keep" && words[i]?.startsWith(":") ? segment : segment.toUpperCase()))
    .join("/");
}

/** The pattern with every parameter naming nothing; null for a pattern without parameters (a splat is any address already). */
export function addressNamingNothing(pattern: string): string | null {
  const unnamed = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => !(name in NOTHING));
  if (unnamed.length) throw new Error(`no value that names nothing for :${unnamed.join(", :")} of ${pattern}: add it to NOTHING in tests/support/page-sweep.ts`);
  return pattern.includes(":") ? pattern.replace(/:(\w+)\??/g, (_, name: string) => NOTHING[name]) : null;
}

function keyProblems(label: string, answer: Answer): string[] {
  if (!answer.html) return [];
  return rawTranslationKeys(answer.html, keys).map((k) => `${label}: raw translation key "${k.key}" in ${k.where}: …${k.context}…`);
}

const isRedirect = (status: number) => status >= 300 && status < 400;
const where = (a: Answer) => `${a.status}${a.location ? ` → ${a.location}` : ""}`;

/** Whether the upper-case address answered the same page as the lower-case one, or not found; else what differs. */
function caseProblem(label: string, lower: Answer, upper: Answer): string | null {
  if (upper.status >= 500) return `${label}: answered ${upper.status}`;
  if (upper.status === 404) return null;
  if (upper.status !== lower.status) return `${label}: answered ${where(upper)}, the lower-case address ${where(lower)}`;
  if (isRedirect(upper.status)) return upper.location?.toLowerCase() === lower.location?.toLowerCase() ? null : `${label}: redirects to ${upper.location}, the lower-case address to ${lower.location}`;
  const [a, b] = [pageIdentity(lower.html), pageIdentity(upper.html)];
  if (a.title === b.title && a.h1 === b.h1) return null;
  return `${label}: another page: title "${b.title}", h1 "${b.h1}"; the lower-case address has title "${a.title}", h1 "${a.h1}"`;
}

export interface PageToSweep {
  base: string;
  /** The route's pattern, as app/routes.ts builds it. */
  pattern: string;
  /** The address to open, parameters filled with real ids. */
  address: string;
  /** The visitor's Cookie header ("" for anonymous) and name, for the messages. */
  cookie: string;
  visitor: string;
  /** The status the page answers this visitor (200 unless said). */
  status?: number;
  /** Its parameters are case-insensitive too (brand names). */
  caseInsensitiveParams?: boolean;
}

/** Every problem of one page, in both languages, one line each naming the address, the visitor and what is wrong. */
export async function sweepPage(page: PageToSweep): Promise<string[]> {
  const expected = page.status ?? 200;
  const nothing = addressNamingNothing(page.pattern);
  const visit = (address: string, lng: string, pathname?: (path: string) => string) => visitPage(page.base, page.cookie, address, lng, pathname);
  const problems: string[] = [];
  for (const lng of SWEEP_LANGUAGES) {
    const lower = await visit(page.address, lng);
    const label = `${lower.url} as ${page.visitor}`;
    if (lower.status >= 500) problems.push(`${label}: answered ${lower.status}`);
    else if (lower.status !== expected) problems.push(`${label}: answered ${where(lower)}, not ${expected}`);
    if (lower.html && lower.status === 200 && htmlLang(lower.html) !== lng) problems.push(`${label}: <html lang="${htmlLang(lower.html)}">, not ${lng}`);
    problems.push(...keyProblems(label, lower));
    // The Nu HTML checker's errors of issue 37 (an empty option without a label, a named meta without content), on every page.
    if (lower.status === 200) problems.push(...emptyElementProblems(lower.html).map((problem) => `${label}: ${problem}`));

    const upper = await visit(page.address, lng, (path) => upperCased(page.pattern, path, page.caseInsensitiveParams ? "upper" : "keep"));
    const upperLabel = `${upper.url} as ${page.visitor} (upper case)`;
    const differs = caseProblem(upperLabel, lower, upper);
    if (differs) problems.push(differs);
    else problems.push(...keyProblems(upperLabel, upper));

    if (nothing) {
      const missing = await visit(nothing, lng);
      const missingLabel = `${missing.url} as ${page.visitor} (ids that name nothing)`;
      if (missing.status >= 500) problems.push(`${missingLabel}: answered ${missing.status}`);
      else if (missing.status !== 404 && !isRedirect(missing.status)) problems.push(`${missingLabel}: answered ${missing.status}, not 404 or a redirect`);
      problems.push(...keyProblems(missingLabel, missing));
    }
  }
  if (portalOf(page.pattern) !== "partner") return problems;
  for (const lng of PARTNER_LANGUAGES) {
    const answer = await visit(page.address, lng);
    const label = `${answer.url} as ${page.visitor}`;
    if (answer.status >= 500) problems.push(`${label}: answered ${answer.status}`);
    else if (answer.status !== expected) problems.push(`${label}: answered ${where(answer)}, not ${expected}`);
    if (answer.html && answer.status === 200 && htmlLang(answer.html) !== lng) problems.push(`${label}: <html lang="${htmlLang(answer.html)}">, not ${lng}`);
    problems.push(...keyProblems(label, answer));
  }
  return problems;
}
