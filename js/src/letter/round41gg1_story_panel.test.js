// Newcomer review 38 (round GG, fixer GG1), letter_zh 1 (390×844 phone, shots 017, 023, 028, 031, 057, 075, 093): the
// story's lines under the band ran past the foot of its panel into the board, and the first of them sat right under
// the option chips ("你抽到奈亞拉托提普。" under the glow of "指定對手"). The panel now holds every story line, and
// the lines keep a chip's glow's room under the chips.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import games from "./round32ax8_games.json";   // two games a language, the story as the page gets it

const STORY = /^(last-(opponent|event|mine)|story-earlier)$/;
const GLOW = 12;   // the hover/chosen glow's reach past a chip's edge (scene/paint.js), what the story stays clear of

/** Return each live frame's scene at 390 px in `lang`, idle and with each playable hand card chosen. */
function scenes(lang) {
  const out = [];
  for (const game of games[lang]) {
    for (const f of game.filter((g) => !g.view.result)) {
      const input = { game: "letter", mode: "play", seat: "player", lang, ...f, catalog: start.catalog };
      out.push(layout({ ...input, ui: { touch: true } }, { width: 390 }));
      (f.view.hand ?? []).forEach((_, k) => out.push(layout({ ...input, ui: { touch: true, selected: k } },
                                                             { width: 390 })));
    }
  }
  return out;
}

describe("letter_zh 1 (review 38): the phone's story lines stay inside their panel, clear of the chips", () => {
  for (const lang of ["zh", "en", "ja"]) {
    it(`${lang} at 390: every story line inside a panel; none within a glow of a chip`, () => {
      let lines = 0;
      for (const s of scenes(lang)) {
        const panels = s.items.filter((i) => /^(prompt|story)-panel$/.test(i.label ?? ""));
        const foot = Math.max(...panels.map((p) => p.y + p.h));
        const chips = s.items.filter((i) => i.type === "chip" && /^act:/.test(String(i.id ?? "")));
        for (const line of s.items.filter((i) => STORY.test(i.label ?? ""))) {
          lines += 1;
          expect(line.y + line.size, `${line.text}`).toBeLessThanOrEqual(foot);
          for (const c of chips) {
            if (line.y >= c.y) expect(line.y - (c.y + c.h), `${line.text} under ${c.text}`).toBeGreaterThanOrEqual(GLOW);
          }
        }
      }
      expect(lines).toBeGreaterThan(20);
    });
  }
});
