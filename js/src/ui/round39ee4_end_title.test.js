// Round EE, fixer EE4 (review 37, chaos_ja 5, shot 115): on a 390 px phone the game-over title broke inside a word,
// "チーム B の勝利：あなたのチー / ムの負け". A Chinese or Japanese title now breaks only between its clauses: each clause
// is a piece the line keeps whole (inline-block), so the second line reads "あなたのチームの負け".
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { buildEnding } from "./ending.js";

useFakeDocument();
const model = (traits) => ({ get: (name) => traits[name] });

/** Return the end box's title node for a CHAOS game lost with `title`, in `lang`. */
function titleOf(title, lang) {
  const root = document.createElement("div");
  const canvas = document.createElement("canvas");
  root.append(canvas);
  const update = buildEnding({ root, canvas }, () => {});
  update(model({ lang, game: "chaos", banner: { title, text: "…", win: false }, mode: "play", replay: {} }));
  const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
  return box.childNodes.find((n) => n.className === "cw-end-title");
}

describe("review 37, chaos_ja 5: an end title breaks only between its clauses", () => {
  for (const [lang, title, parts] of [
    ["ja", "チーム B の勝利：あなたのチームの負け", ["チーム B の勝利：", "あなたのチームの負け"]],
    ["zh", "B 队获胜：你的队伍输了", ["B 队获胜：", "你的队伍输了"]]]) {
    it(`${lang}: its clauses are kept whole, the whole title read`, () => {
      const node = titleOf(title, lang);
      expect(node.textContent).toBe(title);
      expect(node.childNodes.map((n) => n.textContent)).toEqual(parts);
      for (const piece of node.childNodes) expect(piece.style.display).toBe("inline-block");
    });
  }
  it("en: a title of words wraps between its words as before", () => {
    expect(titleOf("Team B wins: your team lost", "en").textContent).toBe("Team B wins: your team lost");
  });
});
