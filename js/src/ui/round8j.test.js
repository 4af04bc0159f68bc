// Issue 23 round J, item 4: on a phone "▶▶ to my turn" wrapped the header to a second line at 390 px. A narrow page
// (the root's data-wide="0") shows "▶▶" alone, its words kept in the aria-label and the title; a wide page keeps
// "▶▶ to my turn". CHAOS and Mythos (several seats) both; Letter (one seat) never offers it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { built } from "./bar_support.js";
import { fakeModel, installFakeDocument } from "./fake_dom.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const games = {
  chaos: { seat: "A1", view: { game: "chaos", to_act: "B1" }, catalog_data: { seats: ["A1", "A2", "B1", "B2"], langs: ["en", "zh", "ja"] } },
  mythos: { seat: "p0", view: { game: "mythos", to_act: "p1" }, catalog_data: { seats: ["p0", "p1"], langs: ["en", "ja"] } },
};
const traits = (game, lang) => ({ game, lang, mode: "play", step: 4, history_len: 4, undo_policy: "fair", ...games[game] });
const onPage = (bar, wide) => { bar.closest = (sel) => (sel === ".cw-root" ? { dataset: { wide } } : null); };

describe("▶▶ keeps a phone's header on one line (round J, item 4)", () => {
  for (const [game, lang, words] of [["chaos", "en", "to my turn"], ["chaos", "zh", "跳到我的回合"],
                                      ["mythos", "en", "to my turn"], ["mythos", "ja", "自分の番まで"]]) {
    it(`${game} ${lang}: "▶▶" and a short word on a phone, named in its aria-label and title; in full on a wide page`, () => {
      const { bar, toolbar, cmd } = built(fakeModel(traits(game, lang)));
      const ff = cmd("fast_forward");
      onPage(bar, "0");
      toolbar.update({ autoplay: false });
      // a short word (newcomer review 15, page finding 4) that says where it goes, "自分の番へ" (review 27, mythos_ja 10:
      // "進める" was never explained); the phone's seat menus under ⋯ leave it the room (tests/test_ui_round28as2.py)
      expect(ff.textContent).toMatch(/^▶▶ \S{1,6}$/);
      expect(ff.getAttribute("aria-label")).toBe(words);
      expect(ff.title.length).toBeGreaterThan(4);
      expect(ff.style.visibility).toBe("");
      onPage(bar, "1");
      toolbar.update({ autoplay: false });
      expect(ff.textContent).toBe(`▶▶ ${words}`);
      expect(ff.getAttribute("aria-label")).toBe(words);
    });
  }

  it("names ▶▶ for a phone at the bar's first update, before the table's first draw sets data-wide (round O)", () => {
    // index.js updates the bar before the table: Letter's first screen kept "▶▶ to my turn" hidden in its slot, and
    // a 390 px bar took three rows (tests/test_page_bar_round3.py: two)
    const { bar, toolbar, cmd } = built(fakeModel(traits("chaos", "en")));
    const before = globalThis.innerWidth;
    try {
      for (const [clientWidth, inner, text] of [[390, 1280, "▶▶ skip"], [0, 390, "▶▶ skip"], [1280, 390, "▶▶ to my turn"],
                                                [0, 1280, "▶▶ to my turn"]]) {
        bar.closest = (sel) => (sel === ".cw-root" ? { dataset: {}, clientWidth } : null);
        globalThis.innerWidth = inner;
        toolbar.update({ autoplay: false });
        expect(cmd("fast_forward").textContent).toBe(text);
      }
    } finally {
      globalThis.innerWidth = before;
    }
  });

  // greyed, not hidden, since review 26 (letter_en 9, letter_zh 3): its empty slot read as a button coming and going
  it("letter: ▶▶ keeps its place on a phone too, greyed on the player's turn (review 11, finding 2)", () => {
    const { bar, toolbar, cmd } = built(fakeModel({ game: "letter", lang: "en", seat: "player", mode: "play", step: 1,
                                                    history_len: 1, undo_policy: "fair", catalog_data: {},
                                                    view: { game: "letter", to_act: "player" } }));
    onPage(bar, "0");
    toolbar.update({ autoplay: false });
    expect(cmd("fast_forward").hidden).toBeFalsy();
    expect(cmd("fast_forward").style.visibility).toBe("");
    expect(cmd("fast_forward").disabled).toBe(true);
  });
});

describe("a phone toasts each bot's card play, a desk does not (round J, item 5)", async () => {
  const { newToasts } = await import("./toast.js");
  const lines = [{ text: "Round 1", turn: 1 }, { text: "You play Petrify.", you: 1, play: 1 },
                 { text: "Bot 2 plays The Two Scepters.", play: 1 }, { text: "Bot 2 walks to Arkham." },
                 { text: "Bot 2 loses 2 Sanity.", big: 1, note: "" }];
  it("shows the story line of another seat's play on a phone, with the big moments", () => {
    expect(newToasts(lines, 1, true, [], true).map((t) => t.text))
      .toEqual(["Bot 2 plays The Two Scepters.", "Bot 2 loses 2 Sanity."]);
  });

  it("keeps a desk to the big moments (its table outlines the card played)", () => {
    expect(newToasts(lines, 1, true, [], false).map((t) => t.text)).toEqual(["Bot 2 loses 2 Sanity."]);
  });

  it("counts a 390 px window as a phone, a 1280 px one as a desk", () => {
    const before = globalThis.innerWidth;
    globalThis.innerWidth = 390;
    expect(newToasts(lines, 1, true).length).toBe(2);
    globalThis.innerWidth = 1280;
    expect(newToasts(lines, 1, true).length).toBe(1);
    globalThis.innerWidth = before;
  });
});
