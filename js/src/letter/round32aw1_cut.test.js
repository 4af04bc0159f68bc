// Newcomer review 31 (round AW, fixer AW1), letter_en 1 (063) and letter_zh 5 (140): a chip cut in the middle of its
// ⚠ part read false ("⚠ you may… 15 unseen cards are a 5 or 6"), and "Compare… (6)" dropped the card (007). A cut
// label is the whole sentence's start up to a clause or word boundary, then "…" (the tooltip has the rest); the
// move's head (target and card, up to the ⚠) and the ⚠ stay.
import { describe, expect, it } from "vitest";
import answer from "../fixtures/letter_answer.json";
import design from "../fixtures/letter_design.json";
import errorJa from "../fixtures/letter_error_ja.json";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";

const SILVER = "Compare The Silver Key (7) ⚠ you may have to play The Silver Key next: 5 of 15 unseen cards are a 5 or 6";
const NECRO = "Compare The Necronomicon (6) ⚠ you may have to play The Necronomicon next: 4 of 12 unseen cards are a 7 or 8";
const ZH = "比較 銀之鑰（7）⚠ 下回合你可能得打出銀之鑰：15 張未見的牌中有 5 張是 5 或 6";
const FIXED = { answer, design, errorJa, start, won };
const FRAMES = Object.fromEntries(Object.entries(frames).filter(([k]) => k !== "catalog")
  .map(([k, f]) => [k, { ...f, catalog: frames.catalog }]));

/** Return [label, chip text] of `frame`'s cut chips, each hand card chosen (its first move labelled `label`). */
function cutsOf(frame, width, label) {
  const f = structuredClone(frame);
  if (label) f.legal = f.legal.map((a, i) => (i === 0 ? { ...a, label } : a));
  const labels = f.legal.map((a) => a.label).filter(Boolean);
  return [0, 1].flatMap((selected) => layout({ game: "letter", mode: "play", ...f, ui: { selected } }, { width })
    .items.filter((i) => i.type === "chip" && i.text.includes("…") && !labels.includes(i.text))
    .map((c) => [labels.find((l) => l.slice(0, 6) === c.text.slice(0, 6)), c.text]).filter(([l]) => l));
}

/** Expect `cut` to be `whole`'s start up to a clause or word boundary, then "…" (`whole` if it is all there). */
function expectStart(whole, cut) {
  if (cut === whole) return;
  expect(cut.endsWith("…"), cut).toBe(true);
  const start = cut.slice(0, -1).trimEnd();
  expect(whole.startsWith(start), `${cut}  ⟵  ${whole}`).toBe(true);
  const cjk = /[\u3040-\u9fff]/u.test(whole);
  expect(cjk || /^[\s,:;，：；、。]/u.test(whole.slice(start.length)), `${cut} cuts a word`).toBe(true);
  expect(start.split("「").length, `${cut} cuts a name`).toBe(start.split("」").length);
}

/** Expect the move and its ⚠ consequence of `text` each to be a start of `whole`'s; the target, card and ⚠ kept. */
function expectPrefix(whole, text) {
  const split = (t) => { const at = t.search(/⚠|—/u); return at > 0 ? [t.slice(0, at).trimEnd(), t.slice(at)] : [t, ""]; };
  const [[move, warn], [m, w]] = [split(whole), split(text)];
  expectStart(move, m);
  const colon = move.search(/[:：]/u) + 1;
  if (colon === 0) expect(m, `${text}: the move and its card`).toBe(move);
  else expect(m.length, `${text}: the target`).toBeGreaterThanOrEqual(colon);
  if (!warn) return;
  expectStart(warn, w);
  const first = warn.split(/\s*[,:;，：；、。]/u)[0];
  expect(w.startsWith(first), `${text}: the ⚠'s first clause`).toBe(true);
}

describe("letter_en 1: a cut chip is its sentence's start, never a splice", () => {
  for (const width of [390, 1280]) {
    it(`every chip of the recorded Letter frames at ${width}`, () => {
      const frames = { ...FIXED, ...FRAMES };
      for (const frame of Object.values(frames)) for (const [whole, text] of cutsOf(frame, width)) expectPrefix(whole, text);
    });
    for (const label of [SILVER, NECRO, ZH]) {
      it(`${label.slice(0, 20)} at ${width}`, () => {
        const cuts = cutsOf(FRAMES.armitage_en, width, label).filter(([whole]) => whole === label);
        // a desk's two-line slot shows it whole now (review 32, letter_en 2: it was cut on one line)
        if (width === 1280 && !label.startsWith("比")) expect(cuts.length, "a desk shows it whole").toBe(0);
        for (const [whole, text] of cuts) expectPrefix(whole, text);
      });
    }
  }
});
