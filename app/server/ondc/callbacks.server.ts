import { and, eq, isNull } from "drizzle-orm";
import { ondcMessages, ondcTransactions } from "../../../db/schema";
import { ACK, nack, ReceivedMessage, type CallbackAction, type NackReason } from "~/domain/ondc/beckn";
import { checkAuthorization, parseAuthorization, verifyingKey } from "~/domain/ondc/signing";
import { getDb } from "../platform/db/db.server";
import { logger } from "../platform/db/log.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";
import { ondcIdentity } from "./identity.server";
import { countMessage, storeMessage, transactionExists } from "./log.server";
import { participantKey } from "./registry.server";

const log = logger("ondc");

export type CallbackAnswer = { status: number; body: typeof ACK | ReturnType<typeof nack> };

const refuse = (status: number, reason: NackReason, message: string): CallbackAnswer => ({ status, body: nack(reason, message) });

/** Whether the header's signature is the sender's: with its kept key, then once more with the registry's answer now. */
async function signedBySender(header: string | null, body: string): Promise<{ ok: true; sender: string } | { ok: false; why: string }> {
  const parsed = parseAuthorization(header);
  if (!parsed) return { ok: false, why: "no ed25519 Authorization header" };
  const now = Math.floor(Date.now() / 1000);
  for (const refresh of [false, true]) {
    const key = await participantKey(parsed.subscriberId, parsed.uniqueKeyId, { refresh });
    if (!key) return { ok: false, why: "the registry has no key of this keyId" };
    const check = checkAuthorization(parsed, body, verifyingKey(key), now);
    if (check === "ok") return { ok: true, sender: parsed.subscriberId };
    // Only a signature that does not verify may be by a key the registry has since changed.
    if (check !== "bad-signature") return { ok: false, why: check === "expired" ? "the signature has expired" : "the signature is not valid yet" };
  }
  return { ok: false, why: "the signature does not verify" };
}

/**
 * A callback of the network (POST /ondc/{action}). Answered at once: NACK (and nothing kept) for an unsigned,
 * expired or wrongly signed call (20001, HTTP 401), one that breaks the contract (20006), one of a
 * transaction this app never started (20008), or a message already received (20002: a replay changes
 * nothing); else the message is logged, ACKed, and applied by the queue afterwards.
 */
export async function receiveCallback(action: CallbackAction, headers: Headers, body: string): Promise<CallbackAnswer> {
  const me = ondcIdentity();
  // Not on the network: as if the address did not exist.
  if (!me) return refuse(404, "invalidResponse", "this buyer app is not on the ONDC network");
  const signed = await signedBySender(headers.get("authorization"), body);
  if (!signed.ok) {
    log.warn({ action, why: signed.why }, "ONDC callback refused: signature");
    return refuse(401, "invalidSignature", `Cannot verify signature for response: ${signed.why}`);
  }
  let parsed: ReceivedMessage;
  try {
    parsed = ReceivedMessage.parse(JSON.parse(body));
  } catch {
    return refuse(400, "invalidResponse", "Invalid response: the body is not a FIS12 2.0.0 message");
  }
  const { context } = parsed;
  if (context.action !== action) return refuse(400, "invalidResponse", `Invalid response: context.action is not ${action}`);
  if (context.bap_id !== me.subscriberId) return refuse(400, "invalidResponse", "Invalid response: context.bap_id is not this buyer app");
  // Every callback is a lender's, and a lender answers for itself only.
  const bppId = context.bpp_id;
  if (!bppId || !context.bpp_uri) return refuse(400, "invalidResponse", "Invalid response: a callback names its bpp_id and bpp_uri");
  if (bppId !== signed.sender) return refuse(401, "invalidSignature", "Cannot verify signature for response: not signed by context.bpp_id");
  const bytes = Buffer.byteLength(body);
  try {
    const outcome = await (await getDb()).transaction(async (tx) => {
      const transaction = await countMessage(tx, context.transaction_id, bytes, false);
      if (transaction === null) return "unknown" as const;
      const m = { transactionId: context.transaction_id, direction: "received" as const, action, messageId: context.message_id, senderId: signed.sender, bppId };
      const id = await storeMessage(tx, transaction, { ...m, body: JSON.parse(body) as Record<string, unknown>, bytes, outcome: "accepted" });
      await enqueue(JOBS.ondcCallback, { messageRowId: id }, { tx });
      return "accepted" as const;
    });
    if (outcome === "unknown") {
      const known = await transactionExists(context.transaction_id);
      return known
        ? refuse(413, "invalidResponse", "Invalid response: this transaction's log is full")
        : refuse(400, "outOfSequence", "Response out of sequence: no request of this transaction was sent");
    }
  } catch (error) {
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.code ?? failure.cause?.code) !== "23505") throw error;
    return refuse(409, "staleRequest", "Stale request: this message was already received");
  }
  return { status: 200, body: ACK };
}

/**
 * The queue's half: a received callback applied once. What it changes today is the transaction's lender
 * (the BPP the consumer goes on with, once a select named it); offers, forms and the loan's steps read the
 * logged messages (issue 40's next steps). A message already applied is left alone.
 */
export async function applyCallback(messageRowId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: ondcMessages.id, transaction: ondcMessages.ondcTransactionId, bppId: ondcMessages.bppId, action: ondcMessages.action })
      .from(ondcMessages)
      .where(and(eq(ondcMessages.id, messageRowId), isNull(ondcMessages.processedAt)))
      .for("update");
    if (!row) return;
    if (row.bppId && row.action !== "on_search") {
      await tx
        .update(ondcTransactions)
        .set({ bppId: row.bppId })
        .where(and(eq(ondcTransactions.id, row.transaction), isNull(ondcTransactions.bppId)));
    }
    await tx.update(ondcMessages).set({ processedAt: new Date() }).where(eq(ondcMessages.id, row.id));
  });
}
