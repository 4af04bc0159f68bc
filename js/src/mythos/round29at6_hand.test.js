// Round AT6, newcomer review 28, mythos_ja 2 (072 → 073): on a 390×844 phone the hand moved ~15 px down under the
// finger (a tap meant for キングス教会墓地 opened 左手の七軒目の家): round 2's Storm badge took the header a line more.
// The header keeps the room of the round's widest badges from the first frame: every hand card keeps its rect.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

const game = recordedGame;
const rects = (s) => Object.fromEntries(s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""))
  .map((i) => [i.label, [i.x, i.y, i.w, i.h]]));

describe("review 28, mythos_ja 2: a Storm in the header does not move a phone's hand", () => {
  for (const lang of ["ja"]) {
    // (a phone's widths around 390: the browser measures wider glyphs than the estimate, so where the Storm wraps moves)
    it(`${lang} 360, 365 and 390 px: the reader's turn, then the same turn under a Storm with the bot first: same card rects`, () => {
      const f = recorded[lang].find((g) => g.view.round === 2 && g.view.to_act === "p0" && g.view.phase === "play");
      const calm = { ...f, view: { ...f.view, storm: false, first_player: "p0" } };
      const storm = { ...f, view: { ...f.view, storm: true, first_player: "p1" } };
      const moved = [];
      for (const width of [360, 365, 390]) {
        const ui = { touch: true };
        const before = rects(scene(calm, ui, lang, width));
        const after = rects(scene(storm, ui, lang, width));
        expect(Object.keys(before).length).toBeGreaterThan(4);
        if (JSON.stringify(after) !== JSON.stringify(before)) moved.push(width);
      }
      expect(moved, "widths where the hand moved").toEqual([]);
    });
  }
});

// mythos_ja 2 too: the 「到着」 / 「その場にとどまり…埋葬する」 chips came with Pass at some turns, three chip rows and a
// two-line prompt over the room kept for two: the hand went down for the rest of the round and back up at the next
describe("review 28, mythos_ja 2: a turn with Arrive and Remain beside Pass keeps the hand where it was", () => {
  const remain = { kind: "remain", id: "remain-t", label: "その場にとどまり、恐怖症「扉恐怖症」を埋葬する", fields: {} };
  it("ja 390 px: every frame of card play in rounds 1-2 draws the hand at one y", () => {
    const ui = { touch: true };
    const tops = new Map();
    for (const [n, f] of game("ja").entries()) {
      if (n > 23 || f.view.phase !== "play") continue;   // round 1 and round 2's first turns
      const g = n === 4 ? { ...f, legal: [...f.legal, remain] } : f;   // frame 4: Arrive, Pass and Remain
      const s = scene(g, ui, "ja", 390);
      const top = Math.min(...Object.values(rects(s)).map((r) => r[1]));
      tops.set(top, [...(tops.get(top) ?? []), n]);
    }
    expect([...tops.keys()], JSON.stringify([...tops])).toHaveLength(1);
  });
});

// (mythos_ja 2 (009), review 28, and review 30's mythos_ja 3 kept a played card's place through the round's card play;
// since round HH, newcomer review 38 (mythos_en 4, mythos_ja 8: five or six dashed holes by a round's end read as a
// broken hand) the hand closes up after each play, its cards sliding in order: round42hh4_close_up.test.js)
