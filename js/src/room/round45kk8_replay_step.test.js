// Review 41, room_zh 11 (shots 157 159): the replay's step buttons read 「◀ / ▶|」, but ▶| reads "to the end" and
// stepped one move: the step pair is ◀ / ▶, around ▶ Play; the round jumps keep their words.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import * as replay from "../replay/main.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const on = { seek() {}, toggle() {}, index: () => 3, speed() {} };

describe("round45kk8 the replay steps with ◀ / ▶", () => {
  it("no button reads ▶|: the step buttons read ◀ and ▶", () => {
    for (const lang of ["en", "zh", "zh-TW", "ja"]) {
      const { ui } = replay.replayBar({ lang, game: "letter", seat: "player", mode: "play" }, 10,
                                      [{ step: 0, round: 1 }], on);
      const texts = ui.bar.childNodes.map((n) => n.textContent);
      expect(texts.some((t) => t.includes("▶|")), lang).toBe(false);
      expect([ui.prev.textContent, ui.next.textContent], lang).toEqual(["◀", "▶"]);
    }
  });
});
