// The Letter table, round AA (newcomer review 18, finding 1: "the opponent's turn resolves instantly"; finding 2:
// the bot watch plays a whole game in ~5 s). Frames from the kernel (round19aa_frames.json, seed 3): the player's
// Investigators named 2 and missed (the opponent to act), then the opponent's Elder Sign (the player to act).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { pacer } from "../ui/autoplay.js";
import { opponentBeat } from "../ui/beat.js";
import start from "../fixtures/letter_start.json";
import frames from "./round19aa_frames.json";

const LANGS = ["en", "ja", "zh"];
const band = (s) => s.items.filter((i) => String(i.label).startsWith("prompt") && i.text).map((i) => i.text).join(" ");
const input = (lang, which, ui = {}) => ({ ...valid({ ...start, ...frames[lang][which], catalog: start.catalog }),
                                           ui });
const MINE = { en: "Your last turn:", ja: "あなたの前の番：", zh: "你上一回合：" };
const MISSED = { en: "You named 2: wrong.", ja: "", zh: "" };
const THEIRS = { en: "Opponent's turn:", ja: "相手の番：", zh: "對手回合：" };

describe("finding 1a: while the opponent is about to play, the band tells the player's own play's outcome", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: "Your last turn: … named 2: wrong" over the Opponent plays ▶ chip`, () => {
        const s = layout(input(lang, "mine"), { width });
        const said = band(s);
        expect(said).toContain(MINE[lang]);
        if (MISSED[lang]) expect(said.replace(/\s+/g, " ")).toContain(MISSED[lang]);
        expect(s.items.some((i) => i.type === "chip" && i.id === "cmd:bot_step")).toBe(true);
      });
    }
  }
});

describe("finding 1b: the opponent's turn is a beat on the board before the next choice is offered", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      // the hand glows during the beat since review 29 (letter_en 5: "Your move" over a hand that did not glow)
      it(`${lang} at ${width}: during the beat the band says the opponent's turn, the hand glows, nothing moves`, () => {
        const held = layout(input(lang, "theirs", { beat: { step: 2 } }), { width });
        const free = layout(input(lang, "theirs"), { width });
        expect(band(held)).toContain(THEIRS[lang]);
        expect(band(free)).not.toContain(THEIRS[lang]);
        expect(held.items.filter((i) => i.highlight).length).toBe(free.items.filter((i) => i.highlight).length);
        expect(free.items.filter((i) => i.highlight).length).toBeGreaterThan(0);
        // a tap on a hand card still chooses it (the tap skips the beat)
        expect(held.items.find((i) => i.label === "hand-0").id).toBe(free.items.find((i) => i.label === "hand-0").id);
        for (const label of ["hand-0", "deck"]) {
          expect(held.items.find((i) => i.label === label).y).toBe(free.items.find((i) => i.label === label).y);
        }
        expect(held.height).toBe(free.height);
      });
    }
  }
});

/** A fake model: traits in `state`, `set` fires the page's change handlers as a kernel message would. */
function fakeModel(state) {
  return { get: (k) => state[k], set: (k, v) => { state[k] = v; } };
}

describe("finding 1b: the page holds the opponent's beat for a while scaled by delay_ms; a tap skips it", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const mine = frames.en.mine.view;
  const theirs = frames.en.theirs.view;
  const table = (extra = {}) => fakeModel({ game: "letter", seat: "player", mode: "play", can_reveal: false,
                                            autoplay: true, watch: false, delay_ms: 700, step: 1, view: mine,
                                            deal: "d", ...extra });
  it("play mode: the opponent's step opens a beat of ~1.2 s, then the table redraws with the choice", () => {
    const model = table();
    const ui = { redraw: vi.fn() };
    const beat = opponentBeat(model, ui);
    beat.follow();
    expect(ui.beat).toBeFalsy();
    model.set("step", 2);
    model.set("view", theirs);
    beat.follow();
    expect(ui.beat).toBeTruthy();
    vi.advanceTimersByTime(1100);
    expect(ui.beat).toBeTruthy();
    vi.advanceTimersByTime(400);
    expect(ui.beat).toBeFalsy();
    expect(ui.redraw).toHaveBeenCalled();
  });
  it("a tap skips it", () => {
    const model = table();
    const ui = { redraw: vi.fn() };
    const beat = opponentBeat(model, ui);
    beat.follow();
    model.set("step", 2);
    model.set("view", theirs);
    beat.follow();
    beat.skip();
    expect(ui.beat).toBeFalsy();
  });
  for (const [why, extra] of [["design mode", { mode: "design" }], ["a designer's table", { can_reveal: true }],
                              ["delay_ms 0 (a test's own pace)", { delay_ms: 0 }], ["autoplay off", { autoplay: false }],
                              ["the bot watch (its own pace)", { watch: true }]]) {
    it(`no beat in ${why}`, () => {
      const model = table(extra);
      const ui = { redraw: vi.fn() };
      const beat = opponentBeat(model, ui);
      beat.follow();
      model.set("step", 2);
      model.set("view", theirs);
      beat.follow();
      expect(ui.beat).toBeFalsy();
    });
  }
  it("an undo back to the player's turn is no beat", () => {
    const model = table({ step: 3, view: theirs });
    const ui = { redraw: vi.fn() };
    const beat = opponentBeat(model, ui);
    beat.follow();
    model.set("step", 2);
    beat.follow();
    expect(ui.beat).toBeFalsy();
  });
});

describe("findings 1a and 2: Letter's bot steps wait long enough to read (scaled by delay_ms)", () => {
  const model = (state) => fakeModel({ game: "letter", delay_ms: 700, log_lines: [], ...state });
  it("the opponent's step waits ≥ 1.2 s after the player's play; the watched player's too", () => {
    const m = model({ step: 1, view: { to_act: "player" } });
    const pace = pacer(m);
    pace();
    m.set("step", 2);
    m.set("view", { to_act: "opponent" });
    expect(pace()).toBeGreaterThanOrEqual(1200);
    m.set("step", 3);
    m.set("view", { to_act: "player" });
    expect(pace()).toBeGreaterThanOrEqual(1200);
  });
  it("a test's small delay_ms stays small", () => {
    const m = model({ delay_ms: 20, step: 1, view: { to_act: "player" } });
    const pace = pacer(m);
    pace();
    m.set("step", 2);
    m.set("view", { to_act: "opponent" });
    expect(pace()).toBeLessThan(60);
  });
});
