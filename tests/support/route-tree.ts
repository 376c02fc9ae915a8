import type { RouteConfigEntry } from "@react-router/dev/routes";

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
