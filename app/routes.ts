import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { pageTable, type PageNode } from "./page-table/pages";

/** The URL table is app/page-table/pages.ts: each route's facts beside it, and this file made from it. */
function toRoutes(nodes: PageNode[], base = ""): RouteConfigEntry[] {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch returns for every kind of node, as TypeScript checks through the declared return type.
  return nodes.flatMap((node): RouteConfigEntry[] => {
    const id = node.kind === "prefix" ? undefined : node.facts.id;
    const options = id ? { id } : {};
    switch (node.kind) {
      case "prefix":
        return toRoutes(node.children, base ? `${base}/${node.path}` : node.path);
      case "layout":
        return [layout(node.file, options, toRoutes(node.children, base))];
      case "index":
        return [base ? { ...index(node.file, options), path: base } : index(node.file, options)];
      case "route": {
        const path = base ? `${base}/${node.path}` : node.path;
        return [node.children ? route(path, node.file, options, toRoutes(node.children)) : route(path, node.file, options)];
      }
    }
  });
}

export default toRoutes(pageTable) satisfies RouteConfig;
