import { ONDC_DOMAIN, ONDC_VERSION } from "./beckn";

/**
 * The shape ONDC's log verification takes (api/components/docs/log-verification.md): one transaction's
 * messages by action, in the order they happened; an action that happens more than once is numbered
 * (select_1, select_2, …), as are the personal-loan flow's select and init and their answers, which the
 * utility expects numbered however many there are.
 */
const ALWAYS_NUMBERED = new Set(["select", "on_select", "init", "on_init"]);

export interface LoggedMessage {
  action: string;
  body: Record<string, unknown>;
}

export interface LogFile {
  domain: typeof ONDC_DOMAIN;
  version: typeof ONDC_VERSION;
  flow: string;
  bap_id: string;
  bpp_id: string | null;
  payload: Record<string, Record<string, unknown>>;
}

export function logPayload(messages: LoggedMessage[]): Record<string, Record<string, unknown>> {
  const totals = new Map<string, number>();
  for (const m of messages) totals.set(m.action, (totals.get(m.action) ?? 0) + 1);
  const seen = new Map<string, number>();
  const payload: Record<string, Record<string, unknown>> = {};
  for (const m of messages) {
    const n = (seen.get(m.action) ?? 0) + 1;
    seen.set(m.action, n);
    const numbered = ALWAYS_NUMBERED.has(m.action) || (totals.get(m.action) ?? 0) > 1;
    payload[numbered ? `${m.action}_${n}` : m.action] = m.body;
  }
  return payload;
}

export function logFile(input: { flow: string; bapId: string; bppId: string | null; messages: LoggedMessage[] }): LogFile {
  return { domain: ONDC_DOMAIN, version: ONDC_VERSION, flow: input.flow, bap_id: input.bapId, bpp_id: input.bppId, payload: logPayload(input.messages) };
}
