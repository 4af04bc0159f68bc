// CHAOS, newcomer review 20 (chaos_en finding 1, 097/105/115): after chained role swaps the reader lost track of who
// was what: the order strip's chips showed a glyph only, and the swap banner (a) named the reader or partner only, (b)
// went 4 s after the swap, while the bots were still playing, before the reader looked. Each seat chip now says its
// role in words, and the banner names every seat whose role changed and waits for the reader's turn.
import { describe, expect, it } from "vitest";
import { SWAP_BANNER_MS } from "./swap_banner.js";
import { LANGS, banners, frame, scene, swapped } from "./swap_frames.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";

/** Return the strings a seat chip draws, as painted (text_record.js: each one's box). */
function chipWords(item) {
  const { ctx, drawn } = recordingContext();
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return drawn;
}

const ROLE = { en: { ghost: "ghost", patient: "patient" }, ja: { ghost: "幽霊", patient: "患者" },
               zh: { ghost: "鬼魂", patient: "病人" }, "zh-TW": { ghost: "鬼魂", patient: "病人" } };
const said = (s) => banners(s).filter((i) => i.type === "text").map((i) => i.text).join(" ");

describe("round 21 AG5, finding 1: roles a reader can see", () => {
  for (const lang of LANGS) {
    it(`each seat chip of the order says its role in words, in ${lang}`, () => {
      const s = scene(frame(lang, swapped), 1280);
      const chips = s.items.filter((i) => i.type === "seat");
      expect(chips.length).toBe(4);
      for (const c of chips) expect(c.roleWord, c.seat).toBe(ROLE[lang][c.role]);
      const phone = [390, 768].flatMap((width) => scene(frame(lang, swapped), width).items.filter((i) => i.type === "seat"));
      for (const c of phone) expect(c.roleWord, c.seat).toBe(ROLE[lang][c.role]);
      for (const c of [...chips, ...phone]) {   // painted inside the chip, under its name and card count, none over another
        const words = chipWords(c);
        const role = words.find((d) => d.text === c.roleWord);
        expect(role, `${c.seat}: no role word painted`).toBeTruthy();
        expect(role.y + role.h, c.seat).toBeLessThanOrEqual(c.y + c.h);
        expect(role.size, c.seat).toBeGreaterThanOrEqual(12);
        for (const d of words.filter((x) => x !== role)) {
          expect(d.y + d.h, `${c.seat}: '${d.text}' runs into the role's line`).toBeLessThanOrEqual(role.y + 0.5);
        }
      }
    });

    it(`the banner names the enemy's new role too, in ${lang}`, () => {
      const ui = { now: 0 };
      scene(frame(lang, (v) => { v.to_act = "B1"; }), 1280, ui);
      ui.now = 100;
      const text = said(scene(frame(lang, (v) => { swapped(v); v.to_act = "A2"; }), 1280, ui));
      expect(text).toContain("B2");
      expect(text).toContain(ROLE[lang].patient);
    });
  }

  it("stays through a long burst of bot moves and for a while at the reader's turn", () => {
    const ui = { now: 0 };
    scene(frame("en", (v) => { v.to_act = "B1"; }), 1280, ui);
    ui.now = 100;
    scene(frame("en", (v) => { swapped(v); v.to_act = "A2"; }), 1280, ui);
    ui.now = 100 + 3 * SWAP_BANNER_MS;
    const bots = frame("en", (v) => { swapped(v); v.to_act = "B2"; v.turn += 3; });
    expect(banners(scene(bots, 1280, ui)).length, "gone while the bots still played").toBeGreaterThan(0);
    ui.now += 500;
    // since review 28 (chaos_en 4, 153-156) it ends at the reader's decision, where its hand's news tells its swap
    const mine = frame("en", (v) => { swapped(v); v.to_act = "A1"; v.turn += 4; });
    expect(banners(scene(mine, 1280, ui))).toEqual([]);
  });
});
