// Round BA7, newcomer review 33, mythos_ja 1 (250 → 251): in a fight on a 390×844 phone the reader sent an ally to
// attack; the prompt above grew from three lines to five, 「完了」 went ~30 px down and the next tap opened the glossary
// term 「埋葬」. Done keeps its rect between consecutive decisions of a step, the prompt's growth goes below it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) =>
  layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang, prompt: f.prompt }, { width });

// the two prompts of review 33's shots 249 and 250
const SHORT = "味方を防御（または攻撃）に派遣し、完了。⚠ 相手の「忠実な猟犬」は戦闘前にあなたの「ミ＝ゴ（労働者）」を埋葬できる。";
const LONG = "味方を攻撃に派遣し、完了：このバトルではあなたを攻撃する神話の脅威がないので、防御はできない。⚠ 攻撃した味方はバトルの"
  + "後に埋葬される（持っているカードも共に）。⚠ 相手の「忠実な猟犬」は戦闘前にあなたの「ミ＝ゴ（労働者）」を埋葬できる。";

const done = (s) => s.items.find((i) => i.type === "chip" && /^act:/.test(i.id ?? "") && i.text === "完了");

describe("review 33, mythos_ja 1: a longer prompt after a choice does not move Done", () => {
  it("ja 390 px: the commit step's two decisions, the second's prompt two lines longer: Done at one rect", () => {
    const game = recordedGame("ja");
    const [first, second] = [76, 77].map((n) => game[n]);
    expect([first, second].map((f) => `${f.view.phase}/${f.view.step}/${f.view.to_act}`)).toEqual(
      ["combat/commit/p0", "combat/commit/p0"]);
    const ui = { touch: true };
    const a = scene({ ...first, prompt: SHORT }, ui, "ja", 390);
    const b = scene({ ...second, prompt: LONG }, ui, "ja", 390);
    const [da, db] = [done(a), done(b)];
    expect(da && db, "a Done chip in both").toBeTruthy();
    expect([db.x, db.y, db.w, db.h]).toEqual([da.x, da.y, da.w, da.h]);
    // the longer prompt is whole all the same
    const said = b.items.filter((i) => i.type === "text" && i.bold).map((i) => i.text).join("");
    expect(said.replace(/\s/g, "")).toContain("防御はできない");
    expect(said.replace(/\s/g, "")).toContain("ミ＝ゴ（労働者）」を埋葬できる。");
  });
});
