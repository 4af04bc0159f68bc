// Issue 23 round D, a newcomer's Mythos ja findings at 390×844 (touch): the hand keeps its place within a turn.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import foughtF from "../fixtures/mythos_fought.json";
import richF from "../fixtures/mythos_rich.json";
import useF from "../fixtures/mythos_use.json";
import fourF from "../fixtures/mythos_four.json";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { guideFor } from "./guide.js";
import { readFileSync } from "node:fs";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 390) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const handRects = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? ""))
  .map((i) => ({ label: i.label, x: i.x, y: i.y + (i.selected ? 6 : 0), w: i.w, h: i.h }));   // a zoomed card lifts 6

describe("finding 2: the hand does not move under the finger within a turn", () => {
  it("a chip row that comes and goes, or a prompt that wraps, leaves the hand's cards where they were (390, 1280)", () => {
    for (const width of [390, 1280]) {
      for (const lang of ["en", "ja"]) {
        const ui = { selected: null, touch: true };
        const long = lang === "en" ? "Your turn: play a card (tap a glowing card) or pass. ".repeat(3)
          : "あなたの番：カードを使用する（光っているカードをタップ）、またはパスする。".repeat(3);
        const first = handRects(scene(startF, { lang, ui, prompt: long }, width));
        const fewer = { ...startF, legal: startF.legal.filter((a) => (Array.isArray(a) ? a[0] : a.id) !== "pass") };
        expect(fewer.legal.length).toBeLessThan(startF.legal.length);
        const after = handRects(scene(fewer, { lang, ui }, width));   // the Pass chip gone, the prompt short
        expect(after, `${lang}@${width}`).toEqual(first);
        expect(handRects(scene(startF, { lang, ui, prompt: long }, width)), `${lang}@${width} back`).toEqual(first);
      }
    }
  });

  it("a selection (a hand card's zoom) leaves the other cards of the hand where they were", () => {
    const ui = { selected: null, touch: true };
    const before = handRects(scene(startF, { lang: "ja", ui }));
    const card = scene(startF, { lang: "ja", ui }).items.find((i) => /^hand-/.test(i.label ?? "") && i.highlight);
    ui.selected = Number(card.id.slice(7));
    expect(handRects(scene(startF, { lang: "ja", ui }))).toEqual(before);
  });

  // round Q (f2c7563, newcomer review 13 finding 4) keeps the room within a round's phase, so the hand no longer moves
  // between the bot's turn and the reader's: a new round lays it out afresh, no longer every turn
  it("a new round lays the hand out afresh (the room kept is the round's only)", () => {
    const ui = { selected: null };
    const long = "Your turn: play a card or pass. ".repeat(6);
    const tall = handRects(scene(startF, { lang: "en", ui, prompt: long }))[0].y;
    const next = { ...startF, view: { ...startF.view, turn: (startF.view.turn ?? 0) + 1, round: (startF.view.round ?? 1) + 1 } };
    expect(handRects(scene(next, { lang: "en", ui }))[0].y).toBeLessThan(tall);
  });
});

/** Return the strings an item alone draws. */
function drawnBy(item) {
  const { ctx, drawn } = recordingContext();
  paint(ctx, { items: [item] });
  return drawn.map((d) => d.text);
}

describe("finding 3: a phone shows whole names in the combat band and under the allies", () => {
  it("no carried card's strip and no card of the combat band ends its name in an ellipsis, en/ja, 390 px", () => {
    for (const [name, f] of Object.entries({ foughtF, richF, useF, fourF })) {
      for (const lang of ["en", "ja"]) {
        const s = scene(f, { lang, ui: { touch: true } });
        const band = s.items.find((i) => i.type === "mband");
        const shown = s.items.filter((i) => i.type === "mtab"
          || (i.type === "mcard" && band && i.y >= band.y && i.y < band.y + band.h && i.face));
        for (const item of shown) {
          const lines = drawnBy(item);
          expect(lines.some((l) => l.endsWith("…")), `${name} ${lang} ${item.label}: ${lines.join(" / ")}`).toBe(false);
        }
      }
    }
  });

  it("a strip made taller for its name leaves no strip under it overlapping it", () => {
    const s = scene(useF, { lang: "ja" });
    const tabs = s.items.filter((i) => i.type === "mtab");
    expect(tabs.some((i) => i.lines > 1)).toBe(true);
    for (const a of tabs) {
      for (const b of tabs) {
        if (a === b || a.x !== b.x) continue;
        expect(a.y + a.h <= b.y || b.y + b.h <= a.y, `${a.label} ${b.label}`).toBe(true);
      }
    }
  });

  it("a defender that absorbed nothing is drawn in the fight's band when the frame names it", () => {
    const fights = foughtF.view.fights.map((f, k) => (k === 1 ? { ...f, defenders: [{ inst: 19, card: "ray_stuckey" }] } : f));
    const f = { ...foughtF, view: { ...foughtF.view, fights } };
    const s = layout({ ...withCatalog(f), ui: {} }, { width: 390 });   // the schema does not list `defenders` yet
    const band = s.items.find((i) => i.type === "mband");
    const inBand = s.items.filter((i) => i.type === "mcard" && i.y >= band.y && i.y < band.y + band.h);
    expect(inBand.some((i) => i.face?.id === "ray_stuckey" || i.key === "inst-19"), "Ray Stuckey in the band").toBe(true);
  });
});

describe("finding 4: the help says where things are for the width shown", () => {
  // the table's words as the kernel sends them (the golden catalog is regenerated by the frame's helper)
  const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
  const catalog = { ...catalogBase, ui: words.ui };
  it("on a phone (390) the guide puts the prompt and hand under the round line, your panel below; 1280 unchanged", () => {
    for (const [lang, wide, below] of [["en", /Your panel is last/, /below|under/], ["ja", /あなたの欄は最後/, /下/]]) {
      const guide = catalogBase.help[lang].guide;
      expect(guide.some((g) => wide.test(g)), lang).toBe(true);
      expect(guideFor(guide, catalog, lang, 1280), lang).toEqual(guide);
      const phone = guideFor(guide, catalog, lang, 390);
      expect(phone.some((g) => wide.test(g)), lang).toBe(false);
      expect(phone.some((g) => /between the panels|欄の間/.test(g)), lang).toBe(false);
      expect(phone[1], lang).toMatch(below);
      expect(phone.length, lang).toBe(guide.length);
    }
  });
});
