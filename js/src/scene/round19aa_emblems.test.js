// Round AA (newcomer review 18, every table's Q2 "plain text-only cards", "card art"): every Mythos card kind and every
// Lovecraft Letter card carries a drawn emblem, muted, inside its card, never under its name's lines; a card too small
// for one gets none, and nothing throws at the sizes the layouts use.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LETTER_PAINTERS } from "../letter/paint.js";
import { MYTHOS_PAINTERS } from "../mythos/paint.js";
import { EMBLEM_ALPHA, EMBLEM_MIN, LETTER_EMBLEMS, MYTHOS_EMBLEMS, mythosEmblemKey, paintEmblem } from "./emblems.js";

const catalog = JSON.parse(readFileSync(new URL("../fixtures/mythos_catalog.json", import.meta.url), "utf8"));
const letterIds = [...readFileSync(new URL("../../../cthulhu_widgets/games/letter/cards.py", import.meta.url), "utf8")
  .matchAll(/Kind\("([a-z_]+)"/g)].map((m) => m[1]);

/** A 2D context that records the points of every path drawn (with the alpha and ink it is painted in), the even-odd
 * clip's holes, and every line of text with its box (measureText: 6 px a character, baseline middle). */
function recorder() {
  const st = { globalAlpha: 1, fillStyle: "#000", font: "10px sans-serif", textAlign: "left", textBaseline: "alphabetic" };
  const stack = [];
  let path = [];
  let rects = [];
  const painted = [];   // {alpha, ink, points}
  const holes = [];     // boxes cut out of an emblem's clip
  const texts = [];     // {text, alpha, ink, box}
  const paint = () => painted.push({ alpha: st.globalAlpha, ink: st.fillStyle, points: [...path] });
  const pt = (...xy) => { for (let i = 0; i < xy.length; i += 2) path.push([xy[i], xy[i + 1]]); };
  const methods = {
    save: () => stack.push({ ...st }),
    restore: () => Object.assign(st, stack.pop()),
    beginPath: () => { path = []; rects = []; },
    moveTo: pt, lineTo: pt, quadraticCurveTo: pt, bezierCurveTo: pt,
    arc: (x, y, r) => pt(x - r, y - r, x + r, y + r),
    ellipse: (x, y, rx, ry) => pt(x - rx, y - ry, x + rx, y + ry),
    rect: (x, y, w, h) => { rects.push({ x, y, w, h }); pt(x, y, x + w, y + h); },
    fill: paint, stroke: paint,
    clip: (rule) => { if (rule === "evenodd") holes.push(...rects.slice(1)); },
    measureText: (t) => ({ width: String(t).length * 6 }),
    fillText: (t, x, y, max = Infinity) => {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(st.font)?.[1] ?? 10);
      const w = Math.min(max, String(t).length * 6);
      const left = st.textAlign === "center" ? x - w / 2 : x;
      const top = st.textBaseline === "middle" ? y - size / 2 : y - size * 0.8;
      texts.push({ text: String(t), alpha: st.globalAlpha, ink: st.fillStyle, box: { x: left, y: top, w, h: size } });
    },
  };
  const ctx = new Proxy(st, {
    get: (t, k) => methods[k] ?? (k in t ? t[k] : () => {}),
    set: (t, k, v) => { t[k] = v; return true; },
  });
  return { ctx, painted, holes, texts, art: () => painted.filter((p) => p.alpha === EMBLEM_ALPHA) };
}

const inside = ([px, py], b, slack = 0.5) => px >= b.x - slack && px <= b.x + b.w + slack && py >= b.y - slack
  && py <= b.y + b.h + slack;
const within = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const MYTHOS_FACES = [
  ...[...new Set(Object.values(catalog.cards).map((c) => c.type))].map((type) => ({ type })),
  ...[...new Set(Object.values(catalog.cards).map((c) => c.subtype).filter(Boolean))]
    .map((sub) => ({ type: Object.values(catalog.cards).find((c) => c.subtype === sub).type, subtypeKey: sub })),
];

