// CHAOS round AE (newcomer review 19: CHAOS ja phone finding 2, room zh-CN B1 finding 1, CHAOS en desk findings 1, 4
// and ja finding 9): on the reader's move a box above a phone's table (a desk: the digest beside the table's top)
// says what changed for it since its last turn — its own losses first (a skipped turn the headline), the board's
// next, at most four lines (round AX1, review 31: no "+ N more", the story marks the rest) — and the order in words
// after a reversal.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildPage, logUpdater, pageStyle } from "../ui/page.js";
import { orderNow, sinceBox } from "../ui/story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const SKIPPED = { text: "Your turn was skipped this round: the order was reversed (Schizophrenia) before you played.",
                  you: 1, at: 1, big: 2, news: "yours" };
const TAKEN = { text: "Bot B1 takes your Amnesia (Eye): it has left your hand.", big: 1, news: "yours" };
const GATE = { text: "The gate opens.", big: 2, news: "board" };
const COMBO = { text: "The combo (Brainwash + Amnesia) acts.", big: 1 };
const plain = (n) => Array.from({ length: n }, (_, i) => ({ text: `Bot B2 moves to e${i + 1}.` }));

/** A story: the reader's turn and act, then others' turns (`news` among plain lines), then the reader's turn again. */
function story(news) {
  return [{ round: "Round 4", text: "Round 4: your turn.", turn: 1, you: 1 }, { text: "You move to a5.", you: 1 },
    { text: "Round 4: Bot B1's turn.", turn: 1 }, ...plain(6), COMBO, GATE, ...plain(4), TAKEN,
    { round: "Round 5", text: "Round 5: Bot B2's turn.", turn: 1 }, ...plain(3), ...news,
    { round: "Round 6", text: "Round 6: your turn.", turn: 1, you: 1 }];
}

describe("the since box ranks the reader's own changes first", () => {
  it("a skipped turn heads it, the card taken next, then the gate, the rest not counted", () => {
    const box = sinceBox(story([SKIPPED]));
    // (3 lines at most since review 35, room_en 2: the combo's line is in the story below)
    expect(box.lines.map((l) => l.text)).toEqual([SKIPPED.text, TAKEN.text, GATE.text]);
    expect(box.more).toBe(0);   // round AX1: "+ 13 more" read as news lost; the story marks them
  });

  it("says the order in words after a reversal, from the reader on, in every language", () => {
    const view = { order: ["A1", "A2", "B2", "B1"], direction: -1 };
    expect(orderNow(view, "A2", "en")).toBe("Turns from now: you → A1 → B1 → B2");
    expect(orderNow(view, "A2", "ja")).toBe("ここからの順番：あなた → A1 → B1 → B2");
    expect(orderNow(view, "A2", "zh-CN")).toBe("从现在起的顺序：你 → A1 → B1 → B2");
    expect(orderNow(view, "A2", "zh-TW")).toBe("從現在起的順序：你 → A1 → B1 → B2");
    expect(orderNow({ ...view, direction: 1 }, "A2", "en")).toBe("");
  });
});

/** A CHAOS page at the reader's move (phone), its story `lines`. */
function phonePage(lines, traits = {}) {
  const page = buildPage();
  page.root.dataset.wide = "0";
  const model = fakeModel({ game: "chaos", lang: "en", seat: "A1", step: 5, log_lines: lines,
                            view: { game: "chaos", to_act: "A1", order: ["A1", "A2", "B2", "B1"], direction: -1 },
                            legal: [{ id: "stay" }], ...traits });
  const update = logUpdater(model, page);
  update();
  return { page, model, update };
}

