// CHAOS round I (issue 23), newcomer review 7: what the board draws (labels, page height, time cards, compass,
// turn order, a move's risk).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import effects from "../fixtures/chaos_effects.json";
import effectsJa from "../fixtures/chaos_effects_ja.json";
import design from "../fixtures/chaos_design.json";
import start from "../fixtures/chaos_start.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import cards from "../fixtures/chaos_cards.json";
import { feedbackItems } from "../scene/feedback.js";

// (the notes under a wide board opened: the rest wait behind "+N", review 29, chaos_en 1)
const scene = (fixture, width, ui = { selected: "@notes" }, lang) => layout({ ...valid(lang ? { ...fixture, lang } : fixture), ui }, { width });
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const within = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

/** Return the labels drawn on the board: the pieces (name and glyph in their box), pills, bombs' written planter. */
const boardLabels = (s) => s.items.filter((i) => i.type === "piece" || i.type === "tag" || (i.type === "bomb" && i.planterText));

/** Return the cell an item stands on, by its `cell` ([row, col]). */
const cellOf = (s, item) => s.items.find((i) => i.type === "cell" && Array.isArray(item.cell)
  && i.row === item.cell[0] && i.col === item.cell[1]);

describe("finding 1: one short label per piece inside its cell; the long statuses in a legend", () => {
  for (const [name, fixture, lang] of [["en", effects, "en"], ["ja", effectsJa, "ja"], ["zh", effects, "zh"],
                                       ["design", design, "en"]]) {
    for (const width of [930, 1200, 390]) {
      it(`${name} at ${width}: no label over another, each inside its own cell, every status in the legend`, () => {
        const s = scene(fixture, width, { selected: "@notes" }, lang);
        const labels = boardLabels(s);
        const bad = [];
        for (const a of labels) {
          const cell = cellOf(s, a);
          if (!cell || !within(a, cell)) bad.push(`${a.label} out of its cell`);
          for (const b of labels) if (a !== b && overlap(a, b)) bad.push(`${a.label} over ${b.label}`);
        }
        expect(bad).toEqual([]);
        const legend = s.items.filter((i) => i.legend && i.label).map((i) => i.label);
        for (const p of s.items.filter((i) => i.type === "piece" && i.status)) {
          expect(legend.some((l) => l.endsWith(`-${p.seat}`)), `${p.seat}'s ${p.status}`).toBe(true);
        }
        for (const b of fixture.view.bombs ?? []) {
          // (a planter's bombs on one line since review 27, chaos_en 2: each cell named in it)
          const cell = `${String.fromCharCode(96 + b.cell[1])}${b.cell[0]}`;
          if (b.planter) expect(s.items.some((i) => /^legend-bomb-/.test(i.label ?? "") && i.text.includes(cell)), cell).toBe(true);
        }
      });
    }
  }

  it("the legend says each status in plain words, en zh ja (follows, Protected, planted by)", () => {
    const text = (lang) => scene(effects, 1200, { selected: "@notes" }, lang).items.filter((i) => i.legend).map((i) => i.text).join(" | ");
    expect(text("en")).toContain("A1 · follows A2");
    expect(text("en")).toContain("B1 · Protected · ends when B1's next turn begins");
    expect(text("en")).toContain("Temporary bomb at c3: planted by A2");
    expect(text("zh")).toContain("c3 的临时炸弹：A2 埋下");
    expect(text("ja")).toContain("c3 の一時的な爆弾：A2 が設置");
  });

  it("the legend stands beside the board on a wide table and below it on a phone", () => {
    for (const [width, side] of [[1200, "beside"], [390, "below"]]) {
      const s = scene(effects, width);
      const board = s.items.find((i) => i.label === "board");
      for (const line of s.items.filter((i) => i.legend)) {
        if (side === "below") expect(line.y).toBeGreaterThan(board.y + board.h);
        else expect(line.x >= board.x + board.w || line.y >= board.y + board.h).toBe(true);
      }
    }
  });
});

describe("finding 2: a combo's request neither grows nor shrinks a 1280×800 page", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`the table (930 px beside the story) keeps one height, within 660 px, as a request comes and goes (${lang})`, () => {
      const fresh = [start, join, react, effects].map((f) => scene(f, 930, {}, lang).height);
      expect(new Set(fresh).size, String(fresh)).toBe(1);
      expect(fresh[0]).toBeLessThanOrEqual(660);
      const ui = {};   // one game: the page's own state kept from frame to frame
      const seen = [start, join, react].map((f) => scene(f, 930, ui, lang).height);
      expect(seen).toEqual([fresh[0], fresh[0], fresh[0]]);
    });
  }
});

