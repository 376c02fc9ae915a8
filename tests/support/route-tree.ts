import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { repoRoot } from "./node-server";

/** Every leaf route under a layout file, with its full pattern as React Router builds it. */
export function leavesUnder(entries: RouteConfigEntry[], layoutFile: string, prefix = "", inside = false): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const nowInside = inside || entry.file === layoutFile;
    if (entry.children?.length) out.push(...leavesUnder(entry.children, layoutFile, path, nowInside));
    else if (nowInside) out.push(path.replace(/\/+/g, "/") || "/");
  }
  return out;
}

/** A leaf route of the config: its full pattern, its module (relative to app/) and its id when it has one. */
export interface LeafRoute {
  pattern: string;
  file: string;
  id?: string;
}

/** Every leaf route of the config (layouts are not routes of their own), with its full pattern. */
export function leafRoutes(entries: RouteConfigEntry[], prefix = ""): LeafRoute[] {
  const out: LeafRoute[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    if (entry.children?.length) out.push(...leafRoutes(entry.children, path));
    else out.push({ pattern: path.replace(/\/+/g, "/") || "/", file: entry.file, id: entry.id });
  }
  return out;
}

/** Whether a route module renders HTML: it has a default export (a component); resource routes have none. */
export function rendersHtml(file: string): boolean {
  const source = readFileSync(path.join(repoRoot, "app", file), "utf8");
  return /^export\s+default\b/m.test(source) || /^export\s*\{[^}]*\bdefault\b[^}]*\}/m.test(source);
}

/** The page routes of the config: every leaf whose module renders HTML. */
export function pageRoutes(entries: RouteConfigEntry[]): LeafRoute[] {
  return leafRoutes(entries).filter((r) => rendersHtml(r.file));
}
