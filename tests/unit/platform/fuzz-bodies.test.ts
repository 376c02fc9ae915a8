import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiKeyCommandSchema } from "~/forms/partner/partner-api-key";
import { fromSchema } from "../../support/fuzz/bodies";

/** The fuzz's well-formed bodies (tests/support/fuzz/bodies.ts) must be what the route reads, or it fuzzes only refusals. */
describe("the fuzz's well-formed bodies", () => {
  it("a form of several kinds (a union on its intent) gets each kind's fields", () => {
    const bodies = fc.sample(fromSchema(ApiKeyCommandSchema), { numRuns: 60, seed: 7 });
    const intents = new Set(bodies.map((b) => b.intent));
    expect([...intents].sort()).toEqual(["create-key", "revoke-key"]);
    expect(bodies.filter((b) => b.intent === "revoke-key").every((b) => "keyId" in b)).toBe(true);
  });
});
