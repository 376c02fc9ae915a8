/** "6-60" or "12 - 48 months" → {6, 60}; a single number is both ends. Its own module: the landing's EMI example reads it without the eligibility rules and their schemas. */
export function parseTenure(text: string | null): { min: number; max: number } {
  const numbers = (text ?? "").match(/\d+/g)?.map(Number) ?? [];
  if (!numbers.length) return { min: 12, max: 60 };
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}
