// Review 39, room_zh 4 (shot 067): on a phone the Play-again ask "用相同座位開新牌桌？" lay over the game's result line
// ("遊戲結束：你封印了克蘇魯！") under the tools. It opens below that line.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { rematchControls } from "./rematch.js";
import { roomSay } from "./words.js";

let restore;
let width;
beforeEach(() => { restore = installFakeDocument(); width = globalThis.innerWidth; globalThis.innerWidth = 390; });
afterEach(() => { restore(); globalThis.innerWidth = width; });

const over = { result: { winner: "player" }, seats: { player: { human: true } } };
const rect = (top, bottom, left = 0, w = 390) => () => ({ top, bottom, left, width: w, height: bottom - top });

describe("round43ii7 the Play-again ask leaves the result line readable", () => {
  it("opens below the result line where the line lies under the tools", () => {
    const strip = document.createElement("div");
    const tools = document.createElement("span");
    const turn = document.createElement("strong");
    turn.className = "cw-room-turn";
    strip.append(turn, tools);
    strip.querySelector = (q) => (q === ".cw-room-turn" ? turn : null);
    tools.parentNode ??= strip;   // the fake DOM keeps no parent links
    const wordsOf = (k, v) => roomSay("zh", "letter", k, v);
    const c = rematchControls(tools, { send: () => {}, wordsOf, go: () => {} });
    c.show(over, "player");
    const find = (cls) => allElements(tools).find((e) => String(e.className) === cls);
    tools.getBoundingClientRect = rect(40, 120);
    turn.getBoundingClientRect = rect(124, 150, 0, 300);
    find("cw-rematch-slot").getBoundingClientRect = rect(50, 80, 10, 200);
    find("cw-rematch-ask").getBoundingClientRect = rect(0, 50, 0, 300);
    find("cw-rematch").fire("click");
    const ask = find("cw-rematch-ask");
    expect(ask.hidden).toBe(false);
    expect(ask.style.top).toBe("116px");   // the line's foot (150) − the tools' top (40) + 6
    turn.getBoundingClientRect = rect(45, 70, 0, 300);   // a desk: the line beside the tools, the ask under them
    find("cw-rematch-no").fire("click");
    find("cw-rematch").fire("click");
    expect(ask.style.top).toBe("86px");
  });
});
