// CHAOS, newcomer review 11 (round O): what the painted table shows (scene items, fake canvas where drawn text counts).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";
import { MIN_TEXT, textWidth } from "../scene/text.js";
import { shapeGap } from "./board_words.js";
import { tagBox } from "./crowd.js";

const scene = (f, width, ui = {}) => layout({ ...valid(f), ui }, { width });
const meet = (a, b) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const within = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const grow = (b, d) => ({ x: b.x - d, y: b.y - d, w: b.w + 2 * d, h: b.h + 2 * d });
const keyOf = (cell) => `${cell[0]},${cell[1]}`;

/** The box a piece paints: itself and, on the piece to act, its gold ring (paint_board.js piece: 1 px out when tight
 * or shared, else 4, 1.5 or 2 px wide). */
const pieceBox = (p) => (p.acting ? grow(p, p.tight || p.shared ? 1.75 : 5) : p);

/** The box a badge paints: a Checkup mark in its corner with its round ("r23 ✓?") left of it; a compass's disc. */
function badgeBox(b) {
  if (b.type === "compass") {
    if (b.disc) return { x: b.x, y: b.y, w: b.w, h: b.w };
    const r = b.w * (b.quarter !== undefined ? 0.36 : b.follow || b.lost ? 0.2 : b.spin ? 0.17 : 0.36);
    if (b.quarter !== undefined) return { x: b.x + b.w / 2 - r, y: b.y + b.w / 2 - r, w: 2 * r, h: 2 * r };
    if (b.spin) return { x: b.x + 2, y: b.y + b.w - 2 * r - 2, w: 2 * r, h: 2 * r };
    if (b.follow) return { x: b.x + 1, y: b.y + b.w - 2 * r - 1, w: 2 * r, h: 2 * r };
    return { x: b.x, y: b.y, w: b.w, h: b.h };
  }
  const s = b.w * (b.quarter === undefined ? 0.26 : 0.62);
  const size = Math.max(8, Math.round(s * 0.62));
  const round = b.when && !b.bomb && b.quarter === undefined ? textWidth(b.when, size) + 4 : 0;
  return { x: b.x + b.w - s - 4 - round, y: b.y + 2, w: s + 2 + round, h: s + 2 };
}

/** What is wrong with the cells that hold a piece and a badge, or two pieces or more, in scene `s`. */
function crowdFaults(s) {
  const bad = [];
  const board = s.items.find((i) => i.label === "board");
  const byCell = new Map();
  for (const i of s.items) {
    if (!Array.isArray(i.cell) || !["piece", "check", "compass"].includes(i.type)) continue;
    if (!byCell.has(keyOf(i.cell))) byCell.set(keyOf(i.cell), []);
    byCell.get(keyOf(i.cell)).push(i);
  }
  for (const [k, all] of byCell) {
    const pieces = all.filter((i) => i.type === "piece");
    const badges = all.filter((i) => i.type !== "piece" && !i.under && !i.rim);   // a rim: the cell's edge (review 36)
    if (!pieces.length || (pieces.length < 2 && !badges.length)) continue;
    // a lone piece under Checkup marks is drawn as any lone piece, full size and name, its ✓ over its corner on purpose
    // (review 42, chaos_en 10 / chaos_ja 3: shrunk under its mark it "looks like a glitch"; round46ll8_full_pieces)
    if (pieces.length === 1 && badges.every((b) => b.type === "check")) continue;
    const cell = s.items.find((i) => i.label === `cell-${k.replace(",", "-")}`);
    for (const p of pieces) {
      if (!within(pieceBox(p), cell) || !within(pieceBox(p), board)) bad.push(`${k}: ${p.seat} past its cell`);
      if (pieces.length <= 2 && p.nameSize < MIN_TEXT) bad.push(`${k}: ${p.seat}'s name at ${p.nameSize} px`);
      for (const q of pieces) if (p !== q && meet(p, q)) bad.push(`${k}: ${p.seat} over ${q.seat}`);
      for (const b of badges) {
        // a mark alone in its corner (review 34, chaos_ja 4): off the piece's drawn shape and ring, not its box
        const on = b.compact ? shapeGap(tagBox(b, cell.x, cell.y, cell.w), p) < 2.5 : meet(badgeBox(b), pieceBox(p));
        if (on) bad.push(`${k}: ${b.label} on ${p.seat}`);
      }
    }
    for (const b of badges) if (!within(badgeBox(b), grow(cell, 0.5))) bad.push(`${k}: ${b.label} past its cell`);
    const check = badges.find((b) => b.type === "check");
    if (check?.when && !check.bomb && pieces.length <= 2 && check.quarter !== undefined) bad.push(`${k}: ${check.when} cut`);
  }
  return bad;
}

