// Review 29, room_en 11 (061, 082): an unlabeled "⋯" came and went at the strip's right, moving the header; room_zh 11
// (003): the phone strip's bare checkbox "☐ ♪ 声音" looked unfinished. The ⋯ is always there (disabled, titled, while
// nothing is to ask) and its words are the room's (words.js); the sound is a toggle button that shows its state.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { asksMenu } from "./asks.js";
import { soundToggle } from "./sound.js";
import { STYLE } from "./style.js";
import { roomSay } from "./words.js";

useFakeDocument();

describe("the ⋯ holds its place (review 29, room_en 11)", () => {
  it("is there and disabled while nothing is offered, enabled once an ask is, titled in the table's language", () => {
    const tools = document.createElement("span");
    const asks = asksMenu(tools, { lang: () => "zh", game: () => "chaos" });
    asks.follow("A1");
    expect(asks.more.hidden).toBe(false);
    expect(asks.more.disabled).toBe(true);
    expect(asks.more.title).toBe(roomSay("zh", "chaos", "more_idle"));
    const ask = Object.assign(document.createElement("button"), { textContent: "提醒 A1" });
    asks.menu.appendChild(ask);
    asks.follow("A1");
    expect(asks.more.hidden).toBe(false);
    expect(asks.more.disabled).toBe(false);
    expect(asks.more.title).toBe(roomSay("zh", "chaos", "more_title", { seat: "A1" }));
    ask.hidden = true;
    asks.follow("A1");
    expect(asks.more.disabled).toBe(true);
  });
});

describe("the sound is a toggle button (review 29, room_zh 11)", () => {
  it("shows on or off on the button itself; the bare checkbox is out of sight", () => {
    const host = document.createElement("span");
    const sound = soundToggle(host, (k) => roomSay("zh", "chaos", k));
    sound.words();
    const label = host.childNodes[0];
    const box = label.childNodes[0];
    expect(label.dataset.on).toBe("false");
    box.checked = true;
    box.fire("change");
    expect(label.dataset.on).toBe("true");
    expect(STYLE).toMatch(/\.cw-room-sound > input\s*\{[^}]*opacity: 0/);
    expect(STYLE).toMatch(/\.cw-room-sound\[data-on=true\]\s*\{[^}]*background/);
  });
});
