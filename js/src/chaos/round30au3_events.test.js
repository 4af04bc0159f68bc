// Round AU, fixer AU3 (review 29, room_en 1, 081/082): B2's Brainwash took Mania / Sprint and gave Protection, then
// B1's Amnesia took the Protection, and the tag over the hand said "Mania / Sprint left your hand": two events in one
// wait read as one net change. Now each event that touches the reader's hand is told as it comes, with its culprit and
// card (room_zh 3: "A1 打出失忆，抽走了你的…"); and the reader's own step is never "moved" (room_zh 8, 127).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const card = (fn, suit, role = "patient") => ({ function: fn, id: `${fn}_${suit}`, role, suit });
const START = start.view.hands.A1.cards;   // Checkup (Moon), Mania / Sprint (Moon), Amnesia (Skull)
const AFTER_BW = [card("schizophrenia", "skull"), card("protection", "moon"), card("amnesia", "eye")];
const AFTER_AM = [card("schizophrenia", "skull"), card("amnesia", "eye")];

/** chaos_start as A1 sees it: acting, or waiting while `toAct` plays, with `cards`, discards, its piece at `cell`. */
function frame(acting, { cards = START, toAct = "B1", ghost = [], patient = [], cell = null, lang = "en" } = {}) {
  const f = structuredClone(start);
  f.view.hands.A1 = { cards, count: cards.length };
  f.view.decks.ghost.discard = ghost;
  f.view.decks.patient.discard = patient;
  if (cell) f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell } : p));
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: toAct, turn: 2 } });
  return { ...valid(f), lang };
}

const newsOf = (s) => s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.text).join(" ");
const BW = [card("brainwash", "moon", "ghost")];
const AM = [card("amnesia", "moon")];

/** The tags over A1's hand along B2's Brainwash, then B1's Amnesia, while A1 waits. */
function walk(lang) {
  const ui = {};
  const see = (f) => newsOf(layout({ ...f, ui }, { width: 390 }));
  see(frame(true, { lang }));
  see(frame(false, { lang, toAct: "B2" }));                                       // its act done: B2 plays
  const brainwash = see(frame(false, { lang, toAct: "B1", cards: AFTER_BW, ghost: BW }));
  const amnesia = see(frame(false, { lang, toAct: "B1", cards: AFTER_AM, ghost: BW, patient: AM }));
  return { brainwash, amnesia };
}

describe("review 29, room_en 1: one line per event over the hand, its culprit and card (at random: review 35)", () => {
  for (const [lang, bw, am, wrong] of [
    ["en", "New hand (B2's Brainwash): Schizophrenia, Protection, Amnesia", "B1's Amnesia took your Protection at random",
     "Mania / Sprint"],
    ["zh", "新手牌（B2 的洗脑）：精神分裂、保护、失忆", "B1 的失忆随机拿走了你的保护", "躁狂"],
    ["zh-TW", "新手牌（B2 的洗腦）：精神分裂、保護、失憶", "B1 的失憶隨機拿走了你的保護", "躁狂"],
    ["ja", "新しい手札（B2 の洗脳）：統合失調症、保護、記憶喪失", "B1 の「記憶喪失」であなたの「保護」が無作為に取られた", "躁状態"]]) {
    it(`${lang}: the Brainwash, then the Amnesia that took Protection (never "Mania / Sprint left")`, () => {
      const { brainwash, amnesia } = walk(lang);
      expect(brainwash).toBe(bw);
      expect(amnesia).toBe(am);
      expect(amnesia).not.toContain(wrong);
    });
  }

  it("the reader's own step seen again (a replay's view) is not told as a forced move (room_zh 8, 127)", () => {
    const ui = {};
    const see = (f) => newsOf(layout({ ...f, ui }, { width: 390 }));
    see(frame(false, { toAct: "B1", cell: [6, 1] }));
    see(frame(false, { toAct: "A1", cell: [6, 1] }));                  // its own turn, shown without its moves
    expect(see(frame(false, { toAct: "B1", cell: [5, 1] }))).toBe("");
    // a step another seat made is still told (a push)
    expect(see(frame(false, { toAct: "B2", cell: [5, 2] }))).toBe("Your piece was moved from a5 to b5");
  });
});
