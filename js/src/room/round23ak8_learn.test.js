// Round AK (newcomer review 22, room_en finding 3 / room_zh's Q1 reasons): "There was no tutorial or course in this room,
// so I learned from the rules panel"; "学习玩法, the tutorial, appears only [in the replay], never at the live table".
// A room has no course (its server runs no coach, and a table of several people cannot stop for one reader), so the
// lobby says where the course is: the game's own app, its ★ Learn to play, a solo game of about 5 minutes, in every
// form language, with the button's own words as the app shows them (ui/ending.js learn).
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { headTexts, lobbyHead } from "./lobby_head.js";
import { FORM_LANGS } from "./lobby_words.js";

useFakeDocument();

const BUTTON = { en: "Learn to play", ja: "遊び方を学ぶ", "zh-TW": "學習遊玩", "zh-CN": "学习玩法" };

describe("round AK8: the lobby says where to learn a game alone (review 22, room_en 3)", () => {
  it("in every form language, naming CHAOS, its page and its ★ button, solo and about 5 minutes", () => {
    for (const [lang] of FORM_LANGS) {
      const learn = headTexts(lang).learn ?? "";
      expect(learn, lang).toContain("CHAOS");
      expect(learn, lang).toContain(`★ ${BUTTON[lang]}`);
      expect(learn, lang).toContain("CHAOS — escape the asylum");   // the page by its title, not its file (review 23, room_zh 2)
      expect(learn, lang).toMatch(/5/);
    }
  });

  it("the lobby's head shows it under the games", () => {
    const host = document.createElement("div");
    host.prepend = (node) => host.childNodes.unshift(node);   // the fake DOM's missing prepend
    const head = lobbyHead(host, { lang: "en" });
    const line = allElements(head.el).find((n) => n.className === "cw-lobby-learn");
    expect(line?.textContent).toBe(headTexts("en").learn);
    head.speak("ja");
    expect(line.textContent).toBe(headTexts("ja").learn);
  });
});
