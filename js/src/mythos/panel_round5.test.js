// Issue 23 round 5, Mythos item 4 (newcomer findings M12, M42): when a step leaves no trace (a pass), the table
// outlined the whole panel of who acted — a big dashed oval (the outline's corner is a tenth of the item's width)
// spilling past the panel's border. Now the marker is the panel's name line: a pill inside the panel.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { planMotion, withLast } from "../scene/motion.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";

const start = { ...startF, catalog: { ...catalogBase, seats: startF.seats } };
const scene = (fixture) => layout({ ...valid(fixture) }, { width: 1000 });
const asIfActing = (s, seat) => ({
  ...s, items: s.items.map((i) => (i.turn === undefined ? i : { ...i, turn: i.key === `panel-${seat}` })) });

describe("who acted, outlined inside the panel (issue 23 r5 M12, M42)", () => {
  it("outlines the name line of the seat that passed, within its panel, never the whole panel", () => {
    const after = scene(start);
    const before = asIfActing(after, "p1");   // p1 was to act and left no trace
    const plan = planMotion(before, after);
    expect([...plan.last]).toEqual(["panel-p1"]);
    // round 6d (finding 5): the name line is underlined (a cyan bar under the text), not outlined
    const marked = withLast(after, plan.last).items.filter((i) => i.label === "last-underline");
    expect(marked).toHaveLength(1);
    const [m] = marked;
    expect(m.type).toBe("rect");
    const name = after.items.find((i) => i.key === "panel-p1" && i.type === "text");
    expect(name.text).toContain("Bot 2");
    expect(m.y).toBeCloseTo(name.y + name.h);
    const panel = after.items.find((i) => i.type === "mpanel" && i.label === "panel-p1");
    expect(panel.key).toBeUndefined();
    expect(m.x).toBeGreaterThanOrEqual(panel.x);
    expect(m.y).toBeGreaterThanOrEqual(panel.y);
    expect(m.x + m.w).toBeLessThanOrEqual(panel.x + panel.w);
    expect(m.y + m.h).toBeLessThanOrEqual(panel.y + panel.h);
    expect(m.w).toBeLessThan(panel.w / 2);
  });
});
