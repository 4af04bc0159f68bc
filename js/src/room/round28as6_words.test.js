// Review 27, room_zh 8: the room's zh/ja words mixed half- and full-width punctuation ("病人: 牌堆 9", "下一位: B2" beside
// "下一位：B2"). Every zh-CN, zh-TW and ja word of the room page uses full-width colons and brackets.
import { describe, expect, it } from "vitest";
import { ROOM_WORDS } from "./words.js";
import { TIP_WORDS } from "./first_tip.js";
import { PAGE_WORDS } from "../ui/words.js";

const HALF = /: |\(|\)|[^\s\d]:[^\d/]|, |; /u;

function halfWidth(table) {
  return Object.entries(table ?? {}).filter(([, v]) => typeof v === "string" && HALF.test(v)).map(([k, v]) => `${k}: ${v}`);
}

describe("AS6: the room's zh and ja words use full-width punctuation", () => {
  for (const lang of ["ja", "zh-TW", "zh-CN"]) {
    it(`room words ${lang}`, () => expect(halfWidth(ROOM_WORDS[lang])).toEqual([]));
  }

  for (const lang of ["ja", "zh-TW", "zh-CN"]) {
    it(`3 things to know ${lang}`, () => expect(halfWidth(TIP_WORDS[lang])).toEqual([]));
  }

  // room_zh 8: the room's rules spoke of what a developer knows ("没有撤销、新游戏或种子框")
  for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
    it(`the room's rules (${lang}) speak no developer words`, () => {
      expect(PAGE_WORDS[lang].controls_shared).not.toMatch(/seed|undo|种子|種子|シード|撤销|復原|元に戻す|新游戏|新遊戲/i);
      expect(halfWidth({ text: lang === "en" ? "" : PAGE_WORDS[lang].controls_shared })).toEqual([]);
    });
  }
});
