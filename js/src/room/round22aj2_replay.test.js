// Round AJ (newcomer review 22, room_zh finding 4, 074_replay.png / 075_replay2.png): a room's replay on a phone showed
// the widget's bar (撤销 Undo, 新游戏 New game, ⋯, ▶▶ 快进 fast-forward, ★ 学习玩法 Learn to play) that a reader could
// not tell from the live room's; and its speed menu, after the step counter, jumped to a new line as the counter grew.
// The replay hides that bar on a phone too, and its speed menu stands before the slider.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import * as replay from "../replay/main.js";
import { PAGE_STYLE } from "../ui/page.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("a room's replay shows only a replay's controls", () => {
  it("hides the widget's bar even where a phone's rule shows it (display: contents)", () => {
    // the phone's rule that showed the bar is still there, and outranks any plain rule of the replay's
    expect(PAGE_STYLE).toMatch(/\.cw-root\[data-wide="0"\] \.cw-top > \.cw-bar \{ display: contents; \}/);
    const style = String(replay.REPLAY_STYLE ?? "");
    const rule = style.split("}").find((r) => /\.cw-replay[^{,]*\.cw-top > \.cw-bar/.test(r));
    expect(rule, "a replay rule for the phone's bar").toBeTruthy();
    expect(rule).toMatch(/display:\s*none\s*!important/);
  });

  it("puts the speed menu before the slider and the growing step label, after the step and round buttons", () => {
    for (const lang of ["en", "ja", "zh", "zh-TW"]) {
      const starts = [{ step: 0, round: 1 }, { step: 3, round: 2 }];
      const { ui, rounds } = replay.replayBar({ lang, seat: "B1" }, 217, starts,
                                              { seek() {}, toggle() {}, index: () => 0, speed() {} });
      const order = ui.bar.childNodes;
      const at = (node) => order.indexOf(node);
      expect(at(ui.speed), lang).toBeGreaterThan(at(rounds.next));
      expect(at(ui.speed), lang).toBeGreaterThan(at(ui.play));
      expect(at(ui.speed), lang).toBeLessThan(at(ui.range));
      expect(at(ui.speed), lang).toBeLessThan(at(ui.label));
    }
  });
});
