// Round CC, fixer CC6 (newcomer review 35, mythos_en 6, shot 104): the one-line "Last combat" band ended in "…Gomes was
// flipped face…", a sentence cut inside its phrase. Cut, it now ends after a whole part (a fight, or a clause of one)
// and then "…", the whole on hover as before.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import long from "./round13q_frames.json";
import { cutAtPart } from "./combat.js";
import { textWidth } from "../scene/text.js";

const scene = (f, extra, width) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ...extra }, { width });

describe("mythos_en 6: the last combat's line is never cut inside a phrase", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 1280 px: a cut line ends on a whole part, then "…"`, () => {
      let cut = 0;
      const ui = {};
      for (const f of [...recorded[lang], ...long.long]) {
        const s = scene(f, { ui, lang }, 1280);
        for (const line of s.items.filter((i) => i.label === "last-combat" && i.text.endsWith("…"))) {
          cut += 1;
          // "…" after a space that follows a whole part: never inside a word or a phrase ("flipped face…")
          expect(line.text).toMatch(/[^\s,、，·] …$/u);
        }
      }
      expect(cut).toBeGreaterThanOrEqual(0);
    });
  }
});

describe("mythos_en 6, 104: the review's line, cut to a narrower band", () => {
  const said = "Last combat: You → Bot 2: 1 points, all cancelled, no Sanity lost · Bot 2 → You: 4 points, 1 cancelled, "
    + "3 through, You Sanity −3, Gomes was flipped face down";
  for (const room of [820, 700, 500, 300]) {
    it(`${room} px: ends after a whole part, then " …", within the room`, () => {
      const line = cutAtPart(said, room, 13);
      expect(line).toMatch(/[^\s,·] …$/u);
      expect(said.startsWith(line.slice(0, -2))).toBe(true);
      expect(textWidth(line, 13)).toBeLessThanOrEqual(room);
    });
  }
});
