import { eq } from "drizzle-orm";
import { lenders } from "../../../db/schema";
import { camel, type Camel } from "~/domain/lending/lender-criteria";
import { differsFromCriteria, ELIGIBILITY_TEXT_PROPERTIES, textsOfCriteria, type EligibilityTextProperty, type TextCriteria, type Wording } from "~/domain/lending/eligibility-texts";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { messagesFor } from "~/i18n/resources.server";
import { makeT } from "~/i18n/translate";
import { findLiveLender } from "../catalogue/lenders.server";

/** A language's words for the eligibility texts: its strings (partner:eligibility.generated), its way of joining a list. */
function wordingIn(language: Language): Wording {
  const list = new Intl.ListFormat(`${language}-IN`, { type: "conjunction" });
  const t = makeT(messagesFor(language, { partner: ["eligibility"] }).partner, language);
  return {
    say: (key, vars) => t(`eligibility.generated.${key}`, vars),
    list: (items) => list.format(items),
    sentence: (text) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1),
  };
}

const wordings = new Map<Language, Wording>();
const wording = (language: Language) => wordings.get(language) ?? wordings.set(language, wordingIn(language)).get(language)!;

/** A lender's row as the texts are read from it: its criteria and its written texts (ageText …). */
export type TextsRow = TextCriteria & { [P in EligibilityTextProperty as Camel<P>]: string | null };

const written = (row: TextsRow, property: EligibilityTextProperty) => {
  const text = row[camel(property)];
  return text?.trim() ? text.trim() : null;
};

/** The eligibility texts partners read: each as the admin wrote it, else as the criteria say it in the reader's language. */
export function eligibilityTextsOf(row: TextsRow, language: Language): Record<EligibilityTextProperty, string | null> {
  const said = textsOfCriteria(row, wording(language));
  return Object.fromEntries(ELIGIBILITY_TEXT_PROPERTIES.map((p) => [p, written(row, p) ?? said[p]])) as Record<EligibilityTextProperty, string | null>;
}

/**
 * Each text as the lender edit screen shows it: what the criteria say, in
 * the admin's language, and whether the text written says something else (in
 * none of the languages partners read is it the criteria's words).
 */
export function criteriaTextCheck(row: TextsRow, language: Language): Record<EligibilityTextProperty, { said: string | null; differs: boolean }> {
  const inEach = supportedLanguages.map((l) => textsOfCriteria(row, wording(l)));
  const said = textsOfCriteria(row, wording(language));
  return Object.fromEntries(
    ELIGIBILITY_TEXT_PROPERTIES.map((p) => [
      p,
      {
        said: said[p],
        differs: differsFromCriteria(
          written(row, p),
          inEach.map((texts) => texts[p]),
        ),
      },
    ]),
  ) as Record<EligibilityTextProperty, { said: string | null; differs: boolean }>;
}

export type CriteriaTextCheck = ReturnType<typeof criteriaTextCheck>;

/** The lender edit screen's check of a lender's eligibility texts (null: no such lender). */
export async function lenderCriteriaTexts(lenderId: number, language: Language): Promise<CriteriaTextCheck | null> {
  const row = await findLiveLender(eq(lenders.id, lenderId));
  return row ? criteriaTextCheck(row, language) : null;
}
