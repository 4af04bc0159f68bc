// Round AE (newcomer review 19, room finding 6 / brief item 3): "The chat panel collapsed by itself when my turn came,
// so I could not tell whether my message had gone out." On a desk the chat keeps its open or closed state across
// turns (a phone's drawer still folds off the hand); a line you send shows "sending…" until the room has it, then ✓.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";

let restore;
let width;
beforeEach(() => { restore = installFakeDocument(); width = globalThis.innerWidth; });
afterEach(() => { restore(); globalThis.innerWidth = width; });

const panel = (send = () => true) => {
  const host = document.createElement("div");
  return chatPanel(host, { send, context: () => ({ seat: "A1", lang: "en", game: "chaos" }) });
};
const toggleOf = (chat) => chat.el.childNodes[0].childNodes[0];
const submit = (form) => form.listeners.submit.forEach((f) => f({ type: "submit", preventDefault() {} }));
const texts = (chat) => allElements(chat.el).filter((n) => n.tagName === "LI").map((n) => n.textContent);

describe("the chat on your turn and after you send (review 19)", () => {
  it("stays open on a desk when your turn comes", () => {
    globalThis.innerWidth = 1280;
    const chat = panel();
    toggleOf(chat).fire("click");
    chat.yourTurn();
    expect(chat.el.dataset.open).toBe("true");
  });

  it("a phone's drawer still folds off the hand", () => {
    globalThis.innerWidth = 390;
    const chat = panel();
    toggleOf(chat).fire("click");
    chat.yourTurn();
    expect(chat.el.dataset.open).toBe("false");
  });

  it("a sent line shows 'sending…' until the room sends it back, then ✓ sent", () => {
    const chat = panel();
    const form = allElements(chat.el).find((n) => n.tagName === "FORM");
    const input = allElements(chat.el).find((n) => n.tagName === "INPUT");
    input.value = "nice bomb trap";
    submit(form);
    expect(texts(chat)).toEqual(["You: nice bomb trap · sending…"]);
    chat.add([{ n: 1, seat: "A1", text: "nice bomb trap" }]);
    expect(texts(chat)).toEqual(["You: nice bomb trap ✓"]);
    chat.add([{ n: 2, seat: "B1", text: "gg" }]);
    expect(texts(chat)).toEqual(["You: nice bomb trap ✓", "B1: gg"]);
  });

  it("a line the server refuses is no longer 'sending…'", () => {
    const chat = panel();
    const form = allElements(chat.el).find((n) => n.tagName === "FORM");
    allElements(chat.el).find((n) => n.tagName === "INPUT").value = "spam";
    submit(form);
    chat.note("too many lines");
    expect(texts(chat)).toEqual([]);
  });
});
