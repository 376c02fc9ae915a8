import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { matchPath } from "react-router";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { tablePages } from "~/server/platform/http/pages.server";

/**
 * URLs once (issue 37): an address of the admin, partner or user area is
 * written in the page table (app/page-table/), or in the few domain modules
 * whose paths the table and the data layer share, and nowhere else. Screens,
 * routes and guards name a page with React Router's `href()`, typed from the
 * route config, so a page renamed or removed fails the type check; the data
 * layer, which has no React Router, uses the domain's path builders. A new
 * literal path anywhere else fails here.
 */

/**
 * The domain declares the paths the page table and the data layer share (a product's journey, a group's
 * pages, the areas): it has no React Router, so each path it writes is checked against the table here.
 */
const isDeclaration = (file: string) => file.startsWith("app/domain/");

const AREA_PATH = /^\/(admin|partner|user)(?=$|[/?#])/;

interface Found {
  file: string;
  line: number;
  text: string;
}

/** The string and template literals of a source that start with an area's path, and those given to `href()`. */
function literalPaths(file: string): { loose: Found[]; typed: Found[] } {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const loose: Found[] = [];
  const typed: Found[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (AREA_PATH.test(node.text) && !ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent)) {
        const found = { file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text };
        const call = ts.isTemplateHead(node) ? node.parent.parent : node.parent;
        const inHref = ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === "href" && call.arguments[0] === (ts.isTemplateHead(node) ? node.parent : node);
        (inHref ? typed : loose).push(found);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { loose, typed };
}

const files = (readdirSync("app", { recursive: true }) as string[])
  .map((f) => posix.join("app", f.split("\\").join("/")))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith("app/page-table/") && !f.includes("/+types/"));

const patterns = tablePages.filter((p) => !p.isLayout).map((p) => p.pattern);
/** Whether a path (its `${…}` parts as one segment each, its query and fragment aside) is a page of the table. */
const isPage = (text: string) => {
  const path = text.replace(/\$\{[^}]*\}/g, "x").replace(/[?#].*$/, "");
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
};

describe("the app's addresses, written once", () => {
  const scanned = files.map(literalPaths);

  it("finds the paths a screen names with href()", () => {
    expect(scanned.flatMap((s) => s.typed).length).toBeGreaterThan(50);
  });

  it("writes no admin, partner or user path outside the page table and the modules it is made from", () => {
    const stray = scanned.flatMap((s) => s.loose).filter((f) => !isDeclaration(f.file));
    expect(stray.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it("declares in those modules only paths the page table has", () => {
    const declared = scanned.flatMap((s) => s.loose).filter((f) => isDeclaration(f.file));
    expect(declared.length).toBeGreaterThan(10);
    const areas = new Set(["/admin", "/partner", "/user", "/admin/", "/partner/", "/user/"]);
    expect(declared.filter((f) => !areas.has(f.text) && !isPage(f.text)).map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });
});
