// Review 29, room_en 3 (005): the course a room opens said "Round 1/60" at a table of 12 rounds, and its page began
// with "All games · CHAOS: the rules engine runs in your browser (Pyodide)…" in English (room_zh 5, 004). The room's
// link carries the table's round limit to the play page, which deals the course with it; a page opened from a room
// shows no developer's line above the table.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { COURSE_STYLE, addressAsks, hideIntro, tableClass } from "../lite/main.js";
import { firstTip } from "./first_tip.js";
import { learnAddress } from "./learn_link.js";

useFakeDocument();
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the course a room opens has the table's rounds (review 29, room_en 3)", () => {
  it("the link carries the table's round limit, and the play page reads it", async () => {
    expect(learnAddress("/r", "chaos", "zh-CN", 12)).toBe("/r/learn/chaos.html?learn=1&lang=zh&rounds=12");
    expect(learnAddress("/r", "chaos", "en")).toBe("/r/learn/chaos.html?learn=1&lang=en");
    const tip = firstTip(document.createElement("div"), { storage: null, prefix: "/r", fetchImpl: async () => ({ ok: true }) });
    tip.show({ round: 1, max_rounds: 12, to_act: "B1" }, "en", "chaos", "A1");
    await settle();
    expect(tip.learn.href).toContain("rounds=12");
    expect(addressAsks("?learn=1&lang=zh&rounds=12").rounds).toBe(12);
    expect(addressAsks("?learn=1&rounds=abc").rounds).toBe(null);
    expect(addressAsks("?learn=1&rounds=99999").rounds).toBe(null);
  });

  it("a page opened from a room hides the developer's line above the table", () => {
    const intro = document.createElement("p");
    intro.textContent = "All games · CHAOS: the rules engine runs in your browser (Pyodide); nothing is sent anywhere.";
    hideIntro(intro, { learn: true });
    expect(intro.hidden).toBe(true);
    const own = document.createElement("p");
    hideIntro(own, { learn: false });
    expect(own.hidden).not.toBe(true);
  });
});

describe("a room's course page keeps a player's controls only (review 29, room_en 3, 005)", () => {
  it("hides the seat menu, the Seed box and Play this seed on a page a room opened; New game stays", () => {
    expect(tableClass({ learn: true })).toBe("cw-lite-table cw-lite-course");
    expect(tableClass({ learn: false })).toBe("cw-lite-table");
    for (const part of [".cw-seed", "[data-cmd=play_seed]", "label:has(> [data-cmd=seat])"]) {
      expect(COURSE_STYLE).toContain(`.cw-lite-course ${part}`);
    }
    // the course's last step says "start a New game" (review 30, room_en 5, 026: hidden, a dead end)
    expect(COURSE_STYLE).not.toContain("restart");
    expect(COURSE_STYLE).toMatch(/display: none/);
  });
});
