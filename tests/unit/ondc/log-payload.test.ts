import { describe, expect, it } from "vitest";
import { logFile } from "~/domain/ondc/log-payload";
import { requestContext } from "~/domain/ondc/beckn";

const m = (action: string) => ({ action, body: { context: { action } } });

describe("the log-verification file", () => {
  it("numbers select and init always, other actions only when they repeat, in the order they happened", () => {
    const file = logFile({
      flow: "PERSONAL",
      bapId: "bap.example.in",
      bppId: "bpp.example.in",
      messages: ["search", "on_search", "select", "on_select", "init", "on_init", "on_status", "on_status", "confirm"].map(m),
    });
    expect(file).toMatchObject({ domain: "ONDC:FIS12", version: "2.0.0", flow: "PERSONAL", bap_id: "bap.example.in", bpp_id: "bpp.example.in" });
    expect(Object.keys(file.payload)).toEqual(["search", "on_search", "select_1", "on_select_1", "init_1", "on_init_1", "on_status_1", "on_status_2", "confirm"]);
  });
});

describe("a request's context", () => {
  it("is FIS12 2.0.0's: India-wide, the lender named for all but search", () => {
    const at = new Date("2026-03-10T10:00:00.000Z");
    const base = { bapId: "bap.example.in", bapUri: "https://bap.example.in/ondc/", transactionId: "t", messageId: "m", at };
    expect(requestContext({ ...base, action: "search" })).toEqual({
      domain: "ONDC:FIS12",
      location: { country: { code: "IND" }, city: { code: "*" } },
      version: "2.0.0",
      action: "search",
      bap_id: "bap.example.in",
      bap_uri: "https://bap.example.in/ondc/",
      transaction_id: "t",
      message_id: "m",
      timestamp: "2026-03-10T10:00:00.000Z",
      ttl: "PT10M",
    });
    expect(requestContext({ ...base, action: "select", bpp: { id: "bpp.example.in", uri: "https://bpp.example.in/" } })).toMatchObject({
      bpp_id: "bpp.example.in",
      bpp_uri: "https://bpp.example.in/",
    });
  });
});
