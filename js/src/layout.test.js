import { describe, expect, it } from "vitest";
import { layout } from "./layout.js";
import { clickable, hitTest } from "./scene/hit.js";
import { word } from "./scene/words.js";
import { variantLabel } from "./letter/layout.js";

const item = (id, x, y, w = 10, h = 10, extra = {}) => ({ id, x, y, w, h, ...extra });

describe("hitTest", () => {
  it("returns null for an empty or missing scene", () => {
    expect(hitTest({ items: [] }, 5, 5)).toBeNull();
    expect(hitTest(null, 5, 5)).toBeNull();
  });
  it("returns the id of the topmost item containing the point", () => {
    const scene = { items: [item("a", 0, 0), item("b", 20, 0), item("c", 5, 5)] };
    expect(hitTest(scene, 2, 2)).toBe("a");
    expect(hitTest(scene, 7, 7)).toBe("c");
    expect(hitTest(scene, 25, 5)).toBe("b");
    expect(hitTest(scene, 15, 5)).toBeNull();
  });
  it("uses half-open rectangles and lets clicks through decoration", () => {
    const scene = { items: [item("a", 0, 0), item(null, 0, 0, 10, 10)] };
    expect(hitTest(scene, 10, 5)).toBeNull();
    expect(hitTest(scene, 9.9, 5)).toBe("a");
  });
  it("honours z over drawing order", () => {
    const scene = { items: [item("top", 0, 0, 10, 10, { z: 2 }), item("under", 0, 0)] };
    expect(hitTest(scene, 5, 5)).toBe("top");
  });
});

describe("layout", () => {
  it("returns an empty scene for an unknown game", () => {
    expect(layout({ view: { game: "chess" } }, { width: 300 })).toEqual({ width: 300, height: 0, items: [] });
    expect(layout(null, undefined).items).toEqual([]);
  });
});

describe("words", () => {
  const catalog = { ui: { en: { hand: "Hand", answer: "Answer {card} with" }, ja: { hand: "手札" } } };
  it("falls back to English, then to the key, and fills variables", () => {
    expect(word(catalog, "ja", "hand")).toBe("手札");
    expect(word(catalog, "zh", "hand")).toBe("Hand");
    expect(word(catalog, "en", "nope")).toBe("nope");
    expect(word(catalog, "en", "answer", { card: "Hound" })).toBe("Answer Hound with");
  });
  it("labels action variants from their fields", () => {
    const c = { ui: { en: { sane: "Sane", insane: "Insane", name: "Name", compare: "compare with", deck: "Deck",
                            opponent: "opponent" } } };
    expect(variantLabel({ card: "deep_ones", effect: "insane" }, c, "en")).toBe("Insane");
    expect(variantLabel({ card: "investigators", guess: 5 }, c, "en")).toBe("Name 5");
    expect(variantLabel({ card: "great_race_of_yith", compare: "deck" }, c, "en")).toBe("compare with Deck");
    expect(variantLabel({ card: "professor_armitage", target: "opponent" }, c, "en")).toBe("→ opponent");
    expect(clickable({ items: [item("a", 0, 0), item("a", 1, 1), item(null, 0, 0), item("b", 0, 0)] }))
      .toEqual(["a", "b"]);
  });
});

describe("keyboard focus", () => {
  it("Tab walks the moves and leaves at either end; Shift+Tab enters at the last", async () => {
    const { moveFocus } = await import("./scene/hit.js");
    expect(moveFocus(-1, 3, "Tab")).toEqual({ focus: 0, leave: false });
    expect(moveFocus(2, 3, "Tab")).toEqual({ focus: -1, leave: true });
    expect(moveFocus(-1, 3, "Tab", true)).toEqual({ focus: 2, leave: false });
    expect(moveFocus(0, 3, "Tab", true)).toEqual({ focus: -1, leave: true });
    expect(moveFocus(-1, 3, "ArrowLeft")).toEqual({ focus: 2, leave: false });
    expect(moveFocus(0, 3, "ArrowLeft")).toEqual({ focus: 2, leave: false });
    expect(moveFocus(2, 3, "ArrowRight")).toEqual({ focus: 0, leave: false });
    expect(moveFocus(-1, 0, "Tab")).toEqual({ focus: -1, leave: true });
  });

  it("Up and Down go to the nearest move above or below; items are described for screen readers", async () => {
    const { nearest, describe: say } = await import("./scene/hit.js");
    const scene = { items: [item("a", 0, 0), item("b", 40, 0), item("c", 0, 40, 10, 10, { text: "Play" }),
                            item("d", 40, 40, 10, 10, { face: { name: "Deep One" } })] };
    const ids = clickable(scene);
    expect(nearest(scene, ids, 1, "down")).toBe(3);
    expect(nearest(scene, ids, 2, "up")).toBe(0);
    expect(nearest(scene, ids, 0, "up")).toBe(0);          // nothing above: stay
    expect(say(scene, "c")).toBe("Play");
    expect(say(scene, "d")).toBe("Deep One");
    expect(say({ items: [item("act:pass", 0, 0)] }, "act:pass")).toBe("pass");
  });

  it("a banner that does nothing is no Tab stop", () => {
    expect(clickable({ items: [item("cmd:none", 0, 0), item("act:x", 0, 0)] })).toEqual(["act:x"]);
  });
});
