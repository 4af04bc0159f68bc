// Round AO8 (newcomer review 23, room_zh finding 2, 097_chat3): the lobby's "learn alone first" line spoke developer
// words, "play_chaos，笔记本或 Voilà 页面". A player reads what the course is (a short guided game, one rule at a time)
// and how to open it: the game's own page by the title it shows, then its ★ button — in every form language.
import { describe, expect, it } from "vitest";
import { headTexts } from "./lobby_head.js";
import { FORM_LANGS } from "./lobby_words.js";

const DEVELOPER = /play_chaos|play_mythos|Voil[aà]|notebook|ノートブック|笔记本|筆記本|\.ipynb|app\b|アプリ|应用|應用程式/i;
const TITLES = ["CHAOS — escape the asylum", "Mythos — the Cthulhu card game"];   // notebooks/play_*.ipynb's titles
const COURSE = { en: /guided/, ja: /案内/, "zh-TW": /引導/, "zh-CN": /引导/ };

describe("round AO8: the lobby's learn line is a player's words (review 23, room_zh 2)", () => {
  it("names no file, notebook or Voilà, in every form language", () => {
    for (const [lang] of FORM_LANGS) expect(headTexts(lang).learn, lang).not.toMatch(DEVELOPER);
  });

  it("says what the course is and opens it by the page's own title", () => {
    for (const [lang] of FORM_LANGS) {
      const learn = headTexts(lang).learn;
      expect(learn, lang).toMatch(COURSE[lang]);
      for (const title of TITLES) expect(learn, lang).toContain(title);
    }
  });
});
