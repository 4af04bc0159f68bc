// Issue 23 r6 (lead's look at the Mythos hand): a card's name is never hyphenated inside a word ("Questiona-ble
// Judgement" on a 66 px hand card); its words a line each, condensed to the card, as Letter and CHAOS do.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import start from "../fixtures/mythos_start.json";
import { INK } from "../scene/build.js";
import { MYTHOS_PAINTERS } from "./paint.js";

/** Return the strings painted for a Mythos card named `name`, `w` px wide (a fake 2D context). */
function drawn(name, w) {
  const out = [];
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      // a letter is 0.6 of the font's size, as in a real sans-serif (the fitter shrinks, then breaks)
      if (prop === "measureText") return (t) => ({ width: String(t).length * 0.6 * Number(/(\d+(?:\.\d+)?)px/.exec(target.font ?? "")?.[1] ?? 10) });
      if (prop === "fillText") return (text, x, y, maxW) => out.push({ text, maxW });
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  MYTHOS_PAINTERS.mcard(ctx, { type: "mcard", x: 0, y: 0, w, h: Math.round(w * 1.4),
                               face: { id: "x", name, type: "event" } });
  return out;
}

describe("a Mythos card's name is read whole", () => {
  for (const [name, word] of [["Questionable Judgement", "Questionable"], ["Waterbury State Hospital", "Waterbury"]]) {
    it(`${word} on a 66 px hand card: whole, condensed to the card, no hyphen`, () => {
      const lines = drawn(name, 66);
      expect(lines.map((d) => d.text)).toContain(word);
      expect(lines.some((d) => /[a-z]-$/.test(d.text))).toBe(false);
    });
  }
  it("Mi-Go keeps its own hyphen", () => {
    expect(drawn("Mi-Go", 66).map((d) => d.text)).toContain("Mi-Go");
  });
});

describe("the score says what it is made of (issue 23 r6: 'score 13' was never explained)", () => {
  for (const lang of ["en", "ja"]) {
    it(`each seat's panel: score = Sanity + adventure points (${lang}, 390 and 1280 px)`, () => {
      for (const width of [390, 1280]) {
        const s = layout({ ...valid({ ...start, catalog: { ...catalogBase, seats: start.seats } }), lang, ui: {} }, { width });
        const texts = s.items.filter((i) => i.type === "text").map((i) => i.text).join("\n");
        for (const p of start.view.players) {
          const want = lang === "en" ? `score ${p.sanity + (p.points ?? 0)} = Sanity ${p.sanity}`
                                     : `得点 ${p.sanity + (p.points ?? 0)} ＝ 正気度 ${p.sanity}`;
          expect(texts, `${lang}@${width}`).toContain(want);
        }
      }
    });
  }
});

describe("a zoom's chips come before the notes on its terms (issue 23 r6: on a phone the chip fell below the window)", () => {
  const withCat = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
  it("every hand card at 390 px: its chips (its moves, Close) stand above the first term note; a move's inside 844 px", () => {
    const me = start.view.players.find((p) => p.seat === (start.seat ?? "p0"));
    let withNotes = 0;
    for (const c of me.hand) {
      const s = layout({ ...valid(withCat(start)), ui: { selected: c.inst } }, { width: 390 });
      const chips = s.items.filter((i) => i.type === "chip" && i.z === 12);
      const notes = s.items.filter((i) => i.type === "text" && i.z === 11 && /^[^:：]{1,24}[:：] /.test(i.text)
                                          && i.colour === INK.dim);
      withNotes += notes.length ? 1 : 0;
      const below = Math.max(...chips.map((ch) => ch.y + ch.h));
      for (const n of notes) expect(below, `${c.id}: ${n.text}`).toBeLessThanOrEqual(n.y);
      for (const ch of chips.filter((i) => String(i.id).startsWith("act:"))) expect(ch.y + ch.h, c.id).toBeLessThan(844);
      // on a phone the chips come right under the name, above the card's text (which runs long)
      const body = s.items.find((i) => i.type === "text" && i.z === 11 && !i.bold && i.colour === INK.text);
      if (body && chips.length) expect(below, c.id).toBeLessThanOrEqual(body.y);
    }
    expect(withNotes).toBeGreaterThanOrEqual(2);
  });
});

describe("a room's table has no bot-step chip (newcomer R-R: a spectator's 'Waiting ▶' pressed nothing)", () => {
  it("Mythos, another seat to act: the widget offers 'Bot plays ▶', a room (shared) offers none", () => {
    const f = { ...start, catalog: { ...catalogBase, seats: start.seats }, legal: [] };
    const other = f.view.players.find((p) => p.seat !== (f.seat ?? "p0")).seat;
    const view = { ...f.view, to_act: other };
    const steps = (shared) => layout({ ...valid({ ...f, view }), shared, ui: {} }, { width: 1280 })
      .items.filter((i) => i.id === "cmd:bot_step").length;
    expect(steps(false)).toBe(1);
    expect(steps(true)).toBe(0);
  });
});
