// The Letter table, issue 23 round G (newcomer review 6).
import { describe, expect, it } from "vitest";
import { fakeModel } from "../ui/fake_dom.js";
import { glowing, statusText } from "../ui/page.js";
import start from "../fixtures/letter_start.json";

const hand = (index) => ({ zone: "hand", index });
const play = (id, index) => ({ id, kind: "play", target: hand(index) });

describe("the status counts what glows (review 6, finding 3)", () => {
  it("two plays of one card and one of another glow two cards: the status says 2, not 3", () => {
    const legal = [play("play card=yith compare=hand", 0), play("play card=yith compare=deck", 0),
      play("play card=cats", 1)];
    expect(glowing(legal)).toBe(2);
    const model = fakeModel({ ...start, lang: "en", legal, view: { ...start.view, to_act: start.seat } });
    expect(statusText(model)).toMatch(/^Your move: 2 possible/);
  });

  it("counts the moves as the kernel packs them ([id, text, target, …], frames/build.py)", () => {
    const packed = [["play card=yith compare=hand", "…", hand(0)], ["play card=yith compare=deck", "…", hand(0)],
      ["play card=cats", "…", hand(1)]];
    const model = fakeModel({ ...start, lang: "en", legal: packed, view: { ...start.view, to_act: start.seat } });
    expect(statusText(model)).toMatch(/^Your move: 2 possible/);
  });

  it("each chip of a prompt glows on its own", () => {
    const chips = [2, 3, 4].map((v) => ({ id: `guess value=${v}`, kind: "guess", target: { zone: "prompt" } }));
    expect(glowing(chips)).toBe(3);
    expect(glowing([{ id: "a", target: { chip: true } }, { id: "b", target: { chip: true } }])).toBe(2);
    expect(glowing([{ id: "answer side=hand", target: { zone: "hand" } }, { id: "x", target: { zone: "deck" } }]))
      .toBe(2);
  });
});

describe("a discard pile keeps its order when a kind stacks (review 6, finding 5)", async () => {
  const { layout } = await import("../layout.js");
  const { valid } = await import("../view_schema.js");
  const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
  const order = (pile) => {
    const view = { ...start.view, player_discard: pile.map(card) };
    const s = layout({ ...valid({ ...start, view }), ui: {} }, { width: 910 });
    return s.items.filter((i) => /^player-discard/.test(i.label ?? "") && i.type === "card")
      .sort((a, b) => a.y - b.y || a.x - b.x).map((i) => i.card?.id ?? i.id);
  };
  it("Investigators, Cats, then Investigators again: Investigators ×2 stays first", () => {
    const before = order(["investigators", "cats_of_ulthar"]);
    const after = order(["investigators", "cats_of_ulthar", "investigators"]);
    expect(before.length).toBe(2);
    expect(after).toEqual(before);
  });
});

describe("box text is measured as the browser draws it (review 6, finding 4)", async () => {
  const { afterAll, beforeAll } = await import("vitest");
  const text = await import("../scene/text.js");
  const sans = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif';
  const plain = text.estimate;
  // a fake browser canvas whose font runs 6 % wider than the estimate (Chromium's ran ~5 % wider)
  class FakeCanvas {
    getContext() {
      const ctx = { font: "", measureText: (t) => {
        const [, bold, size] = /^(bold )?(\d+(?:\.\d+)?)px /.exec(ctx.font);
        expect(ctx.font.endsWith(sans)).toBe(true);
        return { width: plain(t, Number(size), Boolean(bold)) * 1.06 };
      } };
      return ctx;
    }
  }
  const said = "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack). Only 1 "
    + "clue is left over Cthulhu. Do not eliminate it yourself: Cthulhu would come on top and the opponent would play it.";
  beforeAll(() => {
    globalThis.OffscreenCanvas = FakeCanvas;
    text.resetMeasure();
  });
  afterAll(() => { delete globalThis.OffscreenCanvas; text.resetMeasure(); });

  it("textWidth takes the canvas's wider measure, and lines wrapped to a box fit it as the canvas measures", () => {
    expect(text.textWidth("Investigators", 14, true)).toBeCloseTo(plain("Investigators", 14, true) * 1.06, 5);
    for (const [width, fs, bold] of [[574, 14, true], [350, 13, false], [880, 15, true]]) {
      const lines = text.wrapLines(said, width, fs, bold);
      for (const line of lines) expect(plain(line, fs, bold) * 1.06, line).toBeLessThanOrEqual(width);
    }
  });
});
