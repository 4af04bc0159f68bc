// Newcomer review 22, Letter en finding 6 (055_level): the level (Easy / Standard / Hard) could be chosen only in the
// game-over box; "Level: Easy" in the table's head could not be clicked, and New game kept the last level. A desk's
// page style hid the bar's Difficulty menu (it wrapped the bar once). Now the menu stands right beside New game on a
// desk (its level alone, "New game [Easy ▾]", in the bar's one row: measured in Chromium at 1280×800 in en, zh-TW and
// ja), under "⋯" after New game on a phone; a change mid-game asks "Lose this game?" first and deals anew at that level
// (the kernel owns the level: tests/test_letter_round23al1_level.py); the other games show no level at all.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built, ownMove, press } from "./bar_support.js";
import { PAGE_STYLE } from "./page.js";

let restore;
let width;
beforeEach(() => {
  restore = installFakeDocument();
  width = globalThis.innerWidth;
});
afterEach(() => {
  restore();
  globalThis.innerWidth = width;
});

const letter = (more) => ({ game: "letter", lang: "en", seat: "player", mode: "play", step: 0, history_len: 0,
                            undo_policy: "fair", view: { game: "letter", to_act: "player" }, deal: "d1",
                            difficulty: "standard", catalog_data: { langs: ["en", "zh", "ja", "zh-TW"] }, ...more });

/** Return the label box holding the level menu. */
const levelBox = (bar) => bar.nodes.find((n) => n.tagName === "LABEL" && n.childNodes.includes(bar.cmd("difficulty")));

/** Return the selectors of the page's style that hide what they select, one per comma-separated part. */
function hidingSelectors() {
  const flat = PAGE_STYLE.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, , body]) => /display:\s*none/.test(body))
    .flatMap(([, sel]) => sel.split(/,(?![^(]*\))/).map((part) => part.trim()));
}

/** Return whether `selector` picks the level menu itself (its label box or its select), not a part inside it. */
const picksLevel = (selector) => /(label:has\(> select\[data-cmd=difficulty\]\)|select\[data-cmd=difficulty\])$/
  .test(selector);

describe("Letter's level is chosen beside New game", () => {
  it("on a desk the level menu comes right after New game, shown, and no desk rule hides it", () => {
    globalThis.innerWidth = 1280;
    const bar = built(fakeModel(letter()));
    const kids = bar.bar.childNodes;
    const box = levelBox(bar);
    expect(kids[kids.indexOf(bar.cmd("restart")) + 1]).toBe(box);
    expect(box.hidden).toBe(false);
    expect(bar.cmd("difficulty").value).toBe("standard");
    // shown without its name on a desk, its tip names the level's odds and what a choice does
    expect(bar.cmd("difficulty").title).toBe("Standard: a computer playing your seat wins about 1 game in 4 · "
                                             + "a new game at this difficulty (Learn to play keeps its own deal)");
    expect(bar.cmd("difficulty").getAttribute("aria-label")).toBe("Difficulty");
    const desk = hidingSelectors().filter((sel) => sel.includes('data-wide="1"') && picksLevel(sel));
    for (const sel of desk) expect(sel, "a desk rule hides only a copy left under ⋯").toMatch(/cw-more-box > label/);
    expect(hidingSelectors().filter(picksLevel).length).toBeGreaterThan(0);   // the parse finds the phone's rule
  });

  it("on a phone it stays under ⋯ (which follows New game), after the Seed box that Tab reaches first", () => {
    globalThis.innerWidth = 390;
    const bar = built(fakeModel(letter()));
    const inBox = bar.box.childNodes;
    expect(inBox.at(-1)).toBe(levelBox(bar));
    expect(inBox[0].className).toBe("cw-seed");
    // New game, then the language (in sight since review 38, chaos_ja 7), then ⋯
    expect(bar.bar.childNodes[bar.bar.childNodes.indexOf(bar.cmd("restart")) + 1]).toBe(bar.cmd("lang"));
    expect(bar.bar.childNodes[bar.bar.childNodes.indexOf(bar.cmd("restart")) + 2]).toBe(bar.cmd("more"));
  });

  it("mid-game a change asks 'Lose this game?' first; Yes asks the kernel for a new deal at that level", () => {
    globalThis.innerWidth = 1280;
    const model = fakeModel(letter());
    const bar = built(model);
    ownMove(model, bar);
    const go = bar.cmd("difficulty_go");
    go.click = () => press(bar.bar, go);
    const select = bar.cmd("difficulty");
    select.value = "easy";
    select.fire("change");
    expect(bar.confirm.hidden).toBe(false);
    expect(model.sent).toEqual([]);
    expect(select.value).toBe("standard");   // the kernel's level until it answers
    bar.cmd("lose_yes").fire("click");
    expect(model.sent).toEqual([{ cmd: "difficulty", value: "easy" }]);
  });

  it("only Letter has levels: CHAOS and Mythos show no level menu", () => {
    globalThis.innerWidth = 1280;
    for (const game of ["chaos", "mythos"]) {
      const bar = built(fakeModel(letter({ game, difficulty: undefined, view: { game, to_act: "A1" } })));
      expect(bar.cmd("difficulty"), game).toBeUndefined();   // not in the page at all (review 38, mythos_ja 13)
    }
  });
});
