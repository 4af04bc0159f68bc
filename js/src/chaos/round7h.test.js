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
