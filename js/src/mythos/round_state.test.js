// The round's state on the Mythos table (issue 21): time of day, Storm, first player, Ambush, rest, a changed
// location; moved out of mythos.test.js, which had grown past 400 lines.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import roundStateF from "../fixtures/mythos_round_state.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const [start, roundState] = [startF, roundStateF].map(withCatalog);
const scene = (fixture, ui = {}, width = 1000) => layout({ ...valid(fixture), ui }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const ofType = (s, type) => s.items.filter((i) => i.type === type);
const texts = (s) => ofType(s, "text").map((i) => i.text);

describe("mythos round state (issue 21)", () => {
  // roundState: round 3 at night in a Storm, p1 first, p0 to act after passing with an Ambush in force; p1 at
  // Bellevue Hospital with a turn to rest and Samuel Winsor's Church added (tests/test_js_fixtures_mythos.py).
  it("shows the time of day, a Storm and the round's first player in the header (MY-CARD-6, MY-ROUND-6)", () => {
    const s = scene(roundState);
    expect(byLabel(s, "time").text).toBe("Night");
    expect(byLabel(s, "storm").text).toBe("Storm");
    expect(byLabel(s, "first-player").text).toBe("first player: Bot 2");   // a person, never "p1"
    expect(byLabel(s, "status").text).toContain(catalogBase.ui.en.play_left_1);   // the kernel's words (round39ee5)
    expect(byLabel(s, "time").y).toBeGreaterThan(byLabel(s, "status").y);
    const day = scene(start);
    expect(byLabel(day, "time").text).toBe("Day");
    expect(byLabel(day, "storm")).toBeUndefined();
  });

  it("tags an Ambush in force, a forced rest and a changed location on the players' panels", () => {
    const s = scene(roundState);
    expect(byLabel(s, "title-p0").text).toContain("Ambush");
    expect(byLabel(s, "title-p1").text).not.toContain("Ambush");
    const where = texts(s).filter((x) => x.startsWith("At:")).join("\n");
    expect(where).toContain("Bellevue Hospital · arrived · must rest 1");
    expect(where).toContain("changed by Samuel Winsor");
    expect(ofType(scene(start), "text").filter((i) => !i.label?.startsWith("goal")).map((i) => i.text).join("\n"))
      .not.toMatch(/Ambush|must rest/);   // (an adventure in hand may need the card Ambush)
  });

  it("speaks Japanese from the catalog: 夜, 嵐, 先手, 待ち伏せ, 休み", () => {
    const s = scene({ ...roundState, lang: "ja" });
    expect(byLabel(s, "time").text).toBe("夜");
    expect(byLabel(s, "storm").text).toMatch(/^嵐/);   // 嵐（豪雨） since review 41, mythos_ja 9 (the log names 豪雨)
    // (where the row would cut the goal, who plays first is said on the time's hover: round AT6, review 28, mythos_en 5)
    expect(byLabel(s, "first-player")?.text ?? byLabel(s, "time").tip).toBe("先手：ボット 2");
    expect(byLabel(s, "title-p0").text).toContain("待ち伏せ");
    expect(texts(s).join("\n")).toContain("休み あと1ターン");
  });

  it("takes every one of these words from the catalog, none written into the layout", () => {
    const en = { ...roundState.catalog.ui.en, night: "N!", storm: "S!", first_player: "F {seat}", ambush: "A!",
                 rest: "R {n}" };
    const s = scene({ ...roundState, catalog: { ...roundState.catalog, ui: { ...roundState.catalog.ui, en } } });
    expect([byLabel(s, "time").text, byLabel(s, "storm").text, byLabel(s, "first-player").text])
      .toEqual(["N!", "S!", "F Bot 2"]);
    expect(byLabel(s, "title-p0").text).toContain("A!");
    expect(texts(s).join("\n")).toContain("R 1");
  });
});
