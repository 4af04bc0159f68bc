// Review 41, mythos_ja 4 (052, 076, 079): the story's lines over a phone's hand (under あなたの手札) were sometimes a
// blank band: the room kept for them, no line drawn, where every line the story had wrapped to more rows than the room
// held. The band always shows lines when the story has any.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { lastTurnRows } from "./last_turn.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

describe("round45kk4: the lines over a phone's hand are never a blank band", () => {
  it("a room of two rows and lines that each need three: the newest is told in the room", () => {
    const long = "あなたは自動でパス（パスしかできない・2 回目）：カードの使用・配置は終わり、もうだれの番も来ない。バトルが始まる。";
    const lines = [{ text: long, big: 1 }, { text: long.replace("2 回目", "1 回目") }];
    const rows = lastTurnRows(lines, 150, 13, 2);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(2);
  });
  for (const lang of ["ja", "en"]) {
    it(`${lang} 390: a frame whose story has lines draws some over the hand`, () => {
      const ui = { touch: true };
      const blank = [];
      let told = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        const s = scene(f, ui, lang, 390);
        const rows = s.items.filter((i) => i.label === "last-turn").length;
        if (rows) told += 1;
        const any = (f.log_lines ?? []).some((l) => l.text && !l.turn && !l.round);
        if (any && !rows && !f.view.result) blank.push(n);
      }
      expect(told).toBeGreaterThan(10);
      expect(blank, "frames with a story and no line over the hand").toEqual([]);
    });
  }
});
