// CHAOS, newcomer review 32 (room_zh, finding 1): the reader's combo was countered, so its own team's roles swapped
// (B1 patient -> ghost, B2 ghost -> patient), then A2 walked onto B2 before the reader's next turn (B2 a ghost again,
// A2 a patient). The banner said "Your partner B2 is now a ghost · A2: patient": the reader's own flip was gone and
// B2 was named as if it had changed. The banner tells every change since the roles the reader last saw, the reader's
// own first: "You are now a ghost … · A2: patient".
import { describe, expect, it } from "vitest";
import { LANGS, banners, frame, scene } from "./swap_frames.js";

const roles = (v, r) => { v.pieces = v.pieces.map((p) => (r[p.seat] ? { ...p, role: r[p.seat] } : p)); };
const said = (s) => banners(s).filter((i) => i.type === "text").map((i) => i.text).join(" ");

/** The review's three frames as B1 reads them: its decision, the countered combo, A2's swap with B2. */
const steps = [
  (v) => { v.to_act = "B1"; v.turn = 10; },
  (v) => { v.to_act = "A2"; v.turn = 11; roles(v, { B1: "ghost", B2: "patient" }); },
  (v) => { v.to_act = "A1"; v.turn = 12; roles(v, { B1: "ghost", B2: "ghost", A2: "patient" }); },
];
const you = { en: "You are now a ghost", zh: "你现在是鬼魂", "zh-TW": "你現在是鬼魂", ja: "あなたは幽霊になった" };
const mate = { en: "Your partner B2", zh: "队友 B2", "zh-TW": "隊友 B2", ja: "味方の B2" };

describe("round 33 AY1: the swap banner names the reader when its own role flipped", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      it(`keeps "you are a ghost" through a later swap of the partner, ${lang} ${width}`, () => {
        const ui = { now: 0 };
        let s;
        steps.forEach((step, k) => { ui.now = 800 * k; s = scene(frame(lang, step, "B1"), width, ui); });
        const words = said(s);
        expect(words).toContain(you[lang]);
        expect(words).not.toContain(mate[lang]);   // B2 was a ghost before and is one now: no change to tell
        expect(words).toMatch(/A2/);
      });
    }
  }

  it("still names the partner when only the partner's role changed", () => {
    const ui = { now: 0 };
    scene(frame("en", steps[0], "B1"), 1280, ui);
    ui.now = 500;
    const s = scene(frame("en", (v) => { v.to_act = "A2"; v.turn = 11; roles(v, { B2: "patient", A1: "ghost" }); },
      "B1"), 1280, ui);
    expect(said(s)).toContain("Your partner B2 is now a patient");
  });
});
