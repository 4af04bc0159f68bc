// Round AJ (newcomer review 22, room_en finding 7 and room_zh finding 6): "after I came back from the replay the chat
// badge showed '4 ✉' for messages I had already read" (088_back, 076_back), "During play it showed 1 when 2 messages
// were new", and the badge lay over the 聊天 label. The badge counts exactly the lines others sent since the reader last
// had the chat open, kept across the replay page and back (the same tab: sessionStorage), and sits off the label.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";
import { STYLE } from "./style.js";

let restore;
let saved;
beforeEach(() => {
  restore = installFakeDocument();
  saved = { s: globalThis.sessionStorage, l: globalThis.location };
  const store = new Map();
  globalThis.sessionStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)) };
  globalThis.location = { hash: "#room=r22&token=t", pathname: "/cthulhu/rooms/page" };
});
afterEach(() => {
  restore();
  globalThis.sessionStorage = saved.s;
  globalThis.location = saved.l;
});

const panel = () => chatPanel(document.createElement("div"),
  { send: () => true, context: () => ({ seat: "B1", lang: "zh", game: "chaos" }) });
const toggleOf = (chat) => chat.el.childNodes[0].childNodes[0];
const badge = (chat) => toggleOf(chat).dataset.unread;
const line = (n, seat = "A1") => ({ n, seat, text: `line ${n}` });

describe("the chat's unread badge (review 22)", () => {
  it("counts each line that came while the chat was folded, and none once it was open", () => {
    const chat = panel();
    chat.add([line(1)]);
    chat.add([line(1), line(2)]);   // a tail sent again with the new line
    expect(badge(chat)).toBe("2");
    toggleOf(chat).fire("click");
    expect(badge(chat)).toBe("0");
    chat.add([line(3)]);            // read as it comes: the chat is open
    toggleOf(chat).fire("click");
    expect(badge(chat)).toBe("0");
    chat.add([line(4), line(5, "B1")]);   // the reader's own line is not unread
    expect(badge(chat)).toBe("1");
  });

  it("keeps what was read across the replay and back (a new page in the same tab)", () => {
    const first = panel();
    first.add([line(1), line(2), line(3), line(4)]);
    toggleOf(first).fire("click");
    toggleOf(first).fire("click");
    const back = panel();   // the room's page again: the server sends the last lines again
    back.add([line(1), line(2), line(3), line(4)]);
    expect(back.el.dataset.open).toBe("false");
    expect(badge(back)).toBe("0");
    back.add([line(5)]);
    expect(badge(back)).toBe("1");
  });

  it("the folded tab's badge lies above the label's letters, not over them", () => {
    const rule = STYLE.split("}").find((r) => r.includes('[data-unread="0"])::after') && r.includes("absolute"));
    const px = (name) => Number(rule.match(new RegExp(`[ ;]${name}: (-?\\d+)px`))[1]);
    expect(px("top") + px("line-height")).toBeLessThanOrEqual(1);   // its foot at the tab's top edge
    expect(px("right")).toBeGreaterThanOrEqual(-12);                // a phone's strip ends close past the tab
  });
});

describe("the open drawer keeps one place (review 22, room_en finding 6)", () => {
  it("its lines take a fixed height, so its bar (▾ Chat, which closes it) is where it was at the last open", () => {
    const narrow = STYLE.slice(STYLE.indexOf("@media (max-width: 1559.98px)"));
    const rule = narrow.split("}").find((r) => r.includes(".cw-room-chat .cw-chat-lines {"));
    expect(rule).toMatch(/[{ ]height: min\(30vh, \d+px\)/);   // a max-height grew the drawer up line by line
    expect(rule).not.toMatch(/max-height/);
  });
});
