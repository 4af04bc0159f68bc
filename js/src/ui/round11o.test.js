// Newcomer review 11 (issue 23), the page shared by the three games: round O's fixes (a click meant for a chip that
// was just replaced, the toolbar's fixed places, the replay bar, the coach's place and header, the pinned moments, the
// card's pop-up, the help pausing the bots).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, fakeModel, installFakeDocument, installFakePage } from "./fake_dom.js";
import { buildEnding } from "./ending.js";
import { coachPlace, coachStyle, storyHeadBoxes } from "./coach.js";
import { layout } from "../layout.js";
import { fakeCoach } from "./fake_coach.js";
import { ENDING_WORDS } from "./ending.js";
import { built } from "./bar_support.js";
import { render } from "../index.js";
import { hitTest } from "../scene/hit.js";
import chaosStart from "../fixtures/chaos_start.json";
import cardsFixture from "../fixtures/chaos_cards.json";

let page;
beforeEach(() => {
  page = installFakePage();
});
afterEach(() => {
  page.restore();
  vi.useRealTimers();
});

const BOTS_TURN = { ...chaosStart.view, to_act: "B1" };

/** Return a CHAOS widget's model at B1's turn (the waiting chip "Bot plays ▶", the page not stepping by itself). */
function chaosModel() {
  return fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 7, history_len: 7,
                     catalog_data: chaosStart.catalog, view: BOTS_TURN, legal: [], autoplay: false,
                     seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });
}

/** Click the canvas at scene point `p` with a mouse (its move, press and click). */
function click(canvas, p) {
  const at = { clientX: p.x, clientY: p.y, pointerType: "mouse" };
  canvas.fire("pointermove", at);
  canvas.fire("pointerdown", at);
  canvas.fire("pointerup", at);
  canvas.fire("click", at);
}

describe("finding 1: a click meant for a chip that was just replaced presses nothing", () => {
  // (newcomer review 21, chaos_en finding 1: 'Bot plays ▶' stands at the end of its waiting line now, 'Stay' never
  // comes at its box; the swap these tests make is the seat's own next control: 'Stay' answered, 'End cards and draw'
  // comes at its box, 062→063)
  const CARDS = { ...chaosStart.view, phase: "cards", prompt: { kind: "cards" } };
  const END = [cardsFixture.legal.find((a) => a.id === "end")];
  const mine = () => fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 7, history_len: 7,
                                 catalog_data: chaosStart.catalog, view: chaosStart.view, legal: chaosStart.legal,
                                 autoplay: false, seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });

  it("CHAOS: 'Stay' becomes 'End cards and draw' under the pointer; the first click only shows it", async () => {
    vi.useFakeTimers();
    const model = mine();
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const stay = canvas.__cthulhu.scene.items.find((i) => i.id === "act:stay");
    const p = { x: stay.x + 20, y: stay.y + stay.h / 2 };
    canvas.fire("pointermove", { clientX: p.x, clientY: p.y, pointerType: "mouse" });   // the pointer rests on it
    vi.advanceTimersByTime(3000);
    model.set("view", CARDS);                    // the move answered: the cards phase, its chip at the same box
    model.set("legal", END);
    model.set("step", 8);
    await Promise.resolve();
    expect(hitTest(canvas.__cthulhu.scene, p.x, p.y)).toBe("act:end");
    vi.advanceTimersByTime(2000);                // however long the reader looked: the pointer has not moved
    click(canvas, p);
    expect(model.sent.filter((m) => m.cmd === "act")).toEqual([]);
    vi.advanceTimersByTime(500);
    click(canvas, p);                             // the second click presses it
    expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual(["end"]);
  });

  it("a click that comes STEADY_MOUSE_MS after the swap, the pointer moved onto it, presses; one sooner does not", async () => {
    vi.useFakeTimers();
    const model = mine();
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const stay = canvas.__cthulhu.scene.items.find((i) => i.id === "act:stay");
    const p = { x: stay.x + 20, y: stay.y + stay.h / 2 };
    vi.advanceTimersByTime(3000);
    model.set("view", CARDS);                     // the pointer is elsewhere when the cards phase comes
    model.set("legal", END);
    model.set("step", 8);
    await Promise.resolve();
    vi.advanceTimersByTime(200);
    click(canvas, p);                              // moved there and clicked at once: meant for "Stay"
    expect(model.sent.filter((m) => m.cmd === "act")).toEqual([]);
    vi.advanceTimersByTime(800);
    click(canvas, p);
    expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual(["end"]);
  });

  it("CHAOS: the box 'Bot plays ▶' had holds no move when the bots finish (review 21)", async () => {
    const model = chaosModel();
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const waiting = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step");
    expect(waiting.text).toBe("B1 plays ▶");   // named for the seat since round AS (review 27, chaos_en 1)
    model.set("view", chaosStart.view);
    model.set("legal", chaosStart.legal);
    model.set("step", 12);
    await Promise.resolve();
    for (const [dx, dy] of [[2, 2], [waiting.w / 2, waiting.h / 2], [waiting.w - 2, waiting.h - 2]]) {
      expect(hitTest(canvas.__cthulhu.scene, waiting.x + dx, waiting.y + dy)).toBe(null);
    }
  });
});

