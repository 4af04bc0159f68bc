// Newcomer review 29 (round AU, fixer AU2), letter_en 4: when the player's discard filled up at a desk it wrapped to a
// second row, the Insanity line moved down and the table grew (088/089). Beside the hand the room of two rows is kept
// from turn 1: the first row never moves, and the Insanity line and the table's foot stay put.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const KINDS = ["great_race_of_yith", "mi_go", "professor_armitage", "investigators", "randolph_carter", "golden_mead",
               "hound_of_tindalos", "elder_sign", "deep_ones", "liber_ivonis", "silver_key", "nyarlathotep"];
const VALUES = { great_race_of_yith: 3, mi_go: 5, professor_armitage: 5, investigators: 1, randolph_carter: 6,
                 golden_mead: 2, hound_of_tindalos: 3, elder_sign: 4, deep_ones: 1, liber_ivonis: 4, silver_key: 7,
                 nyarlathotep: 6 };
const INSANE = new Set(["mi_go", "golden_mead", "hound_of_tindalos", "deep_ones", "liber_ivonis"]);
const scene = (n) => layout({ ...valid({ ...start, view: { ...start.view, player_discard: KINDS.slice(0, n).map(
  (id) => ({ id, value: VALUES[id], insane: INSANE.has(id) })) } }), ui: {} }, { width: 930 });
const at = (s, label) => s.items.find((i) => i.label === label);

describe("letter_en 4: a desk's discard beside the hand keeps its rows' room", () => {
  it("3, 9 and 12 kinds: the Insanity line, the discard's cards and the table's foot keep their y", () => {
    const [few, full, more] = [3, 9, 12].map(scene);
    for (const s of [full, more]) {
      expect(s.height).toBe(few.height);
      expect(at(s, "insanity-line")?.y ?? null).toBe(at(few, "insanity-line")?.y ?? null);
      const cards = s.items.filter((i) => String(i.label).startsWith("player-discard-"));
      expect(new Set(cards.map((c) => c.y)).size, cards.map((c) => c.y).join(" ")).toBeLessThanOrEqual(2);
      expect(cards[0].y).toBe(at(few, "player-discard-0").y);
      expect(cards[0].y).toBe(at(s, "hand-0").y);   // the first row beside the hand's cards
      expect(Math.max(...cards.map((c) => c.x + c.w))).toBeLessThanOrEqual(930);
    }
  });
});
