// CHAOS, newcomer review 19 (round AE, fixer AE5): marks a reader can trust. A ✗ that may be gone is a grey "r2 ✗?"
// (room finding 2), and an enemy's hidden Mischief bombs leave a line under the board (room finding 3).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";

/** The start fixture in `lang`, its catalog carrying the table's words of this round. */
function fixture(lang) {
  const f = structuredClone({ ...start, lang });
  for (const [l, table] of Object.entries(words)) f.catalog.ui[l] = { ...(f.catalog.ui[l] ?? {}), ...table };
  return f;
}

/** A fake 2-D context that records the texts drawn. */
function recorder(drawn) {
  return new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "fillText") return (text) => drawn.push(text);
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
}

describe("room finding 2: a ✗ that may be gone stays as a grey 'r2 ✗?'", () => {
  for (const [width, lang] of [[930, "en"], [390, "ja"], [930, "zh"]]) {
    it(`drawn with its round and a tip that says it may still be there (${width}, ${lang})`, async () => {
      const { CHAOS_PAINTERS } = await import("./paint.js");
      const f = fixture(lang);
      f.view.round = 6;
      f.view.checked = [{ cell: [5, 3], bomb: true, doubt: true, round: 2 }, { cell: [4, 4], bomb: true }];
      const s = layout({ ...valid(f), ui: {} }, { width });
      const maybe = s.items.find((i) => i.label === "check-5,3");
      const sure = s.items.find((i) => i.label === "check-4,4");
      expect(maybe.doubt).toBe(true);
      expect(maybe.bomb).toBe(true);
      expect(maybe.when).toContain("2");
      expect(maybe.tip).toContain("✗?");
      expect(maybe.tip).toContain("c5");
      expect(sure.doubt).toBeUndefined();
      const drawn = [];
      CHAOS_PAINTERS.check(recorder(drawn), maybe);
      expect(drawn).toContain("✗?");
      expect(drawn).toEqual(["✗?"]);   // its round on hover (review 35, room_zh 9)
      expect(maybe.tip).toContain("2");
      const plain = [];
      CHAOS_PAINTERS.check(recorder(plain), sure);
      expect(plain).not.toContain("✗?");
    });
  }
});

describe("room finding 3: an enemy's hidden temporary bombs are said under the board, counted, never placed", () => {
  for (const [width, lang, word] of [[930, "en", "2 hidden temporary bombs"], [390, "ja", "2 個"], [930, "zh", "2 颗"],
                                     [390, "en", "2 hidden temporary bombs"]]) {
    it(`'B1 · 2 hidden temporary bombs · until B1's next turn' (${width}, ${lang})`, () => {
      const f = fixture(lang);
      const b1 = f.view.pieces.find((p) => p.seat === "B1");
      b1.hidden_bombs = { n: 2, until: "next_turn" };
      const s = layout({ ...valid(f), ui: {} }, { width });
      const line = s.items.find((i) => i.label === "tag-hidden-bombs-B1");
      expect(line, s.items.filter((i) => i.type === "text").map((i) => i.text).join(" | ")).toBeTruthy();
      expect(line.text).toContain(word);
      expect(line.text).toContain("B1");
      expect(line.text).not.toMatch(/tag_hidden_bombs|left_/);
    });
  }
});

describe("CHAOS en finding 8: a piece says who it is on hover", () => {
  for (const [width, lang, role] of [[930, "en", "patient"], [390, "ja", "患者"], [930, "zh", "病人"]]) {
    it(`hovering B1 names its seat, team, role and its protection (${width}, ${lang})`, async () => {
      const { tipAt } = await import("../scene/hit.js");
      const f = fixture(lang);
      f.legal = [];
      const b1 = f.view.pieces.find((p) => p.seat === "B1");
      Object.assign(b1, { role: "patient", protected: true, protection_turns_left: 1 });
      const s = layout({ ...valid(f), ui: {} }, { width });
      const piece = s.items.find((i) => i.label === "piece-B1");
      const tip = tipAt(s, piece.x + piece.w / 2, piece.y + piece.h / 2);
      expect(tip).toContain("B1");
      expect(tip).toContain(role);
      expect(tip.split("\n").length).toBeGreaterThanOrEqual(2);   // its protection, in words
      const mine = s.items.find((i) => i.label === `piece-${f.seat}`);
      expect(tipAt(s, mine.x + mine.w / 2, mine.y + mine.h / 2)).toContain(f.seat);
    });
  }
});
