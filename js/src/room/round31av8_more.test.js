// Review 30, room_en 9 (135): after the game the header's "⋯" (disabled: nobody left to nudge) was pressed and did
// nothing visible. Once the game is over it is gone from sight, its place kept (visibility: the header never moves).
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { asksMenu } from "./asks.js";
import { ensureRoomStyle } from "./style.js";

useFakeDocument();

describe("AV8: the ⋯ after the game (review 30, room_en 9)", () => {
  it("is hidden from sight once the game is over, its place kept, and back for a new game", () => {
    let css = "";
    document.head.appendChild = (node) => { css = node.textContent; return node; };
    ensureRoomStyle();
    const tools = document.createElement("span");
    const asks = asksMenu(tools, { lang: () => "en", game: () => "chaos" });
    asks.follow("B1", false);
    expect(asks.more.dataset.over).toBeUndefined();   // in a game: there, disabled, titled
    asks.follow("", true);
    expect(asks.more.dataset.over).toBe("1");
    expect(css).toMatch(/\.cw-room-more\[data-over\] \{ visibility: hidden; \}/);
    asks.follow("A1", false);
    expect(asks.more.dataset.over).toBeUndefined();
  });
});