describe("finding 2: every toolbar control keeps its place across the turns", () => {
  for (const game of ["letter", "chaos"]) {
    // review 26 (letter_en 9): ▶▶ now stays drawn, greyed: its empty slot still read as a button coming and going
    it(`${game}: the same controls take room on a bot's turn and on the player's; ▶▶ greys, the hint fades`, () => {
      const seat = game === "letter" ? "player" : "A1";
      const catalog = game === "letter" ? {} : { seats: ["A1", "A2", "B1", "B2"] };
      const model = fakeModel({ game, lang: "en", seat, mode: "play", step: 3, history_len: 3, undo_policy: "fair",
                                hints: true, catalog_data: catalog, view: { game, to_act: "bot" } });
      const { toolbar, nodes, cmd } = built(model);
      const taking = () => nodes.filter((n) => n.dataset?.cmd && !n.hidden).map((n) => n.dataset.cmd).join();
      const botsTurn = taking();
      expect(cmd("fast_forward").style.visibility).toBe("");
      expect(cmd("hint").style.visibility).toBe("hidden");
      model.set("view", { game, to_act: seat });
      toolbar.update({ autoplay: false });
      expect(taking()).toBe(botsTurn);
      expect(cmd("fast_forward").style.visibility).toBe("");
      expect(cmd("fast_forward").disabled).toBe(true);
      expect(cmd("hint").style.visibility).toBe("");
    });
  }
});

describe("finding 3: the replay's box is one line and its buttons fit the state", () => {
  const BANNER = { title: "You win", text: "The opponent is out.", win: true, rows: [] };
  const LOG = ["Round 3: your turn.", "You play Amnesia.", "The opponent discards Cthulhu."];

  it("Letter: the step and its newest line in one row; at the last step no Pause, Back in its place", () => {
    const doc = globalThis.document;
    const root = doc.createElement("div");
    const canvas = doc.createElement("canvas");
    root.append(doc.createElement("div"), canvas);
    const ending = buildEnding({ root, top: root.childNodes[0], canvas }, () => {});
    const model = fakeModel({ game: "letter", lang: "en", banner: BANNER, replay: { step: 4, of: 30, log: LOG } });
    ending(model);
    const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
    const lines = () => allElements(box).filter((e) => e.className === "cw-end-log");
    expect(lines().map((e) => e.textContent)).toEqual(["The opponent discards Cthulhu."]);
    expect(lines()[0].title).toContain("You play Amnesia.");
    const css = coachStyle();
    expect(css).toMatch(/\.cw-ending\[data-mode=replay\] \{[^}]*display: flex;[^}]*white-space: nowrap/);
    const button = (key) => allElements(box).find((e) => e.dataset?.key === key);
    expect(button("pause").style.visibility ?? "").toBe("");
    model.set("replay", { step: 30, of: 30, log: LOG });
    ending(model);
    // nothing to pause at the end: ⟲ (the replay again) in its place, no gap (newcomer review 16, finding 3)
    expect(button("again_replay").style.visibility ?? "").toBe("");
    expect(allElements(box).filter((e) => e.dataset?.key).map((e) => e.dataset.key))
      .toEqual(["step_back", "again_replay", "step_next", "back"]);   // ◀ ▶: newcomer review 13, finding 5
    ending.stop();
  });
});

