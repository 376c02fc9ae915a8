import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lenders } from "../../../db/schema";
import { camel, CRITERIA, LENDER_CRITERIA, PROPERTY_CRITERIA, type CriterionKind } from "~/domain/lending/lender-criteria";
import { LENDER_PROPERTIES, type LenderProperty } from "~/forms/admin/lender-property";
import { resources } from "~/i18n/resources.server";

/**
 * A lender's criteria are said once (issue 37), in app/domain/lending/lender-criteria.ts: the matching's
 * LenderCriteria, the columns the offers read and the admin's property rules are made from it. The database
 * schema cannot be, so it is held to the table here: a criterion added, renamed or retyped on one side only
 * fails, and so does a column of `lenders` nobody has said what it is.
 */

/** How each kind is kept: its column type, and whether it may be empty. */
const STORED: Record<CriterionKind, { columnType: string; notNull: boolean }> = {
  rupees: { columnType: "PgInteger", notNull: false },
  age: { columnType: "PgInteger", notNull: false },
  class: { columnType: "PgInteger", notNull: false },
  flag: { columnType: "PgSmallInt", notNull: true },
  priority: { columnType: "PgInteger", notNull: true },
  percent: { columnType: "PgNumericNumber", notNull: false },
  text: { columnType: "PgText", notNull: false },
  paragraph: { columnType: "PgText", notNull: false },
  date: { columnType: "PgDateString", notNull: false },
  pricing: { columnType: "PgJsonb", notNull: false },
};

/** How an admin types each kind in on the edit screen. */
const INPUT: Record<Exclude<CriterionKind, "pricing">, string> = {
  rupees: "number",
  age: "number",
  class: "select",
  flag: "flag",
  priority: "number",
  percent: "decimal",
  text: "text",
  paragraph: "textarea",
  date: "date",
};

/** The lender's columns that are no criterion: who it is, its state, its other settings and its record's times. */
const NOT_CRITERIA = [
  "id",
  "name",
  "display_name",
  "logo_url",
  "product_type",
  "api",
  "grievance_officer",
  "grievance_email",
  "cooling_off_days",
  "intake_options",
  "deleted_at",
  "created_at",
  "updated_at",
];

const columns = getTableColumns(lenders) as Record<string, { name: string; columnType: string; notNull: boolean }>;

describe("a lender's criteria, said once (app/domain/lending/lender-criteria.ts)", () => {
  it.each(CRITERIA)("%s is a column of the lenders table of its name, kept as its kind says", (criterion) => {
    const column = columns[camel(criterion)];
    expect(column, `lenders has no column ${camel(criterion)}`).toBeDefined();
    expect(column.name).toBe(criterion);
    expect({ columnType: column.columnType, notNull: column.notNull }).toEqual(STORED[LENDER_CRITERIA[criterion].kind]);
  });

  it("leaves no column of the lenders table unaccounted for: each is a criterion, another property, or said to be neither", () => {
    const properties = new Set<string>(Object.keys(LENDER_PROPERTIES));
    const criteria = new Set<string>(CRITERIA);
    const unknown = Object.values(columns)
      .map((c) => c.name)
      .filter((name) => !criteria.has(name) && !properties.has(name) && !NOT_CRITERIA.includes(name));
    expect(unknown).toEqual([]);
  });

  it("makes each criterion an admin edits a lender property of its kind's input, and no other", () => {
    for (const criterion of PROPERTY_CRITERIA) {
      const def = LENDER_PROPERTIES[criterion as LenderProperty];
      expect(def, `${criterion} is not a lender property`).toBeDefined();
      expect(def.kind, criterion).toBe(INPUT[LENDER_CRITERIA[criterion].kind as Exclude<CriterionKind, "pricing">]);
    }
    const notProperties = CRITERIA.filter((c) => LENDER_CRITERIA[c].editedAs !== "property");
    for (const criterion of notProperties) expect(Object.hasOwn(LENDER_PROPERTIES, criterion), criterion).toBe(false);
  });

  it("labels each such property on the edit screen in English and Hindi", () => {
    for (const language of ["en", "hi"] as const) {
      const fields = (resources[language].admin as { lenderEdit: { fields: Record<string, string> } }).lenderEdit.fields;
      for (const criterion of PROPERTY_CRITERIA) expect(fields[criterion], `${language}: ${criterion}`).toEqual(expect.any(String));
    }
  });

  it("judges a criterion by its kind's rule whichever property it is", () => {
    expect(LENDER_PROPERTIES.min_age.schema.safeParse("17").success).toBe(false);
    expect(LENDER_PROPERTIES.max_age.schema.safeParse("17").success).toBe(false);
    expect(LENDER_PROPERTIES.loan_amount_upto.schema.safeParse("-1").success).toBe(false);
    expect(LENDER_PROPERTIES.apr_max.schema.safeParse("12.5").data).toBe(12.5);
    expect(LENDER_PROPERTIES.priority.schema.safeParse("").success).toBe(false);
  });
});