describe("round AA: every card has an emblem", () => {
  it("every Lovecraft Letter card of cards.py has its own emblem", () => {
    expect(letterIds).toHaveLength(17);
    expect(letterIds.filter((id) => typeof LETTER_EMBLEMS[id] !== "function")).toEqual([]);
    expect(new Set(letterIds.map((id) => LETTER_EMBLEMS[id])).size).toBe(17);
  });

  it("every Mythos card type of the catalog has an emblem, a phobia, a weapon and a Great Old One their own", () => {
    expect(MYTHOS_FACES.filter((f) => typeof MYTHOS_EMBLEMS[mythosEmblemKey(f)] !== "function")).toEqual([]);
    const key = (type, subtypeKey) => mythosEmblemKey({ type, subtypeKey, subtype: "恐怖症" });
    expect([key("event", "Phobia"), key("artifact", "Weapon"), key("monster", "Outer God")])
      .toEqual(["phobia", "weapon", "goo"]);
    expect(new Set(["ally", "monster", "tome", "spell", "artifact", "location", "event", "adventure"]
      .map((t) => MYTHOS_EMBLEMS[t])).size).toBe(8);
  });

  it("each emblem stays inside its square, muted in one ink, and is none under the smallest size", () => {
    for (const [name, draw] of Object.entries({ ...MYTHOS_EMBLEMS, ...LETTER_EMBLEMS })) {
      const rec = recorder();
      const box = paintEmblem(rec.ctx, draw, { cx: 100, cy: 80, side: 60 }, "#2e6b45");
      expect(box, name).toEqual({ x: 70, y: 50, w: 60, h: 60 });
      expect(rec.painted.length, name).toBeGreaterThan(0);
      for (const p of rec.painted) {
        expect(p.alpha, name).toBeLessThanOrEqual(0.2);
        expect(p.ink, name).toBe("#2e6b45");
        for (const q of p.points) expect(inside(q, box), `${name} ${q}`).toBe(true);
      }
      const tiny = recorder();
      expect(paintEmblem(tiny.ctx, draw, { cx: 10, cy: 10, side: EMBLEM_MIN - 1 }, "#000")).toBeNull();
      expect(tiny.painted).toEqual([]);
    }
  });
});

const letterFace = (id) => ({ id, name: id.replace(/_/g, " "), value: 3, insane: id.includes("o") });

