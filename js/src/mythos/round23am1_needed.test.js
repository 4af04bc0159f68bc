// Round AM, newcomer review 23 of the Mythos desk (en), finding 1 (033, 062, 070, 071, 118): "Needed by your adventure X:
// keep it to play that." held Ambush and Portaphobia in hand for rounds, though cards in hand never count (MY-ADV-2).
// A needed hand card's hover and zoom now say how it counts, by its kind: played (in play or in the story deck), a
// phobia played on an opponent, a monster once it has fought and is buried; never "keep it".
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

/** Return a frame of the seat's own card play whose first adventure wants a hand card, now of title `id`. */
function wantedFrame(lang, id) {
  const f = structuredClone(story15[lang].find((x) => x.view.to_act === x.seat && x.view.phase === "play"
                                                   && x.view.players[0].goals?.length));
  const me = f.view.players[0];
  const card = me.hand.find((c) => !me.goals.some((g) => g.inst === c.inst));
  card.id = id;
  for (const g of me.goals) g.wanted = g === me.goals[0] ? [card.inst] : [];
  return { f, card };
}

const KINDS = { henry_w_akeley: "hand_needed_by", ambush: "hand_needed_by", portaphobia: "hand_needed_by_phobia",
                efficiophobia: "hand_needed_by_phobia", deep_one: "hand_needed_by_monster" };

describe("review 23, mythos_en finding 1: a needed card says how it counts, never to keep it in hand", () => {
  for (const lang of ["en", "ja"]) {
    for (const [id, key] of Object.entries(KINDS)) {
      it(`${lang} ${id}: '${key}'`, () => {
        const { f, card } = wantedFrame(lang, id);
        const input = { ...valid(withCatalog(f)), lang, ui: {} };
        const item = layout(input, { width: 1280 }).items.find((i) => i.label === `hand-${card.inst}`);
        const how = catalogBase.ui[lang][key].split("{cards}")[1].slice(0, 12);
        expect(item.tip).toContain(how);
        expect(item.tip).not.toMatch(/keep it|残して/);
        const zoomed = layout({ ...input, ui: { selected: card.inst } }, { width: 1280 });
        const words = zoomed.items.filter((i) => (i.z ?? 0) >= 10).map((i) => i.text ?? "").join("");
        const bare = (s) => s.replace(/\s+/g, "");   // the zoom wraps its lines
        expect(bare(words)).toContain(bare(catalogBase.ui[lang][key].split("{cards}")[1]));
      });
    }
  }
});
