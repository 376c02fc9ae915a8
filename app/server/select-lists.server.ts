import { and, asc, eq, inArray } from "drizzle-orm";
import { selectListItems } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { getDb } from "./db.server";

export interface Option {
  value: string;
  label: string;
}

/** Option lists of the select-list catalogue, labelled in the consumer's language. */
export async function getOptionLists<K extends string>(keys: K[], language: Language): Promise<Record<K, Option[]>> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(selectListItems)
    .where(and(inArray(selectListItems.listKey, keys), eq(selectListItems.status, 1)))
    .orderBy(asc(selectListItems.listKey), asc(selectListItems.sortOrder), asc(selectListItems.id));
  const lists = Object.fromEntries(keys.map((k) => [k, [] as Option[]])) as Record<K, Option[]>;
  for (const row of rows) {
    lists[row.listKey as K].push({ value: row.code, label: language === "hi" ? row.labelHi : row.labelEn });
  }
  return lists;
}

/** Whether a submitted value is one of a list's options. */
export function isOption(list: Option[], value: string | null | undefined): boolean {
  return !!value && list.some((o) => o.value === value);
}

/** The whole catalogue (or one list), by list key, as GET /api/search-list answers it. */
export async function getCatalogue(language: Language, listKey?: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(selectListItems)
    .where(listKey ? and(eq(selectListItems.status, 1), eq(selectListItems.listKey, listKey)) : eq(selectListItems.status, 1))
    .orderBy(asc(selectListItems.listKey), asc(selectListItems.sortOrder), asc(selectListItems.id));
  const lists: Record<string, { id: number; value: string; label: string }[]> = {};
  for (const row of rows) {
    (lists[row.listKey] ??= []).push({ id: row.id, value: row.code, label: language === "hi" ? row.labelHi : row.labelEn });
  }
  return lists;
}
