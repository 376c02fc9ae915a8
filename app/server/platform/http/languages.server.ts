import { asc, eq } from "drizzle-orm";
import { languages } from "../../../../db/schema";
import { getDb } from "../db/db.server";

/** The UI languages of a country (SPEC.md 3: id, languageName, image, isDefault, country_key, country_name, phone_code). */
export async function getLanguages(countryCode = "IN") {
  const db = await getDb();
  const rows = await db.select().from(languages).where(eq(languages.countryKey, countryCode.toUpperCase())).orderBy(asc(languages.id));
  return rows.map((l) => ({
    id: l.id,
    languageName: l.languageName,
    code: l.code,
    image: l.image,
    isDefault: l.isDefault,
    country_key: l.countryKey,
    country_name: l.countryName,
    phone_code: l.phoneCode,
  }));
}
