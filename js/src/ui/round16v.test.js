// Round V (newcomer review 16, Letter en desk and zh phone): the page around the table.
import { describe, expect, it } from "vitest";
import * as page from "./page.js";
import { pageWords, say } from "./words.js";

const lines = [{ text: "Turn 1: your turn." }, { text: "You play Cats of Ulthar." }];
const table = (traits) => ({ get: (k) => ({ undo_policy: "fair", deal: "d1", coach: {}, ...traits })[k] });

describe("finding 1: a new game from a seed says so, never 'Undone'", () => {
  it("is no undo when Play this seed deals the game's own seed again (same deal, same story start)", () => {
    const seen = { step: 9, count: 2, lines, deal: "d1", dealt: 1 };
    const after = table({ dealt: 2, seed: 1234 });
    expect(page.saysDealtAfresh(seen, 0, lines, after)).toBe(false);
    expect(page.dealtFromSeed?.(seen, after)).toBe(1234);
    expect(say(pageWords("en", "letter"), "new_deal_seed", { seed: 1234 })).toBe("New game: deal of seed 1234.");
    for (const lang of ["ja", "zh"]) expect(say(pageWords(lang, "letter"), "new_deal_seed", { seed: 1234 })).toMatch(/1234/);
  });
  it("still says 'dealt afresh' after a fair undo of the same game, and nothing of a seed", () => {
    const seen = { step: 9, count: 2, lines, deal: "d1", dealt: 1 };
    const undone = table({ dealt: 1, seed: null });
    expect(page.saysDealtAfresh(seen, 5, lines, undone)).toBe(true);
    expect(page.dealtFromSeed?.(seen, undone) ?? null).toBe(null);
  });
  it("says no seed for a secret new game, the first table drawn, or Learn to play", () => {
    const seen = { step: 9, count: 2, lines, deal: "d1", dealt: 1 };
    expect(page.dealtFromSeed?.(seen, table({ dealt: 2, deal: "d2", seed: null })) ?? null).toBe(null);
    expect(page.dealtFromSeed?.(null, table({ dealt: 1, seed: 7 })) ?? null).toBe(null);
    expect(page.dealtFromSeed?.(seen, table({ dealt: 2, seed: 7, coach: { id: "l1" } })) ?? null).toBe(null);
  });
});

describe("finding 2: in 'Bot plays (watch)' no 'Opponent plays ▶' button shows", () => {
  const scene = { width: 390, height: 600, items: [
    { type: "chip", id: "cmd:bot_step", text: "Opponent plays ▶", x: 10, y: 300, w: 140, h: 40, highlight: true },
    { type: "card", id: "cmd:bot_step", x: 10, y: 40, w: 60, h: 84 }] };
  it("draws no step chip while the bots play every seat, the opponent's cards still drawn (quiet)", async () => {
    const { WATCHING, quietSelfSteps } = await import("./autoplay.js");
    const shown = quietSelfSteps(scene, WATCHING);
    expect(shown.items.filter((i) => i.type === "chip")).toEqual([]);
    expect(shown.items.filter((i) => i.type === "card").map((i) => [i.id, i.quiet])).toEqual([[undefined, true]]);
  });
  it("keeps the quiet play-now chip for a person who plays (review 15, page finding 4)", async () => {
    const { quietSelfSteps } = await import("./autoplay.js");
    const chip = quietSelfSteps(scene, "the opponent plays by itself in a moment").items.find((i) => i.type === "chip");
    expect(chip).toMatchObject({ id: "cmd:bot_step", quiet: true });
  });
});

describe("finding 7: a pop-up on the table is read above the result panel", () => {
  it("the result panel steps aside while a card's text or a tooltip lies under it, and comes back when it closes", async () => {
    const { allElements, fakeModel, installFakeDocument } = await import("./fake_dom.js");
    const { buildEnding } = await import("./ending.js");
    const restore = installFakeDocument();
    try {
      const root = globalThis.document.createElement("div");
      const canvas = { offsetTop: 0, getBoundingClientRect: () => ({ left: 0, top: 0, width: 390, height: 900 }) };
      const ending = buildEnding({ root, canvas }, () => {});
      ending(fakeModel({ banner: { title: "Cthulhu wins", text: "You lost.", win: false }, replay: {}, lang: "en" }));
      const box = allElements(root).find((e) => String(e.className).startsWith("cw-ending"));
      box.getBoundingClientRect = () => ({ left: 12, top: 40, width: 366, height: 260 });
      const table = (items) => ({ width: 390, height: 900, items: [{ type: "rect", x: 0, y: 0, w: 390, h: 900 }, ...items] });
      const tip = { type: "tooltip", x: 20, y: 200, w: 300, h: 120, lines: ["Insanity check"] };
      ending.yieldTo(table([tip]), canvas);
      expect(box.style.visibility).toBe("hidden");   // the Insanity check's text is read whole
      ending.yieldTo(table([]), canvas);
      expect(box.style.visibility).toBe("");
      ending.yieldTo(table([{ type: "mzoom", label: "zoom", x: 10, y: 600, w: 370, h: 200 }]), canvas);
      expect(box.style.visibility).toBe("");          // a card's text far below the panel: nothing to yield
      ending.yieldTo(table([{ type: "mzoom", label: "zoom", x: 10, y: 250, w: 370, h: 200 }]), canvas);
      expect(box.style.visibility).toBe("hidden");
    } finally {
      restore();
    }
  });
});

