// Issue 23 (rooms): a spectator's table is the public table, with no empty "Your hand".
import { describe, expect, it } from "vitest";
import chaosF from "../fixtures/chaos_start.json";
import startF from "../fixtures/mythos_start.json";
import { layout } from "../layout.js";

const labels = (scene) => scene.items.filter((i) => i.label).map((i) => i.label);

describe("issue 23: a spectator's Mythos table", () => {
  it("draws no hand and no 'Your hand' for a spectator, and the seat's hand for the seat", () => {
    const seated = layout({ ...startF, ui: {} }, { width: 1000 });
    expect(labels(seated)).toContain("hand-title");
    const players = startF.view.players.map(({ hand, ...p }) => ({ ...p, hand_count: hand?.length ?? p.hand_count }));
    const watching = layout({ ...startF, seat: "", legal: [], view: { ...startF.view, players }, ui: {} }, { width: 1000 });
    expect(labels(watching)).not.toContain("hand-title");
    expect(labels(watching).some((l) => l.startsWith("hand-"))).toBe(false);
    expect(watching.items.filter((i) => i.type === "mpanel" && i.you)).toEqual([]);   // nobody is "you"
    expect(watching.items.some((i) => typeof i.text === "string" && i.text.includes("★"))).toBe(false);
  });
});

describe("issue 23: a spectator's CHAOS table", () => {
  it("draws no hand title for a spectator (the public hands: counts only), and the seat's hand for the seat", () => {
    expect(labels(layout({ ...chaosF, ui: {} }, { width: 1000 }))).toContain("hand-title");
    const hands = Object.fromEntries(Object.entries(chaosF.view.hands).map(([s, h]) => [s, { count: h.count, cards: null }]));
    const watching = layout({ ...chaosF, seat: "", legal: [], view: { ...chaosF.view, hands }, ui: {} }, { width: 1000 });
    expect(labels(watching)).not.toContain("hand-title");
  });
});
