// Review 26 on a phone's story panel (round AR2; mythos_ja 6, room_zh 4, chaos_ja 10): the page scrolls over it (no
// nested scroll to get stuck in), the "since your last turn" box stays small while the whole story is open, and its
// footer says plainly what the ▌ marks are.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { buildPage } from "./page.js";
import { STORY_WORDS } from "./story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

/** Return the page's style sheet as one line. */
function css() {
  let text = "";
  const head = document.head.appendChild;
  document.head.appendChild = (node) => { text += node.textContent; return head(node); };
  buildPage();
  return text.replace(/\n/g, " ").replace(/\/\*.*?\*\//g, "");
}

/** Return the declarations of the last rule whose selector is exactly `sel`. */
const rule = (text, sel) => [...text.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter((m) => m[1].trim() === sel).map((m) => m[2]).join(";");

describe("a phone's story is no scroll trap", () => {
  it("its lines do not scroll by finger or wheel (the page does), folded or open; open, it shows the whole story", () => {
    const text = css();
    expect(rule(text, '.cw-root[data-wide="0"] .cw-lines')).toMatch(/overflow-y: hidden/);
    expect(rule(text, '.cw-root[data-wide="0"] .cw-story[data-open="1"] .cw-lines')).toMatch(/max-height: none/);
  });

  it("the since box is not pinned over the open story: it folds away while the whole story shows", () => {
    expect(rule(css(), '.cw-root[data-wide="0"] .cw-story[data-open="1"] .cw-digest')).toMatch(/display: none/);
  });

  it.each([["en", /since your turn/], ["ja", /前の手番から/], ["zh-CN", /你上回合以来/], ["zh-TW", /你上回合以來/]])(
    "the footer says what ▌ marks (%s)", (lang, said) => {
      expect(STORY_WORDS[lang].marked).toMatch(said);
      expect(STORY_WORDS[lang].marked).toContain("▌");
    });
});

describe("chaos_ja 10: no 'Round 4: your turn' callout over round 3's lines on a phone", () => {
  it("the reader's turn heading is not toasted when the since box already lists what happened", async () => {
    const { newToasts } = await import("./toast.js");
    const turn = { text: "Round 4: your turn.", turn: 4, you: 1, big: 1, note: "Since your last turn: B1 swaps roles." };
    const swap = { text: "Bot B1 and bot B2 swap roles.", big: 1 };
    const lines = [{ text: "Round 3: bot B1's turn.", turn: 3 }, swap, turn];
    const toasts = newToasts(lines, 1, true, [swap], true).map((t) => t.text);
    expect(toasts).not.toContain("Round 4: your turn.");
    expect(toasts).toContain("Bot B1 and bot B2 swap roles.");   // a big moment of the others' is still news there
  });
});
