// Round AN5 (newcomer review 23, room_zh finding 4 / room_en finding 4): "Play again looked like the same game: the
// same obstacles, the same starts, again a bomb at a5". The kernel deals the new table a fresh secret seed (rooms/hub.py
// Hub.rematch sends no seed; spec_from_request draws one): new cards, hidden bombs and key; the map (walls, starts)
// is the rules' own and stays. Play again says so, in every room language.
import { describe, expect, it } from "vitest";
import { roomSay } from "./words.js";

const SAYS = {
  en: ["new secret deal", "hidden bombs", "same map"],
  ja: ["新しい秘密の配札", "隠れた爆弾", "同じマップ"],
  "zh-TW": ["新的秘密發牌", "隱藏炸彈", "同一張地圖"],
  "zh-CN": ["新的秘密发牌", "隐藏炸弹", "同一张地图"],
};

describe("round AN5: Play again says what is new and what stays (review 23, room_zh 4, room_en 4)", () => {
  for (const [lang, words] of Object.entries(SAYS)) {
    it(`${lang}: a new secret deal, new hidden bombs, the same map`, () => {
      const title = roomSay(lang, "chaos", "play_again_title");
      for (const w of words) expect(title, `${lang}: ${title}`).toContain(w);
    });
  }
});

describe("round AN5: the other games' Play again names no bombs", () => {
  it("Letter and Mythos keep the general words", () => {
    for (const game of ["letter", "mythos", ""]) {
      expect(roomSay("en", game, "play_again_title")).toBe(
        "a new table with the same seats and options; each seat gets its new link here");
    }
  });
});
