import { z } from "zod";

/**
 * The beckn messages of ONDC's credit domain as FIS12 2.0.0 writes them (ONDC-Official/ONDC-FIS-Specifications,
 * branch release-FIS12-2.0.0): the context every message carries, the acknowledgement, and the error codes of
 * ONDC's RFC-001 (developer-docs protocol-network-extension/error-codes.md) a buyer app answers with.
 */

export const ONDC_DOMAIN = "ONDC:FIS12";
export const ONDC_VERSION = "2.0.0";

/** What the buyer app sends: search to the gateway, the rest to the lender's bpp_uri. */
export const REQUEST_ACTIONS = ["search", "select", "init", "confirm", "status", "update"] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];
/** What the network calls back at bap_uri + action. */
export const CALLBACK_ACTIONS = ["on_search", "on_select", "on_init", "on_confirm", "on_status", "on_update"] as const;
export type CallbackAction = (typeof CALLBACK_ACTIONS)[number];

export const isCallbackAction = (value: string): value is CallbackAction => (CALLBACK_ACTIONS as readonly string[]).includes(value);

/** The flows ONDC's log verification names for FIS12 (api/components/docs/log-verification.md). */
export const LOG_FLOWS = ["PERSONAL", "LOAN_FORECLOSURE", "PRE_PART_PAYMENT", "MISSED_EMI_PAYMENT"] as const;

/** How long each request's answer is waited for (the spec's examples: ttl PT10M, a search's catalogue PT30M). */
const TTL: Record<RequestAction, string> = { search: "PT10M", select: "PT10M", init: "PT10M", confirm: "PT10M", status: "PT10M", update: "PT10M" };

export interface BecknContext {
  domain: typeof ONDC_DOMAIN;
  location: { country: { code: "IND" }; city: { code: string } };
  version: typeof ONDC_VERSION;
  action: string;
  bap_id: string;
  bap_uri: string;
  bpp_id?: string;
  bpp_uri?: string;
  transaction_id: string;
  message_id: string;
  timestamp: string;
  ttl: string;
}

export interface ContextInput {
  action: RequestAction;
  bapId: string;
  bapUri: string;
  transactionId: string;
  messageId: string;
  at: Date;
  /** The lender's, for every request but search (which goes to the gateway and names no lender). */
  bpp?: { id: string; uri: string };
}

/** A request's context: FIS12's fields, city "*" (a personal loan is offered India-wide). */
export function requestContext(input: ContextInput): BecknContext {
  return {
    domain: ONDC_DOMAIN,
    location: { country: { code: "IND" }, city: { code: "*" } },
    version: ONDC_VERSION,
    action: input.action,
    bap_id: input.bapId,
    bap_uri: input.bapUri,
    ...(input.bpp ? { bpp_id: input.bpp.id, bpp_uri: input.bpp.uri } : {}),
    transaction_id: input.transactionId,
    message_id: input.messageId,
    timestamp: input.at.toISOString(),
    ttl: TTL[input.action],
  };
}

/** The part of a received context this app relies on; the rest is kept as it came. */
export const ReceivedContext = z.object({
  domain: z.literal(ONDC_DOMAIN),
  version: z.literal(ONDC_VERSION),
  action: z.string(),
  bap_id: z.string().min(1),
  bap_uri: z.string().min(1),
  bpp_id: z.string().min(1).optional(),
  bpp_uri: z.string().min(1).optional(),
  transaction_id: z.string().min(1).max(100),
  message_id: z.string().min(1).max(100),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ReceivedContext = z.infer<typeof ReceivedContext>;

export const ReceivedMessage = z.object({ context: ReceivedContext, message: z.record(z.string(), z.unknown()).optional(), error: z.unknown().optional() });
export type ReceivedMessage = z.infer<typeof ReceivedMessage>;

/**
 * ONDC RFC-001's codes for a buyer app (a "BNP") answering a callback: a signature it cannot verify, a stale
 * (here: already received) request, a callback that does not meet the API contract, one out of sequence.
 */
export const NACK_CODES = {
  invalidSignature: "20001",
  staleRequest: "20002",
  invalidResponse: "20006",
  outOfSequence: "20008",
} as const;
export type NackReason = keyof typeof NACK_CODES;

export const ACK = { message: { ack: { status: "ACK" } } } as const;

/** A NACK as FIS12's response schema has it: the ack's status, and an Error of code and message. */
export function nack(reason: NackReason, message: string) {
  return { message: { ack: { status: "NACK" } }, error: { code: NACK_CODES[reason], message } } as const;
}

/** Whether a receiver's answer to our request was an ACK. */
export const isAck = (answer: unknown) => (answer as { message?: { ack?: { status?: unknown } } } | null)?.message?.ack?.status === "ACK";
