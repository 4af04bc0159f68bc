// Round BB, fixer BB5 (newcomer review 34): the desk's "Since your last turn" box told a line and the story right
// under it told it again word for word (chaos_en 109: "You are pushed from a7 to b7 by Bot B2's combo."; room_en 016,
// 018: a bot's turn in one sentence, twice), and once the reader had acted the box held only "▌ marks the 14 lines
// since your turn below" (room_en 029, 032). A line is read once: the story's row of a line the box tells is dimmed,
// and a box with no line of its own is not shown.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";

const PUSH = "You are pushed from a7 to b7 by Bot B2's combo.";
const LINES = [
  { text: "Round 2: your turn.", round: "Round 2", turn: 1, you: 1 },
  { text: "You move to a7.", you: 1 },
  { text: "Round 2: Bot B2's turn.", turn: 1 },
  { text: PUSH, big: 2, at: 1, news: "yours" },
  { text: "Bot B2 draws a ghost card." },
  { text: "Round 3: your turn.", round: "Round 3", turn: 1, you: 1 },
];

describe("review 34: the since box and the story tell a line once", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  const rowsOf = (panel, text) => allElements(panel.lines)
    .filter((el) => /\bcw-line\b/.test(el.className ?? "") && el.textContent === text);

  it("dims the story's row of a line the box shows, and only while it shows it", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    update(LINES, { digest: true, boxed: true });
    expect(panel.digest.textContent).toContain(PUSH);
    const [row] = rowsOf(panel, PUSH);
    expect(row.style.display).toBe("none");   // since review 35 (round CC, CC2) left out, not dimmed
    expect(rowsOf(panel, "Bot B2 draws a ghost card.")[0].style.display ?? "").toBe("");
    update([...LINES, { text: "You move to a8.", you: 1 }, { text: "Round 3: Bot B2's turn.", turn: 1 }],
           { digest: false, boxed: true });   // its turn is over: the box goes, the row reads as any other
    expect(panel.digest.hidden).toBe(true);
    expect(row.style.display).toBe("");
  });

  it("shows no box that holds only the count of the marked lines", () => {
    // drawn afresh after the reader acted (a language switched, a page opened): the box's news is past
    const panel = buildStory();
    const update = storyPanel(panel);
    update([...LINES, { text: "You move to a8.", you: 1 }], { digest: true, boxed: true });
    expect(panel.digest.hidden).toBe(true);
    expect(panel.digest.textContent).not.toContain("marks the");
  });
});

describe("review 34, room_en 018: the since box keeps whole lines when the panel shrinks", () => {
  let restore;
  let watchers;
  let saved;
  beforeEach(() => {
    restore = installFakeDocument();
    watchers = [];
    saved = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback) { this.callback = callback; this.els = []; watchers.push(this); }
      observe(el) { this.els.push(el); }
      disconnect() { this.els = []; }
    };
  });
  afterEach(() => {
    globalThis.ResizeObserver = saved;
    restore();
  });

  it("a panel made shorter after the box was drawn: the box's last line goes, none is cut", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    const turn = [
      { text: "Round 2: Bot B2's turn.", turn: 1 },
      { text: "Bot B2 moves to b7." },
      { text: "Round 2: Bot B1's turn.", turn: 1 },
      { text: "Bot B1 moves to g1." },
    ];
    const lines = [LINES[0], LINES[1], ...turn, LINES[5]];
    let room = 400;   // the box's room (40% of the panel); each of its children 30 px tall
    Object.defineProperty(panel.digest, "clientHeight", { get: () => room });
    Object.defineProperty(panel.digest, "scrollHeight", { get: () => panel.digest.childNodes.length * 30 });
    update(lines, { digest: true, boxed: true });
    const rows = () => panel.digest.childNodes.filter((n) => /cw-digest-line/.test(n.className ?? ""));
    expect(rows().length).toBe(2);
    room = 95;        // a coach's box came above the story: the panel is shorter
    watchers.filter((w) => w.els.includes(panel.box)).forEach((w) => w.callback([{ target: panel.box }]));
    expect(panel.digest.scrollHeight).toBeLessThanOrEqual(room);
    expect(rows().length).toBe(1);
  });
});
