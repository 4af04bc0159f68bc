// Round BB, fixer BB5 (newcomer review 34, chaos_en 017, room_en 020): the reader set Dawn and read "You discard three
// cards of a suit: it is Dawn." and its explanation twice in a row, a toast over the story and the story's own line
// right under it. On a desk the story beside the table tells the reader's own big act: no toast says it again.
import { describe, expect, it } from "vitest";
import { newToasts } from "./toast.js";

const DAWN = { text: "You discard three cards of a suit: it is Dawn.", big: 1, you: 1,
               note: "At Dawn each ghost may only move along the row or the column it stands on." };
const BEFORE = [{ text: "Round 2: your turn.", round: "Round 2", turn: 1, you: 1 }, { text: "You move to c7.", you: 1 }];
const PUSHED = { text: "You are pushed from a7 to b7 by Bot B2's combo.", big: 2, you: 1, at: 1 };

describe("review 34: the reader's own big act is told once on a desk", () => {
  it("a desk: no toast of the reader's Dawn; another seat's act on the reader still is", () => {
    expect(newToasts([...BEFORE, DAWN], 2, true, [], false)).toEqual([]);
    expect(newToasts([...BEFORE, PUSHED], 2, true, [], false).map((t) => t.text)).toEqual([PUSHED.text]);
  });

  it("a phone, its story under the table out of sight: the toast still tells it", () => {
    expect(newToasts([...BEFORE, DAWN], 2, true, [], true).map((t) => t.text)).toEqual([DAWN.text]);
  });
});
