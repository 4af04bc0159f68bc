// Newcomer review 23, mythos_ja finding 1 (097_r4i, 390×844 phone): the last battle's arrow words
// "4点（不可視4点）、ボット 2の神話の脅威と1点相殺、3点…" ran off the right edge of the battle panel. On a phone the
// words wrap over the arrow, never cut: every line within the panel, none over a card, at >= 10 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: [], ui: {}, lang }, { width });

/** The first look after a combat, its first fight the reader's invisible Dark Young of 097_r4i: 4 points, all
 * invisible, 1 cancelled by Bot 2's threat, 3 through, 3 lost. */
function invisibleFight(lang) {
  const f = structuredClone(recorded[lang].find((x) => x.view.phase !== "combat" && x.view.fights?.length > 1 && x.legal.length));
  f.view.fights[0] = { ...f.view.fights[0], cards: ["dark_young"], values: [4], normal: 0, invisible: 4, cancelled: 1, lost: 3 };
  return f;
}

/** Each drawn line of an arrow's words as a box (paint.js marrow: lines stand above the shaft, centred). */
function arrowLines(a) {
  const lines = a.lines ?? [a.text];
  const my = a.y + a.h * 0.72;
  return lines.map((line, i) => {
    const w = textWidth(line, a.size, true);
    const bottom = my - 4 - (lines.length - 1 - i) * (a.size + 2);
    return { line, x: a.x + a.w / 2 - w / 2, w, y: bottom - a.size, h: a.size };
  });
}

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("mythos_ja 1: a phone's battle arrow words wrap inside the battle panel", () => {
  for (const lang of ["ja", "en"]) {
    for (const width of [390, 360, 348]) {
      it(`${lang} ${width}: every line of the arrow within the panel, over no card, >= 10 px`, () => {
        const s = scene(invisibleFight(lang), lang, width);
        const band = s.items.find((i) => i.label === "combat");
        const cards = s.items.filter((i) => i.type === "mcard" && i.y >= band.y && i.y < band.y + band.h);
        const arrows = s.items.filter((i) => i.type === "marrow");
        expect(arrows.length).toBeGreaterThan(0);
        for (const a of arrows) {
          expect(a.size).toBeGreaterThanOrEqual(10);
          expect(a.x + a.w, "the shaft within the panel").toBeLessThanOrEqual(band.x + band.w);
          for (const l of arrowLines(a)) {
            expect(l.x, `'${l.line}' starts inside`).toBeGreaterThanOrEqual(band.x);
            expect(l.x + l.w, `'${l.line}' ends inside the panel`).toBeLessThanOrEqual(band.x + band.w);
            for (const c of cards) expect(overlaps(l, c), `'${l.line}' over ${c.label}`).toBe(false);
          }
        }
      });
    }
  }
});
