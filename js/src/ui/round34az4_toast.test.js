// Round AZ, fixer AZ4 (newcomer review 32, chaos_ja 7, 142): on a phone 「ラウンド終了：鍵が g6 に置き直される。」 was told
// in the "前の手番から" box on the table and again in a toast right below it. A line the phone's box shows is told
// there only; a line it does not show is still toasted (the phone's story lies under the table).
import { describe, expect, it } from "vitest";
import { newToasts } from "./toast.js";
import { sinceBox } from "./story.js";
import { SINCE_PHONE_LINES } from "./page.js";

const KEY = "ラウンド終了：鍵が g6 に置き直される。";

/** The reader's story at its turn: its own move, B1's turn with the key's new place (big), then its turn again. */
function story() {
  return [
    { text: "ラウンド 1：あなたの番。", turn: true, you: true, round: true },
    { text: "あなたは a7 へ移動。", you: true },
    { text: "ラウンド 1：ボットの B1 の番。", turn: true },
    { text: "ボットの B1 は g2 へ移動。", play: true },
    { text: KEY, big: 1 },
    { text: "ラウンド 2：あなたの番。", turn: true, you: true, round: true },
  ];
}

describe("chaos_ja 7 (142): a phone tells a moment once, in the since box or a toast", () => {
  it("does not toast the key's line the phone's since box shows", () => {
    const lines = story();
    const boxed = sinceBox(lines, SINCE_PHONE_LINES)?.lines ?? [];
    expect(boxed.map((l) => l.text)).toContain(KEY);
    const toasts = newToasts(lines, 2, true, [], true, boxed);
    expect(toasts.map((t) => t.text)).not.toContain(KEY);
  });

  it("still toasts it when the box is closed (it shows nothing)", () => {
    const toasts = newToasts(story(), 2, true, [], true, []);
    expect(toasts.map((t) => t.text)).toContain(KEY);
  });
});
