// Review 29, mythos_en 4 / mythos_ja 8: "−1 Portaphobia (Bot 2)" stayed beside the reader's Sanity after it buried
// the phobia (065, ja 083/084), and "−1 face-down monster" stayed on the bot after its monster had fought (045). A
// label ends with its cause: a phobia's once it left the seat, a face-down monster's once the threat is empty.
import { describe, expect, it } from "vitest";
import { causeText } from "./sanity_cause.js";
import catalog from "../fixtures/mythos_catalog.json";

const words = catalog.ui.en;
const table = {
  view: { round: 2 }, lang: "en", catalog,
  w: (key, v = {}) => words[key].replace(/\{(\w+)\}/g, (_, k) => v[k] ?? ""),
  who: (seat) => (seat === "p0" ? words.you_name : "Bot 2"),
};
const phobia = { round: 2, turn: 3, delta: -1, card: "portaphobia", by: "p1" };
const faceDown = { round: 2, turn: 4, delta: -1, kind: "face_down" };

describe("review 29, mythos_en 4: a Sanity label ends with its cause", () => {
  it("a phobia's label stays while the phobia is on the seat, and goes once it is buried", () => {
    const on = { seat: "p0", sanity_last: phobia, phobias: [{ id: "portaphobia" }], threat_count: 0 };
    expect(causeText(table, on)).toContain("Portaphobia");
    expect(causeText(table, { ...on, phobias: [] })).toBe("");
  });
  it("a face-down monster's label goes once the threat is empty (the monster fought)", () => {
    const bot = { seat: "p1", sanity_last: faceDown, phobias: [], threat_count: 1 };
    expect(causeText(table, bot)).toContain("face-down");
    expect(causeText(table, { ...bot, threat_count: 0 })).toBe("");
  });
  it("an ended cause leaves the others still news", () => {
    const p = { seat: "p0", phobias: [], threat_count: 1, sanity_last: { ...faceDown, earlier: [phobia] } };
    expect(causeText(table, p)).toBe("−1 face-down monster");
  });
});
