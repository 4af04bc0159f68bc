// The reaction and join windows as a newcomer meets them (issue 23, round 3: "reactions are unexplained"): under the
// combo the panel heads the moment ("Reaction window: team A may answer team B's combo"), says what the combo does
// if it goes ahead, and why the seat to act is asked, what each choice does and what passing means — in en, zh and
// ja, at a wide and a phone width, for the seat asked and for a seat that watches (CH-C4, CH-COMBO-1, CH-HIDE-3).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import react from "../fixtures/chaos_react.json";
import join from "../fixtures/chaos_join.json";
import start from "../fixtures/chaos_start.json";

// (a phone's window words are behind its prompt's "More ▾" since round AK: opened here, as its reader does)
// (a wide one's notes under the board opened too: the rest wait behind "+N" since review 29, chaos_en 1)
const scene = (fixture, lang, width) => layout({ ...valid({ ...fixture, lang }), ui: { selected: width < 720 ? "@more" : "@notes" } },
                                               { width });
const label = (s, l) => s.items.find((i) => i.label === l);
const texts = (s) => s.items.filter((i) => typeof i.text === "string").map((i) => i.text).join(" ");
const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_m, k) => vars[k] ?? `{${k}}`);

describe("the reaction window told in plain words (CH-C4, CH-COMBO-1)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    const words = { ...react.catalog.ui.en, ...react.catalog.ui[lang] };
    const fn = (f) => react.catalog.functions[f][lang].split("|")[0];
    for (const width of [1280, 390]) {
      it(`heads a reaction window, says what the combo does and why the seat is asked (${lang}, ${width})`, () => {
        const { view, seat } = react;
        expect(view.phase).toBe("react");
        const s = scene(react, lang, width);
        const head = label(s, "combo-window");
        const heading = fill(words.window_react, { team: seat[0], enemy: view.combo.team });
        expect(head.text).toBe(heading.slice(0, head.text.length));
        const effect = react.catalog.card_texts.combos[view.combo.combo][lang].text;
        expect(label(s, "combo-if")).toBeTruthy();
        const all = texts(s).replace(/\s+/g, "");
        expect(all).toContain(effect.replace(/\s+/g, "").slice(0, 12));
        expect(all).toContain(fill(words.asked_you, {}).replace(/\s+/g, ""));
        expect(all).toContain(fn("prank")) ;
        expect(all).toContain(fn("schizophrenia"));
        const why = label(s, "combo-why");
        expect(why.y).toBeGreaterThan(head.y);
        const promptItem = label(s, "prompt");
        const board = label(s, "board");
        if (width >= 1280) {                 // a wide table: under the board, whose column is free there
          expect(head.y).toBeGreaterThan(board.y + board.h);
          expect(head.x).toBeLessThan(board.x + board.w);
        } else {
          // a narrow one: its first sentence and chips first, the window's words under the chips once "More ▾" is
          // pressed (newcomer review 22, chaos_ja finding 4: above them they pushed the chips off the first screen)
          const chips = s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
          expect(head.y).toBeGreaterThan(Math.max(...chips.map((c) => c.y + c.h)));
          expect(why.y).toBeGreaterThan(promptItem.y);
        }
      });
    }
    it(`asks the partner to join in words: what joining and declining do (${lang})`, () => {
      const s = scene(join, lang, 800);
      const { combo } = join.view;
      expect(join.view.to_act).toBe(join.seat);            // the seat asked reads "asks you", not its own id
      const head = label(s, "combo-window").text.replace(/\s+/g, "");
      const asked = fill(words.window_join_you, { leader: combo.leader }).replace(/\s+/g, "");
      expect(head).toBe(asked.slice(0, head.length));
      expect(head).not.toContain(join.seat);
      const all = texts(s).replace(/\s+/g, "");
      const role = join.view.pieces.find((p) => p.seat === join.seat).role;
      expect(all).toContain(fn(join.catalog.combos[combo.combo][role]));
      expect(label(s, "combo-why")).toBeTruthy();
    });
  }

  it("names the seat asked (not 'you') for a seat that watches, and shows nothing outside a window", () => {
    const { order, to_act: asked, combo } = react.view;
    const watcher = { ...react, seat: order.find((x) => x !== asked && x[0] === combo.team) };
    const s = scene(watcher, "en", 1280);
    expect(texts(s)).toContain(`${react.view.to_act} is asked`);
    expect(texts(s)).not.toContain("You are asked");
    expect(label(scene(start, "en", 1280), "combo-window")).toBeUndefined();
  });
});
