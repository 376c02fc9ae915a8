import { generateKeyPairSync } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ondcMessages } from "../../../db/schema";
import { publicKeyOf, verifyingKey } from "~/domain/ondc/signing";
import { getDb } from "~/server/platform/db/db.server";
import { newParticipant, seedOf, signedHeaders, specExample, startFakeNetwork, type FakeNetwork } from "../../support/ondc-network";
import { callRoute } from "../../support/route-call";

/**
 * The network's callbacks (issue 40, docs/decisions/102): the specification's example callbacks, signed by
 * the lender, are ACKed and applied once by the queue; an unsigned, expired, forged, replayed or
 * out-of-sequence one is NACKed with ONDC's code and changes nothing. We are the buyer app the examples name.
 */
const BAP = "bap.credit.becknprotocol.io";
const bpp = newParticipant("bpp.credit.becknprotocol.org");
const ours = generateKeyPairSync("ed25519").privateKey;
const TRANSACTION = specExample("search").context.transaction_id;
let network: FakeNetwork;

beforeAll(async () => {
  network = await startFakeNetwork();
  Object.assign(process.env, {
    ONDC_SUBSCRIBER_ID: BAP,
    ONDC_UNIQUE_KEY_ID: "bap-key-1",
    ONDC_SIGNING_PRIVATE_KEY: seedOf(ours),
    ONDC_SUBSCRIBER_URL: "https://bap.credit.becknprotocol.io/",
    ONDC_REGISTRY_URL: network.url,
    ONDC_GATEWAY_URL: network.url,
  });
  network.register({ subscriberId: BAP, uniqueKeyId: "bap-key-1", key: ours });
  network.register(bpp);
});

afterAll(() => network.close());

async function post(action: string, body: string, headers: Headers) {
  const { action: handle } = await import("~/routes/ondc/callback");
  const request = new Request(`http://localhost/ondc/${action}`, { method: "POST", headers, body });
  const response = await callRoute(handle, { request, pattern: "/ondc/:action", params: { action } });
  return { status: response.status, body: (await response.json()) as { message: { ack: { status: string } }; error?: { code: string } } };
}

const signedBy = (action: string, by = bpp, created?: number, lifetime?: number) => {
  const body = JSON.stringify(specExample(action));
  return { body, headers: signedHeaders(body, by, created, lifetime) };
};

async function received(action: string) {
  return (await getDb())
    .select()
    .from(ondcMessages)
    .where(and(eq(ondcMessages.action, action), eq(ondcMessages.direction, "received")));
}