/** The start fixture in `lang`, round 24, with `seats` on `cell` and Checkup marks `checked`. */
function board(lang, seats, cell, checked = [], time = null) {
  const f = structuredClone({ ...start, lang });
  f.view.round = 24;
  for (const p of f.view.pieces) if (seats.includes(p.seat)) p.cell = cell;
  f.view.checked = checked;
  f.view.time = time;
  return f;
}

const PLACES = [[930, "en", {}], [362, "ja", { touch: true }], [362, "zh", { touch: true }], [768, "en", {}], [328, "ja", { touch: true }]];

describe("CHAOS finding 1: one rule for a cell's contents (pieces readable, the tag in a corner no piece covers)", () => {
  for (const [width, lang, ui] of PLACES) {
    it(`${lang} ${width}: A1 and A2 on a3 with 'r23 ✓?' (desk 186): both names ≥ ${MIN_TEXT} px, the round drawn`, () => {
      const s = scene(board(lang, ["A1", "A2"], [3, 1], [{ cell: [3, 1], bomb: false, doubt: true, round: 23 },
                                                        { cell: [2, 1], bomb: false, doubt: true, round: 23 }]), width, ui);
      const pieces = s.items.filter((i) => i.type === "piece" && keyOf(i.cell) === "3,1");
      expect(pieces).toHaveLength(2);
      expect(crowdFaults(s)).toEqual([]);
      const check = s.items.find((i) => i.label === "check-3,1");
      expect(check.under).toBeFalsy();
      expect(check.quarter).toBeUndefined();   // the painter draws its round beside the mark only outside a quarter
    });

    // (its ring kept clear of the tag by shrinking it until review 42, chaos_en 10 / chaos_ja 3: "looks like a glitch")
    it(`${lang} ${width}: the piece to act under 'R1 ✓' (phone 044): its size and name as on a bare cell`, () => {
      const s = scene(board(lang, ["A1"], [7, 1], [{ cell: [7, 1], bomb: false, round: 1 }]), width, { ...ui });
      const bare = scene(board(lang, ["A1"], [7, 1], []), width, { ...ui }).items.find((i) => i.label === "piece-A1");
      const a1 = s.items.find((i) => i.label === "piece-A1");
      expect(a1.acting).toBe(true);
      expect(crowdFaults(s)).toEqual([]);
      expect([a1.x, a1.y, a1.w, a1.nameSize]).toEqual([bare.x, bare.y, bare.w, bare.nameSize]);
    });

    it(`${lang} ${width}: a patient with Midnight's compass (phone 160): centred across its cell, the rose above`, () => {
      const s = scene(board(lang, ["A1"], [5, 1], [], { kind: "midnight", seat: "B2", turns_left: 1 }), width, ui);
      const a1 = s.items.find((i) => i.label === "piece-A1");
      const cell = s.items.find((i) => i.label === "cell-5-1");
      const rose = s.items.find((i) => i.label === "midnight-A1");
      expect(rose.under).toBeFalsy();
      expect(Math.abs(a1.x + a1.w / 2 - (cell.x + cell.w / 2))).toBeLessThanOrEqual(1);
      expect(crowdFaults(s)).toEqual([]);
    });

    it(`${lang} ${width}: three pieces and a ✓ on one cell: inside it, none over another or the ✓`, () => {
      const s = scene(board(lang, ["A1", "A2", "B1"], [4, 4], [{ cell: [4, 4], bomb: false, round: 3 }]), width, ui);
      expect(crowdFaults(s)).toEqual([]);
      if (width > 800) {   // a desk's cell has room for their names at the minimum and the round
        for (const p of s.items.filter((i) => i.type === "piece" && keyOf(i.cell) === "4,4")) {
          expect(p.nameSize).toBeGreaterThanOrEqual(MIN_TEXT);
        }
        expect(s.items.find((i) => i.label === "check-4,4").quarter).toBeUndefined();
      }
    });
  }

  for (const [width, lang, ui] of PLACES) {
    it(`${lang} ${width}: every frame of a recorded game`, () => {
      const bad = new Set();
      for (const f of game[lang]) {
        const frame = valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" });
        for (const b of crowdFaults(layout({ ...frame, ui: { ...ui } }, { width }))) bad.add(b);
      }
      expect([...bad]).toEqual([]);
    });
  }
});

