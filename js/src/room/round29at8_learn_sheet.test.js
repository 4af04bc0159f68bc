// Review 28, room_en 2 / room_zh 3: the table's "★ Learn to play (solo, new tab)" left the table (a phone lost it).
// The table's link now opens the course in a sheet over the table, with "Back to the table" and a badge when it is
// the reader's turn. (The lobby's links open it over the lobby since review 32: round34az7_lobby_back.test.js.)
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";
import { learnLink } from "./learn_link.js";
import { currentSheet, sheetTurn } from "./learn_sheet.js";

useFakeDocument();
const answer = (ok) => async () => ({ ok });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the course opens over the table, not in a new tab (review 28, room_en 2 / room_zh 3)", () => {
  it("a press on the tip's link opens the sheet on the course; Back closes it; the badge follows the turn", async () => {
    document.body = document.createElement("body");
    const tip = firstTip(document.createElement("div"), { storage: null, prefix: "/r/cthulhu/rooms", fetchImpl: answer(true) });
    tip.show({ round: 1, max_rounds: 12 }, "zh", "chaos", "A1");
    await settle();
    expect(tip.learn.target).not.toBe("_blank");
    expect(tip.learn.textContent).toBe("★ 学习玩法（单人教程）");   // no "new tab" any more
    let prevented = false;
    tip.learn.listeners.click[0]({ preventDefault: () => { prevented = true; } });
    const sheet = currentSheet();
    expect(prevented).toBe(true);
    expect(sheet.el.hidden).toBe(false);
    expect(sheet.frame.getAttribute("src")).toBe("/r/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh&rounds=12");
    expect(sheet.back.textContent).toBe("← 回到牌桌");
    expect(sheet.badge.hidden).toBe(true);
    sheetTurn(true);   // the table ran on: the reader's turn
    expect(sheet.badge.hidden).toBe(false);
    expect(sheet.badge.textContent).toContain("轮到你");
    sheet.back.fire("click");
    expect(sheet.el.hidden).toBe(true);
    expect(sheet.el.style.display).toBe("none");
  });

  it("a link not `inside` a page still opens a new tab (the lobby's is inside since review 32, room_en 1)", () => {
    const lobby = learnLink({ prefix: "/r/cthulhu/rooms", game: "mythos", fetchImpl: answer(true) });
    expect(lobby.el.target).toBe("_blank");
    expect(lobby.el.textContent).toContain("new tab");
  });
});
