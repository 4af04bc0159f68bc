// Newcomer review 33 (round BA, fixer BA5), letter_en 2 (103): "Sane: On… ⚠ discards an Insanity card: Insanity N
// goes from 1 to 3" hid whom the Mi-Go targets; "Sane… ⚠ if it eliminates the last clue, …" hid it and the outcome.
// A cut chip keeps its move's head whole: the Sane/Insane side, then its target or card up to the move's last colon
// ("Sane: On yourself:"); and its ⚠'s first clause. round35ba5_heads.json: frames of seeded games (seeds 1-42, the
// player's moves a Random(seed)'s, as tests/test_js_fixtures_recorded_games.py's letter_game) in which two or more
// moves carry such a head and one a ⚠, 12 a language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import heads from "./round35ba5_heads.json";

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));

/** Return [whole label, chip text] of each cut chip, each hand card of each frame chosen at `width`. */
function cuts(width) {
  const out = [];
  for (const [lang, frames] of Object.entries(heads)) {
    for (const f of frames) {
      f.view.hand.forEach((_, k) => {
        const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog: start.catalog,
                           ui: { selected: k } }, { width, height: width < 500 ? 844 : 800 });
        const label = (c) => f.legal.find((a) => `act:${a.id}` === c.id)?.label ?? "";
        // a selected card's only move may drop its head: the prompt above names the card (layout_band.js oneMoveChip)
        if (chips(s).length < 2) return;
        for (const c of chips(s)) if (c.text.endsWith("…") || c.text.includes("… ")) out.push([label(c), c.text]);
      });
    }
  }
  return out;
}

/** Return the head a reader needs of a label: up to its move's last colon (before any ⚠ or —), else the move. */
function head(label) {
  const at = label.search(/⚠|—/u);
  const move = (at > 0 ? label.slice(0, at) : label).trimEnd();
  const colon = Math.max(move.lastIndexOf(":"), move.lastIndexOf("："));
  return colon > 0 ? move.slice(0, colon) : "";
}

describe("letter_en 2 (review 33): a cut chip keeps whom or what its move targets", () => {
  for (const width of [390, 1280]) {
    it(`every cut chip of the recorded frames at ${width} keeps its move's head`, () => {
      const lost = cuts(width).filter(([whole, text]) => !text.startsWith(head(whole)));
      expect(lost.map(([, t]) => t)).toEqual([]);
    });
    it(`every cut chip at ${width} keeps its ⚠'s first clause`, () => {
      const lost = cuts(width).filter(([whole, text]) => {
        const warn = whole.slice(whole.indexOf("⚠"));
        return whole.includes("⚠") && !text.includes(warn.split(/\s*[,:;，：；、。]/u)[0]);
      });
      expect(lost.map(([, t]) => t)).toEqual([]);
    });
  }
});