describe("CHAOS finding 2: a wide table's time chips end above the hand's title (desk 068)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} 930: a ghost holding patient cards, Midnight and Dawn for one set of three: over no line of the title`, async () => {
      const f = structuredClone((await import(`../fixtures/chaos_round4_time${lang === "en" ? "" : `_${lang}`}.json`)).default);
      const set = "brainwash_eye+mischief_eye+schizophrenia_eye";
      f.legal = f.legal.filter((a) => a.kind !== "declare_time" || a.fields.cards === set);
      const s = scene(f, 930);
      const chips = s.items.filter((i) => i.type === "chip" && String(i.id).includes("declare_time"));
      expect(chips).toHaveLength(2);
      const k = s.items.findIndex((i) => i.label === "hand-title");
      const title = [s.items[k]];
      for (let j = k + 1; s.items[j]?.type === "text" && s.items[j].label === undefined && s.items[j].x === title[0].x; j++) title.push(s.items[j]);
      const said = title.map((l) => l.text).join(" ");
      expect(title[0].tip ?? said).toMatch(/[:：]/);   // the whole hint, on the title or on hover
      for (const c of chips) {
        for (const l of title) expect(meet(c, { x: l.x, y: l.y, w: textWidth(l.text, l.size), h: l.size }), `${c.text} / ${l.text}`).toBe(false);
        expect(c.y + c.h).toBeLessThanOrEqual(title[0].y);
        expect(`${c.text} ${c.tip}`.split(",").length, c.text).toBeGreaterThanOrEqual(3);   // the three cards named, on hover at least
      }
      const cards = s.items.filter((i) => i.type === "ccard" && String(i.label).startsWith("hand-"));
      expect(Math.min(...cards.map((c) => c.y))).toBe(Math.min(...scene({ ...f, legal: f.legal.filter((a) => a.kind !== "declare_time") }, 930)
        .items.filter((i) => i.type === "ccard" && String(i.label).startsWith("hand-")).map((c) => c.y)));
    });
  }
});

describe("CHAOS finding 6: at 768 px a ghost's hand title and the time chips keep apart (layout_widths' KNOWN, emptied)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} 768: the cards fixture's Midnight and Dawn chips over no line of the title, the cards named on hover`, async () => {
      const f = structuredClone({ ...(await import("../fixtures/chaos_cards.json")).default, lang });
      const s = scene(f, 768);
      const chips = s.items.filter((i) => i.type === "chip" && String(i.id).includes("declare_time"));
      expect(chips).toHaveLength(2);
      const k = s.items.findIndex((i) => i.label === "hand-title");
      const title = [s.items[k]];
      for (let j = k + 1; s.items[j]?.type === "text" && s.items[j].label === undefined && s.items[j].x === title[0].x; j++) title.push(s.items[j]);
      for (const c of chips) {
        for (const l of title) expect(meet(c, { x: l.x, y: l.y, w: textWidth(l.text, l.size), h: l.size }), `${c.text} / ${l.text}`).toBe(false);
        expect(`${c.text} ${c.tip}`.split(/[,、，]/).length, c.text).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe("CHAOS finding 2: the Midnight/Dawn header and the last-move legend keep apart (desk 069, 078; room 204, 213)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const kind of ["midnight", "dawn"]) {
      it(`${lang} 930, ${kind} lasting 2 more of A1's turns: the header whole, the legend clear of it and the status`, () => {
        const f = board(lang, [], [1, 1], [], { kind, seat: "A1", turns_left: 2 });
        const s = scene(f, 930);
        const time = s.items.find((i) => i.label === "time-text");
        const status = s.items.find((i) => i.label === "status");
        const swatch = s.items.find((i) => i.label === "last-legend");
        const legend = s.items.filter((i) => String(i.label).startsWith("last-legend-text"));
        expect(textWidth(time.text, time.size, true)).toBeLessThanOrEqual(time.maxW);   // never condensed
        const box = (i) => ({ x: i.x, y: i.y, w: Math.min(i.maxW ?? Infinity, textWidth(i.text, i.size, Boolean(i.bold))), h: i.size });
        const frame = { x: swatch.x - 7.5, y: swatch.y - 7.5, w: swatch.w + 15, h: swatch.h + 15 };
        for (const other of [time, status]) {
          for (const l of legend) expect(meet(box(l), box(other)), `${l.text} / ${other.text}`).toBe(false);
          expect(meet(frame, box(other)), other.text).toBe(false);
        }
        for (const l of legend) expect(l.size).toBeGreaterThanOrEqual(12);
        expect(legend.map((l) => l.text).join(" ")).toBe({ ...f.catalog.ui.en, ...f.catalog.ui[lang] }.last_move);
      });
    }
  }
});

