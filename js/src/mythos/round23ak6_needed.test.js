// Newcomer review 22, mythos_en finding 3 (049_r2a, 050_anna): Miss Anna Tilton's gold "needed" tag read as the gold
// glow of a playable card ("I could not tell apart the 'glowing = playable' border and the border on 'needed' cards").
// In one scene, a needed card that is a move and one that is not: the move glows gold all round; the "needed" tag is
// another shape (square corners, a dashed edge), another colour (no gold anywhere in it) and says what needs it (the
// adventure card's flag before its word).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const GOLD = "#f5c542";
const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const handItems = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));

/** A frame of the seat's card play whose adventure needs a playable hand card and one that is not a move. */
function bothFrame(lang) {
  const f = structuredClone(story15[lang].find((x) => x.view.to_act === x.seat && x.view.phase === "play"
                                                   && x.view.players[0].goals?.length));
  const me = f.view.players[0];
  const played = new Set(f.legal.map((a) => a.target?.card).filter(Number.isInteger));
  const others = me.hand.filter((c) => !me.goals.some((g) => g.inst === c.inst));
  const lit = others.find((c) => played.has(c.inst));
  const dark = others.find((c) => !played.has(c.inst));
  for (const g of me.goals) g.wanted = g === me.goals[0] ? [lit.inst, dark.inst] : [];
  return { f, lit, dark };
}

/** Paint `item` on a context that records each fill and stroke with its colour, dash and path's corner radius. */
function painted(item) {
  const marks = [];
  let dash = [];
  let radius = null;
  const ctx = new Proxy({ fillStyle: "", strokeStyle: "", lineWidth: 1, font: "10px sans-serif" }, {
    get(t, k) {
      if (k === "setLineDash") return (d) => { dash = d; };
      if (k === "measureText") return (s) => ({ width: String(s).length * 6 });
      if (k === "fill") return () => marks.push({ kind: "fill", colour: t.fillStyle, dash: [...dash], radius });
      if (k === "stroke") return () => marks.push({ kind: "stroke", colour: t.strokeStyle, dash: [...dash], radius });
      if (k === "fillText") return (s) => marks.push({ kind: "text", colour: t.fillStyle, text: s });
      if (k === "arcTo") return (x1, y1, x2, y2, r) => { radius = r; };
      if (k === "beginPath") return () => { radius = 0; };
      return k in t ? t[k] : () => {};
    },
    set(t, k, v) { t[k] = v; return true; },
  });
  MYTHOS_PAINTERS.mcard(ctx, item);
  return marks;
}

const gold = (c) => String(c).toLowerCase() === GOLD;

describe("mythos_en 3: the 'needed' tag and the playable glow differ at a glance, in one scene", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width} px: a needed move glows gold; the needed tag, on both cards, has no gold, a dashed edge, a flag`, () => {
        const { f, lit, dark } = bothFrame(lang);
        const s = layout({ ...valid(withCatalog(f)), lang, ui: width < 700 ? { touch: true } : {} }, { width });
        const hand = handItems(s);
        const a = hand.find((i) => i.label === `hand-${lit.inst}`);
        const b = hand.find((i) => i.label === `hand-${dark.inst}`);
        expect(a.needed && b.needed, "both cards say needed").toBeTruthy();
        expect(a.highlight, "the playable one glows").toBe(true);
        expect(Boolean(b.highlight), "the other does not").toBe(false);
        const glowA = painted(a).filter((m) => m.kind === "stroke" && gold(m.colour));
        expect(glowA.length, "the glow: a gold stroke round the playable card").toBe(1);
        for (const bare of [a, b]) {
          // (without its sub-type line: a "needed" tag takes that line's room, review 37, mythos_en 1)
          const card = { ...bare, face: { ...bare.face, tag: null } };
          const plain = painted({ ...card, needed: "" });
          const marks = painted(card).slice(plain.length);   // what the tag alone paints
          expect(marks.length).toBeGreaterThan(0);
          for (const m of marks) expect(gold(m.colour), `${m.kind} of the tag in gold`).toBe(false);
          expect(marks.some((m) => m.kind === "stroke" && m.dash.length), "a dashed edge").toBe(true);
          expect(marks.find((m) => m.kind === "fill")?.radius ?? 99, "square corners, not the glow's round pill")
            .toBeLessThanOrEqual(3);
          expect(marks.filter((m) => m.kind === "stroke").length, "the flag drawn beside the word").toBeGreaterThanOrEqual(2);
          expect(marks.some((m) => m.kind === "text" && m.text === catalogBase.ui[lang].hand_needed)).toBe(true);
        }
      });
    }
  }
});
