// Newcomer review 24 on the Mythos table: "it looks like a web form" (mythos_en: stacked chips all alike, 4-5-line
// chips, r23 finding 6) and a wrong play on a phone (mythos_ja: stacked chips too close for a finger). Over recorded
// games: each kind of action has its own look, painted (a pass a slate bar, a move of the investigator a blue pill, a
// card's play the gold-edged pill); a phone's prompt chips are at least 40 px tall, 8 px apart, at most two lines, the
// whole sentence kept as the chip's title.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fakeContext } from "../fake_canvas.js";
import { paint } from "../paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const promptChips = (s) => s.items.filter((i) => i.type === "chip" && /^(act:|cmd:bot_step)/.test(i.id ?? "")
  && i.label !== "combat-chip" && !i.quiet);
const kindOf = (f, c) => f.legal.find((a) => `act:${a.id}` === c.id)?.kind ?? "step";

/** Return the fill and edge the painter gives chip `c`. */
function painted(c) {
  const { ctx } = fakeContext();
  const seen = {};
  ctx.fill = () => { seen.fill ??= ctx.fillStyle; };
  ctx.stroke = () => { seen.edge ??= ctx.strokeStyle; };
  paint(ctx, { width: 400, height: 100, items: [c] });
  return `${seen.fill}|${seen.edge}`;
}

describe("the prompt's chips: a look per kind, a finger's size on a phone", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [390, 1280]) {
      it(`${lang} ${width} px over a recorded game`, () => {
        const ui = {};
        const looks = new Map();
        for (const [n, f] of recorded[lang].entries()) {
          const s = layout({ ...valid(withCatalog(f)), ui, lang }, { width });
          const chips = promptChips(s);
          for (const c of chips) {
            const kind = kindOf(f, c);
            const look = painted(c);
            if (["pass", "arrive", "stay", "remain"].includes(kind)) {
              looks.set(kind, look);
            }
            if (width >= 600) continue;
            expect(c.h, `frame ${n}: ${c.text} a finger's height`).toBeGreaterThanOrEqual(40);
            expect(c.rows ?? 1, `frame ${n}: ${c.text} at most two lines`).toBeLessThanOrEqual(2);
          }
          if (width >= 600) continue;
          for (const a of chips) {
            for (const b of chips) {
              if (a === b) continue;
              const apart = a.x + a.w + 8 <= b.x || b.x + b.w + 8 <= a.x || a.y + a.h + 8 <= b.y || b.y + b.h + 8 <= a.y;
              expect(apart, `frame ${n}: ${a.text} | ${b.text} 8 px apart`).toBe(true);
            }
          }
        }
        expect(looks.get("pass"), "a pass is no move of the investigator").not.toBe(looks.get("arrive"));
        expect(looks.get("stay")).toBe(looks.get("arrive"));
        const play = painted({ type: "chip", x: 0, y: 0, w: 80, h: 28, text: "Play", size: 12, id: "act:1", fit: true });
        expect(looks.get("pass"), "a pass is no card's play").not.toBe(play);
        expect(looks.get("arrive"), "a move is no card's play").not.toBe(play);
      });
    }
  }

  for (const width of [390, 1280]) it(`${width} px: a long chip says its head, the whole sentence as its title`, () => {
    const ui = {};
    for (const lang of ["en", "ja"]) {
      const f = recorded[lang].find((g) => g.legal.some((a) => a.kind === "arrive" && /[(（]/.test(a.label)));
      const s = layout({ ...valid(withCatalog(f)), ui, lang }, { width });
      const arrive = f.legal.find((a) => a.kind === "arrive");
      const c = s.items.find((i) => i.id === `act:${arrive.id}`);
      expect(c.rows ?? 1).toBeLessThanOrEqual(width < 600 ? 2 : 1);
      expect(c.text.length).toBeLessThan((c.say ?? "").length);
      expect(c.say).toMatch(lang === "en" ? /Sanity \+4/ : /正気度 \+4/);
    }
  });
});