describe("the box stands under a phone's table on the reader's move", () => {
  // (under the canvas since round AI: above it, it moved the board ~130 px as it came; newcomer review 21, room_zh 4)
  it("comes right after the canvas, with the skipped turn first and the order, no count", () => {
    const { page } = phonePage(story([SKIPPED]));
    const kids = page.root.childNodes;
    expect(kids.indexOf(page.since.box)).toBe(kids.indexOf(page.canvas) + 1);
    expect(page.since.box.hidden).toBe(false);
    const rows = page.since.body.childNodes.map((n) => n.textContent);
    expect(rows[0]).toBe(SKIPPED.text);
    expect(rows.filter((r) => !r.startsWith("Turns from now")).length).toBe(3);   // a phone: three
    expect(rows.at(-1)).toBe("Turns from now: you → B1 → B2 → A2");   // no "+ 14 more in the story below" (AX1)
    expect(page.since.title.textContent).toBe("Since your last turn");
  });

  it("stays through the turn, its × closes it for the turn, and it goes when the move passes", () => {
    const { page, model, update } = phonePage(story([SKIPPED]));
    model.set("step", 6);
    update();
    expect(page.since.box.hidden).toBe(false);
    page.since.close.fire("click");
    update();
    expect(page.since.box.hidden).toBe(true);
    const other = phonePage(story([SKIPPED]), { view: { game: "chaos", to_act: "B1" } });
    expect(other.page.since.box.hidden).toBe(true);
  });

  it("is CHAOS's only, and a desk's digest tells the same lines beside the table", () => {
    expect(phonePage(story([SKIPPED]), { game: "mythos", view: { game: "mythos", to_act: "A1" } }).page.since.box.hidden)
      .toBe(true);
    expect(pageStyle()).toMatch(/\.cw-root\[data-wide="1"\] \.cw-since-box \{ display: none; \}/);
    const { page } = phonePage(story([SKIPPED]));
    page.root.dataset.wide = "1";
    page.story.box.closest = () => page.root;
    const desk = logUpdater(fakeModel({ game: "chaos", lang: "ja", seat: "A1", step: 5, log_lines: story([SKIPPED]),
                                        view: { game: "chaos", to_act: "A1" }, legal: [{ id: "stay" }] }), page);
    desk();
    const text = allElements(page.story.digest).map((n) => n.className === "cw-digest-more" ? n.textContent : "")
      .filter(Boolean);
    expect(text).toEqual([]);   // no "ほか 13 行は下の経過に" (round AX1: the hint says the story marks them)
  });
});

describe("Learn to play keeps its own 'What just happened' cards", () => {
  it("shows no box while the course's coach is on", () => {
    expect(phonePage(story([SKIPPED]), { coach: { id: "stay", n: 3, of: 10 } }).page.since.box.hidden).toBe(true);
  });
});

describe("a skipped turn is the headline", () => {
  it("before a bomb that sent the reader home earlier, though both are the biggest", () => {
    const home = { text: "You step on a hidden bomb at a6: sent back to your spawn a8.", big: 2, news: "yours" };
    const box = sinceBox(story([home, SKIPPED]));
    expect(box.lines.slice(0, 2).map((l) => l.text)).toEqual([SKIPPED.text, home.text]);
  });
});

describe("the order in words follows the engine's next seats", () => {
  it("names the seats the view says play next (a lost turn passed over)", () => {
    const view = { order: ["A1", "A2", "B2", "B1"], direction: -1, to_act: "A2", next_seats: ["B1", "B2", "A2"] };
    // each seat once since round AF (review 20, chaos_ja finding 1): the reader is not named again at the end
    expect(orderNow(view, "A2", "en")).toBe("Turns from now: you → B1 → B2");
  });
});

describe("a card taken is not pushed out by pushes", () => {
  it("keeps the story's order among the reader's rank-1 changes (zh phone, seed 7: two pushes hid a card taken)", () => {
    const push = (n) => ({ text: `You are pushed from a${n} to b${n} by Bot B2 (Possession).`, big: 1, at: 1, you: 1,
                           news: "yours" });
    const box = sinceBox(story([push(1), push(2)]), 3);
    expect(box.lines.map((l) => l.text)).toEqual([TAKEN.text, push(1).text, push(2).text]);
  });
});
