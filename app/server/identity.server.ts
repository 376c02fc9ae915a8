import { fromIso, parseDmy, toDmy, toIso } from "~/domain/dates";
import { maskBirthDate, maskTail } from "~/domain/masking";
import type { Consumer } from "./consumers.server";

/** The stored PAN and birth date, masked: what the identity check shows as hints (GET /api/getMaskInfo). */
export function maskedIdentity(consumer: Consumer): { pan: string | null; birth_date: string | null } {
  const birth = consumer.birthDate ? fromIso(consumer.birthDate) : null;
  return {
    pan: consumer.tin ? maskTail(consumer.tin) : null,
    birth_date: birth ? maskBirthDate(toDmy(birth)) : null,
  };
}

/** Whether the typed birth date (DD/MM/YYYY) and PAN are the stored ones. */
export function identityMatches(consumer: Consumer, birthDate: string, pan: string): boolean {
  const parsed = parseDmy(birthDate);
  return Boolean(
    parsed.ok && consumer.birthDate && toIso(parsed.date) === consumer.birthDate && consumer.tin && consumer.tin === pan.trim().toUpperCase(),
  );
}
