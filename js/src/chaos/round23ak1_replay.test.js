// CHAOS, round AK (newcomer review 22): a replay is a replay.
// chaos_en finding 7 (111_rep1): "The replay header still says it is my turn: 'Round 1/60 · turn 1 · Your turn: play
// cards or end it'". A replay's step (the widget's own "Watch the replay", `replaying`, or a room's replay page, a
// shared table with no move) says whose turn it was by seat, "A1's turn", never the seat's live "Your turn: …".
// room_zh finding 4 (074_replay): CHAOS's "电脑行动 ▶" (Bot plays ▶) chip showed greyed in a room's replay; a shared
// table (a room, its replay) has no bot chip, as Mythos's (mythos/layout.js: its server plays the bots).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const TURN_OF = { en: "A1's turn", ja: "A1 の番", zh: "轮到 A1", "zh-TW": "輪到 A1" };
const LIVE = /Your turn|Your move|play cards|あなたの番|轮到你|輪到你/;
const frame = (f, lang, extra = {}) => ({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1", ...extra });
const scene = (f, width = 930) => layout({ ...valid(f), ui: {} }, { width });
const status = (s) => s.items.filter((i) => /^status/.test(i.label ?? "")).map((i) => i.text).join(" ");
const own = (lang) => game[lang].find((f) => f.view.to_act === "A1" && f.view.phase === "cards" && !f.view.result);
const other = (lang) => game[lang].find((f) => f.view.to_act && f.view.to_act !== "A1" && !f.view.result);

describe("chaos_en 7: a replay's header says whose turn it was by seat", () => {
  for (const lang of ["en", "ja", "zh", "zh-TW"]) {
    for (const width of [930, 348]) {
      it(`${lang} at ${width}: the widget's replay and a room's replay page`, () => {
        const f = own(lang === "zh-TW" ? "zh" : lang);
        expect(f).toBeTruthy();
        const live = status(scene(frame(f, lang), width));
        expect(live).toMatch(/./);
        for (const replay of [{ legal: [], replaying: true }, { legal: [], shared: true }]) {
          const said = status(scene(frame(f, lang, replay), width));
          expect(said, JSON.stringify(replay)).toContain(TURN_OF[lang]);
          expect(said).not.toMatch(LIVE);
        }
      });
    }
  }

  it("another seat's step in the widget's replay: 'B1's turn', not 'Waiting for B1'", () => {
    const f = other("en");
    const said = status(scene(frame(f, "en", { legal: [], replaying: true })));
    expect(said).toContain(`${f.view.to_act}'s turn`);
    expect(said).not.toContain("Waiting");
  });

  it("the live table still says the seat's own turn", () => {
    expect(status(scene(frame(own("en"), "en")))).toMatch(/Your turn|play cards/);
  });
});

describe("room_zh 4: no 'Bot plays ▶' chip on a shared table (a room, its replay) nor in the widget's replay", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 348]) {
      it(`${lang} at ${width}`, () => {
        const f = other(lang);
        const chip = (s) => s.items.find((i) => i.id === "cmd:bot_step" || /电脑行动|Bot plays|ボットの番/.test(i.text ?? "") && i.type === "chip");
        expect(chip(scene(frame(f, lang, { legal: [] }), width))).toBeTruthy();   // a table of one's own: the bot's chip
        expect(chip(scene(frame(f, lang, { legal: [], shared: true }), width))).toBeUndefined();
        expect(chip(scene(frame(f, lang, { legal: [], replaying: true }), width))).toBeUndefined();
      });
    }
  }
});
