// Review 39, mythos_en 3 (213 216 218): with 4 cards marked the desk's discard button read "Discard The Athenaeum (⚠
// your adventure Questionable Judgement needs it)." yet discarded all 4, and the same warning stood again in a line
// under the hand, cut at the window's foot (212 216). The button says what it does: "Discard these 4 (⚠ The Athenaeum
// is needed)", en and ja, and the warning is not said twice (MY-ROUND-5: the round's discard; MY-ADV-2: needed cards).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { cardName } from "../scene/words.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, marked) => layout({ ...valid(withCatalog(f)), log_lines: [], lang,
  ui: { marked: { key: null, insts: marked } } }, { width: 1280, height: 800 });
const turn = recorded.discard[3];
const moves = turn.legal.filter((a) => a.kind === "discard");
const needed = moves.filter((a) => a.target?.confirm);
const plain = moves.filter((a) => !a.target?.confirm);
const chipOf = (s) => s.items.find((i) => i.type === "chip" && String(i.id).startsWith("acts:"));

describe("review 39, mythos_en 3: the discard button says what it does", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: 3 plain and 1 needed card marked`, () => {
      const marked = [...plain.slice(0, 3), needed[0]].map((a) => a.target.card);
      const s = scene(turn, lang, marked);
      const chip = chipOf(s);
      const id = turn.view.players.find((p) => p.seat === "p0").hand.find((c) => c.inst === needed[0].target.card).id;
      const name = cardName(catalogBase, lang, id);
      const label = chip.say ?? chip.text;
      expect(label).toContain(lang === "en" ? "Discard these 4" : "この4枚を捨てる");
      expect(chip.text, "the button shows its sentence whole at 1280 px").toBe(label);
      for (const a of plain) expect(label).not.toContain(a.text);
      expect(label).not.toContain(needed[0].text);
      expect(label).toContain("⚠");
      expect(s.items.filter((i) => i.label === "discard-warning"), "no warning line under the hand").toEqual([]);
      expect(label).toContain(name);
      expect(label).toContain(cardName(catalogBase, lang, "questionable_judgement"));   // the adventure needing it
    });
  }
});
