// Review 41, mythos_ja 3 (027, 029, 096, 119): after the round-end discards the hand kept up to three dashed empty
// places until the next round. Once the discards asked are made (Keep is offered: more is optional, MY-ROUND-5) no
// empty place is drawn; each card keeps its place all through the discards (nothing moves under the pointer: round15s).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const keepOffered = (f) => f.view.step === "discard" && f.view.to_act === f.seat
  && f.legal.some((a) => a.kind === "keep");

/** Return recorded frame `f` (the seat's discard step, Keep offered) one discard earlier: the hand with one card more
 * (the first discard of the round's second round's card), Keep not yet offered when `owed`. */
function before(f, owed) {
  const me = f.view.players.find((p) => p.seat === f.seat);
  const extra = { id: "midnight", inst: 999 };
  const more = { ...me, hand: [extra, ...me.hand], hand_count: me.hand.length + 1 };
  const players = f.view.players.map((p) => (p === me ? more : p));
  const discard = { id: "discard card=999", kind: "discard", fields: { card: 999 }, target: { card: 999 },
                    label: "Discard", text: "Discard." };
  const legal = [discard, ...f.legal.filter((a) => !owed || a.kind !== "keep")];
  return { ...f, view: { ...f.view, players }, legal };
}

describe("round45kk4: no dashed place once the round's discards are made", () => {
  const frames = (lang) => recordedGame(lang).filter(keepOffered);
  for (const [lang, width, memory] of [["en", 1280, {}], ["ja", 1280, {}], ["ja", 390, { touch: true }]]) {
    it(`${lang} ${width}: no dashed place where Keep is offered after a discard`, () => {
      expect(frames(lang).length, "frames where Keep is offered").toBeGreaterThan(0);
      for (const f of frames(lang)) {
        const ui = { ...memory };
        scene(before(f, true), ui, lang, width);
        expect(scene(f, ui, lang, width).items.filter((i) => i.type === "mhole")).toEqual([]);
      }
    });
    it(`${lang} ${width}: while a discard is still owed, the card gone leaves its place (nothing moves)`, () => {
      for (const f of frames(lang)) {
        const ui = { ...memory };
        const owed = before(f, true);
        scene(before(owed, true), ui, lang, width);
        expect(scene(owed, ui, lang, width).items.filter((i) => i.type === "mhole").length).toBe(1);
      }
    });
  }
});
