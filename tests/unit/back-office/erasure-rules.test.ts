import { describe, expect, it } from "vitest";
import { classifyErasureQuery, redactionPattern } from "~/domain/back-office/erasure";

describe("the erasure page's search", () => {
  it("takes a mobile (however written), an email or a PAN, and nothing else", () => {
    expect(classifyErasureQuery("+91 98138-77001")).toEqual({ kind: "mobile", value: "9813877001" });
    expect(classifyErasureQuery(" Asha@Example.in ")).toEqual({ kind: "email", value: "asha@example.in" });
    expect(classifyErasureQuery("abcps1234k")).toEqual({ kind: "pan", value: "ABCPS1234K" });
    for (const other of ["", "asha", "12345", "e42ae490", "not@mail"]) expect(classifyErasureQuery(other), other).toBeNull();
  });
});

describe("the free-text pattern of an erasure", () => {
  const match = (pattern: string | null, text: string) => new RegExp(pattern!.replace(/\\m|\\M/g, "\\b"), "i").test(text);

  it("finds contacts anywhere and names only as whole words, escaping what a regular expression would read", () => {
    const pattern = redactionPattern({ exact: ["9813877001", "a.b+c@example.in", null], words: ["Asha", "Li", null] });
    expect(pattern).toContain("a\\.b\\+c@example\\.in");
    expect(match(pattern, "call 9813877001 today")).toBe(true);
    expect(match(pattern, "mail A.B+C@example.in")).toBe(true);
    expect(match(pattern, "asha called")).toBe(true);
    expect(match(pattern, "Ashaan called")).toBe(false);
    // Names under 3 letters would cut other people's words.
    expect(match(pattern, "Li called")).toBe(false);
  });

  it("is none when nothing could name the consumer", () => {
    expect(redactionPattern({ exact: [null, ""], words: [null, "Al"] })).toBeNull();
  });
});
