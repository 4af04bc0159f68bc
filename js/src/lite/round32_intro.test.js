// The static page's line above the table speaks the table's language (a zh-TW phone read "All games · Lovecraft
// Letter: the rules engine runs in your browser (Pyodide)…" in English over a table in Traditional Chinese).
import { describe, expect, it } from "vitest";
import { browserPage, introWords, sayIntro } from "./intro.js";

/** Return a fake <p> holding a link and the text after it, as the built page has (tools/build_lite.py PAGE). */
function fakeIntro(after) {
  const p = { kids: [] };
  const node = (text, tag) => ({
    tag, textContent: text,
    get nextSibling() { return p.kids[p.kids.indexOf(this) + 1] ?? null; },
    remove() { p.kids.splice(p.kids.indexOf(this), 1); },
    after(t) { p.kids.splice(p.kids.indexOf(this) + 1, 0, node(t, "#text")); },
  });
  p.kids.push(node("All games", "a"), node(after, "#text"));
  p.querySelector = (sel) => p.kids.find((k) => k.tag === sel) ?? null;
  p.text = () => p.kids.map((k) => k.textContent).join("");
  return p;
}

describe("the static page's intro line", () => {
  it("is written in the table's language, the link back to all games kept", () => {
    const p = fakeIntro(" · Lovecraft Letter: the rules engine runs in your browser (Pyodide); nothing is sent anywhere.");
    sayIntro(p, "letter", "zh-TW");
    expect(p.text()).toBe("所有遊戲 · 克蘇魯情書：在你的瀏覽器裡執行，不會傳送任何內容。");
    expect(p.querySelector("a").textContent).toBe("所有遊戲");
    sayIntro(p, "letter", "en");   // the reader's language menu back to English
    expect(p.text()).toBe("All games · Lovecraft Letter: plays in your browser; nothing is sent anywhere.");
  });

  it("is written in the script of the table: Letter's zh is Traditional, CHAOS's Simplified (review 32, letter_zh 2)", () => {
    const p = fakeIntro(" · …");
    sayIntro(p, "letter", "zh");
    expect(p.text()).toBe("所有遊戲 · 克蘇魯情書：在你的瀏覽器裡執行，不會傳送任何內容。");
    sayIntro(p, "chaos", "zh");
    expect(p.text()).toBe("所有游戏 · CHAOS：在你的浏览器里运行，不会发送任何内容。");
  });

  it("has no developer's words in any language", () => {
    for (const game of ["letter", "chaos", "mythos"]) {
      for (const lang of ["en", "zh", "zh-TW", "ja"]) {
        const { all, line } = introWords(game, lang);
        expect(`${all} ${line}`).not.toMatch(/Pyodide|engine|Python/);
      }
    }
    expect(introWords("mythos", "ja").line).toContain("ミトス");
  });

  it("reads the browser's language tag as a page language", () => {
    expect(["zh-TW", "zh-Hant-HK", "zh-CN", "ja-JP", "fr-FR", ""].map(browserPage))
      .toEqual(["zh-TW", "zh-TW", "zh", "ja", "en", "en"]);
  });
});
