/** A column's camelCase key as its SPEC.md snake_case name: `categoryImgThumb` → `category_img_thumb`. */
type SnakeName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeName<Tail>}`
  : S;

export const snakeName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

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
