// Round LL, fixer LL6 (newcomer review 42, room_zh 1, chaos_ja 2 — CHAOS's "You stepped on the key: the gate (top
// left) is open" and the gate tip after it lay on the top-left gate itself, 215 218 011; the Dawn tip over the Dawn
// header, 019 020). The kernel names the gate ("gate": the cell the view marks as the gate, whatever its label) and
// the time header (frames/coach_named.py MOMENT_NAMES); ui/coach_named.js finds the gate cell. Over the recorded CHAOS
// frames, at 1280 and 800 px, the page's bubble of the gate and Dawn tips lies over none of what they name (rules
// CH-WIN-1, the gate; CH-TIME, Dawn). Before: "gate" named nothing (the first test failed); a desk's bubble already
// kept off the gate the board marks `avoid` (measured: 0 overlaps without the names too): the phone's sheet, which
// keeps off only what a mark names (ui/coach.js anchorsOf), is where the names count.
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { coachModel, fakeCoach } from "./fake_coach.js";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { namedBoxes, namedItems } from "./coach_named.js";
import { pageOverlaps } from "./round28as7_named.test.js";
import courses from "../round22ai7_course.json";

const chaos = courses.chaos;
const sceneOf = (frame, width) => layout(valid({ ...frame, catalog: chaos.catalog }), { width });
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const TIPS = {
  gate: { title: "Tip", moment: "gate", head: "The gate is open", names: ["gate", "piece-*"],
          text: "The gate is open: a piece stepped on the key. Now a patient who reaches the gate wins for its team: "
            + "bring your team's patient there, and keep the enemy patient away." },
  dawn: { title: "Tip", moment: "dawn", head: "Dawn", names: ["time*"],
          text: "Dawn: a seat discarded three cards of one suit to set the time for its next 2 turns. Each ghost may "
            + "only move along the row or column it stood on (the dash-dot lines)." },
};

/** Return the overlaps of the page's bubble of each tip with what the tip names, over every recorded CHAOS frame. */
async function tipOverlaps(width) {
  const restore = installFakeDocument();
  const bad = [];
  try {
    const { update, root, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 4000 });
    root.clientWidth = width;
    for (const [k, frame] of chaos.frames.entries()) {
      for (const tip of Object.values(TIPS)) {
        const scene = sceneOf(frame, width);
        bubble.offsetHeight = 140;
        update(coachModel("chaos", "en", tip), scene);
        const box = { x: parseFloat(bubble.style.left), y: parseFloat(bubble.style.top), w: 320, h: 140 };
        namedBoxes(scene, tip).filter((b) => crosses(box, b)).forEach(() => bad.push(`frame ${k}: ${tip.moment}`));
      }
    }
  } finally {
    restore();
    vi.unstubAllGlobals();
  }
  return bad;
}

/** Return the frames (and page offsets) where a 390x844 phone's sheet of the gate tip lies over the gate cell: the
 * canvas drawn from 40 px under the window's top, the page scrolled `shift` px (the sheet docks to the window's foot
 * or top, 160 px high); `names`: what the tip names (undefined: as before, when nothing named the gate). */
async function phoneOverGate(names) {
  const restore = installFakeDocument();
  const bad = [];
  try {
    for (const shift of [0, 60]) {
      const { update, root, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844, scrollY: shift });
      root.clientWidth = 390;
      root.dataset.wide = "0";
      const canvas = root.childNodes[1];
      for (const [k, frame] of chaos.frames.entries()) {
        const scene = layout(valid({ ...frame, catalog: chaos.catalog, ui: { touch: true } }), { width: 390 });
        canvas.getBoundingClientRect = () => ({ top: 40 - shift, left: 0, width: 390, height: scene.height,
                                                bottom: 40 - shift + scene.height });
        bubble.offsetHeight = 160;
        update(coachModel("chaos", "en", { ...TIPS.gate, names }), scene);
        const gate = namedItems(scene, { names: ["gate"] })[0];
        const top = bubble.dataset.dock === "top" ? parseFloat(bubble.style.top) : 844 - 160;
        const cell = { x: 0, y: 40 - shift + gate.y, w: 390, h: gate.h };
        if (crosses({ x: 0, y: top, w: 390, h: 160 }, cell)) bad.push(`scroll ${shift} frame ${k}`);
      }
      vi.unstubAllGlobals();
    }
  } finally {
    restore();
    vi.unstubAllGlobals();
  }
  return bad;
}

afterEach(() => vi.restoreAllMocks());

describe("round 46 LL6, review 42 room_zh 1 / chaos_ja 2: a CHAOS tip keeps off the gate and time it names", () => {
  it("'gate' names the board's gate cell (CH-WIN-1), 'time*' the time header", () => {
    const scene = sceneOf(chaos.frames[4], 1280);
    const gate = namedItems(scene, { names: ["gate"] });
    expect(gate.map((i) => [i.type, i.kind])).toEqual([["cell", "gate"]]);
    const [row, col] = chaos.frames[4].view.map.gate;
    expect([gate[0].row, gate[0].col]).toEqual([row, col]);
    expect(namedItems(scene, { names: ["time*"] }).length).toBeGreaterThan(0);
  });

  // measured with the names dropped (as before): the sheet docked at the top, over the gate, in 17 of 20 frames
  it("390x844 phone: the gate tip's sheet docks away from the gate cell it speaks of", async () => {
    expect(await phoneOverGate(TIPS.gate.names)).toEqual([]);
    expect((await phoneOverGate(undefined)).length).toBeGreaterThan(0);
  });

  for (const width of [1280, 800]) {
    it(`${width} px: the gate and Dawn tips lie over neither the gate, a piece nor the time header`, async () => {
      expect(await tipOverlaps(width)).toEqual([]);
    });
    it(`${width} px: the recorded CHAOS and Letter course bubbles keep off what they name (as round AS7)`, async () => {
      expect(await pageOverlaps(true, width)).toEqual([]);
    });
  }
});
