// Newcomer review 22, Letter en finding 8 (071, 072) and zh-TW finding 6 (069 -> 070): "Bot plays (watch)" played a
// whole game in ~8 s, too fast to follow, and its menu's tip promised "at a game's end, a new game" while nothing new
// started within 10 s of the bot's loss. A watched step now waits long enough to read what the bot did (~1.8 s at the
// app's delay_ms 700, a big moment longer), a player's own game keeps its pace, and the tip says what happens: the bot
// plays this game to its end and stops; chosen when a game is over, it deals a new game.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autoplay } from "./autoplay.js";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";
import { PAGE_WORDS } from "./words.js";

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

const letter = (more = {}) => fakeModel({ game: "letter", seat: "player", mode: "play", autoplay: true, watch: true,
                                          delay_ms: 700, step: 1, log_lines: [], error: "",
                                          view: { game: "letter", to_act: "player" }, ...more });

/** Answer the page's bot_step as the kernel does: the next step, the other side to act (or the game's end). */
function answer(model, end = false) {
  const step = model.get("step") + 1;
  model.set("log_lines", [...model.get("log_lines"), { text: `step ${step}`, big: end }]);
  model.set("step", step);
  const actor = model.get("view").to_act === "player" ? "opponent" : "player";
  model.set("view", end ? { game: "letter", to_act: null, result: { winner: "opponent" } }
    : { game: "letter", to_act: actor });
}

/** Return the ms until the page's next bot_step, stepping fake time by 50 ms (at most `limit`). */
function waitForStep(model, limit = 20000) {
  const before = model.sent.length;
  let waited = 0;
  while (model.sent.length === before && waited < limit) {
    vi.advanceTimersByTime(50);
    waited += 50;
  }
  return model.sent.length > before ? waited : Infinity;
}

describe("a watched Letter game goes at a pace a newcomer can follow", () => {
  it("each watched step waits at least 1.7 s; a game of 12 steps takes 20 s or more", () => {
    const model = letter();
    const auto = autoplay(model, {});
    const waits = [];
    for (let i = 0; i < 12; i += 1) {
      auto.schedule();
      waits.push(waitForStep(model));
      answer(model, i === 11);
    }
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1700);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(3000);   // a pace, not a stop: it goes on by itself
  });

  it("a player's own game waits for the reader's ▶: no opponent step on a timer (review 28, letter_zh 1)", () => {
    const model = letter({ watch: false, view: { game: "letter", to_act: "opponent" } });
    const auto = autoplay(model, {});
    auto.schedule();
    vi.advanceTimersByTime(60_000);
    expect(model.sent).toEqual([]);
  });

  it("a test's small delay_ms stays small while watched", () => {
    const model = letter({ delay_ms: 20 });
    const auto = autoplay(model, {});
    auto.schedule();
    expect(waitForStep(model)).toBeLessThanOrEqual(100);
  });
});

describe("the who-plays menu's words are true", () => {
  it("after a watched game's end nothing new is dealt by itself, and the tip says so in every language", () => {
    const model = letter({ step: 9, view: { game: "letter", to_act: null, result: { winner: "opponent" } } });
    autoplay(model, {}).schedule();
    vi.advanceTimersByTime(15000);
    expect(model.sent).toEqual([]);
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
      const tip = PAGE_WORDS[lang].watch_title;
      expect(tip, lang).not.toMatch(/at a game's end, a new game|終了後なら新しいゲーム|遊戲結束後則開新局|游戏结束后则开新局/);
      expect(tip, lang).toMatch(/stops|止まる|即停/);
    }
  });

  it("chosen when a game is over, Bot plays deals a new game, as the tip says", () => {
    const restore = installFakeDocument();
    try {
      const model = fakeModel({ game: "letter", lang: "en", seat: "player", mode: "play", step: 9, history_len: 9,
                                undo_policy: "fair", watch: false, deal: "d1", view: { game: "letter", result: {} },
                                catalog_data: { langs: ["en", "ja", "zh", "zh-TW"] } });
      const bar = built(model);
      const select = bar.cmd("watch");
      select.value = "bot";
      select.fire("change");
      expect(model.sent).toEqual([{ cmd: "watch", on: true }, { cmd: "restart" }]);
      expect(PAGE_WORDS.en.watch_title).toMatch(/chosen when a game is over, it deals a new game/);
    } finally {
      restore();
    }
  });
});