describe("ONDC callbacks", () => {
  it("refuses a callback of a transaction this buyer app never started (20008), before any search", async () => {
    const { body, headers } = signedBy("on_search");
    const answer = await post("on_search", body, headers);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: { ack: { status: "NACK" } }, error: { code: "20008" } });
  });

  it("sends the search to the gateway signed with our key, with FIS12's context", async () => {
    const { sendOndcRequest } = await import("~/server/ondc/client.server");
    const example = specExample("search");
    const sent = await sendOndcRequest({ action: "search", transactionId: TRANSACTION, messageId: example.context.message_id, message: example.message as Record<string, unknown> });
    expect(sent.outcome).toBe("ack");
    const call = network.received.at(-1)!;
    expect(call).toMatchObject({ path: "/search", signatureOk: true });
    expect(call.body.context).toMatchObject({
      domain: "ONDC:FIS12",
      version: "2.0.0",
      action: "search",
      bap_id: BAP,
      bap_uri: "https://bap.credit.becknprotocol.io/",
      transaction_id: TRANSACTION,
      ttl: "PT10M",
    });
    expect(call.body.context).not.toHaveProperty("bpp_id");
  });

  it("NACKs an unsigned, an expired and a forged on_search with 20001, keeping none of them", async () => {
    const { body } = signedBy("on_search");
    expect(await post("on_search", body, new Headers({ "content-type": "application/json" }))).toMatchObject({ status: 401, body: { error: { code: "20001" } } });
    const expired = signedBy("on_search", bpp, Math.floor(Date.now() / 1000) - 7200, 3600);
    expect(await post("on_search", expired.body, expired.headers)).toMatchObject({ status: 401, body: { message: { ack: { status: "NACK" } }, error: { code: "20001" } } });
    const forger = { ...bpp, key: generateKeyPairSync("ed25519").privateKey };
    const forged = signedBy("on_search", forger);
    expect(await post("on_search", forged.body, forged.headers)).toMatchObject({ status: 401, body: { error: { code: "20001" } } });
    const tampered = signedBy("on_search");
    expect(await post("on_search", tampered.body.replace("ICICI Bank", "Forged Bank"), tampered.headers)).toMatchObject({ status: 401 });
    expect(await received("on_search")).toHaveLength(0);
  });

  it("ACKs the specification's on_search signed by the lender, once; its replay is NACKed (20002) and changes nothing", async () => {
    const { body, headers } = signedBy("on_search");
    expect(await post("on_search", body, headers)).toEqual({ status: 200, body: { message: { ack: { status: "ACK" } } } });
    const again = signedBy("on_search");
    expect(await post("on_search", again.body, again.headers)).toMatchObject({ status: 409, body: { error: { code: "20002" } } });
    const rows = await received("on_search");
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toEqual(JSON.parse(body));
  });

  it("looks the lender's key up again once when a signature fails with the kept one (a rotated key)", async () => {
    const rotated = { ...bpp, uniqueKeyId: bpp.uniqueKeyId, key: generateKeyPairSync("ed25519").privateKey };
    network.register(rotated);
    const before = network.lookups.length;
    const { sendOndcRequest } = await import("~/server/ondc/client.server");
    // The specification's on_select examples all belong to another transaction than its search (…195, not …196).
    const example = specExample("on_select");
    await sendOndcRequest({ action: "search", transactionId: example.context.transaction_id, message: specExample("search").message as Record<string, unknown> });
    const select = await sendOndcRequest({
      action: "select",
      transactionId: example.context.transaction_id,
      messageId: example.context.message_id,
      bpp: { id: bpp.subscriberId, uri: network.url },
      message: {},
    });
    expect(select.outcome).toBe("ack");
    expect(select.context).toMatchObject({ action: "select", bpp_id: bpp.subscriberId, bpp_uri: network.url });
    const { body, headers } = signedBy("on_select", rotated);
    const answer = await post("on_select", body, headers);
    expect(answer.body, JSON.stringify(answer)).toEqual({ message: { ack: { status: "ACK" } } });
    expect(network.lookups.length - before).toBe(1);
    network.register(bpp);
  });

  it("ACKs each of the specification's other callbacks, and the queue applies each once", async () => {
    for (const action of ["on_init", "on_confirm", "on_status", "on_update"]) {
      const { body, headers } = signedBy(action);
      expect((await post(action, body, headers)).body, action).toEqual({ message: { ack: { status: "ACK" } } });
    }
    const { applyCallback } = await import("~/server/ondc/callbacks.server");
    const [row] = await received("on_update");
    await applyCallback(row.id);
    const [applied] = await received("on_update");
    expect(applied.processedAt).not.toBeNull();
    await applyCallback(row.id);
    const [again] = await received("on_update");
    expect(again.processedAt).toEqual(applied.processedAt);
  });

  it("NACKs a callback for another buyer app, or with a context that breaks the contract (20006)", async () => {
    const other = { ...specExample("on_status"), context: { ...specExample("on_status").context, bap_id: "someone-else.in", message_id: "m-other" } };
    const text = JSON.stringify(other);
    expect(await post("on_status", text, signedHeaders(text, bpp))).toMatchObject({ status: 400, body: { error: { code: "20006" } } });
    const { bpp_id: _, ...anonymous } = specExample("on_status").context;
    const unnamed = JSON.stringify({ ...specExample("on_status"), context: { ...anonymous, message_id: "m-unnamed" } });
    expect(await post("on_status", unnamed, signedHeaders(unnamed, bpp))).toMatchObject({ status: 400, body: { error: { code: "20006" } } });
    const broken = JSON.stringify({ context: { action: "on_status" } });
    expect(await post("on_status", broken, signedHeaders(broken, bpp))).toMatchObject({ status: 400, body: { error: { code: "20006" } } });
  });

  it("refuses a lender signing in another lender's name", async () => {
    const impostor = newParticipant("impostor.example.in");
    network.register(impostor);
    const example = specExample("on_status");
    const text = JSON.stringify({ ...example, context: { ...example.context, message_id: "m-impostor" } });
    expect(await post("on_status", text, signedHeaders(text, impostor))).toMatchObject({ status: 401, body: { error: { code: "20001" } } });
  });

  it("answers the registry's on_subscribe challenge and serves the signed site-verification file", async () => {
    const { encryptChallenge, encryptionPublicKeyOf, encryptionPublicKey } = await import("~/domain/ondc/challenge");
    const ourEncryption = generateKeyPairSync("x25519").privateKey;
    const registry = generateKeyPairSync("x25519").privateKey;
    Object.assign(process.env, {
      ONDC_ENCRYPTION_PRIVATE_KEY: ourEncryption.export({ format: "der", type: "pkcs8" }).toString("base64"),
      ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: encryptionPublicKeyOf(registry),
      ONDC_REQUEST_ID: "a3a5e5c8-subscribe-request",
    });
    const { getConfig } = await import("~/server/platform/db/config.server");
    Object.assign(getConfig(), {
      ONDC_ENCRYPTION_PRIVATE_KEY: process.env.ONDC_ENCRYPTION_PRIVATE_KEY,
      ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: process.env.ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY,
      ONDC_REQUEST_ID: process.env.ONDC_REQUEST_ID,
    });
    const challenge = encryptChallenge("the registry's challenge", registry, encryptionPublicKey(encryptionPublicKeyOf(ourEncryption)));
    const { action } = await import("~/routes/ondc/on-subscribe");
    const ask = (subscriber: string) =>
      callRoute(action, {
        request: new Request("http://localhost/ondc/on_subscribe", { method: "POST", body: JSON.stringify({ subscriber_id: subscriber, challenge }) }),
        pattern: "/ondc/on_subscribe",
      });
    const answered = await ask(BAP);
    expect([answered.status, await answered.json()]).toEqual([200, { answer: "the registry's challenge" }]);
    expect((await ask("someone-else.in")).status).toBe(400);

    const { loader } = await import("~/routes/ondc/site-verification");
    const page = await (loader() as Response).text();
    const signed = /<meta name="ondc-site-verification" content="([^"]+)"/.exec(page)?.[1];
    const { verify } = await import("node:crypto");
    expect(verify(null, Buffer.from("a3a5e5c8-subscribe-request"), verifyingKey(publicKeyOf(ours)), Buffer.from(signed!, "base64"))).toBe(true);
  });
});
