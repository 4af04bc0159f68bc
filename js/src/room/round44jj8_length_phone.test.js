// Review 39, room_zh 9 (097): on a 390 px phone the create form's "长度" label wrapped to 长/度 beside its menu, and
// the chosen length ("短局：最多 20 轮（约一半更早结束），真人玩最长约 40–60 分钟") was cut with "…" in the menu.
// The label keeps one line, and on a phone the chosen length is said whole under the menu.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { createForm } from "./lobby.js";
import { formSay } from "./lobby_words.js";
import { STYLE } from "./style.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const build = (lang) => {
  const form = createForm(document.createElement("div"),
                          { base: "/r", onCreated() {}, initial: { lang, game: "chaos" } });
  const nodes = () => allElements(form);
  return { form, named: (n) => nodes().find((x) => x.name === n),
           whole: () => nodes().find((x) => String(x.className).includes("cw-rounds-whole")) };
};

describe("round44jj8: the Length choice reads whole on a phone (review 39, room_zh 9)", () => {
  for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
    it(`says the chosen length whole under its menu, following the choice (${lang})`, () => {
      const { named, whole } = build(lang);
      expect(whole().textContent).toBe(formSay(lang, "rounds_60"));
      named("max_rounds").value = "20";
      named("max_rounds").fire("change");
      expect(whole().textContent).toBe(formSay(lang, "rounds_20"));
    });
  }

  it("the whole length shows on a phone only, and a field's label keeps one line", () => {
    expect(STYLE).toMatch(/\.cw-lobby \.cw-rounds-whole \{ display: none; \}/);
    const phone = STYLE.slice(STYLE.indexOf("@media (max-width: 640px)"));
    expect(phone).toMatch(/\.cw-lobby \.cw-rounds-whole \{ display: block; \}/);
    expect(STYLE).toMatch(/\.cw-lobby \.cw-field > span:first-child \{[^}]*white-space: nowrap/);
  });

  it("a game without round limits has no such line", () => {
    const { named, whole } = build("en");
    named("game").value = "letter";
    named("game").fire("change");
    expect(whole().hidden).toBe(true);
  });
});
