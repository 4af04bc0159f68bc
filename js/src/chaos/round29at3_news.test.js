// Round AT, fixer AT3 (review 28, chaos_en 4, chaos_ja 2, room_en 5): after a Brainwash the tag over the hand said
// "lost Mania / Sprint; got Amnesia" though the whole hand was new (034: two cards came back by chance); a card taken
// never said by whom; "⇄ You are now a patient…" stayed a round, then stacked with the news of that swap (153-156).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import { SWAP_BANNER_MS } from "./swap_banner.js";
import { banners, frame as swapFrame, scene, swapped } from "./swap_frames.js";

const card = (fn, suit) => ({ function: fn, id: `${fn}_${suit}`, role: "patient", suit });

/** chaos_start as A1 sees it: acting, or waiting while B1 plays, holding `cards`, knowing `known`. */
function frame(acting, { cards = null, known = null, lang = "en" } = {}) {
  const f = structuredClone(start);
  if (cards) f.view.hands.A1 = { cards, count: cards.length };
  if (known) f.view.known_cards = known;
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang };
}

const newsOf = (s) => s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.text).join(" ");

/** The news told while A1 waits, after its decision and act, once its hand is `cards`. */
function waited(opts) {
  const ui = {};
  layout({ ...frame(true, opts), ui }, { width: 390 });
  layout({ ...frame(false, { lang: opts.lang }), ui }, { width: 390 });
  return newsOf(layout({ ...frame(false, opts), ui }, { width: 390 }));
}

describe("review 28: hand news by card, the taker named, a banner gone at the reader's decision", () => {
  // the start hand: Checkup (Moon), Sprint (Moon), Amnesia (Skull); a Brainwash gave Checkup (Moon) back by chance
  const redrawn = [card("checkup", "moon"), card("amnesia", "eye"), card("amnesia", "moon")];
  for (const [lang, said] of [["en", "New hand: Checkup, Amnesia ×2"], ["ja", "新しい手札：検診、記憶喪失 ×2"],
                              ["zh", "新手牌：体检、失忆 ×2"], ["zh-TW", "新手牌：體檢、失憶 ×2"]]) {
    it(`${lang}: a hand that lost and gained cards is a new hand, told whole`, () => {
      expect(waited({ cards: redrawn, lang })).toBe(said);
    });
  }

  it("a card taken by a seat the reader now knows holds it: who took it", () => {
    const cards = [card("checkup", "moon"), card("amnesia", "skull")];
    expect(waited({ cards, known: { B2: ["sprint_moon"] } })).toBe("B2 took your Mania / Sprint");
    expect(waited({ cards, known: { B2: ["sprint_moon"] }, lang: "ja" })).toBe("B2 があなたの「躁状態／疾走」を取った");
  });

  it("a swap banner shown while the reader waited ends at its next decision (153)", () => {
    const ui = { now: 0 };
    scene(swapFrame("en", (v) => { v.to_act = "B1"; }), 1280, ui);
    expect(banners(scene(swapFrame("en", (v) => { swapped(v); v.to_act = "B2"; }), 1280, ui)).length).toBeGreaterThan(0);
    ui.now = 100;
    expect(banners(scene(swapFrame("en", (v) => { swapped(v); v.to_act = "A1"; }), 1280, ui))).toEqual([]);
  });

  it("a swap the reader's own step made goes after its time, while the bots play (153: a round later)", () => {
    const ui = { now: 0 };
    scene(swapFrame("en"), 1280, ui);                                           // the reader's decision
    const bots = (k) => swapFrame("en", (v) => { swapped(v); v.to_act = "B1"; v.turn = 1 + k; });
    expect(banners(scene(bots(0), 1280, ui)).length).toBeGreaterThan(0);        // its step met B2: told at once
    ui.now = SWAP_BANNER_MS + 10;
    expect(banners(scene(bots(1), 1280, ui))).toEqual([]);
  });
});

describe("review 28, room_en 1: an enemy role swap on its way says what can stop it", () => {
  const C2 = { combo: "C2", team: "B", leader: "B1", partner: "B2", reaction: {}, effect: null, reflect: null,
               cards: { B1: card("amnesia", "moon") } };
  /** A1 (the patient; A2 the ghost) waits while B2 joins B1's Brainwash + Amnesia. */
  const during = (lang, change = (v) => v) => {
    const f = frame(false, { lang });
    f.view = { ...f.view, combo: structuredClone(C2), to_act: "B2" };
    change(f.view);
    return f;
  };
  for (const [lang, said] of [["en", "B1's Brainwash + Amnesia swaps you and A2: A2's Prank + your Schizophrenia stop it"],
                              ["ja", "B1 の洗脳 + 記憶喪失であなたと A2 が入れ替わる：A2 のいたずらとあなたの統合失調症で止められる"]]) {
    it(`${lang}: one line while it can still be stopped, none once it is or for the team that plays it`, () => {
      // (its lines joined: a Japanese line breaks between characters since review 37, chaos_ja 1, no space there)
      const gap = (x) => x.replace(/\s+/g, "");
      expect(gap(newsOf(layout({ ...during(lang), ui: {} }, { width: 390 })))).toBe(gap(said));
      for (const width of [390, 1280]) {   // over no card, chip, seat or cell, at a phone's width and a desk's
        const s = layout({ ...during(lang), ui: {} }, { width });
        const tags = s.items.filter((i) => i.label === "hand-news-tag");
        const read = s.items.filter((i) => ["chip", "ccard", "seat", "cell"].includes(i.type));
        const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        expect(tags.length).toBeLessThanOrEqual(3);
        expect(tags.some((g) => read.some((r) => over(g, r))), `${lang} ${width}`).toBe(false);
      }
      const stopped = (v) => { v.combo.reaction = { A2: card("prank", "eye"), A1: card("schizophrenia", "eye") }; };
      expect(newsOf(layout({ ...during(lang, stopped), ui: {} }, { width: 390 }))).toBe("");
      const ours = (v) => { v.combo = { ...v.combo, team: "A", leader: "A2" }; };
      expect(newsOf(layout({ ...during(lang, ours), ui: {} }, { width: 390 }))).toBe("");
    });
  }
});

describe("review 28, room_zh 6: the gate's opening is told at the moment, where the reader looks", () => {
  for (const [lang, said] of [["en", "The gate at a1 is open: the first patient out wins"],
                              ["zh", "a1 的大门已打开：先走出去的病人获胜"], ["ja", "a1 の門が開いた：先に出た患者の勝ち"]]) {
    it(lang, () => {
      const ui = {};
      layout({ ...frame(true, { lang }), ui }, { width: 390 });
      layout({ ...frame(false, { lang }), ui }, { width: 390 });
      const open = frame(false, { lang });
      open.view = { ...open.view, gate_open: true, key: null };
      expect(newsOf(layout({ ...open, ui }, { width: 390 }))).toBe(said);
      expect(newsOf(layout({ ...open, ui }, { width: 390 }))).toBe(said);     // kept while the bots play on
    });
  }
});