describe("CHAOS finding 3: at 1280 a seat waiting for others keeps its prompt and 'Bot plays ▶' at one y (desk 025→026)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} 930: every waiting frame of a recorded game, a combo's or a reaction's lines shown or not`, () => {
      const prompts = new Set();
      const chips = new Set();
      const ui = {};
      for (const f of game[lang]) {
        if (f.legal.length || f.view.result) continue;
        const s = layout({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }), ui }, { width: 930 });
        const prompt = s.items.find((i) => i.label === "prompt");
        const chip = s.items.find((i) => i.type === "chip" && i.x >= prompt.x);
        prompts.add(Math.round(prompt.y));
        if (chip) chips.add(Math.round(chip.y));
      }
      expect([...prompts]).toHaveLength(1);
      expect([...chips]).toHaveLength(1);
    });
  }
});

describe("CHAOS finding 4: a big hand's narrow card keeps its name off its suit icons (room 207, 223, 243)", () => {
  /** Paint card `face` `w` px wide on a recording context: the name's lines (text, y, size) and every point drawn. */
  async function painted(face, w) {
    const { CHAOS_PAINTERS } = await import("./paint.js");
    const lines = [];
    const points = [];
    let size = 10;
    const ctx = new Proxy({}, {
      get(target, prop) {
        if (prop === "measureText") return (t) => ({ width: textWidth(t, size, true) });
        if (prop === "fillText") return (t, x, y) => lines.push({ text: String(t), y, size });
        if (["moveTo", "lineTo", "arc", "ellipse", "fillRect", "quadraticCurveTo"].includes(prop)) return (x, y) => points.push({ x, y });
        if (prop in target) return target[prop];
        return () => {};
      },
      set(target, prop, value) {
        if (prop === "font") size = Number(/(\d+(?:\.\d+)?)px/.exec(value)?.[1] ?? size);
        target[prop] = value;
        return true;
      },
    });
    const item = { type: "ccard", x: 0, y: 0, w, h: Math.round(w * 1.32), face };
    CHAOS_PAINTERS.ccard(ctx, item);
    return { item, lines, points };
  }

  for (const lang of ["en", "zh", "ja"]) {
    for (const w of [46, 52, 60, 84]) {
      it(`${lang}, ${w} px: every card name between the corner glyphs and the suit's glyph (or in its place)`, async () => {
        const texts = start.catalog.card_texts.cards;
        const bad = [];
        for (const [id, t] of Object.entries(texts)) {
          const [fn, suit] = id.split("_");
          const name = (t[lang] ?? t.en).name.replace(/\s*[(（][^)）]*[)）]\s*$/, "");
          const words = { ...start.catalog.ui.en, ...start.catalog.ui[lang] };
          const { item, lines, points } = await painted({ id, name, role: start.catalog.functions[fn].role, suit, suitName: words[suit] ?? suit }, w);
          const g = w * 0.11;
          const r = w * 0.13;
          const centre = { x: w / 2, y: item.h * 0.72 };
          const suitDrawn = points.some((p) => Math.abs(p.x - centre.x) <= r * 1.2 && Math.abs(p.y - centre.y) <= r * 1.2);
          const word = lines.find((l) => l.text === item.face.suitName);
          for (const l of lines.filter((x) => x !== word)) {
            if (l.y - l.size / 2 < 2 * g + 5) bad.push(`${name}: '${l.text}' on the corner glyphs`);
            if (suitDrawn && l.y + l.size / 2 > centre.y - r) bad.push(`${name}: '${l.text}' on the suit's glyph`);
            if (l.y + l.size / 2 > word.y - word.size / 2 + 1) bad.push(`${name}: '${l.text}' on the suit's word`);
          }
        }
        expect(bad).toEqual([]);
      });
    }
  }
});