describe("finding 3: a replay a person can follow, the story at its step, the bar's buttons in place", () => {
  const REPLAY = { step: 1, of: 13, log: ["You draw Cats of Ulthar.", "You play Investigators (Sane effect).",
                                         "You named 5: wrong.", "Turn 2: the opponent's turn."],
                   said: ["You play Investigators (Sane effect).", "You named 5: wrong."], lines: [3, 7] };
  it("captions the step with its own move (not the next turn's heading) and waits longer for more lines", async () => {
    const { allElements, fakeModel, installFakeDocument } = await import("./fake_dom.js");
    const { buildEnding, replayPace } = await import("./ending.js");
    const restore = installFakeDocument();
    try {
      const root = globalThis.document.createElement("div");
      const sent = [];
      const ending = buildEnding({ root, canvas: { offsetTop: 0 } }, (m) => sent.push(m));
      const model = fakeModel({ game: "letter", lang: "en", banner: { title: "Cthulhu wins" }, replay: REPLAY });
      ending(model);
      const caption = allElements(root).find((e) => e.className === "cw-end-log").textContent;
      expect(caption).toContain("You play Investigators");
      expect(caption).not.toContain("Turn 2");
      expect(replayPace(REPLAY)).toBeGreaterThan(replayPace({ ...REPLAY, said: ["You draw Golden Mead."] }));
      expect(replayPace({ ...REPLAY, said: Array(5).fill("a line") })).toBeGreaterThanOrEqual(4000);
      // the last step: ⟲ in Pause's slot, between ◀ and ▶, playing the replay again
      model.set("replay", { ...REPLAY, step: 13 });
      ending(model);
      const bar = allElements(root).find((e) => e.className === "cw-end-buttons");
      expect(bar.childNodes.map((b) => b.textContent).slice(0, 3)).toEqual(["◀", "⟲", "▶"]);
      bar.childNodes[1].fire("click");
      expect(sent.at(-1)).toEqual({ cmd: "replay", index: 0 });
      ending.stop();
    } finally {
      restore();
    }
  });
  it("marks the step's lines in the story and clears them when the replay ends", () => {
    const entries = ["Setup.", "Turn 1: your turn.", "You draw Cats of Ulthar.", "You play Investigators (Sane effect).",
                     "You named 5: wrong.", "The opponent's top card is now known.", "Turn 2: the opponent's turn.",
                     "The opponent plays Investigators."].map((text) => ({ text }));
    const els = entries.map(() => ({ className: "cw-line", style: {} }));
    const story = { els, follow: true, keep: () => {} };
    const replay = { ...REPLAY, log: entries.slice(3, 7).map((l) => l.text) };
    expect(page.markReplay(story, replay, entries)).toEqual([3, 4, 5, 6]);
    expect(els.map((e) => /cw-replayed/.test(e.className))).toEqual([false, false, false, true, true, true, true, false]);
    expect(story.follow).toBe(false);
    page.markReplay(story, {}, entries);
    expect(els.some((e) => /cw-replayed/.test(e.className))).toBe(false);
    expect(story.follow).toBe(true);
  });
});

describe("finding 4: the help, its title and its touch words follow the table's language", () => {
  const catalog = { help: { en: { title: "Lovecraft Letter — solo", seats: "Player: choose Bot plays (watch)…",
                                  guide: ["Middle: hover a chip to read the whole move."] },
                            zh: { title: "克蘇魯情書 — 單人", seats: "玩家：選「電腦出牌（觀戰）」…", guide: [] } } };
  it("reads a Traditional table's help at 'zh-TW' (Letter's zh), not English", () => {
    const words = pageWords("zh-TW", "letter", catalog);
    expect(words.helpTexts.title).toBe("克蘇魯情書 — 單人");
    expect(words.helpTexts.seats).toContain(say(words, "bot_watch"));   // the menu's own words, quoted
  });
  it("says press and hold, never hover, in an English help shown on a touch screen of another page language", async () => {
    const { forTouch } = await import("./help.js");
    expect(forTouch("Middle: hover a chip to read the whole move.", "zh-TW")).not.toMatch(/hover/);
  });
});

describe("finding 8 (the page's part): the result panel lies over the room a Letter phone keeps for it", () => {
  it("goes at the kept room's top, not below the turn line over the opponent's row and the hand", async () => {
    const { layout } = await import("../layout.js");
    const { valid } = await import("../view_schema.js");
    const { withoutBanner } = await import("../scene/build.js");
    const won = (await import("../fixtures/letter_won.json")).default;
    const { allElements, fakeModel, installFakeDocument } = await import("./fake_dom.js");
    const { buildEnding } = await import("./ending.js");
    const restore = installFakeDocument();
    try {
      const scene = withoutBanner(layout({ ...valid(won), ui: { endingShown: true } }, { width: 390 }));
      const room = scene.items.find((i) => i.type === "banner");
      const opponent = scene.items.find((i) => i.label === "clue-stack");
      const root = globalThis.document.createElement("div");
      root.dataset.wide = "0";
      const canvas = { offsetTop: 100, clientWidth: 390, __cthulhu: { scene } };
      const ending = buildEnding({ root, canvas }, () => {});
      ending(fakeModel({ game: "letter", lang: "zh", banner: won.banner ?? { title: "克蘇魯獲勝", text: "…" }, replay: {} }));
      ending.place();
      const box = allElements(root).find((e) => String(e.className).startsWith("cw-ending"));
      const top = parseFloat(box.style.top) - 100;
      expect(room.h).toBeGreaterThan(100);
      expect(top).toBeLessThanOrEqual(room.y + 2);   // in the room kept for it
      expect(top).toBeLessThan(opponent.y - 100);    // far above the opponent's row (and the hand)
    } finally {
      restore();
    }
  });
});
