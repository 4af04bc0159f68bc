// Newcomer review 19 (Mythos, ja phone 390×844), finding 1: the replay's buttons hold still under the finger (Pause
// and Resume, and ⟲ at the end, keep one width: the longest label's) and autoplay leaves its step 0 promptly.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, fakeModel, installFakePage } from "./fake_dom.js";
import { buildEnding, ENDING_WORDS, REPLAY_PACE_MS } from "./ending.js";
import { coachStyle } from "./coach.js";

let page;
beforeEach(() => {
  page = installFakePage();
});
afterEach(() => {
  page.restore();
  vi.useRealTimers();
});

const BANNER = { title: "勝利", text: "冒険を達成した。", win: true, rows: [] };
const SAID = ["ゲーム開始。", "あなたは 5 枚引く。", "神話デッキを配る。", "ボット 1 は 5 枚引く。"];

/** Return a ja Mythos replay box built in a fake page, its `send`s and a `button(key)` finder. */
function replayBox(replay) {
  const doc = globalThis.document;
  const root = doc.createElement("div");
  const canvas = doc.createElement("canvas");
  root.append(doc.createElement("div"), canvas);
  const sent = [];
  const ending = buildEnding({ root, top: root.childNodes[0], canvas }, (cmd) => sent.push(cmd));
  const model = fakeModel({ game: "mythos", lang: "ja", banner: BANNER, replay });
  ending(model);
  const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
  const button = (key) => allElements(box).find((e) => e.dataset?.key === key);
  return { ending, model, sent, button };
}

describe("finding 1: the replay's buttons keep their places and widths whatever their labels", () => {
  it("ja: Pause, Resume and ⟲ keep room for the longest label (一時停止), so 結果に戻る never slides", () => {
    const { ending, model, button } = replayBox({ step: 5, of: 133, log: SAID, said: SAID });
    const words = ENDING_WORDS.ja;
    expect(button("pause").textContent).toBe(words.pause);
    expect(button("pause").dataset.room).toBe(words.pause);          // "一時停止" is longer than "再開"
    button("pause").fire("click");
    expect(button("pause").textContent).toBe(words.resume);
    expect(button("pause").dataset.room).toBe(words.pause);
    model.set("replay", { step: 133, of: 133, log: SAID, said: SAID });
    ending(model);
    expect(button("again_replay").dataset.room).toBe(words.pause);   // ⟲ in Pause's place, as wide
    // the room is a hidden second row of the button's grid: the button is as wide as its longest label
    expect(coachStyle()).toMatch(/\.cw-ending button\[data-room\] \{[^}]*display: inline-grid/);
    expect(coachStyle()).toMatch(/\.cw-ending button\[data-room\]::after \{[^}]*content: attr\(data-room\)[^}]*visibility: hidden/);
    ending.stop();
  });

  it("autoplay shows step 1 within the base pace, however many lines step 0 tells", () => {
    vi.useFakeTimers();
    const { ending, sent } = replayBox({ step: 0, of: 133, log: SAID, said: SAID });
    vi.advanceTimersByTime(REPLAY_PACE_MS);
    expect(sent).toEqual([{ cmd: "replay", index: 1 }]);
    ending.stop();
  });
});
