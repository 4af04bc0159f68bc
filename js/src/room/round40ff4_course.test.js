// Review 37, room_en (Q1 7): the rooms server runs the course itself; the lobby offers each game's, CHAOS's two
// lessons too, and the course page asks the server's socket for the lesson and language its address names.
import { describe, expect, it } from "vitest";
import { courseAsks, courseSocketAddress, firstMessage } from "./course_page.js";
import { learnAddress } from "./learn_link.js";
import { courseLabel } from "./lobby_head.js";
import { addressAsks, startMessage } from "../lite/main.js";

describe("review 37, room_en: the server's own course", () => {
  it("links CHAOS's lesson 2 by its address, and names it in the lobby in each language", () => {
    expect(learnAddress("/cthulhu/rooms", "chaos", "zh-CN", null, 2))
      .toBe("/cthulhu/rooms/learn/chaos.html?learn=1&lang=zh&lesson=2");
    expect(learnAddress("/cthulhu/rooms", "chaos", "en")).toBe("/cthulhu/rooms/learn/chaos.html?learn=1&lang=en");
    expect(courseLabel("chaos", 2, "en")).toBe("★ CHAOS · Lesson 2");
    expect(courseLabel("chaos", 2, "zh-CN")).toBe("★ CHAOS · 第二课");
    expect(courseLabel("chaos", 2, "zh-CN")).toMatch(/第二课$/);
    expect(courseLabel("chaos", 2, "zh-TW")).toMatch(/第二課$/);
    expect(courseLabel("chaos", 2, "ja")).toMatch(/レッスン 2$/);
    expect(courseLabel("letter", 1, "en")).not.toMatch(/Lesson/);
  });

  it("asks the socket for the address's lesson and language, or its kept course after a reload", () => {
    const asks = courseAsks("?learn=1&lang=zh&lesson=2&rounds=12");
    expect(asks).toEqual({ lang: "zh", lesson: 2, rounds: 12 });
    expect(courseAsks("?lang=xx").lang).toBe("en");
    expect(firstMessage("chaos", asks)).toEqual({ type: "start", game: "chaos", lesson: 2, lang: "zh", rounds: 12 });
    expect(firstMessage("chaos", asks, { course: "c1", token: "t" })).toEqual({ type: "resume", course: "c1",
                                                                                token: "t" });
    expect(courseSocketAddress({ protocol: "https:", host: "h:1", pathname: "/b/cthulhu/rooms/learn/chaos.html" }))
      .toBe("wss://h:1/b/cthulhu/rooms/course/ws");
  });

  it("has the static page deal lesson 2 where it serves the course (its address asks it)", () => {
    const cfg = { game: "chaos", lang: "en", wheels: [] };
    expect(startMessage(cfg, addressAsks("?learn=1&lang=ja&lesson=2"))).toMatchObject({ learn: true, lesson: 2 });
    expect(startMessage(cfg, addressAsks("?learn=1&lang=ja"))).toMatchObject({ learn: true, lesson: 1 });
  });
});
