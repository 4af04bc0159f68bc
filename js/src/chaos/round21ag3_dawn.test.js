// CHAOS round AG (newcomer review 20, chaos_en finding 7, chaos_ja finding 5): "'A2 · Dawn line: row 8 · column c'
// stays after A2 was pushed to d7" / "A2 stood on d7, on neither line". The view's dawn_anchor.off says a push left the
// ghost on neither of its lines (CH-TIME-3): the tag then says so and what the ghost may do, never only a line it is
// not on.
import { describe, expect, it } from "vitest";
import { pieceTags } from "./labels.js";

const WORDS = {
  tag_dawn: "Dawn line: row {row} · column {col}",
  tag_dawn_back: "pushed off its Dawn lines (row {row} · column {col}): it may step only back onto one",
  tag_dawn_stuck: "pushed off its Dawn lines (row {row} · column {col}): it cannot move until Dawn ends",
};
const w = (key, vars = {}) => (WORDS[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => String(vars[k]));
const dawnTag = (anchor, words = w) => pieceTags({ seat: "A2", dawn_anchor: anchor }, words).find((t) => t.kind === "dawn").text;

describe("the Dawn tag of a ghost pushed off its lines", () => {
  it("a ghost on a line reads its lines", () => {
    expect(dawnTag({ cell: [8, 3] })).toBe("Dawn line: row 8 · column c");
  });
  it("pushed next to them: it may step back onto one", () => {
    expect(dawnTag({ cell: [8, 3], off: "back" })).toBe(
      "pushed off its Dawn lines (row 8 · column c): it may step only back onto one");
  });
  it("pushed far from them: it cannot move until Dawn ends", () => {
    expect(dawnTag({ cell: [8, 3], off: "stuck" })).toBe(
      "pushed off its Dawn lines (row 8 · column c): it cannot move until Dawn ends");
  });
  it("a catalog without the new words keeps the line's words", () => {
    const old = (key, vars) => (key === "tag_dawn" ? w(key, vars) : key);
    expect(dawnTag({ cell: [8, 3], off: "back" }, old)).toBe("Dawn line: row 8 · column c");
  });
});
