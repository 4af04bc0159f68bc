// Issue 23 round 3 item 5: the room's create form a newcomer can use — every choice labelled with a sentence on what
// it means, in each language the rooms speak (en, ja, zh-TW, zh-CN), sensible defaults, and errors in the form's
// language that say what is allowed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { createForm, createRequest } from "./lobby.js";
import { FORM_LANGS, FORM_WORDS, formLang } from "./lobby_words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const build = (initial = {}) => {
  const host = document.createElement("div");
  const form = createForm(host, { base: "/cthulhu/rooms", onCreated() {}, initial });
  const nodes = allElements(form);
  const named = (n) => nodes.find((x) => x.name === n);
  return { form, nodes, named, text: () => nodes.map((x) => x.ownText).join(" ") };
};

describe("the create form (issue 23 round 3 item 5)", () => {
  it("has the same words in every language it offers", () => {
    const keys = Object.keys(FORM_WORDS.en).sort();
    for (const [lang] of FORM_LANGS) expect(Object.keys(FORM_WORDS[lang]).sort(), lang).toEqual(keys);
  });

  it("labels and explains each choice: game, seats, deal, name, listed, open seats", () => {
    const { text, named } = build({ lang: "en" });
    const shown = text();
    for (const key of ["title", "intro", "game", "game_chaos", "seats", "seats_help", "deal", "secret", "typed",
                       "deal_help", "name", "name_help", "listed", "listed_help", "open", "open_help", "create"]) {
      expect(shown, key).toContain(FORM_WORDS.en[key]);
    }
    expect(named("seed").placeholder).toBe("a number");
    expect(named("name").placeholder).toContain("optional");
  });

  it("defaults: CHAOS, every seat a person, a secret deal, unlisted, open seats off until listed", () => {
    const { named, nodes } = build({ lang: "en" });
    expect(named("game").value).toBe("chaos");
    const seats = nodes.filter((n) => String(n.name).startsWith("seat-"));
    expect(seats.map((s) => s.value)).toEqual(["human", "human", "human", "human"]);
    expect(nodes.find((n) => n.value === "secret").checked).toBe(true);
    expect([named("listed").checked, named("open_seats").disabled]).toEqual([false, true]);
  });

  it("speaks the browser's language and follows its language menu, the game's sentence and seats too", () => {
    expect(["ja-JP", "zh-Hant-TW", "zh-TW", "zh-CN", "zh", "de"].map(formLang))
      .toEqual(["ja", "zh-TW", "zh-TW", "zh-CN", "zh-CN", "en"]);
    const { named, text, nodes } = build({ lang: "ja" });
    expect(text()).toContain(FORM_WORDS.ja.game_chaos);
    expect(text()).not.toMatch(/Seats|Create table|secret deal/);
    named("lang").value = "zh-TW";
    named("lang").fire("change");
    const now = allElements(nodes[0]).map((x) => x.ownText).join(" ");
    expect(now).toContain(FORM_WORDS["zh-TW"].create);
    expect(now).toContain(FORM_WORDS["zh-TW"].human);
  });

  it("says what is wrong with a seed in the form's language", () => {
    expect(() => createRequest({ game: "chaos", seats: {}, seedText: "12a", lang: "ja" })).toThrow(FORM_WORDS.ja.bad_seed);
    expect(() => createRequest({ game: "chaos", seats: {}, seedText: "1e5" })).toThrow(/whole number from 0/);
    expect(createRequest({ game: "chaos", seats: {}, seedText: " 42 " }).seed).toBe(42);
  });
});
