// Review 26 (room_en 1 and 6, room_zh 7): no course, the first strip was jargon ("a combo or cover's joint turn…"),
// and it closed by itself after round 1, moving the board and hand up 29 px. A CHAOS seat's first round gets "3 things
// to know" in plain words (your piece and goal, a turn, your partner and what a combo and a cover are), in every
// language, over the table's head (a slot of no height) until Got it, and only Got it closes it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip, TIP_WORDS, tipLines } from "./first_tip.js";
import { STYLE } from "./style.js";

const first = { round: 1, max_rounds: 12, to_act: "A1", result: null };
const store = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };

describe("AR8: 3 things to know on a room seat's first turn", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("says three plain things, the seat, its partner, the round limit, and what a combo and a cover are", () => {
    const [goal, turn, team] = tipLines(12, "en", "chaos", "B1");
    expect(goal).toMatch(/You are B1\..*key.*gate.*patient.*12 rounds, then a draw/);
    expect(turn).toMatch(/move one cell.*then play cards or end and draw/);
    expect(team).toMatch(/Partner: B2\. .*a combo \(one card each\) or a cover \(your card acts on you both\)/);
    const said = { ja: [/あなたは B1/, /1 マス動く/, /味方は B2.*コンボ（.*チーム適用（/],
                   zh: [/你是 B1/, /走一格/, /B2 是你的队友.*合作（.*全队生效（/],
                   "zh-TW": [/你是 B1/, /走一格/, /B2 是你的隊友.*合作（.*全隊生效（/] };
    for (const [lang, res] of Object.entries(said)) {
      tipLines(12, lang, "chaos", "B1").forEach((line, i) => expect(line, lang).toMatch(res[i]));
    }
    for (const lang of Object.keys(TIP_WORDS)) expect(Object.keys(TIP_WORDS[lang]).sort()).toEqual(Object.keys(TIP_WORDS.en).sort());
    // short: a line each, not a paragraph (review 34, room_zh 2: point 3 names the team's first turn of a round: +30)
    for (const [lang, most] of [["en", 160], ["ja", 80], ["zh-CN", 65]]) {
      for (const line of tipLines(12, lang, "chaos", "A1")) expect(line.length, `${lang}: ${line}`).toBeLessThanOrEqual(most);
    }
  });

  it("shows the three lines at a seat's first round and closes only on Got it, never by itself", () => {
    const tip = firstTip(document.createElement("div"), { storage: store() });
    tip.show(first, "zh", "chaos", "A1");
    expect(tip.el.hidden).toBe(false);
    expect(tip.list.childNodes.length).toBe(3);
    expect(tip.head.textContent).toBe("先知道这 3 件事");
    tip.show({ ...first, round: 2, to_act: "B1" }, "zh", "chaos", "A1");   // the old strip closed here: the table moved
    tip.show({ ...first, round: 3, to_act: "B2" }, "zh", "chaos", "A1");
    expect(tip.el.hidden).toBe(false);
    tip.button.fire("click");
    expect(tip.el.hidden).toBe(true);
    const watcher = firstTip(document.createElement("div"), { storage: store() });
    watcher.show(first, "en", "chaos", null);   // a spectator has no piece, no partner
    expect(watcher.el.hidden).toBe(true);
  });

  // review 38, room_en 10 (040): laid over the bar it hid the language menu and "? Rules and help" until Got it: at a
  // desk it now stands above the table in the flow, laid over nothing
  it("stands above the table in the flow at a desk, over no control", () => {
    const host = document.createElement("div");
    const tip = firstTip(host, { storage: store() });
    expect(host.childNodes).toContain(tip.slot);
    const desk = STYLE.slice(STYLE.indexOf("@media (min-width: 641px) {\n  /* above the table"));
    const block = desk.slice(0, desk.indexOf("\n}"));
    expect(block).toMatch(/\.cw-room-tip \{ display: flex;/);
    expect(block).not.toMatch(/position: absolute|height: 0/);
  });
});