describe("CHAOS finding 5: a phone's table ends with what it shows, no empty block under the status lines (031, 120)", () => {
  for (const lang of ["ja", "en", "zh"]) {
    // (the game's first frame only since round AX: the table keeps its height for the game, so the page never scrolls
    // by itself while the bots play, newcomer review 31, chaos_ja 4; round32ax5_hand_still)
    it(`${lang} 362: a game's first frame ends ≤ 40 px under its last line; taps within a turn keep the hand's y`, () => {
      const ui = { touch: true };
      const bad = [];
      let turn = null;
      for (const [n, f] of game[lang].entries()) {
        const frame = valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" });
        ui.selected = null;
        const s = layout({ ...frame, ui }, { width: 362 });
        const at = `${f.view.round}|${f.view.turn}`;
        const bottom = Math.max(...s.items.filter((i) => !i.background).map((i) => i.y + (i.h || i.size || 0)));
        if (n === 0 && s.height - bottom > 40) bad.push(`${n}: ${Math.round(s.height - bottom)} px empty`);
        turn = at;
        const handY = (x) => x.items.find((i) => i.type === "ccard" && String(i.label).startsWith("hand-") && !i.selected)?.y;
        for (const c of new Set(f.legal.filter((a) => a.target?.card != null).map((a) => a.target.card))) {
          ui.selected = c;
          const tapped = layout({ ...frame, ui }, { width: 362 });
          if (handY(tapped) !== undefined && handY(tapped) !== handY(s)) bad.push(`${n}: ${c} moved the hand ${handY(s)} → ${handY(tapped)}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

describe("CHAOS finding 1: a bomb on the key's cell: the key readable beside it, not a speck under it", () => {
  for (const [width, lang, ui] of PLACES) {
    for (const temporary of [true, false]) {
      it(`${lang} ${width}, ${temporary ? "temporary" : "permanent"} bomb: key over half the cell, off the bomb's drawing`, () => {
        const f = board(lang, [], [1, 1]);
        f.view.key = [4, 4];
        f.view.bombs = [{ cell: [4, 4], temporary, planter: "B2" }];
        const s = scene(f, width, ui);
        const k = s.items.find((i) => i.type === "key");
        const b = s.items.find((i) => i.type === "bomb");
        const cell = s.items.find((i) => i.label === "cell-4-4");
        expect(k.w).toBeGreaterThanOrEqual(cell.w * 0.5);
        // the key's drawing (paint_board.js key: its box's middle row, 0.23 to 0.84 of its width, its bow 0.13 up
        // and down) and the bomb's (its circle, 0.2 of its box about the middle 0.04 lower; the fuse's star up to 1.95
        // radii right and 1.8 up; a temporary one's hourglass at 0.8/0.78 of its box, 0.1 either way)
        const keyBox = { x: k.x + k.w * 0.23, y: k.y + k.w * 0.37, w: k.w * 0.61, h: k.w * 0.26 };
        const r = b.w * 0.2;
        const cx = b.x + b.w / 2;
        const cy = b.y + b.h / 2 + b.w * 0.04;
        const bombBox = { x: cx - r, y: cy - r * 1.8, w: r * 2.95, h: r * 2.8 };
        const glass = { x: b.x + b.w * 0.7, y: b.y + b.h * 0.68, w: b.w * 0.2, h: b.w * 0.2 };
        expect(meet(keyBox, bombBox)).toBe(false);
        if (temporary) expect(meet(keyBox, glass)).toBe(false);
        for (const i of [k, b]) expect(within(i, cell)).toBe(true);
      });
    }
  }
});
