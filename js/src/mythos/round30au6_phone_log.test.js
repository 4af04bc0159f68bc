// Round AU6, newcomer review 29, mythos_ja 1 (016, 071, 076, 087): on a 390 px phone the short log over the hand was
// empty at the reader's turns that brought an extra chip (到着 / 恐怖症を埋葬): the chips and a two-line hand title took
// its rows, and the reader had to scroll to the story to learn what the bot had just done. At the start of the reader's
// turn the room over the hand keeps two rows of what the others did, whatever the chips; the hand keeps its y.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang: "ja" }, { width: 390 });
const remain = { kind: "remain", id: "remain-t", label: "その場にとどまり、恐怖症「扉恐怖症」を埋葬する", fields: {} };

describe("review 29, mythos_ja 1: a phone's short log over the hand is never empty at the reader's turn", () => {
  it("ja 390, round 1's card play, Arrive and Remain beside Pass: two rows of the bot's doings, the hand at one y", () => {
    const ui = { touch: true };
    const short = [];
    const tops = new Set();
    for (const [n, f] of recordedGame("ja").slice(0, 13).entries()) {
      if (f.view.phase !== "play") continue;
      const g = n === 4 ? { ...f, legal: [...f.legal, remain] } : f;   // frame 4: Pass, Arrive and Remain: three rows
      const s = scene(g, ui);
      const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
      tops.add(Math.min(...hand.map((i) => i.y)));
      const rows = s.items.filter((i) => i.label === "last-turn").length;
      if (f.view.to_act === "p0" && rows < 2) short.push(`${n}: ${rows}`);
    }
    expect(short, "reader's turns whose room over the hand told fewer than two rows").toEqual([]);
    expect([...tops], "the hand's ys").toHaveLength(1);
  });
});
