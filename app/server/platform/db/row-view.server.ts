import { snakeName, type SnakeName } from "~/domain/platform/snake-name";

export { snakeName };

/** A SPEC.md property name as its Drizzle column key: `utm_link` → `utmLink`. */
export const columnKey = (property: string) => property.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A row as the admin screens and the JSON API show it: the chosen columns
 * under their SPEC.md names. The names are derived, so a screen's property
 * and its column cannot drift apart.
 */
export function snakeView<R extends object, K extends keyof R & string>(row: R, keys: readonly K[]): { [P in K as SnakeName<P>]: R[P] } {
  return Object.fromEntries(keys.map((key) => [snakeName(key), row[key]])) as { [P in K as SnakeName<P>]: R[P] };
}
