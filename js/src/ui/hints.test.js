import { describe, expect, it } from "vitest";
import { hintBadge, hintFraction, hintOffered, openerHints, withHints } from "./hints.js";

const chip = (id, x = 10) => ({ type: "chip", id: `act:${id}`, x, y: 50, w: 100, h: 28, text: id });
const scene = { width: 400, height: 200, items: [{ type: "rect", x: 0, y: 0, w: 400, h: 200 }, chip("a"), chip("b", 150),
                                                 { type: "chip", id: "cmd:undo", x: 300, y: 50, w: 60, h: 28 }] };
const search = { method: "search", best: "b", n: 120,
                 moves: { a: { share: 0.25, value: 0.4 }, b: { share: 0.75, value: 0.6, reason: "Why b." } } };

describe("hints on the table (issue 26)", () => {
  it("offers Hint only where the table turned hints on, on the seat's own turn", () => {
    const traits = { hints: true, seat: "A1", mode: "play", view: { to_act: "A1" } };
    expect(hintOffered(traits)).toBe(true);
    expect(hintOffered({ ...traits, hints: false })).toBe(false);
    expect(hintOffered({ ...traits, view: { to_act: "B1" } })).toBe(false);
    expect(hintOffered({ ...traits, view: { to_act: null, result: { outcome: "A" } } })).toBe(false);
    expect(hintOffered({ ...traits, watch: true })).toBe(false);
    expect(hintOffered({ ...traits, curtain: "B1" })).toBe(false);
  });

  it("shows the share of search, or the win chance when the hint is exact (Letter)", () => {
    expect(hintFraction({ share: 0.3, value: 0.9 }, "search")).toBe(0.3);
    expect(hintFraction({ share: null, value: 0.75 }, "exact")).toBe(0.75);
    expect(hintFraction({ share: 0, value: null }, "search")).toBe(0);
    expect(hintFraction(undefined, "search")).toBe(null);
    expect(hintBadge(0.75, true)).toBe("★ 75%");
    expect(hintBadge(0.254, false)).toBe("25%");
  });

  it("draws a bar and a badge per move chip, stars the best and adds its reason to the tooltip", () => {
    const out = withHints(scene, search);
    expect(out.items.slice(0, 4).map((i) => i.id)).toEqual(scene.items.map((i) => i.id));
    const b = out.items.find((i) => i.id === "act:b");
    expect(b.tip).toBe("Why b.");
    expect(out.items.find((i) => i.id === "act:a").tip).toBeUndefined();
    const texts = out.items.filter((i) => i.type === "text" && i.hint).map((i) => i.text);
    expect(texts).toEqual(["25%", "★ 75%"]);
    const bars = out.items.filter((i) => i.type === "rect" && i.hint && i.h === 3);
    expect(bars.map((i) => Math.round(i.w))).toEqual([21, 63]);
    expect(out.items.filter((i) => i.hint).every((i) => i.id === undefined && i.y >= 0)).toBe(true);
    expect(out.height).toBe(scene.height);
  });

  it("marks a hand card with the best of the moves it opens, starred when it holds the recommended move", () => {
    const legal = [{ id: "a", target: { zone: "hand", index: 0 } }, { id: "b", target: { zone: "hand", index: 1 } },
                   { id: "c", target: { zone: "deck" } }];
    expect(openerHints(search, legal)).toEqual({ "select:0": { fraction: 0.25, best: false },
                                                 "select:1": { fraction: 0.75, best: true } });
    const cards = { ...scene, items: [{ type: "card", id: "select:1", x: 0, y: 120, w: 60, h: 80 }] };
    expect(withHints(cards, search, legal).items.filter((i) => i.type === "text").map((i) => i.text)).toEqual(["★ 75%"]);
  });

  it("leaves the scene alone without a hint", () => {
    expect(withHints(scene, {})).toBe(scene);
    expect(withHints(scene, null)).toBe(scene);
  });
});
