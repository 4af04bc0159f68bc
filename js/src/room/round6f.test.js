// Issue 23 round F (rooms): a phone's hand below the fold is scrolled into sight on the seat's turn (finding 1).
import { describe, expect, it } from "vitest";
import { seatLabel } from "./lobby.js";
import { handBy } from "./reveal.js";
import { roomSay } from "./words.js";

describe("round F finding 1: the hand in the first screen", () => {
  const scene = { width: 390, items: [{ id: "act:move", y: 100, h: 40 }, { id: "zoom:card:x", type: "ccard", y: 850, h: 100 },
                                      { type: "text", y: 1200, h: 20 }, { id: "zoom:gloss:deck", type: "text", y: 1300, h: 12 }] };
  it("scrolls just enough for the lowest move to end above the chat tab", () => {
    expect(handBy(scene, { top: 111, width: 390 }, 808)).toBe(111 + 950 + 8 - 808);
  });
  it("stays put when the moves are in sight, or there are none", () => {
    expect(handBy(scene, { top: -300, width: 390 }, 808)).toBe(0);
    expect(handBy({ width: 390, items: [] }, { top: 0, width: 390 }, 808)).toBe(0);
  });
});

describe("round F finding 4: the lobby names Letter's seat in the list's language", () => {
  it("says Player, not the code 'player'", () => {
    expect(seatLabel("letter", "player", "ja")).toBe("プレイヤー");
    expect(seatLabel("letter", "player", "zh-TW")).toBe("玩家");
    expect(seatLabel("letter", "player", "en")).toBe("Player");
    expect(seatLabel("chaos", "A1", "ja")).toBe("A1");
  });
});

describe("round F finding 4: the Japanese end line's colon is the language's", () => {
  it("reads ゲーム終了：…, a full-width colon as the rest of the Japanese strip", () => {
    expect(roomSay("ja", "letter", "game_over", { what: "クトゥルフの勝利" })).toBe("ゲーム終了：クトゥルフの勝利");
  });
});