describe("finding 9: the bots wait while the rules and help are open", () => {
  it("CHAOS: no bot step while the help is open; the page steps again once it is closed", async () => {
    vi.useFakeTimers();
    const model = fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 7, history_len: 7,
                              catalog_data: chaosStart.catalog, view: BOTS_TURN, legal: [], autoplay: true,
                              delay_ms: 100, undo_policy: "fair" });
    const el = globalThis.document.createElement("div");
    render({ model, el });
    await Promise.resolve();
    const help = allElements(el).find((e) => e.className === "cw-help");
    help.open = true;
    help.fire("toggle");
    vi.advanceTimersByTime(5000);
    expect(model.sent.filter((m) => m.cmd === "bot_step")).toEqual([]);
    help.open = false;
    help.fire("toggle");
    vi.advanceTimersByTime(1000);
    expect(model.sent.filter((m) => m.cmd === "bot_step").length).toBe(1);
  });
});

describe("findings 5 and 6: the coach's header says the step, the tutorial's end, and a tip is no lesson", () => {
  const card = { id: "act:play card=31", type: "card", x: 100, y: 500, w: 60, h: 90 };
  const scene = { width: 1280, height: 800, items: [card] };
  const coachModel = (coach, lang = "en") => ({ get: (k) => ({ lang, game: "letter", seed: 1, seat: "player", coach })[k] });
  const head = (bubble) => (bubble.hidden ? null : bubble.childNodes.find((n) => n.className === "cw-coach-head").textContent);

  it("the note after the first move says what it is, no count; the last bubble says it is finished", async () => {
    const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel({ title: "Learn to play", n: 1, of: 3, step: "Step 1 of 3", text: "Play the ringed card.",
                        id: "play card=31" }), scene);
    expect(head(bubble)).toBe("Learn to play · Step 1 of 3");
    // the note after it (its "step" is the kernel's "What just happened") carries no count: round AZ8, review 32
    // chaos_ja 5, "Step 1 of 3" twice in a row read as a course stuck (round34az8_step_numbers)
    update(coachModel({ title: "Learn to play", done: "Good: Elder Sign is eliminated.", wait: 1,
                        step: "What just happened" }), scene);
    expect(head(bubble)).toBe("Learn to play · What just happened");
    update(coachModel({ title: "Learn to play", n: 2, of: 3, step: "Step 2 of 3", text: "Now this one.",
                        id: "play card=31" }), scene);
    expect(head(bubble)).toBe("Learn to play · Step 2 of 3");
    update(coachModel({ title: "Learn to play", done: "", free: "You are on your own now." }), scene);
    expect(head(bubble)).toBe("Learn to play · Finished: on your own");
    for (const words of Object.values(ENDING_WORDS)) expect(words.coach_free_title.length).toBeGreaterThan(3);
    expect(ENDING_WORDS.ja.coach_free_title).toContain("完了");
    expect(ENDING_WORDS["zh-TW"].coach_free_title).toContain("完成");
  });

  it("CHAOS: a moment after the tutorial is headed as a tip of the game, not 'Learn to play'", async () => {
    const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel({ title: "Learn to play", moment: "combo", head: "Combo", text: "A combo: …" }), scene);
    expect(head(bubble)).toBe("Tip · Combo");
    expect(head(bubble)).not.toContain("Learn to play");
  });
});

