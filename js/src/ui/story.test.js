// The story panel (ui/story.js): a line's parts with card links, rounds, the "since your turn" digest, and the panel
// drawn on the fake DOM (lines appended, not redrawn; a changed story drawn afresh; the newest line followed).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildStory, digestOf, groupStory, lineText, segments, storyPanel, storyWord } from "./story.js";

const cards = { text: "You draw Amnesia (Eye) and Vanish (Moon).",
                cards: [["Vanish (Moon)", "card:vanish_moon"], ["Amnesia (Eye)", "card:amnesia_eye"]] };

describe("a story line", () => {
  it("splits its text around the card names it names, each a link to its zoom", () => {
    expect(segments(cards)).toEqual(["You draw ", { card: "Amnesia (Eye)", zoom: "card:amnesia_eye" }, " and ",
                                     { card: "Vanish (Moon)", zoom: "card:vanish_moon" }, "."]);
    expect(segments({ text: "Plain." })).toEqual(["Plain."]);
    expect(segments({ text: "No such card.", cards: [["Mi-Go", "mi_go"]] })).toEqual(["No such card."]);
    expect(lineText({ text: "B1 draws a patient card.", n: 3 })).toBe("B1 draws a patient card (×3).");
    expect(lineText({ text: "B1 抽一张病人牌。", n: 2 })).toBe("B1 抽一张病人牌（×2）。");   // in the sentence, not after it
    expect(lineText({ text: "B1 moves", n: 2 })).toBe("B1 moves (×2)");
    expect(lineText({ text: "B1 moves.", n: 1 })).toBe("B1 moves.");
  });

  it("groups the story by round: a line with `round` opens one", () => {
    const lines = [{ text: "deal" }, { text: "Round 1: your turn.", round: "Round 1", turn: 1 }, { text: "a" },
                   { text: "Round 1: B1's turn.", turn: 1 }, { text: "Round 2: …", round: "Round 2", turn: 1 }];
    expect(groupStory(lines).map((g) => [g.round, g.start, g.lines.length])).toEqual(
      [[null, 0, 1], ["Round 1", 1, 3], ["Round 2", 4, 1]]);
  });

  it("speaks the page language, English where it has none", () => {
    expect(storyWord("ja", "since")).toBe("前の手番から");
    expect(storyWord("zh-TW", "title")).toBe("遊戲經過");
    expect(storyWord("fr", "title")).toBe("Story of the game");
  });
});

