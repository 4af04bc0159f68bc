// Review 37, room_zh 1: the lobby was in 简体中文, the reviewer set up a Mythos table and it came up in English (its
// menu offers English and 日本語 only), unwarned. The lobby now says, under the game, which languages a game has when
// it lacks the lobby's ("Mythos 仅支持 English 或 日本語"), in every form language; nothing where the game has it.
import { afterEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { FORM_LANGS } from "./lobby_words.js";

let restore = () => {};
afterEach(() => restore());

async function lobby() {
  restore = installFakeDocument();
  return import("./lobby.js");
}

describe("round39ee2: a game without the lobby's language says which it has", () => {
  it("names Mythos's English and 日本語 to a Chinese lobby, and that its table opens in English", async () => {
    const { langNote } = await lobby();
    for (const lang of ["zh-CN", "zh-TW"]) {
      const note = langNote("mythos", lang);
      expect(note, lang).toContain("English");
      expect(note, lang).toContain("日本語");
      expect(note, lang).toMatch(/^Mythos/);
      expect(note, lang).toMatch(/英文/);   // the table it opens: English
    }
  });

  it("says nothing where the game speaks the lobby's language (Letter and CHAOS in Chinese; all in en and ja)", async () => {
    const { langNote } = await lobby();
    for (const [game, lang] of [["letter", "zh-CN"], ["letter", "zh-TW"], ["chaos", "zh-CN"], ["chaos", "zh-TW"],
                                ["mythos", "en"], ["mythos", "ja"], ["chaos", "ja"]]) {
      expect(langNote(game, lang), `${game} ${lang}`).toBe("");
    }
  });

  it("shows the note under the create form's game when Mythos is chosen in a 简体中文 lobby, in every language", async () => {
    const { createForm, langNote } = await lobby();
    for (const [lang] of FORM_LANGS) expect(typeof langNote("mythos", lang)).toBe("string");
    const form = createForm(document.createElement("div"), { base: "/cthulhu/rooms", onCreated() {},
                                                              initial: { lang: "zh-CN" } });
    const nodes = allElements(form);
    const game = nodes.find((n) => n.name === "game");
    game.value = "mythos";
    game.fire("change");
    const note = nodes.find((n) => n.className?.includes("cw-script-note"));
    expect(note.hidden).toBe(false);
    expect(note.textContent).toContain("日本語");
  });
});
