// CHAOS round H (newcomer review 7, issue 23): what review 7 found at 1280 (en).
import { describe, expect, it } from "vitest";
import { pageWords, say } from "../ui/words.js";

describe("undo after a hidden bomb (review 7, CHAOS finding 2)", () => {
  it("says that hidden bombs, not only cards, are dealt afresh, in en zh ja", () => {
    expect(say(pageWords("en", "chaos"), "undone_fair")).toBe("Undone: what you had not seen (cards, hidden bombs) is dealt afresh.");
    expect(say(pageWords("zh", "chaos"), "undone_fair")).toContain("炸弹");
    expect(say(pageWords("ja", "chaos"), "undone_fair")).toContain("爆弾");
  });
});

describe("time cards say what they do (review 7, CHAOS finding 3, 70/71.png)", () => {
  it("the Midnight and Dawn chips' hover says in one line what the time does, counted in the banner's turns", async () => {
    const { layout } = await import("../layout.js");
    const { valid } = await import("../view_schema.js");
    const time = (await import("../fixtures/chaos_round4_time.json")).default;
    const keep = new Set(["declare_time cards=brainwash_eye+mischief_eye+prank_eye time=midnight",
                          "declare_time cards=brainwash_eye+mischief_eye+prank_eye time=dawn"]);
    const two = { ...time, legal: time.legal.filter((a) => a.kind !== "declare_time" || keep.has(a.id)) };
    const s = layout({ ...valid(two), ui: {} }, { width: 1200 });
    const tips = s.items.filter((i) => String(i.id).startsWith("act:declare_time")).map((c) => c.tip);
    expect(tips).toEqual([
      "Midnight: every patient's step goes the way a compass spin says, and a patient plays 1 card a turn, for the setter's next 2 turns",
      "Dawn: every ghost moves only along its row or column, and a ghost plays 1 card a turn, for the setter's next 2 turns"]);
    for (const tip of tips) expect(tip).not.toMatch(/round/);
  });
});

describe("replay then 'Back to the end' keeps each check mark's round (review 7, CHAOS finding 5)", () => {
  it("marks learnt at r9, r10, r13, r15 read so again after a rewind to r5 and a jump to r16", async () => {
    const { checkAges } = await import("./checks.js");
    const ui = {};
    const marks = [[[6, 0], 9], [[4, 2], 10], [[2, 1], 13], [[5, 1], 15]];
    const frame = (round) => checkAges(ui, { round, turn: round * 4 }, "A1",
      marks.filter(([, r]) => r <= round).map(([cell]) => ({ cell, bomb: false })));
    frame(1);
    for (const r of [9, 10, 13, 15, 16]) frame(r);
    frame(5);    // the replay goes back: no mark yet
    const end = frame(16);   // "Back to the end"
    expect(marks.map(([cell]) => end.get(`${cell[0]},${cell[1]}`).when.round)).toEqual([9, 10, 13, 15]);
  });
});

describe("a check mark under a piece shows (review 7, CHAOS finding 4, 61.png)", () => {
  it("the ✓ of a piece's cell is drawn after the piece, the others stay under the pieces", async () => {
    const { layout } = await import("../layout.js");
    const { valid } = await import("../view_schema.js");
    const start = (await import("../fixtures/chaos_start.json")).default;
    const view = structuredClone(start.view);
    const a1 = view.pieces.find((p) => p.seat === "A1");
    view.checked = [{ cell: a1.cell, bomb: false }, { cell: [4, 4], bomb: false }];
    const s = layout({ ...valid({ ...start, view }), ui: {} }, { width: 1280 });
    const at = (pred) => s.items.findIndex(pred);
    const piece = at((i) => i.type === "piece" && i.seat === "A1");
    const under = at((i) => i.type === "check" && i.cell[0] === a1.cell[0] && i.cell[1] === a1.cell[1]);
    expect(under).toBeGreaterThan(piece);
    expect(s.items[under].z).toBe(-1);
    expect(at((i) => i.type === "check" && i.cell[0] === 4 && i.cell[1] === 4)).toBeLessThan(piece);
  });
});
