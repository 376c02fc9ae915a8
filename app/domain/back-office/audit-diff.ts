/** A value as the audit log keeps it: JSON's, so a date and its ISO text compare equal. */
const asJson = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * The fields of `after` whose value differs from `before`, each side holding
 * only those (docs/decisions/047: an audit row holds the changed fields, not
 * the whole row); null when nothing changed, so a save of the same value
 * records nothing.
 */
export function changedFields(old: object, saved: object): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before = old as Record<string, unknown>;
  const after = saved as Record<string, unknown>;
  const keys = Object.keys(after).filter((key) => asJson(before[key]) !== asJson(after[key]));
  if (!keys.length) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** A recorded value as the audit page writes it: "—" for none, text as it is, anything else as its JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
