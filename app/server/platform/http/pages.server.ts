import type { PartnerApiScope } from "~/domain/partner/partner-api-scopes";
import { AREA_PATHS } from "~/domain/consumer/session-areas";
import { canChangeOnAdminPage, canOpenAdminPage, adminPages, type AdminPageSlug } from "~/domain/back-office/admin-roles";
import { partnerPages, type PartnerPageSlug } from "~/domain/partner/partner-pages";
import { pageTable, type PageFacts, type PageNode } from "~/page-table/pages";
import type { MessageSelection, Namespace } from "~/i18n/resources.server";

/** A route of the table with its whole pattern, as React Router matches it, and the layouts around it. */
export interface TablePage {
  pattern: string;
  file: string;
  facts: PageFacts;
  /** The facts of the layouts it is drawn inside, outermost first. */
  layouts: PageFacts[];
  /** Whether it has children (a layout, or a route with nested routes). */
  isLayout: boolean;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, "")}/${path}`.replace(/\/+/g, "/");

function flatten(nodes: PageNode[], base: string, layouts: PageFacts[], out: TablePage[]): TablePage[] {
  for (const node of nodes) {
    if (node.kind === "prefix") flatten(node.children, join(base, node.path), layouts, out);
    else if (node.kind === "layout") {
      out.push({ pattern: base || "/", file: node.file, facts: node.facts, layouts, isLayout: true });
      flatten(node.children, base, [...layouts, node.facts], out);
    } else {
      const pattern = node.kind === "index" ? base || "/" : join(base, node.path);
      out.push({ pattern, file: node.file, facts: node.facts, layouts, isLayout: false });
      if (node.kind === "route" && node.children) flatten(node.children, pattern, [...layouts, node.facts], out);
    }
  }
  return out;
}

/** Every route of the table, layouts included, in table order. */
export const tablePages: readonly TablePage[] = flatten(pageTable, "", [], []);

/** React Router's pattern of the matched route, with one leading slash whatever its version gives. */
export function normalisePattern(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "")}`;
}

const byPattern = new Map(tablePages.filter((p) => !p.isLayout).map((p) => [p.pattern, p]));

/** The table's page for the route React Router matched (its `pattern`), never for the text of the URL. */
export function pageAt(pattern: string): TablePage | undefined {
  return byPattern.get(normalisePattern(pattern));
}

/** The variant of the matched route; a route without one is a programming error. */
export function variantOf<V extends string>(pattern: string, variants: readonly V[]): V {
  const variant = pageAt(pattern)?.facts.variant;
  if (!variants.includes(variant as V)) throw new Error(`No variant of ${variants.join("/")} for the route ${pattern}`);
  return variant as V;
}

/** Whether a role may use the matched admin route; a route the table does not give to admin pages is refused. */
export function canUseAdminRoute(roleId: number, pattern: string): boolean {
  const page = pageAt(pattern)?.facts.admin;
  if (page === undefined) return false;
  return page === "any" ? [1, 2, 3].includes(roleId) : canOpenAdminPage(roleId, page);
}

/** Whether a role may post to the matched admin route (change something), not only read it; deny by default. */
export function canWriteAdminRoute(roleId: number, pattern: string): boolean {
  const page = pageAt(pattern)?.facts.admin;
  if (page === undefined) return false;
  return page === "any" ? [1, 2, 3].includes(roleId) : canChangeOnAdminPage(roleId, page);
}

/** Whether the matched route is one a signed-in partner may use; deny by default. */
export function canUsePartnerRoute(pattern: string): boolean {
  return pageAt(pattern)?.facts.partner !== undefined;
}

/** The scope a partner API key needs for the matched route (docs/decisions/075); undefined for a route that names none. */
export function partnerApiScope(pattern: string): PartnerApiScope | undefined {
  return pageAt(pattern)?.facts.apiScope;
}

/** The admin pages of SPEC.md 6 that exist as a screen (/admin/{slug}), in the role table's order: the menu offers only these. */
export const builtAdminPages: ReadonlySet<AdminPageSlug> = new Set(adminPages.map((p) => p.slug).filter((slug) => byPattern.get(`${AREA_PATHS.admin}/${slug}`)?.facts.admin === slug));

/** The partner portal's menu: each page's own address, the shortest route that belongs to it. */
export function partnerMenu(): { slug: PartnerPageSlug; path: string }[] {
  return partnerPages
    .filter((p) => p.inMenu)
    .map(({ slug }) => {
      const paths = tablePages.filter((p) => !p.isLayout && p.facts.partner === slug && !p.pattern.startsWith("/api/")).map((p) => p.pattern);
      return { slug, path: paths.sort((a, b) => a.length - b.length)[0] };
    });
}

/** The sub-pages a section's index page lists: the routes one segment below it, each with its `listedAs` key, in table order. */
export function sectionEntries(pattern: string): { to: string; key: string }[] {
  const base = normalisePattern(pattern);
  return tablePages.filter((p) => p.facts.listedAs && p.pattern.startsWith(`${base}/`) && !p.pattern.slice(base.length + 1).includes("/")).map((p) => ({ to: p.pattern, key: p.facts.listedAs! }));
}

type Groups = true | readonly string[];

/** Several selections as one: a namespace sent whole by any of them is sent whole. */
export function mergeSelections(...selections: (MessageSelection | undefined)[]): MessageSelection {
  const out: Partial<Record<Namespace, Groups>> = {};
  for (const selection of selections) {
    if (!selection) continue;
    const entries: [Namespace, Groups][] = Array.isArray(selection) ? selection.map((ns) => [ns, true]) : (Object.entries(selection) as [Namespace, Groups][]);
    for (const [ns, groups] of entries) {
      const had = out[ns];
      out[ns] = had === true || groups === true ? true : [...new Set([...(had ?? []), ...groups])];
    }
  }
  return out as MessageSelection;
}

/** The translations the matched route and its layouts render (the root adds the shell's). */
export function pageMessages(pattern: string): MessageSelection {
  const page = pageAt(pattern);
  return page ? mergeSelections(...page.layouts.map((l) => l.messages), page.facts.messages) : {};
}

/** Whether a CDN may share the matched page when it is asked for without cookies (docs/decisions/028). */
export function isSharedPage(pattern: string): boolean {
  return pageAt(pattern)?.facts.shared === true;
}

/**
 * The patterns of the routes that take files (the larger body limit) and of
 * the pages a CDN may share; middleware/page-paths.server.ts matches a path
 * against them with React Router's own matcher, which this layer does not use.
 */
export const uploadPatterns: readonly string[] = tablePages.filter((p) => p.facts.upload === true).map((p) => p.pattern);
export const mediaUploadPatterns: readonly string[] = tablePages.filter((p) => p.facts.upload === "media").map((p) => p.pattern);
export const sharedPatterns: readonly string[] = tablePages.filter((p) => p.facts.shared).map((p) => p.pattern);
