// Review 24 (AP8 finding 3, room_zh): "the status line and the prompt are cut on a phone". The strip keeps one height
// (its turn line cut with "…"), and a cut sentence's whole text is one tap away: a box under the strip, over the
// table, following the sentence while it changes; a tap puts it away. A sentence read whole opens nothing.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { wholeOnTap } from "./strip.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

function strip() {
  const el = document.createElement("div");
  const part = (className, text, cut) => Object.assign(document.createElement("strong"), {
    className, title: text, scrollWidth: cut ? 400 : 100, clientWidth: 100,
    closest(sel) { return sel.includes(`.${className}`) ? this : null; } });
  const turn = part("cw-room-turn", "A1 (a person) is connected · choosing for 4 min this turn", true);
  const name = part("cw-room-name", "Friday", false);
  turn.textContent = turn.title;
  el.append(name, turn);
  el.querySelectorAll = () => [turn, name];
  el.contains = (x) => x === turn || x === name;
  return { el, turn, name };
}
const tap = (el, target) => el.listeners.click.forEach((f) => f({ target }));

describe("AP8 finding 3: a cut strip sentence is whole one tap away", () => {
  it("opens the cut turn line's whole text, follows it, and closes on a tap", () => {
    const { el, turn, name } = strip();
    const whole = wholeOnTap(el);
    whole.follow();
    expect(el.dataset.cut).toBe("turn");
    expect(whole.el.hidden).toBe(true);
    tap(el, name);                                   // read whole already: nothing opens
    expect(whole.el.hidden).toBe(true);
    tap(el, turn);
    expect([whole.el.hidden, whole.el.textContent]).toEqual([false, turn.title]);
    turn.title = "A1 (a person) is connected · choosing for 5 min this turn";
    whole.follow();
    expect(whole.el.textContent).toBe(turn.title);
    expect(whole.el.dataset.toastFree).toBe("1");
    whole.el.fire("click");
    expect(whole.el.hidden).toBe(true);
  });
});
