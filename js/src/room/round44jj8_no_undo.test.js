// Review 39, room_zh 12 / room_en 13: an online table has no Undo and said so only after U was pressed (the course
// has one). The room's Rules sheet now says it in one quiet line under the course's: "Online tables have no Undo:
// every move is final", in the table's language, at every game.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { buildHelp, updateHelp } from "../ui/help.js";
import { PAGE_WORDS } from "../ui/words.js";
import { helpLearn } from "./help_learn.js";

useFakeDocument();
const served = { prefix: "/r/rooms", fetchImpl: async () => ({ ok: true }) };
const SAYS = {
  en: "Online tables have no Undo: every move is final",
  ja: "オンラインの卓に「元に戻す」はない：どの手も取り消せない",
  "zh-TW": "線上牌桌沒有悔棋：每一步都算數",
  zh: "线上牌桌没有悔棋：每一步都算数",
};

/** Return the table's help, filled as a room fills it, and the course's line kept in it. */
function roomHelp(lang, game) {
  const table = document.createElement("div");
  const help = buildHelp();
  table.append(help);
  const page = lang === "zh" ? "zh-CN" : lang;
  const words = { ...PAGE_WORDS[page], lang: page, helpTexts: { rules: ["rule one"], guide: [], legend: [] } };
  updateHelp(help, game, words, { shared: true, touch: false });
  const course = helpLearn(table, served);
  course.show(lang, game, 12);
  return { help, course };
}

describe("a room's Rules sheet says it has no Undo (review 39, room_zh 12, room_en 13)", () => {
  for (const [lang, says] of Object.entries(SAYS)) {
    // Mythos speaks en and ja; a Letter room's Chinese is its seed's Traditional (zh-TW)
    const games = { en: ["chaos", "letter", "mythos"], ja: ["chaos", "letter", "mythos"], zh: ["chaos"] };
    for (const game of games[lang] ?? ["chaos", "letter"]) {
      it(`says "${says}" under the course line (${lang}, ${game})`, () => {
        const { help, course } = roomHelp(lang, game);
        const body = help.lastChild;
        const at = [...body.childNodes].indexOf(course.line);
        expect(at).toBe(1);
        const next = body.childNodes[at + 1];
        expect(next.className).toBe("cw-help-final");
        expect(next.textContent).toBe(says);
        expect(next.textContent.length).toBeLessThan(lang === "en" ? 52 : 30);   // one line on a phone
      });
    }
  }

  it("keeps the line after a re-fill of the help (a narrower window) when the help opens again", () => {
    const { help, course } = roomHelp("en", "chaos");
    const words = { ...PAGE_WORDS.en, lang: "en", helpTexts: { rules: ["rule one"], guide: [], legend: [] } };
    updateHelp(help, "chaos", words, { shared: true, touch: true, variant: "narrow" });
    help.open = true;
    help.fire("toggle");
    const body = help.lastChild;
    expect(body.childNodes[1]).toBe(course.line);
    expect(body.childNodes[2].textContent).toBe(SAYS.en);
    course.show("ja", "chaos", 12);   // a change of language says it anew
    expect(body.childNodes[2].textContent).toBe(SAYS.ja);
  });
});
