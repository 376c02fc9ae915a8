import { describe, expect, it } from "vitest";
import { CARD_FACE_COLOURS, cardFace, faceLines } from "~/domain/lending/card-face";
import { CLIENT_COOKIES, isClientCookie } from "~/domain/consumer/client-cookies";
import { linkedText } from "~/domain/platform/linked-text";

describe("a card's drawn face (app/domain/lending/card-face)", () => {
  it("keeps the same colours for the same name, and spreads names over the palette", () => {
    expect(cardFace("Travel").colours).toEqual(cardFace("Travel").colours);
    const names = ["Travel", "Cashback", "Fuel", "Dining", "Premium", "Rewards", "Students", "Business", "Shopping", "Lifetime free"];
    expect(new Set(names.map((n) => cardFace(n).colours)).size).toBeGreaterThanOrEqual(4);
    for (const n of names) expect(CARD_FACE_COLOURS).toContain(cardFace(n).colours);
  });

  it("writes the name in at most two lines by whole words, a name too long ending in …", () => {
    expect(faceLines("Travel")).toEqual(["Travel"]);
    expect(faceLines("Secured FD-backed: credit builder")).toEqual(["Secured FD-backed:", "credit builder"]);
    expect(faceLines("Secured FD-backed: credit builder with rewards")).toEqual(["Secured FD-backed:", "credit builder…"]);
    expect(faceLines("Supercalifragilisticexpialidocious")).toEqual(["Supercalifragilis…"]);
  });
});

describe("training texts' web addresses (app/domain/platform/linked-text)", () => {
  it("links http and https addresses only, trailing punctuation left as text", () => {
    expect(linkedText("Video: https://x.example/v.mp4.")).toEqual([{ text: "Video: " }, { href: "https://x.example/v.mp4" }, { text: "." }]);
    expect(linkedText("javascript:alert(1) and ftp://x")).toEqual([{ text: "javascript:alert(1) and ftp://x" }]);
    expect(linkedText("no address")).toEqual([{ text: "no address" }]);
  });
});

describe("the client cookies (SPEC.md 3) are one list", () => {
  it("names SPEC.md 3's six and no server cookie; the lead cookie is SameSite=None and always Secure", () => {
    expect(Object.keys(CLIENT_COOKIES).sort()).toEqual(["CCDetailssecured", "CCDetailsunsecured", "isMasqueradeMode", "lead", "qr", "url"]);
    expect(CLIENT_COOKIES.lead).toMatchObject({ sameSite: "none", secure: "always" });
    expect(isClientCookie("atkn")).toBe(false);
    expect(isClientCookie("__proto__")).toBe(false);
  });
});
