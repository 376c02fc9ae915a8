import { randomUUID } from "node:crypto";
import { isAck, requestContext, type BecknContext, type RequestAction } from "~/domain/ondc/beckn";
import { authorizationHeader } from "~/domain/ondc/signing";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { logger } from "../platform/db/log.server";
import { ondcIdentity } from "./identity.server";
import { chooseLender, countMessage, setOutcome, storeMessage } from "./log.server";

const log = logger("ondc");
const SEND_TIMEOUT_MS = 10_000;

export interface OndcRequest {
  action: RequestAction;
  /** A new search starts a transaction (leave it out); everything after it names the search's: a request of an unknown, or full, transaction is refused unsent. */
  transactionId?: string;
  /** The callback answers with this id; a new one when left out. */
  messageId?: string;
  /** The lender: every request but search. */
  bpp?: { id: string; uri: string };
  message: Record<string, unknown>;
  /** Whose search it is (the erasure finds the consumer's transactions by it). */
  userId?: number | null;
}

export type SendOutcome = "ack" | "nack" | "failed" | "refused";

export class OndcNotConfigured extends Error {
  constructor(what: string) {
    super(`ONDC is not set up: ${what}`);
  }
}

/** A beckn address and an action: bap_uri and bpp_uri may end with a slash or not. */
export const actionUrl = (base: string, action: string) => `${base.replace(/\/+$/, "")}/${action}`;

/**
 * Sends one request to the network, signed (docs/decisions/102): search to the gateway, the rest to the
 * lender's bpp_uri. The message is in the transaction's log before it leaves, and the receiver's answer
 * (ACK, NACK, or none) is noted on it. Network times are real time, never the test clock: a receiver
 * checks the signature's times against its own.
 */
export async function sendOndcRequest(request: OndcRequest): Promise<{ context: BecknContext; outcome: SendOutcome }> {
  const me = ondcIdentity();
  if (!me) throw new OndcNotConfigured("ONDC_SUBSCRIBER_ID, ONDC_UNIQUE_KEY_ID, ONDC_SIGNING_PRIVATE_KEY and a public address");
  const target = request.action === "search" ? getConfig().ONDC_GATEWAY_URL : request.bpp?.uri;
  if (!target) throw new OndcNotConfigured(request.action === "search" ? "ONDC_GATEWAY_URL" : `the lender's bpp_uri for ${request.action}`);
  const context = requestContext({
    action: request.action,
    bapId: me.subscriberId,
    bapUri: me.bapUri,
    transactionId: request.transactionId ?? randomUUID(),
    messageId: request.messageId ?? randomUUID(),
    at: new Date(),
    bpp: request.action === "search" ? undefined : request.bpp,
  });
  const payload = { context, message: request.message };
  const body = JSON.stringify(payload);
  const bytes = Buffer.byteLength(body);
  const db = await getDb();
  const rowId = await db.transaction(async (tx) => {
    const transaction = await countMessage(tx, context.transaction_id, bytes, request.action === "search" ? { userId: request.userId ?? null } : false);
    if (transaction === null) return null;
    if (context.bpp_id) await chooseLender(tx, transaction, context.bpp_id);
    const m = { transactionId: context.transaction_id, direction: "sent" as const, action: request.action, messageId: context.message_id, senderId: me.subscriberId, bppId: context.bpp_id ?? null };
    return storeMessage(tx, transaction, { ...m, body: payload, bytes, outcome: "sending" });
  });
  if (rowId === null) return { context, outcome: "refused" };
  let outcome: SendOutcome = "failed";
  try {
    const response = await fetch(actionUrl(target, request.action), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: authorizationHeader(body, me, me.signingKey, Math.floor(Date.now() / 1000)) },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    outcome = isAck(await response.json().catch(() => null)) ? "ack" : "nack";
  } catch (error) {
    log.warn({ err: error, action: request.action, transactionId: context.transaction_id }, "ONDC request not delivered");
  }
  await setOutcome(rowId, outcome);
  return { context, outcome };
}
