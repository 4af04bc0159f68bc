// CHAOS, round AK (newcomer review 22, chaos_ja finding 4, 065_g36/066_g37/069/099): "Combo invitations, counter notices
// and joint-turn prompts run 8-12 lines of dense Japanese above the buttons. The buttons are often below the fold, so I
// had to scroll." On a phone the prompt shows its first sentence (one or two lines) and a "More ▾" toggle for the rest
// (the window's words with it); the chips sit in the first screen, the board in sight. A desk keeps its text.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import game from "./round10n_game.json";
import course from "./round19ac_course.json";

// A 390×844 phone's table is 348 px wide (a 360 one's 320); above it the page's chrome: a room's head, 106 px (the
// Voilà toolbar's 74 is less: round22ai6_phone.test.js). The time cards' chips under the hand keep their own promise
// (round15s.test.js: their brief words, within the Voilà page's first screen where they fit)
const PHONE = { height: 844, chrome: 106 };
const TOGGLE = { en: "More ▾", ja: "詳しく ▾", zh: "更多 ▾", "zh-TW": "更多 ▾" };
const CLOSE = { en: "Less ▴", ja: "閉じる ▴", zh: "收起 ▴", "zh-TW": "收起 ▴" };
const chipsOf = (s) => s.items.filter((i) => i.type === "chip" && i.id);
const toggleOf = (s) => s.items.find((i) => i.type === "chip" && i.id === "select:@more");

/** Every frame of the recorded games as seat A1 reads it on a phone, with each card it may choose. */
function* phoneScenes(width) {
  const frames = [];
  for (const lang of ["en", "ja", "zh"]) {
    for (const f of game[lang]) frames.push({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" });
  }
  for (const f of course.frames) frames.push({ ...start, ...f, catalog: course.catalog, view: { ...f.view, map: start.view.map } });
  for (const f of frames) {
    const ui = { touch: true };
    const cards = [...new Set(f.legal.filter((a) => a.target?.card != null).map((a) => a.target.card))];
    for (const selected of [null, ...cards]) {
      ui.selected = selected;
      yield { f, selected, s: layout({ ...valid(f), ui }, { width, height: PHONE.height }) };
    }
  }
}

describe("chaos_ja 4: on a phone every prompt's chips are in the first screen, the board above them", () => {
  for (const width of [348, 320]) {
    it(`${width}: round10n_game (en, ja, zh) and round19ac_course (ja), every card chosen`, () => {
      let n = 0;
      for (const { f, selected, s } of phoneScenes(width)) {
        const board = s.items.filter((i) => i.type === "cell");
        expect(Math.min(...board.map((c) => c.y))).toBeLessThan(200);
        for (const chip of chipsOf(s)) {
          n += 1;
          if (chip.id.includes("declare_time")) continue;
          expect(PHONE.chrome + chip.y + chip.h, `${f.lang} ${f.view.phase} ${selected}: '${chip.text}'`)
            .toBeLessThanOrEqual(PHONE.height);
        }
      }
      expect(n).toBeGreaterThan(100);
    });
  }
});

describe("the phone's prompt: its first sentence, the rest behind a toggle in every CHAOS language", () => {
  const cases = [["join", join], ["react", react], ["react (recorded)", { ...start, ...game.en[44], view: { ...game.en[44].view, map: start.view.map }, seat: "A1" }]];
  for (const [name, f] of cases) {
    for (const lang of ["en", "ja", "zh", "zh-TW"]) {
      it(`${name}, ${lang}: two lines at most, the toggle beside the chips; opened, the rest under them, nothing moved`, () => {
        const g = { ...f, lang };
        const shut = layout({ ...valid(g), ui: { touch: true } }, { width: 348 });
        const lines = shut.items.filter((i) => i.type === "text" && i.y >= shut.items.find((x) => x.label === "prompt").y
                                          && i.y < Math.min(...chipsOf(shut).map((c) => c.y)));
        expect(lines.length, lines.map((l) => l.text).join(" | ")).toBeLessThanOrEqual(2);
        const toggle = toggleOf(shut);
        expect(toggle?.text).toBe(TOGGLE[lang]);
        expect(shut.items.some((i) => i.label === "combo-window")).toBe(false);
        const open = layout({ ...valid(g), ui: { touch: true, selected: "@more" } }, { width: 348 });
        expect(open.items.some((i) => i.label === "combo-window")).toBe(true);
        expect(open.items.some((i) => i.label === "prompt-more")).toBe(true);
        const closer = open.items.find((i) => i.type === "chip" && i.text === CLOSE[lang]);
        expect(closer?.id).toBe("select:none");
        const acts = (s) => chipsOf(s).filter((c) => c.id.startsWith("act:")).map((c) => [c.id, c.x, c.y]);
        expect(acts(open)).toEqual(acts(shut));
        const low = Math.max(...chipsOf(open).map((c) => c.y + c.h));
        const more = open.items.find((i) => i.label === "prompt-more");
        expect(more.y).toBeGreaterThanOrEqual(low);
      });
    }
  }

  it("the desk keeps its whole prompt and the window's words, no toggle", () => {
    for (const f of [join, react]) {
      for (const lang of ["en", "ja", "zh"]) {
        const s = layout({ ...valid({ ...f, lang }), ui: {} }, { width: 930 });
        expect(toggleOf(s)).toBeUndefined();
        expect(s.items.some((i) => i.label === "combo-window")).toBe(true);
      }
    }
  });
});
