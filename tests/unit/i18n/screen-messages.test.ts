import { describe, expect, it } from "vitest";
import hiCommon from "../../../locales/hi/common.json";
import { messagesFor, resources } from "~/i18n/resources.server";
import { SHELL_MESSAGES } from "~/i18n/screen-messages.server";
import { bundlesOf, makeT } from "~/i18n/translate";

describe("messages a page carries", () => {
  it("picks top-level groups of a namespace, in the page's language with English under any gap", () => {
    const picked = messagesFor("hi", { common: ["offers", "titles"] });
    expect(Object.keys(picked)).toEqual(["common"]);
    expect(Object.keys(picked.common)).toEqual(["offers", "titles"]);
    expect(picked.common.titles).toMatchObject({ offers: hiCommon.titles.offers });
    // A whole namespace is still one name away.
    expect(messagesFor("en", ["admin"]).admin).toEqual(resources.en.admin);
  });

  it("gives the shell only its own groups: no screen's strings on every page", () => {
    const shell = messagesFor("en", SHELL_MESSAGES);
    expect(Object.keys(shell.common).sort()).toEqual(["footer", "header", "language", "toast"]);
    expect(JSON.stringify(shell)).not.toContain("Annual percentage rate");
    expect(shell.errors).toEqual(resources.en.errors);
  });

  it("merges the parts of one namespace sent by several routes instead of letting the last replace the rest", () => {
    const root = { locale: "hi", i18n: messagesFor("hi", { common: ["header", "footer"] }) };
    const layout = { i18n: messagesFor("hi", { common: ["drawer"] }) };
    const page = { i18n: messagesFor("hi", { common: ["offers", "titles"], ranking: true }) };
    const { bundles, locale } = bundlesOf([root, undefined, layout, page]);
    expect(locale).toBe("hi");
    expect(Object.keys(bundles.common).sort()).toEqual(["drawer", "footer", "header", "offers", "titles"]);
    const t = makeT(bundles.common, locale);
    expect(t("drawer.menu")).toBe(hiCommon.drawer.menu);
    expect(t("titles.offers")).toBe(hiCommon.titles.offers);
    expect(bundles.ranking).toEqual(messagesFor("hi", ["ranking"]).ranking);
  });
});
