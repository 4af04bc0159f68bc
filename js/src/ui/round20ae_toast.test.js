// Newcomer review 19: "Toasts cover the log and panels. Pop-up notices sit on top of the log lines they repeat
// (Mythos ja phone 005/010/021) and cover the adventure checklist at the bottom (031/065)"; CHAOS ja phone: "Toasts cover
// the instruction text: after undo (090) and after a bot turn (015)". On a phone a toast never covers the whole prompt
// (its wrapped lines, the card's or combo's text under it: CHAOS labels only the first line), the adventure checklist,
// and a toast whose words the table already shows in the window (Mythos's lines over the hand) is not shown twice.
import { afterEach, describe, expect, it, vi } from "vitest";
import { phonePage, toastOver } from "./phone_toast_support.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Return a 390×844 phone's table: its status line, cards (a board's, a hand's: never covered) from y 30 down to the
 * window's foot but in the band [from, to), and `extra` items (the band's lines). */
const fullTable = (extra, [from, to]) => {
  const head = { type: "text", text: "ラウンド 1/60・あなたの番", x: 10, y: 6, w: 200, h: 16, size: 16, label: "status" };
  const cards = [[30, from], [to, 844]].filter(([a, b]) => b > a)
    .map(([a, b]) => ({ type: "card", x: 10, y: a, w: 370, h: b - a }));
  return [head, ...cards, ...extra];
};

describe("review 19, finding 8 (CHAOS ja phone) and 5 (Mythos ja phone): what a phone's toast never covers", () => {
  it("every wrapped line of the prompt and the card's text under it (CHAOS 090, 015)", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const said = ["あなたの手番：1 歩移動する（強調されたマスを", "タップ）、2 の場にいける。味方にコンボを求める", "合同手番を 1 回行う）。"];
    const prompt = said.map((text, i) => ({ type: "text", text, x: 10, y: 400 + i * 18, w: 360, h: 16, size: 14,
                                            bold: true, ...(i ? {} : { label: "prompt" }) }));
    const effect = { type: "text", text: "対抗しなければコンボの効果が出る", x: 10, y: 470, w: 360, h: 14, label: "prompt-effect" };
    const box = { childNodes: [{}], dataset: {}, style: {} };
    placeToasts(box, phonePage(fullTable([...prompt, effect], [390, 500])));
    expect([...prompt, effect].filter((r) => box.dataset.spot !== "flow" && toastOver(box, r)).map((r) => r.text)).toEqual([]);
  });

  it("the adventure checklist (Mythos 031, 065)", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const goals = [0, 1, 2].map((i) => ({ type: "text", text: `✗ 書物カード · 不足 ${i}`, x: 10, y: 760 + i * 18, w: 300, h: 14,
                                          label: i ? `goal-31-${i}` : "goal-31-name" }));
    const box = { childNodes: [{}], dataset: {}, style: {} };
    placeToasts(box, phonePage(fullTable(goals, [740, 844])));
    expect(goals.filter((r) => box.dataset.spot !== "flow" && toastOver(box, r)).map((r) => r.label)).toEqual([]);
  });

  it("a toast the table's lines over the hand say already, in the window, is not shown (Mythos 005, 031)", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const told = "ボット 2 は手札から「クトゥルフの浮上」をあなたに使用する。";
    const rows = [{ type: "text", text: "ボット 2 は手札から「クトゥルフの浮上」をあなたに", x: 10, y: 300, w: 360, h: 14 },
                  { type: "text", text: "使用する。", x: 10, y: 316, w: 80, h: 14 }];
    const toast = { className: "cw-toast", textContent: told, dataset: {} };
    const other = { className: "cw-toast", textContent: "あなた：正気度 0、ゲーム終了。", dataset: {} };
    const box = { childNodes: [toast, other], dataset: {}, style: {} };
    placeToasts(box, phonePage(fullTable(rows, [290, 340])));
    expect(box.childNodes).toEqual([other]);
  });
});
