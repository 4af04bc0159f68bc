// Review 34, room_zh 8: the reader learned in the course opened from the lobby, sat at a 12-round table, and its Rules
// sheet's "★ 学习玩法（…座位等你回来）" put the course back at step 1 of 10: the table's link asks the same course
// dealt with the table's round limit (&rounds=12), a new address, so the sheet's frame loaded it afresh. The round
// limit is a detail of the deal; a course the reader is in the middle of is kept (same game, same language).
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { closeSheet, courseLang, openSheet } from "./learn_sheet.js";
import { tellParentLang } from "../lite/main.js";

useFakeDocument({ body: true });

describe("the course's sheet keeps the course the reader is in (review 34, room_zh 8)", () => {
  it("a table's link to the same game's course in the same language keeps the frame's page", () => {
    const sheet = openSheet("/r/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh", "zh-CN", "lobby");
    expect(sheet.frame.getAttribute("src")).toBe("/r/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh");
    closeSheet();
    openSheet("/r/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh&rounds=12", "zh-CN", "table");
    expect(sheet.frame.getAttribute("src")).toBe("/r/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh");
    expect(sheet.back.textContent).toBe("← 回到牌桌");
    closeSheet();
  });

  it("another game or language is another course", () => {
    const sheet = openSheet("/r/cthulhu/rooms/learn/mythos.html?learn=1&lang=zh&rounds=12", "zh-CN");
    expect(sheet.frame.getAttribute("src")).toContain("/learn/mythos.html");
    closeSheet();
    openSheet("/r/cthulhu/rooms/learn/mythos.html?learn=1&lang=ja", "ja");
    expect(sheet.frame.getAttribute("src")).toBe("/r/cthulhu/rooms/learn/mythos.html?learn=1&lang=ja");
    closeSheet();
  });
});

describe("the sheet's bar speaks the course's language (review 34, room_en 8)", () => {
  it("a language chosen inside the course reaches the bar: '← Back to the lobby' becomes '← ロビーに戻る'", () => {
    const sheet = openSheet("/r/cthulhu/rooms/learn/chaos.html?learn=1&lang=en", "en", "lobby");
    expect(sheet.back.textContent).toBe("← Back to the lobby");
    courseLang(sheet, "ja");   // what the course page tells its parent when its language changes
    expect(sheet.back.textContent).toBe("← ロビーに戻る");
    expect(sheet.badge.textContent).toBe("● テーブルであなたの番");
    courseLang(sheet, "zh");   // the play page's zh is the rooms' zh-CN
    expect(sheet.back.textContent).toBe("← 回到大厅");
    courseLang(sheet, "xx");   // not a language: the bar keeps its words
    expect(sheet.back.textContent).toBe("← 回到大厅");
    closeSheet();
  });

  it("the course page tells its parent its language only when it is inside a frame", () => {
    const told = [];
    const parent = { postMessage: (msg, origin) => told.push([msg, origin]) };
    tellParentLang({ parent, location: { origin: "http://h" } }, "ja");
    expect(told).toEqual([[{ cwCourseLang: "ja" }, "http://h"]]);
    const alone = {};
    alone.parent = alone;
    tellParentLang(alone, "ja");   // no frame: nothing to tell
    expect(told.length).toBe(1);
  });
});