describe("the digest of what the others did since your turn", () => {
  const story = [
    { text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to (7,1).", you: 1 },
    { text: "Round 1: B1's turn.", turn: 1 }, { text: "B1 moves." }, { text: "B1 steps on a bomb.", big: 1 },
    { text: "B1 returns to its spawn.", big: 1 }, { text: "Round 1: B2's turn.", turn: 1 }, { text: "B2 moves." }, { text: "B2 plays Prank." },
    { text: "B2 takes a card from you." }, { text: "The turn order is reversed.", big: 1 },
    { text: "Round 2: your turn.", turn: 1, you: 1 },
  ];

  // whole lines, never a turn's run-on line (round 6d, finding 4: clamped to "…")
  it("holds at most five whole lines since your last turn, in order: the big moments, then each turn's first line", () => {
    const turns = ["B1 steps on a bomb.", "B1 returns to its spawn.", "The turn order is reversed.", "B1 moves.", "B2 moves."];
    const digest = digestOf(story);
    expect(new Set(digest.map((l) => l.text))).toEqual(new Set(turns));
    const at = digest.map((l) => story.indexOf(l));   // in the order they happened (round D)
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(digestOf(story, 1).map((l) => l.text)).toEqual(["The turn order is reversed."]);
    const short = digestOf([...story.slice(0, 8), story.at(-1)]).map((l) => l.text);
    expect(new Set(short)).toEqual(new Set(["B1 steps on a bomb.", "B1 returns to its spawn.", "B1 moves.", "B2 moves."]));
  });

  it("names every seat that acted since your turn, a turn of moves only too (issue 23)", () => {
    const seen = [
      { text: "Round 2: your turn.", turn: 1, you: 1 }, { text: "You move to c4.", you: 1 },
      { text: "Round 2: B1's turn.", turn: 1 },
      { text: "B1 takes Mania (Sprint) from you.", cards: [["Mania (Sprint)", "card:mania_sprint"]] },
      { text: "B1 moves to d4." }, { text: "B1 moves to d5." },
      { text: "Round 2: your partner A2's turn.", turn: 1 }, { text: "Your partner A2 steps on a bomb.", big: 1 },
      { text: "Your partner A2 returns to its spawn.", big: 1 },
      { text: "Round 2: B2's turn.", turn: 1 }, { text: "B2 plays Prank.", big: 1 }, { text: "B2 moves to a3." },
      { text: "The turn order is reversed.", big: 1 }, { text: "Round 3: your turn.", turn: 1, you: 1 },
    ];
    const digest = digestOf(seen);
    expect(digest.length).toBeLessThanOrEqual(5);
    expect(digest.map((l) => l.text)).toEqual([   // the big moments kept, a turn of moves by its first line, in order
      "B1 takes Mania (Sprint) from you.", "Your partner A2 steps on a bomb.", "Your partner A2 returns to its spawn.",
      "B2 plays Prank.", "The turn order is reversed."]);
    const carded = digestOf(seen.map((l) => (l.text.startsWith("B1 takes") ? { ...l, big: 1 } : l)));
    expect(segments(carded[0])[0]).toEqual("B1 takes ");
    expect(segments(carded[0])[1]).toEqual({ card: "Mania (Sprint)", zoom: "card:mania_sprint" });
    const zh = digestOf([{ text: "你移动。", you: 1 }, { text: "轮到B1。", turn: 1 }, { text: "B1 移动到 d4。" },
      { text: "B1 移动到 d5。" }, { text: "轮到A2。", turn: 1 }, { text: "a" }, { text: "b" }, { text: "c" }], 3);
    expect(zh.map((l) => l.text)).toEqual(["B1 移动到 d4。", "a", "c"]);
  });

  it("is empty before your first act, and holds nothing of yours", () => {
    expect(digestOf([{ text: "a" }, { text: "b", big: 1 }, { text: "Round 1: your turn.", turn: 1, you: 1 }]))
      .toEqual([]);
    expect(digestOf([{ text: "You pass.", you: 1 }])).toEqual([]);
    expect(digestOf([{ text: "You pass.", you: 1 }, { text: "b" }]).map((l) => l.text)).toEqual(["b"]);
    expect(digestOf([])).toEqual([]);
  });
});

describe("the story panel", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  const texts = (panel) => allElements(panel.lines).filter((e) => String(e.className).split(" ").includes("cw-line"))
    .map((e) => e.textContent);

  it("appends new lines under their round, keeps the lines drawn, and draws a changed story afresh", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    const a = [{ text: "Round 1: your turn.", round: "Round 1", turn: 1, you: 1 }, { text: "You move." }];
    update(a);
    const first = allElements(panel.lines).find((e) => e.className?.includes("cw-turn"));
    const b = [...a, { text: "Round 2: B1's turn.", round: "Round 2", turn: 1 }, cards];
    update(b);
    expect(texts(panel)).toEqual(["Round 1: your turn.", "You move.", "Round 2: B1's turn.", cards.text]);
    expect(allElements(panel.lines).find((e) => e.className?.includes("cw-turn"))).toBe(first);   // not redrawn
    expect(panel.lines.childNodes.map((g) => g.childNodes[0].textContent)).toEqual(["Round 1", "Round 2"]);
    update(a.slice(0, 1));   // an undo: fewer lines
    expect(texts(panel)).toEqual(["Round 1: your turn."]);
    expect(panel.title.textContent).toBe("Story of the game");
  });

  it("opens a card's zoom from its name, and shows the digest on the seat's turn only", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    const opened = [];
    const lines = [{ text: "You pass.", you: 1 }, { text: "B1 steps on a bomb.", big: 1, note: "Back to spawn." },
                   cards];
    update(lines, { lang: "en", digest: true, onZoom: (key) => opened.push(key) });
    const link = allElements(panel.lines).find((e) => e.dataset?.zoom === "card:vanish_moon");
    link.fire("click");
    expect(opened).toEqual(["card:vanish_moon"]);
    expect(panel.digest.hidden).toBe(false);
    expect(panel.digest.textContent).toContain("Since your last turn");
    // round G finding 1: its lines are marked in the story below, not told again above it
    expect(panel.digest.textContent).not.toContain("B1 steps on a bomb.");
    const marked = allElements(panel.lines).filter((e) => String(e.className).split(" ").includes("cw-since"));
    expect(marked.map((e) => e.textContent)).toEqual(["B1 steps on a bomb.Back to spawn.", cards.text]);
    update(lines, { lang: "ja", digest: false });
    expect(panel.digest.hidden).toBe(true);
    expect(panel.title.textContent).toBe("ゲームの経過");
  });

  it("follows the newest line unless the reader scrolled up, then offers the newer lines", () => {
    const panel = buildStory();
    const update = storyPanel(panel);
    Object.assign(panel.lines, { scrollTop: 0, clientHeight: 100, scrollHeight: 100 });
    const [a, b, c] = [{ text: "a" }, { text: "b" }, { text: "c" }];   // the page's copy keeps each line's object
    update([a]);
    panel.lines.scrollHeight = 90;    // (the fake DOM does not measure: what the box held before the next lines)
    update([a, b]);                   // at the end before: it follows the newest line
    expect(panel.lines.scrollTop).toBe(90);
    expect(panel.newer.hidden).toBe(true);
    panel.lines.fire("wheel");        // the reader's own hand (a scroll without one is the page's: review 25)
    Object.assign(panel.lines, { scrollTop: 10, scrollHeight: 500 });   // the reader scrolled up
    panel.lines.fire("scroll");
    update([a, b, c]);
    expect(panel.lines.scrollTop).toBe(10);
    expect(panel.newer.hidden).toBe(false);
    panel.newer.fire("click");
    expect(panel.lines.scrollTop).toBe(500);
  });
});
