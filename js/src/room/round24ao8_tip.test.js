// Round AO8 (newcomer review 23, room_zh findings 1 and 6, 051_r4mv/093_end2): "A cooperation move ended my turn
// without telling me it would"; "the round limit ends in a draw, and I only learned that at the end". In a CHAOS
// room's first round the table says, in one line above it, how this table plays: the round limit and its draw, and
// that a combo's joint turn is one step that ends the turn. Got it puts it away for good (this browser's storage);
// it speaks every room language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip, TIP_WORDS, tipLines } from "./first_tip.js";

const first = { round: 1, max_rounds: 12, to_act: "A1", result: null };

function storage() {
  const held = {};
  return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = String(v); }, held };
}

describe("round AO8: a CHAOS room's first turn says how the table plays (review 23, room_zh 1/6)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("names the round limit, the draw and the joint turn's end, in every room language", () => {
    // since review 26 (AR8) three plain lines; the joint turn "instead, before you move: … both move, the turn ends"
    // (review 29, room_zh 7: "cards first" read against "move, then cards")
    const text = (lang) => tipLines(12, lang, "chaos", "A1").join(" ");
    expect(text("en")).toMatch(/12 rounds.*draw.*before you move.*both move, the turn ends/);
    const ends = { ja: /12 ラウンド.*引き分け.*動く前.*2 人が動いて番は終わり/, zh: /12 轮.*平局.*移动前.*两人移动后回合结束/,
                   "zh-TW": /12 輪.*平局.*移動前.*兩人移動後回合結束/ };
    for (const [lang, said] of Object.entries(ends)) expect(text(lang), lang).toMatch(said);
    for (const lang of Object.keys(TIP_WORDS)) {
      expect(Object.keys(TIP_WORDS[lang]).sort(), lang).toEqual(Object.keys(TIP_WORDS.en).sort());
    }
  });

  it("shows from a first-round join at CHAOS only, stays through the round until Got it, and once per browser", () => {
    const fresh = () => firstTip(document.createElement("div"), { storage: storage() });
    const mythos = fresh();
    mythos.show(first, "en", "mythos", "A1");
    expect(mythos.el.hidden).toBe(true);                              // CHAOS's words only
    const late = fresh();
    late.show({ ...first, round: 2 }, "en", "chaos", "A1");
    expect(late.el.hidden).toBe(true);                                // joined past the first round: not said
    const store = storage();
    const tip = firstTip(document.createElement("div"), { storage: store });
    tip.show(first, "en", "chaos", "A1");
    expect(tip.el.hidden).toBe(false);
    expect(tip.list.textContent).toBe(tipLines(12, "en", "chaos", "A1").join(""));
    tip.show({ ...first, to_act: "B2" }, "ja", "chaos", "A1");
    expect(tip.el.hidden).toBe(false);                                // until Got it (review 26, AR8)
    expect(tip.button.textContent).toBe("わかった");
    tip.button.fire("click");
    expect(tip.el.hidden).toBe(true);
    tip.show(first, "en", "chaos", "A1");
    expect(tip.el.hidden).toBe(true);                                 // Got it: not again
    const again = firstTip(document.createElement("div"), { storage: store });   // another room, the same browser
    again.show(first, "en", "chaos", "A1");
    expect(again.el.hidden).toBe(true);
  });
});
