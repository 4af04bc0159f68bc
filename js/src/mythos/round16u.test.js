// Newcomer review 15 on the Mythos table (issue 23), round U: what is still open after round T.
import { describe, expect, it } from "vitest";
import { wrapLines } from "../scene/text.js";

const OPENING = /[（(［[「『【〔〈《]$/u;
const CLOSING = /^[）)］\]」』】〕〉》]/u;

describe("finding 4: a short group in brackets is never split over two lines", () => {
  // ja phone 390×844: a choice's cost 「（正気度 -1）」 (sentences/ja.py "cost") was drawn as 「(正気度」 over 「-1)」
  const texts = [
    "ゲートを使ってロケーションを出す（正気度 -1）",
    "ゲートを使う (正気度 -1) ことができる",
    "Leave through the gate (Sanity -1)",
  ];
  for (const text of texts) {
    it(`'${text}' keeps its bracketed group on one line at every width`, () => {
      const group = text.match(/[（(][^）)]*[）)]/u)[0];
      for (let width = 60; width <= 400; width += 5) {
        for (const fs of [11, 13, 15]) {
          const lines = wrapLines(text, width, fs);
          expect(lines.join(" "), `${width} px, ${fs} px font`).toContain(group);
          expect(lines.some((l) => l.includes(group)), `${width} px: ${JSON.stringify(lines)}`).toBe(true);
          for (const [k, line] of lines.entries()) {
            expect(OPENING.test(line), `line ${k} ends with an opening bracket: ${JSON.stringify(lines)}`).toBe(false);
            expect(CLOSING.test(line), `line ${k} starts with a closing bracket: ${JSON.stringify(lines)}`).toBe(false);
          }
        }
      }
    });
  }
  it("a bracket alone at a space stays with its word: no line ends with '(' nor starts with ')'", () => {
    for (let width = 40; width <= 200; width += 5) {
      const lines = wrapLines("Draw a card ( then discard one ) and pass", width, 13);
      for (const line of lines) {
        expect(OPENING.test(line), JSON.stringify(lines)).toBe(false);
        expect(CLOSING.test(line), JSON.stringify(lines)).toBe(false);
      }
    }
  });
});
