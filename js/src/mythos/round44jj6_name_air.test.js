// Round 44 JJ6: a hand card's name and its sub-type line under it keep air between them (review 39, mythos_ja 8, 148:
// on a phone 「アンナ・ティルトン嬢」's last line 「嬢」 sat on 「健全・友人」, read as one run of words).
import { describe, expect, it } from "vitest";
import { MYTHOS_PAINTERS } from "./paint.js";

/** Paint `item`; return each text drawn with its y and font size (text drawn about its middle). */
function texts(item) {
  const out = [];
  const ctx = new Proxy({ fillStyle: "", strokeStyle: "", lineWidth: 1, font: "10px sans-serif", textBaseline: "" }, {
    get(t, k) {
      if (k === "measureText") return (s) => ({ width: [...String(s)].length * parseFloat(/(\d+(\.\d+)?)px/.exec(t.font)[1]) });
      if (k === "fillText") return (s, x, y) => out.push({ s, y, size: parseFloat(/(\d+(\.\d+)?)px/.exec(t.font)[1]) });
      return k in t ? t[k] : () => {};
    },
    set(t, k, v) { t[k] = v; return true; },
  });
  MYTHOS_PAINTERS.mcard(ctx, item);
  return out;
}

describe("round44jj6: a hand card's name and sub-type keep air between them", () => {
  for (const [w, h] of [[60, 84], [64, 90], [88, 124]]) {
    for (const [name, tag] of [["アンナ・ティルトン嬢", "健全・友人"], ["Miss Anna Tilton", "Sane · Friend"]]) {
      it(`${w}×${h} ${name}: at least 3 px between the name's last line and the sub-type`, () => {
        const item = { type: "mcard", x: 0, y: 0, w, h, label: "hand-18",
                       face: { type: "ally", id: "miss_anna_tilton", name, tag, value: 1, sanity: 1 } };
        const drawn = texts(item);
        const names = drawn.filter((t) => t.s && name.includes(t.s.replace(/…$/, "")) && !tag.includes(t.s));
        const tags = drawn.filter((t) => t.s && tag.includes(t.s) && !name.includes(t.s));
        expect(names.length).toBeGreaterThan(0);
        if (!tags.length) return;   // no room for the sub-type: its zoom says it
        const nameFoot = Math.max(...names.map((t) => t.y + t.size / 2));
        const tagHead = Math.min(...tags.map((t) => t.y - t.size / 2));
        expect(tagHead - nameFoot, `${names.map((t) => t.s).join("/")} over ${tags.map((t) => t.s).join("/")}`)
          .toBeGreaterThanOrEqual(3);
      });
    }
  }
});
