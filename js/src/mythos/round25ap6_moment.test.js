// Newcomer review 24, mythos_ja: completing an adventure passed with no celebration. When a seat completes one, the
// table marks the moment (MY-ADV-3: its points are scored): the adventure card big with the gold glow, who completed
// it and "Adventure completed: +N points" in the table's language, for about 1.5 s with no click needed (the scene asks
// to be laid out again when it ends), ended by a click on it, for the bot's completions too; once, never in a replay.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { hitTest } from "../scene/hit.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import richF from "../fixtures/mythos_rich.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const price = richF.view.players[0].adventures[0];   // The Price, 8 points

/** Return the rich frame with seat `seat` holding `adventures` (the other seats none). */
function frame(seat, adventures) {
  const players = richF.view.players.map((p) => ({ ...p, adventures: p.seat === seat ? adventures : [] }));
  return { ...richF, view: { ...richF.view, players } };
}
const scene = (f, ui, lang, width, extra = {}) => layout({ ...valid(withCatalog(f)), ui, lang, ...extra }, { width });
const said = { en: ["You", "Bot 2", "Adventure completed: +8 points"], ja: ["あなた", "ボット 2", "アドベンチャー達成：+8点"] };

describe("a completed adventure is a moment on the table", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      for (const [seat, k] of [["p0", 0], ["p1", 1]]) {
        it(`${lang} ${width} px: ${seat} completes The Price`, () => {
          const ui = { now: 1000 };
          const before = scene(frame(seat, []), ui, lang, width);
          expect(before.items.some((i) => i.label === "adventure-moment")).toBe(false);
          ui.now = 1100;
          const s = scene(frame(seat, [price]), ui, lang, width);
          const card = s.items.find((i) => i.label === "adventure-moment-card");
          expect(card, "the adventure card shown").toBeTruthy();
          expect(card.face?.id ?? card.face?.name).toBeTruthy();
          expect(card.w, "big").toBeGreaterThanOrEqual(120);
          expect(card.highlight, "the gold glow").toBe(true);
          const texts = s.items.filter((i) => i.type === "text" && /adventure-moment/.test(i.label ?? "")).map((i) => i.text);
          expect(texts).toContain(said[lang][k]);
          expect(texts).toContain(said[lang][2]);
          expect(card.y + card.h, "inside the table").toBeLessThanOrEqual(s.height);
          expect(s.redrawIn, "laid out again when it ends").toBeGreaterThan(0);
          expect(s.redrawIn).toBeLessThanOrEqual(1500);
          // it stays through the next frames for its time, then goes by itself
          ui.now = 2000;
          expect(scene(frame(seat, [price]), ui, lang, width).items.some((i) => i.label === "adventure-moment-card")).toBe(true);
          ui.now = 2700;
          const after = scene(frame(seat, [price]), ui, lang, width);
          expect(after.items.some((i) => /adventure-moment/.test(i.label ?? ""))).toBe(false);
          expect(after.redrawIn ?? 0).toBe(0);
        });
      }
    }
  }

  it("a click on it ends it at once, and the next click reaches the table again", () => {
    const ui = { now: 0 };
    scene(frame("p1", []), ui, "en", 1280);
    ui.now = 100;
    const s = scene(frame("p1", [price]), ui, "en", 1280);
    const card = s.items.find((i) => i.label === "adventure-moment-card");
    const id = hitTest(s, card.x + card.w / 2, card.y + card.h / 2);
    expect(id).toBe("select:adv-seen");
    ui.selected = "adv-seen";   // index.js: a select: id's value
    ui.now = 200;
    const after = scene(frame("p1", [price]), ui, "en", 1280);
    expect(after.items.some((i) => /adventure-moment/.test(i.label ?? ""))).toBe(false);
    expect(ui.selected).toBe(null);
  });

  it("an adventure held when the page opens and a replay show no moment", () => {
    const ui = { now: 0 };
    expect(scene(frame("p0", [price]), ui, "en", 1280).items.some((i) => i.label === "adventure-moment-card")).toBe(false);
    const replay = { now: 0 };
    scene(frame("p0", []), replay, "en", 1280, { replaying: true });
    expect(scene(frame("p0", [price]), replay, "en", 1280, { replaying: true }).items
      .some((i) => i.label === "adventure-moment-card")).toBe(false);
  });
});
