// Review 25 (room_en 3): beside "Nudge B1" and "Let a bot play B1" the turn line was cut: "so far: B1 p…", "the gate is
// ope…". What the seat waited on did so far is a part of its own (turnLine's news), shown whole on a desk's seats line.
import { describe, expect, it } from "vitest";
import { turnLine, turnText } from "./client.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: true, left: null } };
const msg = (more = {}) => ({ to_act: "B1", seats, waited: 42, seen: 0, news: "B1 finds the key: the gate is open.", ...more });

describe("AQ8: the turn line's news is a part of its own", () => {
  it("gives whose turn and what it did so far apart, the tab's sentence whole", () => {
    const { text, news } = turnLine(msg(), "A1", "en", "chaos", (s) => s, 0);
    expect(text).toBe("B1 (a person) is connected · has been choosing for 42 s");
    expect(news).toBe("B1 finds the key: the gate is open.");
    expect(turnText(msg(), "A1", "en", "chaos", (s) => s, 0)).toBe(`${text} · so far: ${news}`);
  });

  it("has none at the reader's own turn, a bot's, or the game's end", () => {
    expect(turnLine(msg(), "B1", "en", "chaos", (s) => s, 0).news).toBe("");
    expect(turnLine(msg({ result: { draw: true } }), "A1", "en", "chaos", (s) => s, 0).news).toBe("");
    const bot = { ...seats, B1: { human: false, bot: "heuristic", connected: true } };
    expect(turnLine(msg({ seats: bot }), "A1", "en", "chaos", (s) => s, 0).news).toBe("");
  });
});
