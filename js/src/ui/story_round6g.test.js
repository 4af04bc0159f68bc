// Issue 23 round G (newcomer review 6): "Since your last turn" pushes the story and tells nothing twice (finding 1),
// and what another seat did to the reader's piece at the end of the reader's own turn is in it (finding 3).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { STORY_WORDS, buildStory, digestOf, sinceOf, storyPanel, wholeLines } from "./story.js";

const head = (text, you) => ({ text, turn: 1, ...(you ? { you: 1 } : {}) });
const you = (text, extra = {}) => ({ text, you: 1, ...extra });
// CHAOS, seat A1: its move, then B1's combo pushes its piece (a reaction in A1's own turn), then B1's turn, then A1's
const story = [head("Round 2: your turn.", true), you("You move to b8."),
               you("You are pushed from b8 to c8 by B1's combo.", { at: 1 }), you("You are safe until your turn."),
               head("Round 2: B1's turn."), { text: "B1 moves to d4." }, { text: "B1 draws a card." },
               head("Round 3: your turn.", true)];

describe("finding 1: the digest's lines are marked in the story, not told again above it", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());
  const byClass = (panel, name) => allElements(panel.lines)
    .filter((e) => String(e.className).split(" ").includes(name)).map((e) => e.textContent);

  it("the head above the story says what is marked; no line's text is in it", () => {
    const panel = buildStory();
    storyPanel(panel)(story, { lang: "en", digest: true });
    expect(panel.digest.hidden).toBe(false);
    expect(panel.digest.textContent).toContain("Since your last turn");
    expect(panel.digest.textContent).toContain("marks the lines since your turn");   // no count: review 34
    for (const line of story) expect(panel.digest.textContent).not.toContain(line.text);   // told once: in the story
    expect(byClass(panel, "cw-since")).toEqual(["You are pushed from b8 to c8 by B1's combo.", "B1 moves to d4.",
                                                "B1 draws a card."]);
  });

  it("off the seat's turn nothing is marked and the head is gone; every language has the head's words", () => {
    const panel = buildStory();
    const draw = storyPanel(panel);
    draw(story, { lang: "en", digest: true });
    draw(story, { lang: "en", digest: false });
    expect(panel.digest.hidden).toBe(true);
    expect(byClass(panel, "cw-since")).toEqual([]);
    // no count in the hint since review 34 (mythos_en 12: one wrapped line read as two): ▌ is named in each language
    for (const words of Object.values(STORY_WORDS)) expect(words.marked).toContain("▌");
  });

  it("a desk's story box (no max-height) is held to whole lines too: its top edge cuts no line", () => {
    const saved = globalThis.getComputedStyle;
    globalThis.getComputedStyle = () => ({ maxHeight: "none" });
    try {
      const rect = (top, height) => ({ top, bottom: top + height, height });
      const box = { style: { maxHeight: "" }, scrollTop: 0, scrollHeight: 600, clientTop: 0, clientHeight: 300,
                    getBoundingClientRect: () => rect(200, 300),
                    querySelectorAll: () => [[190, 20], [210, 20]].map(([t, h]) => ({ getBoundingClientRect: () => rect(t, h) })) };
      wholeLines(box);
      expect(box.style.maxHeight).toBe("290px");   // the line from 190 to 210 ended 10 px below the top
    } finally {
      globalThis.getComputedStyle = saved;
    }
  });
});

describe("finding 3: what others did to the reader's piece is news, wherever in the turn it came", () => {
  it("B1's combo pushing the reader's piece after its own move is in the digest (its own lines are not)", () => {
    const texts = digestOf(story).map((l) => l.text);
    expect(texts).toContain("You are pushed from b8 to c8 by B1's combo.");
    expect(texts).not.toContain("You move to b8.");
    expect(texts).not.toContain("You are safe until your turn.");
    expect(sinceOf(story).map((l) => l.text)).toEqual(texts);
  });

  it("a push marked `at` is not taken for the reader's own act: the digest starts after its move, not the push", () => {
    const later = [...story.slice(0, 3), head("Round 2: B1's turn."), { text: "B1 moves." }, head("Round 3: your turn.", true)];
    expect(digestOf(later).map((l) => l.text)).toEqual(["You are pushed from b8 to c8 by B1's combo.", "B1 moves."]);
  });
});

describe("finding 2: a window on another seat's turn (a reaction, an answer) tells only what came since the reader's last act", () => {
  // a CHAOS room, seat A2: its round 4 (the start of round 4 told then), its move, B2's turn asks it to react
  const round = [head("Round 4: your turn.", true), { text: "Your partner A1 is a patient." },
                 you("You are a ghost.", { big: 1 }), { text: "Bot B2 moves unseen." }, you("You move to a7."),
                 you("You draw a ghost card."), head("Round 5: Bot B2's turn."), { text: "Bot B1 moves to h1." },
                 { text: "Bot B2 starts a combo (Possession + Protection) with Possession (Skull)." }];

  it("the reaction window's digest holds B2's turn only, not round 4 told at the reader's own turn again", () => {
    expect(digestOf(round).map((l) => l.text)).toEqual(["Bot B1 moves to h1.",
      "Bot B2 starts a combo (Possession + Protection) with Possession (Skull)."]);
  });

  it("a Letter answer: the opponent's card, not the reader's turn before it", () => {
    const letter = [head("Turn 1: your turn.", true), { text: "The opponent is protected." }, you("You play Mi-Go."),
                    head("Turn 2: the opponent's turn."), { text: "The opponent plays Great Race of Yith." }];
    expect(digestOf(letter).map((l) => l.text)).toEqual(["The opponent plays Great Race of Yith."]);
  });

  // reversed by newcomer review 11, finding 1: a reaction inside B2's turn does not restart "since your last turn"
  // (B2's turn before it stays news; the reaction itself is not)
  it("the reader's own turn after the window: B2's whole turn, not its own reaction", () => {
    const reacted = [...round, you("You react with Schizophrenia (Skull)."), { text: "The reaction cancels the combo." },
                     head("Round 5: your turn.", true)];
    expect(digestOf(reacted).map((l) => l.text)).toEqual(["Bot B1 moves to h1.",
      "Bot B2 starts a combo (Possession + Protection) with Possession (Skull).", "The reaction cancels the combo."]);
  });
});
