// Review 36, room_en / room_zh finding 2: after "Got it" the 3 things' place is kept (nothing moves under the finger)
// but it read as an empty band for a turn. The kept place now says where the reader is (the seat, the partner and
// whose turn it is, in the table's language) with the 3 things a tap away; it goes with the place, at the turn's end.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";

const storage = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };
const state = (to_act, step) => ({ round: 1, max_rounds: 60, to_act, step, result: null, seats: {} });
const find = (root, cls) => allElements(root).find((e) => String(e.className) === cls);

const WORDS = {
  en: { mine: /You are B1.*B2.*your turn/, waiting: /You are B1.*B2.*A1/, again: /3 things/ },
  "zh-CN": { mine: /你是 B1.*B2.*你的回合/, waiting: /你是 B1.*B2.*等待 A1/, again: /3 件事/ },
  "zh-TW": { mine: /你是 B1.*B2.*你的回合/, waiting: /你是 B1.*B2.*等待 A1/, again: /3 件事/ },
  ja: { mine: /あなたは B1.*B2.*あなたの番/, waiting: /あなたは B1.*B2.*A1/, again: /3 つのこと/ },
};

describe("round38dd7: the 3 things' kept place is never an empty band (review 36, finding 2)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  for (const [lang, words] of Object.entries(WORDS)) {
    it(`${lang}: the kept place says the seat and the turn, follows the turn, and goes with the place`, () => {
      const host = document.createElement("div");
      const tip = firstTip(host, { storage: storage() });
      tip.show(state("A1", 1), lang, "chaos", "B1");
      tip.slot.getBoundingClientRect = () => ({ top: 60, height: 22, width: 390 });
      const kept = find(host, "cw-room-tip-kept");
      expect(kept?.hidden).toBe(true);                       // the box shows: no line under it
      tip.button.fire("click");
      expect(tip.slot.style.minHeight).toBe("22px");
      expect(kept.hidden).toBe(false);
      expect(kept.textContent).toMatch(words.waiting);
      expect(kept.textContent).toMatch(words.again);
      expect(kept.textContent).not.toMatch(/\{|undefined/);
      tip.show(state("B1", 2), lang, "chaos", "B1");          // the reader's turn
      expect(kept.textContent).toMatch(words.mine);
      expect(tip.slot.style.minHeight).toBe("22px");
      tip.show(state("B2", 3), lang, "chaos", "B1");          // the turn over: both kept (review 39, room_en 4)
      expect(tip.slot.style.minHeight).toBe("22px");
      expect(kept.hidden).toBe(false);
      tip.show({ ...state(null, 9), result: { winner: "A" } }, lang, "chaos", "B1");   // the game's end: they go
      expect(tip.slot.style.minHeight).toBe("");
      expect(kept.hidden).toBe(true);
    });
  }

  it("its 3 things button opens the box again in the place; Got it keeps the place as before", () => {
    const host = document.createElement("div");
    const tip = firstTip(host, { storage: storage() });
    tip.show(state("A1", 1), "en", "chaos", "B1");
    tip.slot.getBoundingClientRect = () => ({ top: 60, height: 22, width: 390 });
    tip.button.fire("click");
    const kept = find(host, "cw-room-tip-kept");
    find(host, "cw-room-tip-again").fire("click");
    expect(tip.el.hidden).toBe(false);
    expect(kept.hidden).toBe(true);
    tip.button.fire("click");
    expect(tip.el.hidden).toBe(true);
    expect(kept.hidden).toBe(false);
    expect(tip.slot.style.minHeight).toBe("22px");
  });

  // review 38, room_zh 3: the tall place with its list read as a half-collapsed box: Got it keeps one line at most
  it("the phone's opened box leaves one line, no list; a one-line place neither", () => {
    for (const [height, listed] of [[208, false], [22, false]]) {
      const host = document.createElement("div");
      const tip = firstTip(host, { storage: storage() });
      tip.show(state("B1", 1), "en", "chaos", "B1");
      tip.slot.getBoundingClientRect = () => ({ top: 60, height, width: 390 });
      tip.button.fire("click");
      const lines = find(host, "cw-room-tip-kept-lines");
      expect(lines.hidden, `${height}`).toBe(!listed);
      expect(lines.textContent).toMatch(/Your turn: move one cell/);
    }
  });

  it("at a desk the box lies over the bar, no place is kept, and no line shows", () => {
    const host = document.createElement("div");
    const tip = firstTip(host, { storage: storage() });
    tip.show(state("B1", 1), "en", "chaos", "B1");
    tip.slot.getBoundingClientRect = () => ({ top: 60, height: 0, width: 1280 });
    tip.button.fire("click");
    expect(find(host, "cw-room-tip-kept").hidden).toBe(true);
  });
});
