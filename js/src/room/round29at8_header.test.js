// Review 28, room_en 6 / room_zh 4: with "Nudge B1" and "Let a bot play B1" in the strip the table's name read
// "CHAOS Tabl…" (033), a phone's "← Tables" shrank to "←" and "♪ Sound" to "♪ ." (010), and "让电脑代打 A1" (taking a
// live person's seat) had the weight of the other buttons. Both now sit under one "⋯" whose menu moves nothing, and
// the take-over asks for a second press.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { asksMenu } from "./asks.js";
import { nudgeButton } from "./nudge.js";
import { takeoverButtons } from "./takeover.js";
import { roomSay } from "./words.js";
import { ensureRoomStyle } from "./style.js";

useFakeDocument();
const at = { step: 4, to_act: "A1", waited: 400, seen: 1_000_000, arrived: 1_000_000 - 400_000,
             seats: { A1: { human: true, connected: true }, B1: { human: true, connected: true } },
             takeover: { after: 180, asked: [], needed: 1, bots: [] } };

describe("AT8: the Nudge and the take-over under one ⋯ (review 28, room_en 6 / room_zh 4)", () => {
  it("the strip holds only ⋯ while they are offered; its menu holds both; the take-over asks twice", () => {
    const tools = document.createElement("span");
    const sent = [];
    const send = (m) => { sent.push(m); return true; };
    const asks = asksMenu(tools, { lang: () => "zh", game: () => "chaos" });
    const nudge = nudgeButton(asks.menu, { send, wordsOf: (k, v) => roomSay("zh", "chaos", k, v), clock: () => 0 });
    const take = takeoverButtons(tools, { send, lang: () => "zh", game: () => "chaos", askHost: asks.menu });
    asks.follow("A1");
    expect(asks.more.disabled).toBe(true);   // nothing offered yet: the ⋯ there, disabled (review 29, room_en 11)
    nudge.show(at, "B1", (s) => s, at.seen);
    take.show(at, "B1", (s) => s, at.seen);
    asks.follow("A1");
    expect(asks.more.hidden).toBe(false);
    expect(asks.more.disabled).toBe(false);
    expect(asks.more.textContent).toBe("⋯");
    expect(tools.childNodes.filter((n) => !n.hidden).map((n) => n.className)).toEqual(["cw-room-more"]);
    expect(asks.menu.childNodes).toContain(nudge.el);
    expect(asks.menu.childNodes).toContain(take.ask);
    expect(asks.menu.hidden).toBe(true);
    asks.more.fire("click");
    expect(asks.menu.hidden).toBe(false);
    take.ask.fire("click");
    expect(sent).toEqual([]);   // one stray tap takes no one's seat
    expect(take.ask.textContent).toBe("再按一次：电脑代打 A1");
    take.ask.fire("click");
    expect(sent).toEqual([{ type: "takeover", seat: "A1" }]);
  });

  it("a phone keeps the words of ← Tables and ♪ Sound while the take-over is offered", () => {
    let css = "";
    document.head.appendChild = (node) => { css = node.textContent; return node; };
    ensureRoomStyle();
    const shrink = css.split("\n").filter((l) => l.includes(":is(.cw-room-back, .cw-room-sound > span)"));
    expect(shrink.length).toBe(1);
    expect(shrink[0]).not.toContain("cw-room-takeover");
    expect(css).toMatch(/\.cw-room-asks \{ position: absolute;/);   // the menu hangs over the table: nothing moves
  });
});
