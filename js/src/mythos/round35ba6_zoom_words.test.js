// Round BA, fixer BA6 (newcomer review 33, mythos_ja 4 and 5): a Japanese player's card zoom showed the card's English
// title under its name (「Congregational Hospital」, 009; 「Newburyport Public Library」, 229), and a referenced card's
// line kept the ★ of the table's reading (「…（テキストは自分の味方に限っていない★）」, 229) that the card's own text drops
// in play (glossary.playText). In play mode the zoom carries neither; the designer's keeps both.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import f0 from "../fixtures/mythos_start.json";

/** Return the words of the zoom of the reader's first hand card, made Newburyport Public Library. */
function zoomWords(lang, mode) {
  const f = structuredClone({ ...f0, catalog: { ...catalogBase, seats: f0.seats } });
  const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
  me.hand[0].id = "newburyport_public_library";
  const s = layout({ ...valid(f), lang, mode, ui: { selected: me.hand[0].inst } }, { width: 390 });
  expect(s.items.some((i) => i.type === "mzoom")).toBe(true);
  return s.items.filter((i) => i.type === "text" && (i.z ?? 0) >= 11).map((i) => i.text).join("\n");
}

describe("review 33, mythos_ja 4 and 5: a player's zoom in Japanese", () => {
  it("has no English title and no ★, in the card's text or a referenced card's", () => {
    const said = zoomWords("ja", "play");
    expect(said).toContain("歴史協会");
    expect(said).not.toContain("Newburyport");
    expect(said).not.toContain("★");
  });
  it("the designer's keeps the English title and the ★", () => {
    const said = zoomWords("ja", "design");
    expect(said).toContain("Newburyport");
    expect(said).toContain("★");
  });
});
