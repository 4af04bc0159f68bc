// Round AO8 (newcomer review 23, room_en finding 8, 097_nudge/099_t2i): "B1 sat on one turn for more than 5 minutes;
// I pressed Nudge … there was no turn timer, no auto-pass and no offer to let a bot take over. The table was stuck."
// After the room's minutes (the state's takeover.after, the server's clock) the other persons' strips offer "Let a bot
// play B1"; a press only asks ({"type": "takeover", "seat"}); the count shows; the seat's own page, once a bot plays
// it, offers to take it back; the chat tells everyone, in each reader's language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { canAskBot, TAKEOVER_WORDS, takeoverButtons, toldLine } from "./takeover.js";
import { chatLabel } from "./chat.js";

const seats = { A1: { human: true, connected: true }, A2: { human: true, connected: true },
                B1: { human: true, connected: false, left: 200 }, B2: { human: false, bot: "heuristic", connected: true } };
const at = (msg = {}, take = {}) => ({ to_act: "B1", seats, waited: 190, seen: 1_000_000,
                                      takeover: { after: 180, bots: [], asked: [], needed: 2, ...take }, ...msg });

describe("round AO8: let a bot play a stalled seat (review 23, room_en 8)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("is offered to the other persons after the room's minutes, even when the seat left; never too soon", () => {
    expect(canAskBot(at(), "A1", 1_000_000)).toBe(true);
    expect(canAskBot(at({ waited: 100 }), "A1", 1_000_000)).toBe(false);
    expect(canAskBot(at({ waited: 100 }), "A1", 1_081_000)).toBe(true);     // the wait counts on
    expect(canAskBot(at({}, { after: null }), "A1", 1_000_000)).toBe(false);  // a room set to never
    expect(canAskBot(at(), null, 1_000_000)).toBe(false);                    // a spectator
    expect(canAskBot(at(), "B1", 1_000_000)).toBe(false);                    // the seat itself
    expect(canAskBot(at({ to_act: "B2" }), "A1", 1_000_000)).toBe(false);    // a bot's seat
    expect(canAskBot(at({}, { bots: ["B1"] }), "A1", 1_000_000)).toBe(false);
    expect(canAskBot(at({ result: {} }), "A1", 1_000_000)).toBe(false);
  });

  it("the button asks, then shows the count; the seat's own page takes it back", () => {
    const host = document.createElement("span");
    const sent = [];
    const buttons = takeoverButtons(host, { send: (m) => { sent.push(m); return true; }, lang: () => "en",
                                            game: () => "chaos" });
    buttons.show(at(), "A1", (s) => s, 1_000_000);
    expect(buttons.ask.hidden).toBe(false);
    expect(buttons.ask.textContent).toBe("Let a bot play B1");
    buttons.ask.fire("click");   // the first press asks to be sure (review 28, room_zh 4: round29at8_header.test.js)
    buttons.ask.fire("click");
    expect(sent).toEqual([{ type: "takeover", seat: "B1" }]);
    buttons.show(at({}, { asked: ["A1"] }), "A1", (s) => s, 1_000_000);
    expect(buttons.ask.disabled).toBe(true);
    expect(buttons.ask.textContent).toBe("Asked for a bot: 1 of 2 ✓");
    expect(buttons.back.hidden).toBe(true);
    buttons.show(at({ to_act: "A2" }, { bots: ["B1"] }), "B1", (s) => s, 1_000_000);
    expect(buttons.ask.hidden).toBe(true);
    expect(buttons.back.hidden).toBe(false);
    buttons.back.fire("click");
    expect(sent.at(-1)).toEqual({ type: "back" });
  });

  it("the chat tells it as the table, in every room language", () => {
    const bot = { n: 4, seat: "@takeover", text: "B1" };
    const back = { n: 5, seat: "@back", text: "B1" };
    expect(toldLine(bot, "en", "chaos")).toBe("A bot plays B1 until its person comes back.");
    expect(toldLine({ n: 1, seat: "A1", text: "hi" }, "en", "chaos")).toBe(null);
    for (const lang of ["ja", "zh", "zh-TW"]) {
      for (const line of [bot, back]) expect(toldLine(line, lang, "chaos").replace("B1", "")).not.toMatch(/[A-Za-z]{3,}/);
      expect(chatLabel(bot, "A1", lang, "chaos")).not.toMatch(/[A-Za-z]{3,}/);
    }
    for (const lang of Object.keys(TAKEOVER_WORDS)) {
      expect(Object.keys(TAKEOVER_WORDS[lang]).sort(), lang).toEqual(Object.keys(TAKEOVER_WORDS.en).sort());
    }
  });
});
