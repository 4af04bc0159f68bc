// Round AK (newcomer review 22, room_en finding 4, 018_wait2/052_r5d/071_r10 at 1280 × 800): "When the status line is
// long, the title and my own identity collapse to 'CHA…', 'conn…' and 'You are A1 · team A ·…', and the status itself
// gets cut off mid-word ('… with P')". The head keeps who you are whole, one group never split; whose turn has the
// seats' line (room beside the chips), wraps whole words, and when the turn's news is too long for its rows it is the
// news that gives way, at a word (a Chinese or Japanese phrase), with "…" (the whole sentence is the title).
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { roomDom, turnText } from "./client.js";
import { fitNews, newsTokens } from "./strip.js";
import { STYLE } from "./style.js";
import { roomSay } from "./words.js";

useFakeDocument();

// the longest turn line of each room language: a person who left, a long wait, the longest news of a combo
const NEWS = {
  en: "Bot B2 starts a combo (Possession + Protection) with Possession (Skull).",
  ja: "ボット B2 が「憑依（ドクロ）」でコンボ（憑依 + 保護）を始める。",
  zh: "电脑 B2 以附身（骷髅）发起合作（附身 + 保护）。",
  "zh-TW": "電腦 B2 以附身（骷髏）發起合作（附身 + 保護）。",
};
const seats = { A1: { human: true, connected: true }, B1: { human: true, connected: false, left: 125 },
                B2: { human: false, bot: "heuristic", connected: true } };
const longest = (lang) => turnText({ to_act: "B1", seats, waited: 725, seen: 0, news: NEWS[lang] }, "A1", lang,
                                   "chaos", (s) => s, 0);
const soFarOf = (lang) => (text) => roomSay(lang, "chaos", "so_far", { text });
const mainOf = (lang) => longest(lang).slice(0, -soFarOf(lang)(NEWS[lang]).length);
/** A row of `px` holds so many characters: a CJK one 13 px wide, another 7 (the turn's bold 13 px). */
const widthOf = (text) => [...text].reduce((w, c) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 13 : 7), 0);

describe("round AK8: the head's status is never cut mid-word (review 22, room_en finding 4)", () => {
  it("a news too long for its room gives way at a whole word, with … , and the rest stays whole", () => {
    for (const lang of Object.keys(NEWS)) {
      const main = mainOf(lang);
      for (const px of [380, 520, 640, 780]) {
        const text = fitNews(main, NEWS[lang], soFarOf(lang), (t) => widthOf(t) <= px);
        expect(text.startsWith(main), `${lang} ${px}: ${text}`).toBe(true);   // the seat and its wait whole
        expect(widthOf(text) <= px || text === main, `${lang} ${px}: ${text}`).toBe(true);
        if (text === main || text === longest(lang)) continue;
        const kept = text.slice(main.length).replace(/…$/, "");
        const words = newsTokens(NEWS[lang]).map((w) => w.trim()).filter(Boolean);
        const said = newsTokens(kept.slice(soFarOf(lang)("").length)).map((w) => w.trim()).filter(Boolean);
        expect(text.endsWith("…"), `${lang} ${px}: ${text}`).toBe(true);
        expect(said.every((w, i) => w === words[i] || (i === said.length - 1 && words[i].startsWith(w)
          && /^[,:;.、，：；。]/.test(words[i].slice(w.length)))), `${lang} ${px}: ${text}`).toBe(true);
      }
      expect(fitNews(main, NEWS[lang], soFarOf(lang), () => true)).toBe(longest(lang));   // room for it all: whole
      expect(fitNews(main, NEWS[lang], soFarOf(lang), (t) => t === main)).toBe(main);  // none: the news goes
    }
  });

  it("who you are is one group, outside the cut; the turn is the seats' line's, after the chips", () => {
    const dom = roomDom("r1");
    const line = dom.strip.childNodes.find((n) => n.className === "cw-room-line");
    const me = line.childNodes.find((n) => n.className === "cw-room-me");
    expect(me?.childNodes).toEqual([dom.who, dom.role]);
    expect(line.childNodes).not.toContain(dom.turn);
    const kids = dom.strip.childNodes;
    expect(kids.indexOf(dom.turn)).toBe(kids.indexOf(dom.seats) + 1);
  });

  it("no part of the head is cut with an ellipsis mid-word, on a desk or a phone", () => {
    const rules = STYLE.split("}").filter((r) => /cw-room-(turn|who|role|me|conn)\b/.test(r) && /ellipsis/.test(r));
    expect(rules).toEqual([]);
    const phone = STYLE.slice(STYLE.lastIndexOf("@media (max-width: 640px) {\n"));
    expect(phone).toMatch(/\.cw-room-turn \{[^}]*white-space: normal/);
    expect(phone).toMatch(/\.cw-room-me \{[^}]*white-space: nowrap[^}]*flex: 0 0 auto/);
    const desk = STYLE.slice(STYLE.indexOf("@media (min-width: 641px)"), STYLE.indexOf("@media (max-width: 640px)"));
    expect(desk).toMatch(/\.cw-room-status > \.cw-room-turn \{[^}]*order: 3;[^}]*white-space: normal/);
    expect(desk).toMatch(/\.cw-room-line > \.cw-room-me \{[^}]*flex: 0 0 auto/);
  });
});