describe("round AA: the cards the tables draw carry their emblem, never under the name", () => {
  // the Letter's discard (small, some under the next card: peek), the hand's and the goal's widths at 360-1600 px
  const letterItems = [{ w: 46, h: 64, small: true }, { w: 56, h: 78, small: true, peek: 22 }, { w: 64, h: 90, small: true },
                       { w: 90, h: 126 }, { w: 130, h: 182 }, { w: 170, h: 238 }];
  it.each(letterItems)("a Letter card %o: its emblem in the card, its name clear of it", (size) => {
    let drawn = 0;
    for (const id of letterIds) {
      const rec = recorder();
      const item = { type: "card", x: 30, y: 40, ...size, face: letterFace(id) };
      LETTER_PAINTERS.card(rec.ctx, item);
      const seen = { x: item.x, y: item.y, w: item.peek ?? item.w, h: item.h };
      for (const p of rec.art()) for (const q of p.points) expect(inside(q, seen), `${id} ${q}`).toBe(true);
      const name = rec.texts.filter((t) => t.alpha === 1 && t.box.y > item.y + item.w * 0.36);
      expect(name.length, id).toBeGreaterThan(0);
      if (rec.art().length) {
        drawn += 1;
        for (const t of name) expect(rec.holes.some((h) => within(t.box, h)), `${id} "${t.text}"`).toBe(true);
      }
    }
    if (size.w >= 64 && !size.peek) expect(drawn).toBe(letterIds.length);
  });

  const mythosItems = [{ w: 44, h: 62 }, { w: 64, h: 90 }, { w: 96, h: 134 }, { w: 150, h: 210, big: true },
                       { w: 240, h: 336, big: true }];
  it.each(mythosItems)("a Mythos card %o: its emblem in the card, its name clear of it", (size) => {
    let drawn = 0;
    for (const face of MYTHOS_FACES) {
      const rec = recorder();
      const item = { type: "mcard", x: 20, y: 30, ...size, face: { ...face, name: "Miskatonic University", icons: [] } };
      MYTHOS_PAINTERS.mcard(rec.ctx, item);
      for (const p of rec.art()) for (const q of p.points) expect(inside(q, item), `${face.type} ${q}`).toBe(true);
      const name = rec.texts.filter((t) => /Miskatonic|University/.test(t.text));
      expect(name.length).toBeGreaterThan(0);
      for (const t of name) expect(t.alpha).toBe(1);
      if (rec.art().length) {
        drawn += 1;
        const art = rec.art().flatMap((p) => p.points);
        const square = { x: Math.min(...art.map((q) => q[0])), y: Math.min(...art.map((q) => q[1])), w: 0, h: 0 };
        square.w = Math.max(...art.map((q) => q[0])) - square.x;
        square.h = Math.max(...art.map((q) => q[1])) - square.y;
        for (const t of name.filter((n) => overlaps(n.box, square))) {
          expect(rec.holes.some((h) => within(t.box, h)), `${face.type} "${t.text}"`).toBe(true);
        }
      }
    }
    if (size.w >= 64) expect(drawn).toBe(MYTHOS_FACES.length);
  });

  it("a sideways Mythos card (its name written upright over it) and a face-down one draw no emblem", () => {
    for (const extra of [{ rot: 90 }, { face: null }]) {
      const rec = recorder();
      MYTHOS_PAINTERS.mcard(rec.ctx, { type: "mcard", x: 0, y: 0, w: 134, h: 96, face: { type: "ally", name: "A" }, ...extra });
      expect(rec.art()).toEqual([]);
    }
  });
});

describe("round AA: an emblem whole beside a short name, not cut by its lines", () => {
  it.each([[90, 126], [130, 182], [170, 238]])("a Letter card %i px: Cthulhu, Investigators, the Cats drawn whole under the name", (w, h) => {
    for (const id of ["cthulhu", "investigators", "cats_of_ulthar", "silver_key"]) {
      const rec = recorder();
      LETTER_PAINTERS.card(rec.ctx, { type: "card", x: 0, y: 0, w, h, face: { ...letterFace(id), name: id === "cthulhu" ? "Cthulhu" : "Cats" } });
      const art = rec.art().flatMap((p) => p.points);
      expect(art.length, id).toBeGreaterThan(0);
      const name = rec.texts.find((t) => /Cthulhu|Cats/.test(t.text)).box;
      expect(Math.min(...art.map((q) => q[1])), id).toBeGreaterThanOrEqual(name.y + name.h);
      expect(Math.max(...art.map((q) => q[1])) - Math.min(...art.map((q) => q[1])), id).toBeGreaterThanOrEqual(w * 0.3);
    }
  });

  it.each([[96, 134], [150, 210]])("a Mythos card of %i px with a one-line name: its emblem whole over or under it", (w, h) => {
    const rec = recorder();
    MYTHOS_PAINTERS.mcard(rec.ctx, { type: "mcard", x: 0, y: 0, w, h, face: { type: "spell", name: "Tome", icons: [] } });
    const art = rec.art().flatMap((p) => p.points);
    const name = rec.texts.find((t) => t.text === "Tome").box;
    const [top, bottom] = [Math.min(...art.map((q) => q[1])), Math.max(...art.map((q) => q[1]))];
    expect(top >= name.y + name.h || bottom <= name.y, `${top}..${bottom} by ${name.y}..${name.y + name.h}`).toBe(true);
    expect(bottom - top).toBeGreaterThanOrEqual(w * 0.3);
  });
});
