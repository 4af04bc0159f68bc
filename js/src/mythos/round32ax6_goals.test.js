// Round AX6, newcomer review 31 (finding 2 of the round's brief): the adventure list pushed the hand down as adventures
// came or changed. The hand's top is the same with 0, 1 or 2 adventures listed (the recorded game's two, shut or
// opened by its ▾) on a 1280×800 desk and a 390 px phone, in card play and in a fight.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y));

describe("finding 2: the adventure list never moves the hand", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    it(`${lang} ${width}: the hand's top with 0, 1 and 2 adventures listed, the list shut and opened`, () => {
      const frames = recordedGame(lang);
      const goals = [...new Map(frames.flatMap((f) => f.view.players[0].goals).map((g) => [g.inst, g])).values()];
      expect(goals.length).toBeGreaterThanOrEqual(2);
      for (const n of [10, 30, 49, 58]) {
        const f = frames[n];
        const tops = new Set();
        for (const k of [0, 1, 2]) {
          for (const memory of [{}, { goalsOpen: true }]) {
            const view = { ...f.view, players: f.view.players.map((p, i) => (i ? p : { ...p, goals: goals.slice(0, k) })) };
            const s = layout({ ...valid(withCatalog({ ...f, view })), log_lines: f.log_lines, ui: { ...memory }, lang }, { width });
            tops.add(handTop(s));
          }
        }
        expect([...tops], `frame ${n}: the hand's tops`).toHaveLength(1);
      }
    });
  }
});
