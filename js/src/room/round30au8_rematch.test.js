// Review 29, room_en 9 (129): "Play again" moved the seat to "CHAOS Table 2" at once, B1 "away" there. It asks first,
// over the table (it moves nothing), saying who is invited; only Yes asks the server.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { rematchControls } from "./rematch.js";
import { roomSay } from "./words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const over = { result: { winner: "A" }, seats: { A1: { human: true }, A2: { human: false, bot: "heuristic" },
                                                 B1: { human: true }, B2: { human: false, bot: "heuristic" } } };
const make = (lang) => {
  const tools = document.createElement("span");
  const sent = [];
  const c = rematchControls(tools, { send: (m) => sent.push(m), wordsOf: (k, v) => roomSay(lang, "chaos", k, v),
                                     go: () => {} });
  const find = (cls) => allElements(tools).find((e) => String(e.className) === cls);
  return { c, sent, find };
};

describe("Play again asks first and says who comes (review 29, room_en 9)", () => {
  for (const [lang, invited] of [["en", /B1/], ["zh", /B1/], ["ja", /B1/], ["zh-TW", /B1/]]) {
    it(`${lang}: a press asks (naming B1), Cancel sends nothing, Yes asks the server`, () => {
      const { c, sent, find } = make(lang);
      c.show(over, "A1");
      find("cw-rematch").fire("click");
      const ask = find("cw-rematch-ask");
      expect(sent).toEqual([]);
      expect(ask.hidden).toBe(false);
      expect(ask.textContent).toMatch(invited);
      expect(ask.textContent).not.toMatch(/A2|B2/);   // the bots keep their seats; a person is invited
      find("cw-rematch-no").fire("click");
      expect(ask.hidden).toBe(true);
      expect(sent).toEqual([]);
      find("cw-rematch").fire("click");
      find("cw-rematch-yes").fire("click");
      expect(sent).toEqual([{ type: "rematch" }]);
      expect(ask.hidden).toBe(true);
    });
  }
});