describe("finding 2: a tooltip over the hand keeps off the board's bottom rows (1280)", () => {
  const LONG = "Mischief (Moon): move every bomb to other cells, or plant two temporary bombs this round; a long tip";
  for (const lang of ["en", "ja"]) {
    for (const [name, fixture] of [["cards", cards], ["start", start], ["join", join]]) {
      it(`${name} (${lang}, 930): with the pointer on each hand card, the tip covers no cell of rows 7-8`, () => {
        const s = scene(fixture, 930, {}, lang);
        const low = s.items.filter((i) => i.type === "cell" && i.row >= 7);
        const hand = s.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label ?? ""));
        expect(hand.length).toBeGreaterThan(0);
        for (const c of hand) {
          for (const at of [{ x: c.x + c.w / 2, y: c.y + c.h / 2 }, { x: c.x + 4, y: c.y + 4 }, { x: c.x, y: c.y, w: c.w, h: c.h }]) {
            const tip = feedbackItems(s, { tip: { text: c.tip ?? LONG, at } }).find((i) => i.type === "tooltip");
            expect(low.filter((l) => overlap(tip, l)).map((l) => l.label), `${c.label} at ${JSON.stringify(at)}`).toEqual([]);
          }
        }
      });
    }
  }
});

describe("finding 4: the compass goes with its patient after the move", () => {
  const marked = (marks) => {
    const f = structuredClone(valid(start));
    f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };   // a spin's marks last while Midnight does (round 29at4)
    f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks } };
    return f;
  };
  for (const width of [930, 390]) {
    it(`a spin from a7 that sent A1 down to a8: the compass is on a8, A1's cell, not on a7 (${width})`, () => {
      const a1 = start.view.pieces.find((p) => p.seat === "A1").cell;
      const from = [a1[0] - 1, a1[1]];
      const s = layout({ ...marked([{ kind: "compass", cell: [a1[0] - 2, a1[1]], dir: "down", seat: "A1", lost: false, tip: "1" },
                                      { kind: "compass", cell: from, dir: "down", seat: "A1", lost: false, tip: "2" }]), ui: {} },
                       { width });
      const needles = s.items.filter((i) => i.type === "compass" && !i.spin);
      expect(needles).toHaveLength(1);   // its last spin only
      const cell = s.items.find((i) => i.label === `cell-${a1[0]}-${a1[1]}`);
      const n = needles[0];   // inside a8 (its own quarter beside its patient since review 9, finding 1)
      expect([n.x >= cell.x, n.y >= cell.y, n.x + n.w <= cell.x + cell.w, n.y + n.h <= cell.y + cell.h, n.tip, n.follow])
        .toEqual([true, true, true, true, "2", true]);
    });
  }

  it("a spin of a piece out of sight draws no compass", () => {
    const s = layout({ ...marked([{ kind: "compass", cell: [3, 3], dir: "up", seat: "Z9", lost: false, tip: "x" }]), ui: {} },
                     { width: 930 });
    expect(s.items.filter((i) => i.type === "compass" && !i.spin)).toEqual([]);
  });
});

describe("finding 5: the turn order says in words which way the turn goes", () => {
  const turned = (direction, lang) => {
    const f = structuredClone(valid({ ...start, lang }));
    f.view.direction = direction;
    delete f.view.next_seats;   // the engine's next seats are of the recorded direction: the line's fallback here
    return f;
  };
  for (const width of [930, 390]) {
    it(`the seat after the one to act, either way, beside the order's arrows, clear of the legend (${width})`, () => {
      const { order, to_act: now } = start.view;
      const i = order.indexOf(now);
      for (const [dir, next, words] of [[1, order[(i + 1) % 4], ["next: ", "↻"]],
                                        [-1, order[(i + 3) % 4], ["next: ", "↺ reversed"]]]) {
        const s = layout({ ...turned(dir, "en"), ui: {} }, { width });
        const line = s.items.find((i) => i.label === "order-next");
        expect(line.text).toContain(`next: ${next} ▸`);
        for (const word of words) expect(line.text).toContain(word);
        const legend = s.items.find((i) => i.label === "last-legend-text");
        // on the order's row, or on its own above it (newcomer review 10, finding 3: beside the time of day)
        if (legend.y + legend.size > line.y) expect(line.x + Math.min(line.maxW, line.text.length * line.size * 0.6)).toBeLessThan(legend.x);
      }
    });
  }
  it("in zh and ja too", () => {
    for (const [lang, word] of [["zh", "下一位："], ["ja", "次："]]) {
      const s = layout({ ...turned(-1, lang), ui: {} }, { width: 930 });
      expect(s.items.find((i) => i.label === "order-next").text).toContain(word);
    }
  });
});

