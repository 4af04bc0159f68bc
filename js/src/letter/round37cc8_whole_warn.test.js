// Newcomer review 35 (round CC, fixer CC8), letter_en 2 (049, 064, 066, 122): chips were cut with "…" inside their
// ⚠ part ("Insane… ⚠ if the last clue is Elder Sign…", "The deck's top card… ⚠ Insanity N may become 2…"). The ⚠
// part is read whole at a desk and on a phone: the move's words may go, the font may shrink, the warning never.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
const warnOf = (text) => (text.includes("⚠") ? text.slice(text.indexOf("⚠")) : "");

const PLAY = { game: "letter", mode: "play", seat: "player" };
const SIGN = " ⚠ if the last clue is Elder Sign (1 unseen), it protects Cthulhu: you lose";
const LONG = [
  { label: "Sane: Play The Shining Trapezohedron: no effect", fields: { card: "mi_go", row: "sane" } },
  { label: `Insane: On the opponent: eliminate its top card${SIGN}`, fields: { card: "mi_go", row: "insane" } },
  { label: "Sane: Compare Deep Ones (1) ⚠ then this game is lost: the deck runs out first",
    fields: { card: "mi_go", row: "x" } },
];
const ANSWERS = [
  "Your hand card, Golden Mead: discard it, draw 1 ⚠ the opponent gets Golden Mead (3 of 12 unseen)",
  "The deck's top card: compared with the next ⚠ Insanity N may become 2 (5 of 12 in the deck)",
];

/** Return a frame whose first hand card offers `labels` as its moves. */
function played(labels) {
  const legal = labels.map(({ label, fields }, k) => ({
    ...start.legal[0], id: `play card=mi_go k=${k}`, fields: { ...fields, k }, label, text: label.replace(" ⚠", "."),
  }));
  return { ...valid(start), ...PLAY, legal: [...legal, start.legal[2]], ui: { selected: 0 } };
}

function answered() {
  const legal = answer.legal.map((a, k) => ({ ...a, label: ANSWERS[k], text: ANSWERS[k] }));
  return { ...valid(answer), ...PLAY, legal, ui: {} };
}

const ALL = [...LONG.map((l) => l.label), ...ANSWERS];

/** Expect each chip whose move has a ⚠ to show that ⚠ part whole. */
function expectWhole(s, labels) {
  const warned = chips(s).filter((c) => c.text.includes("⚠") || c.text.includes("…"));
  expect(warned.length).toBeGreaterThanOrEqual(2);
  for (const c of warned) {
    const label = labels.find((l) => warnOf(l) && l.startsWith(c.text.split(/…| ⚠/u)[0].trim()));
    expect(label, c.text).toBeTruthy();
    expect(warnOf(c.text), c.text).toBe(warnOf(label));
  }
}

describe("letter_en 2: a chip's ⚠ part is never cut", () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    it(`a card's moves at ${width}×${height}`, () => {
      const s = layout(played(LONG), { width, height });
      expectWhole(s, ALL);
    });
    it(`the answers at ${width}×${height}`, () => {
      const s = layout(answered(), { width, height });
      expectWhole(s, ALL);
    });
  }
});
