// Review 38, room_zh 3 (shots 120, 122, 179): after 知道了 the open "先知道这 3 件事" box left a tall empty place with
// its list still showing, and the board stayed ~200 px down all game. Got it now closes the box whole: one line
// ("你是 B1 · 队友 B2 · 你的回合   3 件事 ▸") is all that stays, never the box's height or its list.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";
import { KEPT_LINE } from "./tip_kept.js";

const storage = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };
const state = (to_act, step) => ({ round: 1, max_rounds: 20, to_act, step, result: null, seats: {} });
const find = (host, name) => allElements(host).find((n) => n.className === name);

describe("round41gg3: Got it closes the 3 things whole (review 38, room_zh 3)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  for (const height of [208, 120, 22]) {
    it(`the open box ${height} px tall leaves one line at most, without the list`, () => {
      const host = document.createElement("div");
      const tip = firstTip(host, { storage: storage() });
      tip.show(state("B1", 1), "zh-CN", "chaos", "B1");
      tip.slot.getBoundingClientRect = () => ({ top: 60, height, width: 390 });
      tip.button.fire("click");
      expect(tip.el.hidden).toBe(true);
      const kept = Number.parseFloat(tip.slot.style.minHeight || "0");
      expect(kept).toBeLessThanOrEqual(KEPT_LINE);
      expect(find(host, "cw-room-tip-kept-lines").hidden).toBe(true);
      expect(find(host, "cw-room-tip-kept").textContent).toContain("3 件事 ▸");
    });
  }
});