describe("finding 3: what Dawn or Midnight changes is drawn on the board, with a line in the legend", () => {
  it("Dawn: each ghost's row and column, even with no anchor sent (one straight line a turn), and the legend's line", () => {
    for (const lang of ["en", "zh", "ja"]) {
      const f = structuredClone(valid({ ...effects, lang }));
      for (const p of f.view.pieces) delete p.dawn_anchor;
      const s = layout({ ...f, ui: {} }, { width: 930 });
      const ghosts = f.view.pieces.filter((p) => p.role === "ghost" && Array.isArray(p.cell));
      for (const g of ghosts) {
        const line = s.items.find((i) => i.label === `dawn-${g.seat}`);
        expect([line.row, line.col]).toEqual(g.cell);
      }
      expect(s.items.find((i) => i.label === "legend-time").text.length).toBeGreaterThan(10);
    }
  });

  it("Midnight: a compass on each shown patient's cell, saying why on hover, and the legend's line (930 and 390)", async () => {
    const hidden = (await import("../fixtures/chaos_hidden.json")).default;
    for (const width of [930, 390]) {
      const s = layout({ ...valid(hidden), ui: {} }, { width });
      const patients = hidden.view.pieces.filter((p) => p.role === "patient" && Array.isArray(p.cell));
      expect(patients.length).toBeGreaterThan(0);
      for (const p of patients) {
        const rose = s.items.find((i) => i.label === `midnight-${p.seat}`);
        expect(rose.cell).toEqual(p.cell);
        expect(rose.tip).toMatch(/Midnight/);
      }
      expect(s.items.find((i) => i.label === "legend-time").text).toMatch(/^Midnight/);
    }
  });
});

describe("finding 6: a move onto a cell the seat has not checked says its risk, from the seat's own knowledge", () => {
  for (const [lang, words] of [["en", "a hidden bomb may lie here"], ["zh", "可能藏着炸弹"], ["ja", "隠れているかもしれない"]]) {
    it(`an unchecked move cell says so on hover; a cell checked clean shows its ✓ and its words instead (${lang})`, async () => {
      const { tipAt } = await import("../scene/hit.js");
      const f = structuredClone(valid({ ...start, lang }));
      // the catalog's words, where the kernel sends no odds of its own (target.risk: round40ff2_risk_tip)
      for (const a of f.legal) if (a.target) delete a.target.risk;
      const [first, second] = f.legal.filter((a) => a.kind === "move").map((a) => a.target.cell);
      f.view.checked = [{ cell: second, bomb: false }];
      const s = layout({ ...f, ui: {} }, { width: 930 });
      const at = (cell) => s.items.find((i) => i.label === `cell-${cell[0]}-${cell[1]}`);
      expect(at(first).tip).toContain(words);
      expect(at(first).tip).not.toMatch(/\d/);   // no count of its own: the kernel's public count is target.risk
      expect(at(second).tip).toBeUndefined();
      const c = at(second);
      expect(s.items.some((i) => i.type === "check" && i.cell === f.view.checked[0].cell)).toBe(true);
      expect(tipAt(s, c.x + c.w / 2, c.y + c.h / 2)).not.toContain(words);
    });
  }
});

describe("finding 2: the time cards' chips keep the 1280×800 page's height", () => {
  it("above a wide table's hand, the table as tall as without them (en, ja; review 10: the hand holds its y)", async () => {
    const time = (await import("../fixtures/chaos_round4_time.json")).default;
    for (const lang of ["en", "ja"]) {
      const s = scene(time, 930, {}, lang);
      const none = scene({ ...time, legal: time.legal.filter((a) => a.kind !== "declare_time") }, 930, {}, lang);
      expect(s.height).toBe(none.height);
      const board = s.items.find((i) => i.label === "board");
      const chips = s.items.filter((i) => String(i.id ?? "").includes("declare_time"));
      expect(chips.length).toBeGreaterThan(0);
      const title = s.items.find((i) => i.label === "hand-title");
      expect(title.y).toBe(none.items.find((i) => i.label === "hand-title").y);
      for (const c of chips) expect(c.y + c.h).toBeLessThanOrEqual(title.y);
      expect(board).toBeTruthy();
    }
  });
});
