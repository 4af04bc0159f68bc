// Round FF, fixer FF1 (review 37, chaos_en 1 and chaos_ja 1: "the bots' acts between my turns are explained only
// afterwards": the bots stepped every 700 ms, what each step did was told in the "since your turn" box at the reader's
// next turn). Now each step of another seat is told as it happens, one line in the hand's news place, from the
// reader's own story lines (CH-HIDE-1..4): the place keeps its y, the cards and chips do not move.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const STORY = {
  en: { head: { text: "Round 1: Bot B1's turn.", turn: 1 },
        move: { text: "Bot B1 moves to g1.", part: ["B1", "moves", "g1"] },
        play: { text: "Bot B1 plays Amnesia (Moon).", part: ["B1", "plays", "Amnesia (Moon)"] },
        take: { text: "Bot B1 takes your Sprint (Moon): it has left your hand.", big: 1, news: "yours" },
        draw: { text: "Bot B1 draws a patient card.", part: ["B1", "draws", 1] } },
  ja: { head: { text: "第1ラウンド：ボットの B1 の番。", turn: 1 },
        move: { text: "ボットの B1 は g1 へ移動する。", part: ["B1", "moves", "g1"] },
        play: { text: "ボットの B1 は「記憶喪失（月）」を出す。", part: ["B1", "plays", "記憶喪失（月）"] },
        take: { text: "ボットの B1 があなたの「躁状態／疾走（月）」を取った：もう手札にはない。", big: 1, news: "yours" },
        draw: { text: "ボットの B1 は患者カードを 1 枚引く。", part: ["B1", "draws", 1] } },
};

/** chaos_start as A1 sees it at `step`: its decision (`acting`), or waiting while B1 plays, holding `cards`. */
function frame(step, log, { acting = false, lang = "en", cards = null } = {}) {
  const f = structuredClone(start);
  if (cards) f.view.hands.A1 = { cards, count: cards.length };
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang, step, deal: "d", log_lines: log };
}

// (the whole on its tip where it is cut, else its lines)
const newsOf = (s) => {
  const lines = s.items.filter((i) => i.news).sort((a, b) => a.y - b.y);
  return lines.find((i) => i.tip)?.tip ?? lines.map((i) => i.text).join(" ");
};
const shown = (s) => s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.text);
const flat = (text) => text.replace(/\s+/g, "");
const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const newsY = (s) => s.items.filter((i) => i.news).map((i) => i.y).sort((a, b) => b - a)[0];
const fixed = (s) => s.items.filter((i) => ["ccard", "chip"].includes(i.type) || i.label === "prompt")
  .map((i) => `${i.type}:${i.label ?? ""}:${Math.round(i.x)},${Math.round(i.y)}`).sort();

describe("review 37, chaos_en 1: what a bot's step did is told as it happens", () => {
  for (const [lang, width] of [["en", 1200], ["ja", 390], ["ja", 350], ["en", 390], ["en", 350]]) {
    it(`${lang} at ${width}: each step's line in the news place, its y kept, nothing moved`, () => {
      const s = STORY[lang];
      const ui = {};
      const mine = [{ text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to a4.", you: 1 }];
      layout({ ...frame(1, mine, { acting: true, lang }), ui }, { width });   // the reader's decision
      const after = layout({ ...frame(2, mine, { lang }), ui }, { width });   // its own act: no news
      expect(newsOf(after)).toBe("");
      const moved = layout({ ...frame(3, [...mine, s.head, s.move], { lang }), ui }, { width });
      expect(flat(newsOf(moved))).toBe(flat(s.move.text));
      const kept = start.view.hands.A1.cards.filter((c) => c.id !== "sprint_moon");
      const log = [...mine, s.head, s.move, s.play, s.take];
      const took = layout({ ...frame(4, log, { lang, cards: kept }), ui }, { width });
      // the card played and the card taken, in one line (a phone's: the take, in the two lines its room holds); the
      // hand's own "took your Sprint" not said again
      const said = width > 700 ? `${s.play.text} ${s.take.text}` : s.take.text;
      expect(flat(newsOf(took))).toBe(flat(said));
      expect(shown(took).join("")).not.toContain("…");   // whole: on a phone in two lines
      for (const line of shown(took)) expect(line.trimEnd()).not.toMatch(/[っッ]$/u);   // never "取っ" / "た"
      // its tags cover no cell or piece of the board (a phone's third line rose over row 8's pieces)
      const tags = took.items.filter((i) => i.label === "hand-news-tag");
      const board = took.items.filter((i) => ["cell", "piece", "spawn"].includes(i.type));
      for (const tag of tags) expect(board.filter((b) => over(tag, b)).map((b) => b.label)).toEqual([]);
      // a step that says nothing (a Checkup's cells being picked) keeps the line; a draw tells nothing new
      const quiet = layout({ ...frame(5, log, { lang, cards: kept }), ui }, { width });
      expect(flat(newsOf(quiet))).toBe(flat(said));
      const drew = layout({ ...frame(6, [...log, s.draw], { lang, cards: kept }), ui }, { width });
      expect(flat(newsOf(drew))).toBe(flat(said));
      // the news place keeps its y, the cards and chips theirs, step after step
      expect(newsY(took)).toBe(newsY(moved));
      const plain = layout({ ...frame(4, log, { lang, cards: kept }), ui: {} }, { width });   // no story read before
      expect(fixed(took)).toEqual(fixed(plain));
      const chips = (scene) => fixed(scene).filter((k) => k.startsWith("chip"));
      expect(chips(moved)).toEqual(chips(after));
    });
  }

  it("the reader's own decision shows the kernel's news, not the bots' last line", () => {
    const ui = {};
    const s = STORY.en;
    layout({ ...frame(1, [], { acting: true }), ui }, { width: 1200 });
    layout({ ...frame(2, [], {}), ui }, { width: 1200 });
    layout({ ...frame(3, [s.head, s.move], {}), ui }, { width: 1200 });
    const turn = { text: "Round 2: your turn.", turn: 1, you: 1 };
    const mine = layout({ ...frame(4, [s.head, s.move, turn], { acting: true }), ui }, { width: 1200 });
    expect(newsOf(mine)).not.toContain("g1");
    expect(ui.chaosAct).toBe(null);
  });
});
