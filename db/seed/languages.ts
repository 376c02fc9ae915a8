import { languages } from "../schema";
import type { SeedDb } from "./types";

export const LANGUAGES: (typeof languages.$inferInsert)[] = [
  { code: "en", languageName: "English", isDefault: true, countryKey: "IN", countryName: "India", phoneCode: "91" },
  { code: "hi", languageName: "हिन्दी", isDefault: false, countryKey: "IN", countryName: "India", phoneCode: "91" },
];

export async function seedLanguages(tx: SeedDb): Promise<void> {
  await tx.insert(languages).values(LANGUAGES).onConflictDoNothing();
}
