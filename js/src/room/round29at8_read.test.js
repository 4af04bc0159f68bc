// Review 28, room_zh 1 (the worst room_zh finding; 016/017/031): a first tap on a hand card showed a see-through tip
// with no play button, under the hand news badge, sometimes off-screen (013/056): 4 tries to play a card. The reading
// is now an opaque card of its own above the badges, with Play and Close, just above the hand's title, in the window.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { readingBox, readingTop, twoNames } from "./card_read.js";
import { roomSay } from "./words.js";
import { ensureRoomStyle } from "./style.js";

useFakeDocument();

describe("AT8: a hand card's reading has Play and Close, opaque, above the badges (review 28, room_zh 1)", () => {
  it("has a Play and a Close button, their words short in every language", () => {
    const box = readingBox();
    expect(box.el.childNodes).toContain(box.name);
    expect(box.play.type).toBe("button");
    expect(box.close.type).toBe("button");
    for (const lang of ["en", "ja", "zh", "zh-TW"]) {
      const [play, close] = [roomSay(lang, "chaos", "card_play"), roomSay(lang, "chaos", "card_close")];
      expect(play).not.toBe("card_play");
      expect(close).not.toBe("card_close");
      expect((play + close).length).toBeLessThanOrEqual(lang === "en" ? 12 : 6);   // one row on a 390 px phone
    }
    expect(roomSay("zh", "chaos", "card_play")).toBe("出牌");
  });

  it("sits just above the hand's title, and inside the window when the title is near its top or bottom", () => {
    expect(readingTop(600, 120, { top: 0, bottom: 844 })).toBe(476);    // its bottom 4 px over the title
    expect(readingTop(100, 120, { top: 40, bottom: 884 })).toBe(44);    // not above the window's top
    expect(readingTop(1200, 120, { top: 0, bottom: 844 })).toBe(720);   // not below its bottom (056: off-screen)
  });

  it("is opaque and above the hand news badge", () => {
    let css = "";
    document.head.appendChild = (node) => { css = node.textContent; return node; };
    ensureRoomStyle();
    const rule = /\.cw-room-cardread \{([^}]*)\}/.exec(css)?.[1] ?? "";
    const badge = /\.cw-room-handnews \{([^}]*)\}/.exec(css)?.[1] ?? "";
    const z = (text) => Number(/z-index: (\d+)/.exec(text)?.[1] ?? 0);
    expect(rule).toMatch(/background: #[0-9a-f]{6};/);   // a solid colour: nothing behind it shows through
    expect(z(rule)).toBeGreaterThan(z(badge));
  });

  it("says why a card has two names in one short clause (room_en 9: 'Mania / Sprint')", () => {
    expect(twoNames("Mania / Sprint (Moon)")).toBe(true);
    expect(twoNames("Checkup (Eye)")).toBe(false);
    expect(readingBox().note.className).toBe("cw-room-cardread-note");
    for (const lang of ["en", "ja", "zh", "zh-TW"]) expect(roomSay(lang, "chaos", "card_two_names")).not.toBe("card_two_names");
    expect(roomSay("en", "chaos", "card_two_names")).toBe("one card, two names");
  });
});
