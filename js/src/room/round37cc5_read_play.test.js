// Review 35, room_zh 6 (shots 175-176): after a role swap ended B1's move, a tap on 狂躁 (Mania / Sprint) showed its
// text with a yellow "出牌" (Play); pressing it opened only the greyed "⚠ 移动已因身份交换结束：没有追加移动". The reading
// offers Play only when a play of the card does something now; else it says why, in the hand card's own words.
import { describe, expect, it } from "vitest";
import { readingOf } from "./card_read.js";

const catalog = { card_texts: { cards: { sprint_skull: {
  zh: { name: "狂躁（骷髅）", text: "移动之后，再多走一格。" }, en: { name: "Mania / Sprint (Skull)", text: "One extra step after moving." } } } } };
const SWAPPED = "⚠ 移动已因身份交换结束：没有追加移动";
const view = { to_act: "B1", phase: "cards", hands: { B1: { cards: [{ id: "sprint_skull", suit: "skull" }] } } };
const model = (legal) => ({ get: (k) => ({ lang: "zh", game: "chaos", seat: "B1", catalog_data: catalog, view, legal })[k] });
const play = (off) => ({ id: "p", kind: "play", fields: { card: "sprint_skull" }, label: off ? SWAPPED : "多走一格",
                         target: { card: "sprint_skull", ...(off ? { off: true } : {}) } });

describe("CC5: the card's reading offers Play only for a play that does something (review 35, room_zh 6)", () => {
  it("a Sprint after a role swap ended the move: no Play, the hand card's why instead", () => {
    const read = readingOf(model([play(true), { id: "e", kind: "end", label: "结束" }]), "sprint_skull");
    expect(read.play).toBe(false);
    expect(read.why).toBe(SWAPPED);
    expect(read.name).toBe("狂躁（骷髅）");
  });

  it("a Sprint that still gives its step: Play, and no why", () => {
    const read = readingOf(model([play(false)]), "sprint_skull");
    expect(read.play).toBe(true);
    expect(read.why).toBe("");
  });
});
