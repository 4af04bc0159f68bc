// Review 29, mythos_ja 10 (184→185): sending Gomes to defend just removed his chip; nothing said "防御中：ゴメス" until
// the battle. A sent ally keeps its chip, quiet, saying what it does now, in its place (the row does not move).
import { describe, expect, it } from "vitest";
import { dispatchChips } from "./dispatch.js";
import catalog from "../fixtures/mythos_catalog.json";

const table = (lang, sent) => ({
  catalog, lang, acting: true, seat: "p0", prefix: "", sizes: { W: 390 },
  w: (key, v = {}) => catalog.ui[lang][key].replace(/\{(\w+)\}/g, (_, k) => v[k] ?? ""),
  legal: sent ? [{ kind: "defend", cards: [8] }, { kind: "done" }] : [{ kind: "defend", cards: [7] }, { kind: "defend", cards: [8] }],
  view: { phase: "combat", step: "commit", players: [{ seat: "p0", allies: [{ inst: 7, id: "gomes" }, { inst: 8, id: "dr_allen" }],
                                                        defenders: sent ? [7] : [], assault: [] }] },
});

describe("review 29, mythos_ja 10: a sent defender says so where its chip was", () => {
  it("Gomes's chip stays first, quiet, saying he defends (en, ja)", () => {
    for (const lang of ["en", "ja"]) {
      const before = dispatchChips(table(lang, false));
      const after = dispatchChips(table(lang, true));
      expect(after).toHaveLength(before.length);
      expect(after[0].quiet).toBe(true);
      expect(after[0].text).toContain(lang === "ja" ? "防御中" : "Defending");
      expect(after[0].text).toContain(lang === "ja" ? "ゴメス" : "Gomes");
      expect(after[1].quiet).toBeFalsy();
    }
  });
});
