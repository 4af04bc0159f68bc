// Round AS8, review 27, mythos_en 7 (092, 094): after "Discard these 2" the reader still had to press "Keep them", and
// while cards were marked "Keep them" beside "Discard these 2" read as a second way out. One step: with cards marked,
// "Discard these N" discards them and ends the seat's discard (its Keep sent after them, MY-ROUND-5) when the hand is
// then within its limits and above the minimum; "Keep them" shows only while nothing is marked.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";
import { sendMarked } from "./discard.js";

const lay = (f, ui) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang: "en" },
                              { width: 1280 });
const chips = (s) => s.items.filter((i) => i.type === "chip");
const marked = (s) => chips(s).find((i) => String(i.id ?? "").startsWith("acts:"));
const hand = (f) => f.view.players.find((p) => p.seat === f.seat).hand.map((c) => c.inst);
/** Return the moves the page sends on the "Discard these N" chip with `k` cards of frame `f` marked. */
function sent(f, k) {
  const ui = { marked: { key: null, insts: hand(f).slice(0, k) } };
  const out = [];
  sendMarked((m) => out.push(m), marked(lay(f, ui)).id, 10, ui);
  return out;
}

describe("review 27, mythos_en 7: the marked discard is one step", () => {
  it("7 cards, keep 4–7, two marked: Discard these 2 sends both and the Keep; no Keep chip beside it (the chip's id the discards' alone)", () => {
    const f = recorded.discard[7];
    const before = lay(f, {});
    expect(chips(before).some((c) => c.id === "act:keep"), "Keep them while none is marked").toBe(true);
    const s = lay(f, { marked: { key: null, insts: hand(f).slice(0, 2) } });
    const out = sent(f, 2);
    expect(out.map((m) => m.id)).toHaveLength(3);
    expect(out.at(-1)).toEqual({ cmd: "act", id: "keep", step: 12, press: 10 });   // one press (round AY2: one Undo)
    expect(chips(s).some((c) => c.id === "act:keep"), "no Keep beside Discard these 2").toBe(false);
    expect(JSON.parse(marked(s).id.slice(5))).toHaveLength(2);          // the course's coach finds it by that id
  });

  it("11 cards, keep 4–7: three marked of the four it must discard send no Keep (more to go)", () => {
    const f = recorded.discard[3];
    expect(sent(f, 3).map((m) => m.id)).not.toContain("keep");
  });

  it("7 cards, keep 4–7, three marked (down to the minimum): the step ends by itself, no Keep sent", () => {
    const f = recorded.discard[7];
    expect(sent(f, 3).map((m) => m.id)).not.toContain("keep");
  });
});