describe("finding 6: a bubble keeps off the story's header and its 'since your turn' digest", () => {
  it("CHAOS desk at 1280: a moment's bubble (no item) lies clear of the story panel's head", () => {
    const s = layout({ ...chaosStart, ui: {} }, { width: 952 });
    const box = (left, top, width, height) => ({ getBoundingClientRect: () => ({ left, top, width, height }) });
    const root = { getBoundingClientRect: () => ({ left: 0, top: 0, width: 1280, height: 900 }),
                   querySelectorAll: () => [box(966, 40, 294, 22), box(966, 62, 294, 44)] };
    const keepClear = storyHeadBoxes(root);
    expect(keepClear).toHaveLength(2);
    const bubble = { w: 320, h: 190 };
    const at = coachPlace(s, null, bubble, { scale: 1, left: 6, top: 40, rootWidth: 1280, height: s.height,
                                             width: s.width, visible: 800, visibleTop: 0, keepClear });
    for (const k of keepClear) {
      const apart = at.x + bubble.w <= k.x || k.x + k.w <= at.x || at.y + bubble.h <= k.y || k.y + k.h <= at.y;
      expect(apart, JSON.stringify({ at, k })).toBe(true);
    }
  });
});

describe("finding 7: the big moments since the player's turn stay reachable, the most important first", () => {
  it("▶▶ brings a bomb sending B1 home, then the key placed again: the bomb (ranked higher) leads, '+1 more' opens both", async () => {
    vi.useFakeTimers();
    const { buildToasts, newToasts, showToasts } = await import("./toast.js");
    const { fitToasts } = await import("./page.js");
    const { PAGE_WORDS } = await import("./words.js");
    const lines = [{ text: "Round 4: your turn.", turn: 1 },
                   { text: "Bot B1 steps on a bomb and goes back home.", big: 2 },
                   { text: "The round ends: the key is placed again, on c2.", big: 1 }];
    const toasts = newToasts(lines, 1, true, [], false);
    expect(toasts.map((t) => t.text)).toHaveLength(2);
    const box = buildToasts();
    showToasts(box, toasts, 6000);
    fitToasts(box, PAGE_WORDS.en);
    const shown = () => allElements(box).filter((e) => e.className === "cw-toast" && !e.hidden).map((e) => e.textContent);
    expect(shown()).toEqual(["Bot B1 steps on a bomb and goes back home."]);
    const more = allElements(box).find((e) => e.className === "cw-toast-more");
    expect(more.textContent).toBe("+1 more");
    more.fire("click");
    expect(shown()).toEqual(["Bot B1 steps on a bomb and goes back home.",
                             "The round ends: the key is placed again, on c2."]);
    expect(allElements(box).some((e) => e.className === "cw-toast-more")).toBe(false);
    fitToasts(box, PAGE_WORDS.ja);
    vi.advanceTimersByTime(6100);
    expect(shown()).toEqual([]);
  });

  it("of equal moments the newest leads, the older behind '+n more' in the page language", async () => {
    const { buildToasts, showToasts } = await import("./toast.js");
    const { fitToasts } = await import("./page.js");
    const { PAGE_WORDS } = await import("./words.js");
    const box = buildToasts();
    showToasts(box, [{ text: "a", note: "" }, { text: "b", note: "" }, { text: "c", note: "" }], 6000);
    fitToasts(box, PAGE_WORDS.ja);
    expect(allElements(box).filter((e) => e.className === "cw-toast" && !e.hidden).map((e) => e.textContent)).toEqual(["c"]);
    expect(allElements(box).find((e) => e.className === "cw-toast-more").textContent).toBe("ほか2件");
  });
});

