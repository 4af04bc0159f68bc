// Round AI (newcomer review 21, chaos_en finding 6, 093_h23): "'Order now: you → A2 → B2 → B1' was shown while A2 had
// played first": the line reads as the round's order. It is the turns from the reader's on, and says so; its seats are
// the engine's (view.next_seats), as the reversal's story line and the strip's 'next' (round AI8's kernel commit).
import { describe, expect, it } from "vitest";
import { orderNow } from "../ui/story.js";

describe("round AI8: the since box's order line says it runs from now on", () => {
  const view = { order: ["B1", "B2", "A2", "A1"], direction: -1, to_act: "A1", next_seats: ["A2", "B2", "B1"] };

  it("'Turns from now: you → A2 → B2 → B1', in every CHAOS language", () => {
    expect(orderNow(view, "A1", "en")).toBe("Turns from now: you → A2 → B2 → B1");
    expect(orderNow(view, "A1", "ja")).toBe("ここからの順番：あなた → A2 → B2 → B1");
    expect(orderNow(view, "A1", "zh-CN")).toBe("从现在起的顺序：你 → A2 → B2 → B1");
    expect(orderNow(view, "A1", "zh-TW")).toBe("從現在起的順序：你 → A2 → B2 → B1");
  });
});
