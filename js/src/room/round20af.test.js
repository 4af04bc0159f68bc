// Round AF (newcomer review 20, room_zh). Finding 1: "I tapped 提醒 A1 just as A1 acted, so the button disappeared and
// the top bar shifted. My tap turned the sound checkbox on instead" (097_nudge, 101_g2w5, 102_nudge2). The tools sit
// at the strip's right end (margin-left: auto), so a part among them that comes and goes moved every part left of it:
// the Nudge is the tools' leftmost, where its coming and going moves none of the others, on a phone and a desk.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { STYLE } from "./style.js";
import { nudgeButton } from "./nudge.js";
import { soundToggle } from "./sound.js";
import { roomSay } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

/** The CSS order the room's style gives an element of class `cls` among the tools (0 when none). */
function orderOf(cls) {
  const rule = STYLE.match(new RegExp(`\\.cw-room-tools > \\.${cls} \\{[^}]*order: (-?\\d+)`));
  return rule ? Number(rule[1]) : 0;
}

/** Lay out right-aligned flex items (the tools end at `right`): {class: [left, right]} of the shown ones. */
function rightAligned(items, right = 600, gap = 6) {
  const shown = items.filter((i) => !i.hidden).map((i, n) => ({ ...i, n }))
    .sort((a, b) => orderOf(a.cls) - orderOf(b.cls) || a.n - b.n);
  const boxes = {};
  let x = right;
  for (const item of shown.reverse()) {
    boxes[item.cls] = [x - item.width, x];
    x -= item.width + gap;
  }
  return boxes;
}

describe("finding 1: the Nudge's coming and going moves no other control of the strip", () => {
  it("is the tools' leftmost part, the tools right-aligned (phone and desk)", () => {
    expect(STYLE).toMatch(/\.cw-room-tools \{[^}]*margin-left: auto/);
    expect(orderOf("cw-room-nudge")).toBeLessThan(0);
    for (const cls of ["cw-room-back", "cw-share", "cw-room-sound", "cw-rematch", "cw-replay-link"]) {
      expect(orderOf(cls), cls).toBe(0);
    }
  });

  it("keeps the sound checkbox's and the others' boxes when the Nudge appears or goes", () => {
    const tools = document.createElement("span");
    const back = Object.assign(document.createElement("a"), { className: "cw-room-back" });
    tools.appendChild(back);
    const sound = soundToggle(tools, (k) => roomSay("zh", "chaos", k));
    const nudge = nudgeButton(tools, { send: () => true, wordsOf: (k, v) => roomSay("zh", "chaos", k, v) });
    const at = { to_act: "A1", waited: 89, seen: 0, seats: { A1: { human: true, connected: true } } };
    const widths = { "cw-room-back": 90, "cw-room-sound": 80, "cw-room-nudge": 84 };
    const items = () => tools.childNodes.filter((e) => typeof e !== "string")
      .map((e) => ({ cls: String(e.className), hidden: e.hidden, width: widths[e.className] ?? 40 }));
    nudge.show(at, "B1", (s) => s, 0);
    expect(nudge.el.hidden).toBe(false);
    const withNudge = rightAligned(items());
    nudge.show({ ...at, to_act: "A2" }, "B1", (s) => s, 0);   // A1 acted: the Nudge goes
    expect(nudge.el.hidden).toBe(true);
    const without = rightAligned(items());
    expect(without["cw-room-sound"]).toEqual(withNudge["cw-room-sound"]);
    expect(without["cw-room-back"]).toEqual(withNudge["cw-room-back"]);
    expect(sound).toBeTruthy();
  });
});
