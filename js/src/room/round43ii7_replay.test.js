// Review 39, room_zh 2 (shot 065): a Letter room's zh replay said "player 的视角" beside 播放/上一轮: the seat is now
// named in the replay's language, as the lobby names it (Mythos's p0 too).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import * as replay from "../replay/main.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const on = { seek() {}, toggle() {}, index: () => 0, speed() {} };
const who = (meta) => replay.replayBar(meta, 10, [{ step: 0, round: 1 }], on).ui.bar.childNodes
  .find((n) => n.className === "cw-who").textContent;

describe("round43ii7 a replay names its seat in its own language", () => {
  it("Letter's one seat and Mythos's seats read as words, CHAOS's keep their names", () => {
    expect(who({ lang: "zh", game: "letter", seat: "player", mode: "play" })).toBe("玩家 的视角");
    expect(who({ lang: "zh-TW", game: "letter", seat: "player", mode: "play" })).toBe("玩家 的視角");
    expect(who({ lang: "ja", game: "mythos", seat: "p0", mode: "play" })).toBe("プレイヤー 1 の視点");
    expect(who({ lang: "en", game: "chaos", seat: "B1", mode: "play" })).toBe("Seen from B1");
    for (const lang of ["zh", "zh-TW", "ja"]) {
      expect(who({ lang, game: "letter", seat: "player", mode: "play" })).not.toMatch(/player/);
    }
  });
});
