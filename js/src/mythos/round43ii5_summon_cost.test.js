// Review 39, mythos_en 6 (142 306 vs 079): Servitor of the Outer Gods' summon chip omitted its Sanity -2 while
// Yithian's said "(Sanity -1)": the long label was cut at its first bracket and the cost went into the plain note
// above the chip with the ⚠. A chip keeps the Sanity its press costs (MY-SANITY: the summon's cost) in its own words.
import { describe, expect, it } from "vitest";
import { wholeChips } from "./chips.js";

const LABEL = {
  en: ["Summon Servitor of the Outer Gods face down into your threat through the gate (Sanity -2) (⚠ counts for "
       + "adventures only after it fights and is buried)", "(Sanity -2)"],
  ja: ["「外なる神の従者」をゲートを通して裏向きで神話の脅威に配置する（正気度 -2）（⚠ 戦って埋葬された後にだけ"
       + "アドベンチャーの条件に数える）", "（正気度 -2）"],
};

describe("review 39, mythos_en 6: a summon chip says its Sanity cost", () => {
  for (const [lang, [text, cost]] of Object.entries(LABEL)) {
    for (const width of [540, 350]) {
      it(`${lang} ${width} px`, () => {
        const items = [];
        wholeChips(items, [{ text, id: "act:summon" }, { text: "Close", id: "select:none", quiet: true }], 10, 100, width, 14);
        const chip = items.find((i) => i.type === "chip" && i.id === "act:summon");
        expect(chip.text).toContain(cost);
        // the warning still reads, once (in the chip or its note)
        const all = items.filter((i) => i.type === "text" || i.type === "chip").map((i) => i.text).join("");
        expect(all.split("⚠").length - 1).toBe(1);
        expect(all.split(cost).length - 1, all).toBe(1);
      });
    }
  }
});
