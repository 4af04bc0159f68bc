// Review 25, mythos_en 2 (084): the bot's High Noon flipped the reader's Gomes and "Corrupt Cultist ally" went from ✓
// back to ✗ "missing" with no word. A requirement the seat had and lost is marked so on its row ("just lost") until
// it is met again or the round ends; the story says it once (tests/test_mythos_round26aq7_lost.py).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const LOST = { en: "just lost", ja: "失ったばかり" };

/** A card-play frame whose reader's adventure meets one requirement (its row `k`), and the same frame with it lost. */
const metRow = (g) => g.have.findIndex((h, i) => h > 0 && h >= (catalogBase.cards[g.id]?.needs?.count?.[i] ?? 1));

function frames(lang) {
  const had = recorded[lang].find((x) => x.view.phase === "play" && x.legal.length
    && x.view.players.some((p) => (p.goals ?? []).some((g) => metRow(g) >= 0)));
  const lost = structuredClone(had);
  const goal = lost.view.players.find((p) => p.goals?.some((g) => metRow(g) >= 0)).goals.find((g) => metRow(g) >= 0);
  const k = metRow(goal);
  goal.have[k] = 0;
  goal.cards[k] = [];
  return { had, lost, inst: goal.inst, k };
}

const rowText = (s, inst, k) => s.items.filter((i) => i.label === `goal-${inst}-${k}`).map((i) => i.text).join(" ");

describe("mythos_en 2: a requirement lost is marked on its row", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    it(`${lang} ${width}: ✓ then ✗ "${LOST[lang]}", in the list opened`, () => {
      const { had, lost, inst, k } = frames(lang);
      const ui = {};
      const lay = (f) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width });
      expect(rowText(lay(had), inst, k)).not.toContain(LOST[lang]);
      if (width >= 900) {                                   // the wide table's line of what is missing: orange
        const row = lay(lost).items.find((i) => i.label === `goal-${inst}-${k}`);
        if (row) expect(row.colour).toBe("#f0a050");          // (a folded list names no row)
      }
      ui.goalsOpen = `goals-${lost.seat}`;
      const s = lay(lost);
      expect(rowText(s, inst, k)).toContain(LOST[lang]);
      expect(rowText(lay(lost), inst, k), "laid out again, still marked").toContain(LOST[lang]);
    });
  }
});
