import { asc, eq } from "drizzle-orm";
import { selectListItems } from "../../../../db/schema";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { getDb } from "../db/db.server";
import { memoryCopy } from "../db/memory-copy.server";

export interface Option {
  value: string;
  label: string;
}

type CatalogueRow = typeof selectListItems.$inferSelect;

/**
 * The active catalogue, read once and kept: nearly every form and the admin
 * lenders table read it, and only the seed writes it (no screen changes it;
 * `npm run db:seed` tells running servers). The lifetime covers changes made in SQL.
 */
const catalogue = memoryCopy({
  name: "catalogue",
  madeOf: ["catalogue"],
  lifetimeMs: 60_000,
  read: async (): Promise<CatalogueRow[]> =>
    (await getDb()).select().from(selectListItems).where(eq(selectListItems.status, 1)).orderBy(asc(selectListItems.listKey), asc(selectListItems.sortOrder), asc(selectListItems.id)),
});

const activeCatalogue = () => catalogue.get(undefined);

/**
 * An option's words in a language: `options.<list>.<code>` of common.json,
 * like every other string (English where a language lacks one), so a Tamil
 * profile reads its dropdowns in Tamil and a new language needs no column.
 */
const labelOf = (row: Pick<CatalogueRow, "listKey" | "code">, language: Language) => translate(language, `options.${row.listKey}.${row.code}`);

/** Option lists of the select-list catalogue, labelled in the consumer's language. */
export async function getOptionLists<K extends string>(keys: K[], language: Language): Promise<Record<K, Option[]>> {
  const lists = Object.fromEntries(keys.map((k) => [k, [] as Option[]])) as Record<K, Option[]>;
  for (const row of await activeCatalogue()) {
    if (row.listKey in lists) lists[row.listKey as K].push({ value: row.code, label: labelOf(row, language) });
  }
  return lists;
}

/** The whole catalogue (or one list), by list key, as GET /api/search-list answers it. */
export async function getCatalogue(language: Language, listKey?: string) {
  const lists: Record<string, { id: number; value: string; label: string }[]> = {};
  for (const row of await activeCatalogue()) {
    if (listKey && row.listKey !== listKey) continue;
    (lists[row.listKey] ??= []).push({ id: row.id, value: row.code, label: labelOf(row, language) });
  }
  return lists;
}
