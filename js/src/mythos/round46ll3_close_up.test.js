// Review 42, mythos_en 1 and mythos_ja 1 (both tables' worst; en 040/041 113 116 135, ja 040 106 146 173 260): after
// the round-end discards each discarded card left an empty place in the hand row until the next deal (round KK4 only
// stopped drawing its dashed outline). Once the discards asked are made (Keep offered, more optional: MY-ROUND-5) the
// hand closes up at once, unless the pointer rests on a hand card (round15s finding 3: no card moves under a pointer):
// then at the pointer's next move off it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const handOf = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
const places = (s) => Object.fromEntries(handOf(s).map((c) => [c.label, [c.x, c.y]]));
const keepOffered = (f) => f.view.step === "discard" && f.view.to_act === f.seat
  && f.legal.some((a) => a.kind === "keep");

/** Return recorded frame `f` (the seat's discard step, Keep offered) one discard earlier: a card more first in hand. */
function before(f) {
  const me = f.view.players.find((p) => p.seat === f.seat);
  const more = { ...me, hand: [{ id: "midnight", inst: 999 }, ...me.hand], hand_count: me.hand.length + 1 };
  const players = f.view.players.map((p) => (p === me ? more : p));
  const discard = { id: "discard card=999", kind: "discard", fields: { card: 999 }, target: { card: 999 },
                    label: "Discard", text: "Discard." };
  return { ...f, view: { ...f.view, players }, legal: [discard, ...f.legal.filter((a) => a.kind !== "keep")] };
}

describe("round46ll3: the hand closes up once the round's discards are made", () => {
  const frames = (lang) => recordedGame(lang).filter(keepOffered);
  for (const [lang, width, memory] of [["en", 1280, {}], ["ja", 1280, {}], ["ja", 390, { touch: true }]]) {
    it(`${lang} ${width}: no empty place in the hand row at Keep, each card where a fresh hand puts it`, () => {
      expect(frames(lang).length, "frames where Keep is offered").toBeGreaterThan(0);
      for (const f of frames(lang)) {
        const ui = { ...memory };
        scene(before(f), ui, lang, width);
        expect(places(scene(f, ui, lang, width))).toEqual(places(scene(f, { ...memory }, lang, width)));
      }
    });
    if (memory.touch) continue;
    it(`${lang} ${width}: the card under the pointer holds still; the hand closes up once the pointer leaves`, () => {
      for (const f of frames(lang)) {
        const ui = { ...memory };
        const cards = handOf(scene(before(f), ui, lang, width));
        const last = cards.at(-1);
        ui.pointer = { x: last.x + last.w / 2, y: last.y + last.h / 2 };
        const held = handOf(scene(f, ui, lang, width)).find((c) => c.label === last.label);
        expect([held.x, held.y], "the card under the pointer").toEqual([last.x, last.y]);
        ui.pointer = null;
        expect(places(scene(f, ui, lang, width))).toEqual(places(scene(f, { ...memory }, lang, width)));
      }
    });
  }
});
