// Issue 23 round G (newcomer review 6, Mythos on a phone): the card sheet opens in one fixed place, a bottom sheet
// over the window's lower part with its chips at thumb reach, whatever card opened it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";

const files = import.meta.glob("../fixtures/mythos_*.json", { eager: true, import: "default" });

/** Return every (fixture, hand card) of the fixtures with a viewer's hand, as a layout input. */
function handCards() {
  const out = [];
  for (const [name, f0] of Object.entries(files)) {
    if (!f0.view?.players) continue;
    const f = { ...f0, catalog: { ...catalogBase, seats: f0.seats } };
    const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
    for (const c of me?.hand ?? []) out.push({ name, f, inst: c.inst });
  }
  return out;
}

describe("a phone's card sheet", () => {
  it("opens at the window's foot, the table's width, its chips in its lower part", () => {
    const bad = [];
    const all = handCards();
    expect(all.length).toBeGreaterThan(10);
    for (const band of [{ top: 0, bottom: 660 }, { top: 400, bottom: 1270 }]) {
      for (const { name, f, inst } of all) {
        const plain = layout(valid(f), { width: 360 });
        if (plain.height < band.bottom) continue;
        const s = layout({ ...valid(f), ui: { selected: inst, visible: band } }, { width: 360 });
        const zoom = s.items.find((i) => i.type === "mzoom");
        if (!zoom) continue;
        const m = zoom.x;
        const chips = s.items.filter((i) => i.type === "chip" && (i.z ?? 0) >= 12);
        const lowest = Math.max(...chips.map((c) => c.y + c.h));
        const foot = zoom.y + zoom.h;
        if (zoom.y < band.top) bad.push(`${name} ${inst}: above the window`);
        else if (zoom.h < band.bottom - band.top - 2 * m && foot !== band.bottom - m) bad.push(`${name} ${inst}: foot ${foot}`);
        else if (zoom.w !== 360 - 2 * m) bad.push(`${name} ${inst}: ${zoom.w} wide`);
        else if (chips.length && foot === band.bottom - m && lowest < foot - 60) bad.push(`${name} ${inst}: chips at ${lowest}`);
      }
    }
    expect(bad).toEqual([]);
  }, 60_000);

  it("without the window's band (no page) keeps opening by its card", () => {
    const { f, inst } = handCards()[0];
    const s = layout({ ...valid(f), ui: { selected: inst } }, { width: 360 });
    expect(s.items.some((i) => i.type === "mzoom")).toBe(true);
  });
});
