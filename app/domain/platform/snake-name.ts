/** A camelCase key as its SPEC.md snake_case name: `categoryImgThumb` → `category_img_thumb`. */
export type SnakeName<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeName<Tail>}` : S;

export const snakeName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
