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

/** Return the texts `painter` draws for `item` on a recording 2D context whose glyphs are 0.55 em wide. */
async function painted(painter, item) {
  const { LETTER_PAINTERS } = await import("./paint.js");
  const texts = [];
  const em = (o) => Number(/(\d+)px/.exec(o.font ?? "")?.[1] ?? 11);
  const ctx = new Proxy({}, {
    get: (o, k) => (k in o ? o[k] : k === "measureText" ? (t) => ({ width: String(t).length * 0.55 * em(o) })
      : k === "fillText" ? (text, x, y, max) => texts.push({ text: String(text), x, y, max, size: em(o) })
        : () => {}),
    set: (o, k, v) => { o[k] = v; return true; },
  });
  LETTER_PAINTERS[painter](ctx, item);
  return texts;
}

describe("finding 4: 'The Shining Trapezohedron' on a 54 px discard card is readable, its long word on two lines", () => {
  const small = { type: "card", x: 100, y: 200, w: 54, h: 76, small: true };
  for (const times of [undefined, 2]) {
    it(`a small card${times ? " with '×2'" : ""}: 'Trapezo-' / 'hedron', each squeezed no more than the table's 0.82`, async () => {
      const face = { id: "shining_trapezohedron", value: 7, name: "The Shining Trapezohedron", insane: true };
      const texts = (await painted("card", { ...small, times, face })).filter((t) => t.max !== undefined);
      const name = texts.filter((t) => /[A-Za-z]/.test(t.text));
      // a 4th line where the card has room; with '×2' in its foot the short words share a line
      expect(name.map((t) => t.text)).toEqual(times ? ["The Shining", "Trapezo-", "hedron"]
        : ["The", "Shining", "Trapezo-", "hedron"]);
      const count = texts.find((t) => t.text === "×2");
      if (count) expect(name.at(-1).y + name.at(-1).size / 2).toBeLessThanOrEqual(count.y - count.size / 2);
      for (const t of name.slice(-2)) {
        expect(t.text.length * 0.55 * t.size * 0.82, t.text).toBeLessThanOrEqual(t.max);   // not condensed to half
        expect(t.size).toBeGreaterThanOrEqual(11);
        expect(t.y + t.size / 2, t.text).toBeLessThanOrEqual(small.y + small.h);
        expect(t.y - t.size / 2, t.text).toBeGreaterThanOrEqual(small.y + 0.34 * small.w);   // under the value badge
      }
    });
  }
  it("a name that fits is left whole ('Elder Sign'), a big card's too", async () => {
    const texts = await painted("card", { ...small, face: { id: "elder_sign", value: 4, name: "Elder Sign" } });
    expect(texts.filter((t) => /[A-Za-z]/.test(t.text)).map((t) => t.text).join(" ")).toBe("Elder Sign");
  });
});

describe("finding 5: the footer's 'Removed / Set aside / Unused' show they open a tooltip (a dotted underline)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const [width, touch] of [[930, false], [390, true]]) {
      it(`${lang} at ${width}: each pile's head in the footer is dotted, right under its words`, () => {
        const s = layout({ ...valid({ ...start, lang }), ui: { touch } }, { width });
        const ui = start.catalog.ui[lang] ?? start.catalog.ui.en;
        const lines = all(s, /^out-of-play$/);
        expect(lines.length).toBeGreaterThan(0);
        const marks = s.items.filter((i) => i.type === "mgloss" && i.label === "out-of-play-mark");
        const heads = marks.map((i) => i.line.slice(i.from, i.to));
        // each head once, where its pile starts: not zh's 移除 inside the Unused sentence (開局時蓋著移除的…)
        expect(heads).toEqual(["removed", "aside", "unused"].map((key) => ui[key] ?? start.catalog.ui.en[key]));
        for (const mark of marks) {
          const line = lines.find((l) => l.text === mark.line);
          expect(line).toBeDefined();
          expect(mark.y).toBeGreaterThanOrEqual(line.y + line.size);
          expect(mark.y).toBeLessThanOrEqual(line.y + line.size + 3);
          expect(mark.x + mark.w).toBeLessThanOrEqual(s.width);
        }
      });
    }
  }
});
