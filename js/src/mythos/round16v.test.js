// Newcomer review 16 on the Mythos table (issue 23), round V: recorded frames of round S laid out as the page does.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width, ui = {}) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width });
const texts = (s, re) => s.items.filter((i) => i.type === "text" && re.test(i.label ?? "")).map((i) => i.text).join(" ");

/** Return a play-phase frame of the recorded game `lang` with the seat's side changed by `change(p0)`. */
function frameWith(lang, change) {
  const f = structuredClone(recorded[lang].find((x) => x.view.phase === "play" && x.view.to_act === "p0"));
  change(f.view.players[0]);
  return f;
}

describe("finding 1: 'Outside' is the location's icon, never the walk; a phobia's lasting effect is on the table", () => {
  for (const [lang, width, icon, sanity, rid] of [["en", 1280, "Outside", "Sanity", "To be rid of it"],
                                                  ["ja", 1280, "屋外", "正気度", "外すには"]]) {
    it(`${lang} ${width} px: the walking status names the road; Agoraphobia's reminder says its cost and cure`, () => {
      const f = frameWith(lang, (p) => {
        p.story = [...(p.story ?? []), { inst: 9001, id: "namquit_point" }];
        p.top_state = "walking";
        p.location = null;
        p.phobias = [{ inst: 9002, id: "agoraphobia" }];
      });
      const s = scene(f, lang, width);
      const where = texts(s, /^where-p0$/);
      expect(where).not.toContain(icon);
      const name = catalogBase.cards.agoraphobia[lang];
      const note = texts(s, /^phobia-note-p0$/).replace(/\s+/g, "");
      expect(note).toContain(String(name).replace(/\s+/g, ""));
      expect(note).toContain(sanity);
      expect(note).toContain(icon);           // the icon is named where it is meant: the phobia's condition
      expect(note).toContain(rid.replace(/\s+/g, ""));
    });
  }
});

describe("finding 5: after an undo nothing the reader had seen is 'new'", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    it(`${lang} ${width} px: a card played and brought back by Undo has no 'new' tag; a card drawn later has`, () => {
      const base = recorded[lang].find((x) => x.view.phase === "play" && x.view.to_act === "p0" && x.view.round === 1
                                            && (x.view.turn ?? 0) > 0);
      const ui = {};
      const hand = base.view.players[0].hand;
      const at = (cards, acting) => {
        const f = structuredClone(base);
        f.view.players[0].hand = cards;
        if (!acting) f.legal = [];
        return scene(f, lang, width, ui);
      };
      const fresh = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "") && i.fresh)
        .map((i) => i.label);
      at(hand, true);                                   // the reader's turn: it sees its hand
      at(hand, false);                                  // its turn is over: nothing new
      const played = hand.slice(1);
      at(played, false);                                // it played the first card
      expect(fresh(at(hand, true)), "after Undo").toEqual([]);   // Undo brings it back: seen before, not new
      const drawn = { ...hand[0], inst: 9901 };
      expect(fresh(at([...hand, drawn], true)), "a card drawn").toEqual(["hand-9901"]);
    });
  }
});
