import { generateKeyPairSync, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ondcMessages, ondcTransactions, users } from "../../../db/schema";
import type { RequestAction } from "~/domain/ondc/beckn";
import { getDb } from "~/server/platform/db/db.server";
import { adminBearer } from "../../support/admin-token";
import { newParticipant, seedOf, signedHeaders, specExample, startFakeNetwork, type FakeNetwork } from "../../support/ondc-network";
import { callRoute } from "../../support/route-call";

/**
 * The logs ONDC asks for (issue 40, item 5; docs/decisions/102): every message of a transaction, both
 * directions, downloaded by role 1 in the shape ONDC's log verification takes; erased with the consumer,
 * purged when it never became an application.
 */
const BAP = "bap.cl.example.in";
const bpp = newParticipant("bpp.credit.becknprotocol.org");
const otherLender = newParticipant("another-lender.example.in");
const ours = generateKeyPairSync("ed25519").privateKey;
const TRANSACTION = randomUUID();
let network: FakeNetwork;
let userId: number;

beforeAll(async () => {
  network = await startFakeNetwork();
  Object.assign(process.env, {
    ONDC_SUBSCRIBER_ID: BAP,
    ONDC_UNIQUE_KEY_ID: "k1",
    ONDC_SIGNING_PRIVATE_KEY: seedOf(ours),
    ONDC_SUBSCRIBER_URL: "https://bap.cl.example.in/ondc/",
    ONDC_REGISTRY_URL: network.url,
    ONDC_GATEWAY_URL: network.url,
  });
  for (const p of [{ subscriberId: BAP, uniqueKeyId: "k1", key: ours }, bpp, otherLender]) network.register(p);
  [{ id: userId }] = await (await getDb())
    .insert(users)
    .values({ mobilePhoneNumber: `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` })
    .returning({ id: users.id });
});

afterAll(() => network.close());

async function send(action: RequestAction) {
  const { sendOndcRequest } = await import("~/server/ondc/client.server");
  const message = (action === "search" ? specExample("search").message : {}) as Record<string, unknown>;
  const sent = await sendOndcRequest({ action, transactionId: TRANSACTION, bpp: { id: bpp.subscriberId, uri: network.url }, message, userId });
  expect(sent.outcome, action).toBe("ack");
  return sent.context;
}

/** The lender's callback to a request: the specification's example of it, in this transaction, answering that message. */
async function callBack(action: string, messageId: string, by = bpp) {
  const example = specExample(action);
  const body = JSON.stringify({
    ...example,
    context: { ...example.context, bap_id: BAP, bap_uri: "https://bap.cl.example.in/ondc/", bpp_id: by.subscriberId, transaction_id: TRANSACTION, message_id: messageId },
  });
  const { receiveCallback } = await import("~/server/ondc/callbacks.server");
  const answer = await receiveCallback(action as never, signedHeaders(body, by), body);
  expect(answer.body, action).toEqual({ message: { ack: { status: "ACK" } } });
}

async function download(token: string, transactionId = TRANSACTION) {
  const { loader } = await import("~/routes/ondc/api-transactions");
  const { adminApiGuard } = await import("~/middleware/admin-guard.server");
  const request = new Request(`http://localhost/api/admin/ondc/transactions/${transactionId}/log`, { headers: { authorization: `Bearer ${token}` } });
  try {
    return (await callRoute(loader, { request, pattern: "/api/admin/ondc/transactions/:transactionId/log", params: { transactionId }, guards: [adminApiGuard] })) as Response;
  } catch (refused) {
    return refused as Response;
  }
}

describe("an ONDC transaction's log", () => {
  it("keeps every message both ways and gives role 1 the log-verification file, numbered as ONDC names them", async () => {
    const search = await send("search");
    await callBack("on_search", search.message_id);
    await callBack("on_search", search.message_id, otherLender);
    for (const action of ["select", "select", "init", "confirm", "status", "update"] as const) {
      const sent = await send(action);
      await callBack(`on_${action}`, sent.message_id);
    }
    const response = await download(await adminBearer(1));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="ondc-${TRANSACTION}.json"`);
    const file = (await response.json()) as { payload: Record<string, { context: { action: string; bpp_id?: string } }> };
    expect(file).toMatchObject({ domain: "ONDC:FIS12", version: "2.0.0", flow: "PERSONAL", bap_id: BAP, bpp_id: bpp.subscriberId });
    expect(Object.keys(file.payload)).toEqual([
      "search",
      "on_search",
      "select_1",
      "on_select_1",
      "select_2",
      "on_select_2",
      "init_1",
      "on_init_1",
      "confirm",
      "on_confirm",
      "status",
      "on_status",
      "update",
      "on_update",
    ]);
    for (const [key, message] of Object.entries(file.payload)) expect(key.startsWith(message.context.action), key).toBe(true);
    // The other lender's catalogue is in the log kept, not in this loan's file.
    expect(file.payload.on_search.context.bpp_id).toBe(bpp.subscriberId);
  });

  it("lists the transaction for role 1, and refuses the other roles and an unknown transaction", async () => {
    const { loader } = await import("~/routes/ondc/api-transactions");
    const { adminApiGuard } = await import("~/middleware/admin-guard.server");
    const request = new Request("http://localhost/api/admin/ondc/transactions", { headers: { authorization: `Bearer ${await adminBearer(1)}` } });
    const list = (await callRoute(loader, { request, pattern: "/api/admin/ondc/transactions", guards: [adminApiGuard] })) as { data: { transactionId: string; messageCount: number }[] };
    expect(list.data.find((t) => t.transactionId === TRANSACTION)).toMatchObject({ messageCount: 15 });
    expect((await download(await adminBearer(2))).status).toBe(403);
    expect((await download(await adminBearer(1), randomUUID())).status).toBe(404);
  });

  it("is erased with the consumer, and purged when it never became an application", async () => {
    const { countHoldings, runErasure } = await import("~/server/back-office/erasure-steps.server");
    const db = await getDb();
    const subject = { userId, contacts: [], pattern: null };
    expect((await countHoldings(db, subject)).ondcMessages).toBe(15);
    await db.transaction((tx) => runErasure(tx, subject));
    const [t] = await db.select().from(ondcTransactions).where(eq(ondcTransactions.transactionId, TRANSACTION));
    expect(await db.select().from(ondcMessages).where(eq(ondcMessages.ondcTransactionId, t.id))).toEqual([]);
    const { purgeUnusedTransactions } = await import("~/server/ondc/log.server");
    expect(await purgeUnusedTransactions(new Date())).toBe(0);
    expect(await purgeUnusedTransactions(new Date(Date.now() + 31 * 24 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(ondcTransactions).where(eq(ondcTransactions.transactionId, TRANSACTION))).toEqual([]);
  });
});
