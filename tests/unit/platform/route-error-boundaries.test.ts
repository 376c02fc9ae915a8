import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** The names a module exports ("default" for its default export). */
function exportsOf(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set<string>();
  for (const node of source.statements) {
    const modifiers = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : [];
    const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isExportAssignment(node)) names.add("default");
    else if (exported && isDefault) names.add("default");
    else if (exported && (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) names.add(node.name.text);
    else if (exported && ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const e of node.exportClause.elements) names.add(e.name.text);
    }
  }
  return names;
}

/** The page modules of an area: route modules (not `*.server.ts` helpers) that render something. */
function pagesUnder(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((f) => posix.join(folder, f.split("\\").join("/")))
    .filter((f) => /\.tsx?$/.test(f) && !/\.server\.tsx?$/.test(f) && !f.includes("/+types/"))
    .filter((f) => exportsOf(f, readFileSync(f, "utf8")).has("default"));
}

describe("error boundaries on every page", () => {
  it.each(["app/routes/admin", "app/routes/partner", "app/routes/user", "app/routes/public"])("every page under %s shows its errors inside the area's shell", (folder) => {
    const pages = pagesUnder(folder);
    expect(pages.length).toBeGreaterThan(5);
    const without = pages.filter((f) => !exportsOf(f, readFileSync(f, "utf8")).has("ErrorBoundary"));
    expect(without).toEqual([]);
  });

  it("tells a page without one from a page with one", () => {
    const page = `export default function Page() { return null; }\n`;
    expect(exportsOf("a.tsx", page).has("ErrorBoundary")).toBe(false);
    expect(exportsOf("a.tsx", `${page}export function ErrorBoundary() { return null; }\n`).has("ErrorBoundary")).toBe(true);
    expect(exportsOf("a.tsx", `${page}const E = () => null;\nexport { E as ErrorBoundary };\n`).has("ErrorBoundary")).toBe(true);
    expect(exportsOf("a.ts", `export async function loader() { return null; }\n`).has("default")).toBe(false);
  });
});
