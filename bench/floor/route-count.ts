import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Every entry of a route config, nested ones included (layouts count: React Router matches against them too). */
export const countRoutes = (entries: RouteConfigEntry[]): number => entries.reduce((n, e) => n + 1 + countRoutes(e.children ?? []), 0);