describe("finding 4: a phone's tutorial sheet keeps one place, clear of its ringed card, the turn line and the bar", () => {
  const boxOf = (node, h) => () => {
    const top = parseFloat(node.style.top) || 0;
    return { top, bottom: top + (h ?? parseFloat(node.style.height)), height: h ?? parseFloat(node.style.height) };
  };
  const overlaps = (a, b) => a.top < b.bottom && b.top < a.bottom;

  it("Letter zh at 390×844: step 1, the note after its move and step 2 all at the foot; nothing ringed under it", async () => {
    let scrolled = 0;
    const coach = await fakeCoach({ innerWidth: 390, innerHeight: 844, scrollBy: ({ top }) => { scrolled += top; } });
    coach.root.dataset.wide = "0";
    coach.bubble.getBoundingClientRect = boxOf(coach.bubble, 155);
    coach.ring.getBoundingClientRect = () => {
      const b = boxOf(coach.ring)();
      return { ...b, top: b.top - scrolled, bottom: b.bottom - scrolled };
    };
    coach.bar.getBoundingClientRect = () => ({ top: 82 - scrolled, bottom: 140 - scrolled, height: 58 });
    const canvas = coach.root.childNodes.find((n) => n.tagName === "CANVAS");
    canvas.getBoundingClientRect = () => ({ top: 150 - scrolled, left: 0, width: 390, height: 1100 });
    canvas.offsetTop = 150;
    const card = { id: "select:0", type: "card", x: 20, y: 442, w: 64, h: 100 };
    const other = { id: "select:1", type: "card", x: 90, y: 442, w: 64, h: 100 };
    const scene = { width: 390, height: 1100, items: [
      { type: "text", text: "回合 1 · 你的回合", x: 12, y: 8, w: 0, h: 16, size: 16 },
      { type: "text", text: "對手就是這疊線索牌堆：每回合它對你打出最上面的牌。", x: 12, y: 30, w: 0, h: 13, size: 13 },
      card, other] };
    const model = (coach) => ({ get: (k) => ({ lang: "zh", game: "letter", seed: 3, seat: "player", coach })[k] });
    const edges = [];
    const look = () => {
      edges.push(coach.bubble.dataset.dock);
      const sheet = coach.bubble.getBoundingClientRect();
      if (!coach.ring.hidden) expect(overlaps(sheet, coach.ring.getBoundingClientRect())).toBe(false);
      const turn = { top: 150 + 8 - scrolled, bottom: 150 + 24 - scrolled };
      expect(overlaps(sheet, turn)).toBe(false);
    };
    coach.update(model({ title: "學習遊玩", step: "第 1 步，共 3 步", n: 1, of: 3, id: "x",
                         target: { index: 0 }, text: "選擇伊斯之偉大種族。" }), scene);
    look();
    coach.update(model({ title: "學習遊玩", done: "它被淘汰了。", wait: 1 }), scene);
    look();
    coach.update(model({ title: "學習遊玩", step: "第 2 步，共 3 步", n: 2, of: 3, id: "y",
                         target: { index: 1 }, text: "選擇奈亞拉托提普。" }), scene);
    look();
    expect(new Set(edges).size).toBe(1);
    expect(edges[0]).toBe("bottom");
  });
});

describe("finding 8: a card's text opens by its card, over no line of text and no turn-order badge", () => {
  it("CHAOS desk: a hand card's zoom keeps off the lines and the order's badges (it lay over them, or over the hand)", () => {
    const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    const plain = layout({ ...chaosStart, ui: {} }, { width: 952 });
    const keys = [...new Set(plain.items.filter((i) => i.zoom).map((i) => i.zoom))];
    expect(keys.length).toBeGreaterThan(1);
    const touched = {};
    for (const key of keys) {
      const s = layout({ ...chaosStart, ui: { selected: `zoom:${key}` } }, { width: 952 });
      const zoom = s.items.find((i) => i.label === "zoom");
      expect(s.height).toBe(plain.height);   // over the table, never making it taller
      const hit = s.items.filter((i) => i !== zoom && (i.z ?? 0) < 10 && i.zoom !== key
        && ((i.type === "text" && String(i.text ?? "").trim()) || /^seat-/.test(i.label ?? ""))
        && over(zoom, { ...i, w: i.w || 40, h: i.h || i.size || 12 }));
      if (hit.length) touched[key] = hit.map((i) => i.text ?? i.label);
    }
    expect(touched).toEqual({});
  });
});
