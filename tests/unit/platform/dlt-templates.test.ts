import { describe, expect, it } from "vitest";
import { demoDltTemplateId, fillTemplate, isOptOut, matchesTemplate, promotionalHeldUntil, toDltForm } from "~/domain/platform/dlt";
import { SMS_MESSAGE_NAMES, SMS_MESSAGES } from "~/domain/platform/sms-messages";
import { supportedLanguages } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";

const SAMPLE: Record<string, string> = {
  code: "123456",
  link: "https://cl.example.in/t/0b6c1a2e-9f7d-4c1b-8a55-3f2e1d0c9b8a/Zx9yW8vU7tS6rQ5pO4nM3lK2jI1hG0fE9dC8bA7_-x",
  minutes: "15",
  lender: "Aditya Birla Finance Limited",
  reference: "0b6c1a2e",
  status: "Approved",
  name: "Priya",
};

describe("a text against its DLT template", () => {
  const template = toDltForm("{{code}} is your login code. Do not share it.");

  it("matches with only the variables changed", () => {
    expect(template.body).toBe("{#var#} is your login code. Do not share it.");
    expect(matchesTemplate(template.body, "482913 is your login code. Do not share it.")).toBe(true);
  });

  it("does not match when a word of the registered text changed, or something was added", () => {
    expect(matchesTemplate(template.body, "482913 is your login code. Share it.")).toBe(false);
    expect(matchesTemplate(template.body, "482913 is your login code. Do not share it. Win a prize!")).toBe(false);
  });

  it("lets one {#var#} stand for 30 characters, no more", () => {
    expect(matchesTemplate("Hi {#var#}.", `Hi ${"a".repeat(30)}.`)).toBe(true);
    expect(matchesTemplate("Hi {#var#}.", `Hi ${"a".repeat(31)}.`)).toBe(false);
  });

  it("gives a link several {#var#} in a row, and fills them with the link once", () => {
    const { body, variables } = toDltForm("Open {{link}} within {{minutes}} minutes.");
    expect(variables).toEqual(["link", "link", "link", "link", "link", "minutes"]);
    const text = fillTemplate(body, variables, { link: SAMPLE.link, minutes: "15" });
    expect(text).toBe(`Open ${SAMPLE.link} within 15 minutes.`);
    expect(matchesTemplate(body, text)).toBe(true);
  });

  it("takes regular-expression characters of the registered text literally", () => {
    expect(matchesTemplate("Pay ₹{#var#} (EMI).", "Pay ₹5,000 (EMI).")).toBe(true);
    expect(matchesTemplate("Pay ₹{#var#} (EMI).", "Pay ₹5,000 xEMI).")).toBe(false);
  });
});

describe("every SMS the product sends, in every language, matches the template seeded from the same string", () => {
  for (const name of SMS_MESSAGE_NAMES) {
    it(name, () => {
      for (const language of supportedLanguages) {
        const { body } = toDltForm(translate(language, SMS_MESSAGES[name].text));
        const sent = translate(language, SMS_MESSAGES[name].text, SAMPLE);
        expect(matchesTemplate(body, sent), `${name} in ${language}`).toBe(true);
      }
    });
  }

  it("each message and language has its own 19-digit demo template id", () => {
    const ids = SMS_MESSAGE_NAMES.flatMap((name) => supportedLanguages.map((language) => demoDltTemplateId(name, language)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{19}$/);
  });
});

describe("quiet hours for promotional SMS: 21:00 to 09:00 India time", () => {
  it("holds one asked for at 22:00 India time until 09:00 the next morning", () => {
    expect(promotionalHeldUntil(new Date("2026-03-10T16:30:00Z"))?.toISOString()).toBe("2026-03-11T03:30:00.000Z");
  });

  it("holds one asked for at 08:59 until 09:00 the same morning", () => {
    expect(promotionalHeldUntil(new Date("2026-03-11T03:29:00Z"))?.toISOString()).toBe("2026-03-11T03:30:00.000Z");
  });

  it("lets one go at once from 09:00 to 20:59", () => {
    expect(promotionalHeldUntil(new Date("2026-03-11T03:30:00Z"))).toBeNull();
    expect(promotionalHeldUntil(new Date("2026-03-10T15:29:00Z"))).toBeNull();
    expect(promotionalHeldUntil(new Date("2026-03-10T15:30:00Z"))).not.toBeNull();
  });
});

describe("a reply that opts out", () => {
  it("is STOP in any case, whatever follows", () => {
    for (const reply of ["STOP", "stop", " Stop ", "STOP 12345"]) expect(isOptOut(reply)).toBe(true);
    for (const reply of ["STOPPED", "please stop", "YES"]) expect(isOptOut(reply)).toBe(false);
  });
});
