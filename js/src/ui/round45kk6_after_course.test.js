// Round KK, fixer KK6 (newcomer review 41, letter_zh 10, 046: "the 選這個 hints keep pointing at 對手出牌 after 課程完成;
// it reads as if the course were still running"). Letter's course holds the opponent's turn for its step chip while a
// course note waits (courseHolds), and rang that chip, tagged "Choose this", under the course's last note too. After
// the course (its last note, `over`) no ring and no tag; during it the chip is still rung.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach } from "./fake_coach.js";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CHIP = { type: "chip", id: "cmd:bot_step", text: "對手出牌 ▶", x: 300, y: 500, w: 120, h: 30 };
const scene = { width: 1000, height: 700, items: [CHIP] };
const NOTE = { title: "學習遊玩", done: "你打出了「守衛」。", wait: 1, step: "剛才發生的事" };
const LAST = { ...NOTE, done: "課程完成！接下來由你自己來。", over: 1 };

describe("review 41, letter_zh 10: no 選這個 after the course is complete", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`${win.innerWidth}: the course's last note rings no chip and tags nothing`, async () => {
      clock();
      const { update, ring } = await fakeCoach(win);
      update(coachModel("letter", "zh-TW", LAST), scene);
      expect(ring.hidden).toBe(true);
      expect(ring.dataset.tag).toBe("");
    });

    it(`${win.innerWidth}: a note within the course still rings 對手出牌, tagged 選這個`, async () => {
      clock();
      const { update, ring } = await fakeCoach(win);
      update(coachModel("letter", "zh-TW", NOTE), scene);
      expect(ring.hidden).toBe(false);
      expect(ring.dataset.tag).toBe("選這個");
    });
  }
});
