// Newcomer review 22, mythos_ja finding 3 (066_g38, 390×844 phone): the last battle's panel left a large empty gap
// below its first fight: it kept the room of the fights not shown yet, so the hand would not move at each "Next fight
// ▸". On a phone the panel lies under the hand (its place never moves), so it keeps no empty room: it holds what it
// shows and grows by one fight at each tap. A desk, where the panel lies above the hand, keeps its room (round19aa).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import { nextFight } from "./combat.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width });
const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y));

/** The first look after a combat of two fights or more, with the reader to act. */
function afterCombat(lang) {
  return recorded[lang].find((f) => f.view.phase !== "combat" && f.view.fights?.length > 1 && f.legal.length);
}

/** Return the empty height at the foot of the combat band: its bottom less the lowest thing drawn in it. */
function emptyFoot(s) {
  const band = s.items.find((i) => i.label === "combat");
  const inside = s.items.filter((i) => i !== band && i.y >= band.y && i.y < band.y + band.h && i.h > 0);
  return band.y + band.h - Math.max(...inside.map((i) => i.y + (i.h || i.size || 0)));
}

describe("mythos_ja 3: a phone's last-battle panel leaves no empty gap under the fight shown", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang} 390: the first fight, then the next, each with no gap under it; the hand still`, () => {
      const f = afterCombat(lang);
      const ui = {};
      const first = scene(f, ui, lang, 390);
      const fs = 14;
      expect(emptyFoot(first), "empty room under the first fight").toBeLessThanOrEqual(fs);
      expect(first.items.some((i) => i.id === "recap:next")).toBe(true);
      nextFight(ui);
      const second = scene(f, ui, lang, 390);
      expect(emptyFoot(second)).toBeLessThanOrEqual(fs);
      expect(handTop(second)).toBe(handTop(first));
    });
  }

  it("en 1280: a desk keeps the room (its panel above the hand): the hand holds still", () => {
    const f = afterCombat("en");
    const ui = {};
    const first = scene(f, ui, "en", 1280);
    nextFight(ui);
    expect(handTop(scene(f, ui, "en", 1280))).toBe(handTop(first));
  });
});
