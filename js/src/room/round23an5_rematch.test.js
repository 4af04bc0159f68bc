// Round AN5 (newcomer review 23, room_zh finding 3): "at the game's end the header re-flowed to add 前往新的一局 just
// as I tapped 聊天, and the tap landed on 牌桌列表, throwing me to the lobby". The tools end at the strip's right
// (margin-left: auto), so "▶ 前往新的一局" taking the place of the narrower "再玩一局" slid every tool left of it.
// Play again and the new game's link now share one slot as wide as the wider of them, at the tools' left end: the
// swap moves nothing, and the slot's coming at the end moves no tool already there.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { rematchControls } from "./rematch.js";
import { soundToggle } from "./sound.js";
import { STYLE } from "./style.js";
import { roomSay } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

/** The CSS order the room's style gives a tools' child of class `cls` (0 when none). */
function orderOf(cls) {
  const rule = STYLE.match(new RegExp(`\\.cw-room-tools > \\.${cls} \\{[^}]*order: (-?\\d+)`));
  return rule ? Number(rule[1]) : 0;
}

/** A text's width: a CJK character 13 px, another 7, plus a button's 16 px of padding. */
const widthOf = (text) => 16 + [...text].reduce((w, c) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 13 : 7), 0);

/** Whether the style keeps a hidden part of the rematch slot in its cell (one grid cell, hidden by visibility). */
const slotHoldsCell = () => /\.cw-rematch-slot \{[^}]*display: inline-grid/.test(STYLE)
  && /\.cw-rematch-slot > \*[^{]*\{[^}]*grid-area: 1 \/ 1/.test(STYLE)
  && /\.cw-rematch-slot > \[hidden\][^{]*\{[^}]*visibility: hidden/.test(STYLE);

/** A tool's width: the slot as wide as its widest part (when the style keeps the cell), else its own text. */
function boxWidth(el) {
  if (String(el.className) === "cw-rematch-slot" && slotHoldsCell()) {
    return Math.max(...el.childNodes.filter((c) => typeof c !== "string").map((c) => widthOf(c.textContent)));
  }
  return widthOf(el.textContent);
}

/** Lay out the tools right-aligned at `right` (flex order, then DOM order): {class: [left, right]} of the shown. */
function rightAligned(tools, right = 380, gap = 8) {
  const shown = tools.childNodes.filter((e) => typeof e !== "string" && !e.hidden)
    .map((e, n) => ({ cls: String(e.className), width: boxWidth(e), n, order: orderOf(String(e.className)) }))
    .sort((a, b) => a.order - b.order || a.n - b.n);
  const boxes = {};
  let x = right;
  for (const item of shown.reverse()) {
    boxes[item.cls] = [x - item.width, x];
    x -= item.width + gap;
  }
  return boxes;
}

function strip(lang) {
  const tools = document.createElement("span");
  const back = Object.assign(document.createElement("a"), { className: "cw-room-back", textContent: "← 牌桌列表" });
  tools.appendChild(back);
  soundToggle(tools, (k) => roomSay(lang, "chaos", k));
  const rematch = rematchControls(tools, { send: () => true, wordsOf: (k) => roomSay(lang, "chaos", k), go: () => {} });
  const replay = Object.assign(document.createElement("a"), { className: "cw-replay-link", textContent: "回放" });
  tools.appendChild(replay);
  return { tools, rematch };
}

describe("round AN5: the new game's link comes where it moves nothing (review 23, room_zh finding 3)", () => {
  it("Play again and the link share one slot that keeps the wider one's width", () => {
    expect(slotHoldsCell()).toBe(true);
    const { tools } = strip("zh-CN");
    const slot = tools.childNodes.find((e) => String(e.className) === "cw-rematch-slot");
    expect(slot).toBeTruthy();
    expect(slot.childNodes.map((e) => String(e.className))).toEqual(["cw-rematch", "cw-rematch-join"]);
  });

  for (const lang of ["zh-CN", "zh-TW", "ja", "en"]) {
    it(`${lang}: the tools keep their boxes when another seat's ask turns Play again into the link`, () => {
      const { tools, rematch } = strip(lang);
      rematch.show({ result: { winner: "A" } }, "B1");
      const before = rightAligned(tools);
      rematch.offered({ type: "rematch", room: "N1", link: "L" });
      const after = rightAligned(tools);
      for (const cls of ["cw-room-back", "cw-room-sound", "cw-replay-link"]) {
        expect(after[cls], `${lang} ${cls}`).toEqual(before[cls]);
      }
    });
  }

  it("the slot's coming at the game's end moves no tool already there (the tools' left end)", () => {
    const { tools, rematch } = strip("zh-CN");
    rematch.show({ to_act: "A1" }, "B1");
    const playing = rightAligned(tools);
    rematch.show({ result: { winner: "A" } }, "B1");
    const over = rightAligned(tools);
    for (const cls of ["cw-room-back", "cw-room-sound", "cw-replay-link"]) expect(over[cls], cls).toEqual(playing[cls]);
    expect(orderOf("cw-rematch-slot")).toBeLessThan(orderOf("cw-room-nudge"));
  });
});
