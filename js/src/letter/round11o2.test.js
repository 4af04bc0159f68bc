// The Letter table, round O wave 2 (newcomer review 11's loose ends: Letter desk 040/042, 038; the footer's tooltips).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const ROOM = 800 - 123;   // a 1280×800 window under Voilà's page head and bar (round K)
const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const at = (s, label) => s.items.find((i) => i.label === label);
const all = (s, re) => s.items.filter((i) => re.test(i.label ?? ""));

describe("finding 1: 'Watch the replay' keeps the hand inside a 1280×800 window (desk 040/042)", () => {
  // review 11's desk replay, step 3 of 9 (040_t): turn 4, the opponent's turn, discards on both sides
  const LOG = { en: ["You play Investigators (Sane effect).", "You named 3: wrong.",
                     "The opponent's top card is now known: Investigators.", "Turn 4: the opponent's turn."],
                zh: ["你打出調查員（理智效果）。", "你猜 3：猜錯。", "對手的頂牌現在已知：調查員。", "第 4 回合：輪到對手。"],
                ja: ["あなたは調査員をプレイした（正気の効果）。", "3 を宣言した：はずれ。", "相手の一番上のカードが判明した：調査員。",
                     "ターン 4：相手のターン。"] };
  const BANNER = { title: "Cthulhu wins", text: "You lost: the deck ran out during the insanity check.", win: false };
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 930: a replay's step lays the whole hand within ${ROOM} px, under the one-row replay bar`, () => {
      const view = { ...start.view, turn: 4, hand: [card("shining_trapezohedron")],
                     player_discard: [card("liber_ivonis"), card("golden_mead")],
                     opponent_discard: [card("professor_armitage")] };
      const s = layout({ ...valid({ ...start, lang, view, legal: [], banner: BANNER, log_lines: LOG[lang] }) },
                       { width: 930 });
      const room = at(s, "replay-room");
      expect(room.h).toBeGreaterThanOrEqual(8 + 34);   // the bar (8 px down, ~34-44 px tall) covers nothing
      const hand = all(s, /^hand-\d+$/);
      expect(hand.length).toBeGreaterThan(0);
      for (const c of hand) expect(c.y + c.h, c.label).toBeLessThanOrEqual(ROOM);
      for (const c of s.items.filter((i) => ["card", "pile", "slot"].includes(i.type))) {
        expect(c.y, c.label).toBeGreaterThanOrEqual(room.h);
      }
      expect(s.height).toBeLessThanOrEqual(ROOM);
    });
  }
});
