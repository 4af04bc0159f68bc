// Newcomer review 29 (round AU, fixer AU2), letter_en 10: under "Bot plays (watch)" the middle panel was an empty dark
// box on the reader's turn (135): the bot was choosing and nothing said so. The band narrates: what the opponent did,
// then that the bot chooses the reader's card.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import frames from "./round19aa_frames.json";

const band = (s) => s.items.filter((i) => String(i.label).startsWith("prompt") && i.text).map((i) => i.text).join(" ");
const THEIRS = { en: "Opponent's turn:", ja: "相手の番：", zh: "對手回合：" };
const CHOOSES = { en: "The bot is choosing", ja: "ボットが", zh: "電腦正在" };

describe("letter_en 10: a watched turn's band says what happens", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    it(`${lang} at ${width}: the opponent's turn, then the bot choosing`, () => {
      const input = valid({ ...start, ...frames[lang].theirs, catalog: start.catalog, legal: [], prompt: "" });
      const s = layout({ ...input, watch: true, ui: {} }, { width });
      const said = band(s).replace(/\s+/g, " ");
      expect(said, said).toContain(CHOOSES[lang]);
      expect(said.indexOf(THEIRS[lang])).toBe(0);
      const free = layout({ ...valid({ ...start, ...frames[lang].theirs, catalog: start.catalog }), ui: {} }, { width });
      expect(s.items.find((i) => i.label === "hand-0").y).toBe(free.items.find((i) => i.label === "hand-0").y);
    });
  }
});
