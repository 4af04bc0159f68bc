// Round AT6, newcomer review 28, mythos_en 8 (055): on a 1280×800 desk the bot's table folded flat by itself after round
// 1 ("▾ Show Bot 2's table") where the reader had opened its adventure list: round 2 was played without the bot's allies
// and threat. Card play keeps the bot's brief table (its cards on one row) before it would fold flat, the hand in the
// window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

describe("review 28, mythos_en 8: the bot's table stays in sight in card play", () => {
  it("en 1280 px, the reader's adventure list open: rounds 2 and 3 show the bot's cards, no Show chip, hand in the window", () => {
    const flat = [];
    for (const n of [21, 23, 55, 57]) {   // the first turns of rounds 2 and 3
      const f = recorded.en[n];
      expect(f.view.phase).toBe("play");
      const s = layout({ ...valid(withCatalog(f)), ui: { goalsOpen: true }, lang: "en" }, { width: 1280 });
      if (s.items.some((i) => i.id === "select:panel-p1-open")) flat.push(n);
      const foot = Math.max(...s.items.filter((i) => /^hand-\d/.test(i.label ?? "")).map((i) => i.y + i.h));
      expect(foot, `frame ${n}: the hand's foot in a 1280×800 window`).toBeLessThanOrEqual(669);
      const panel = s.items.find((i) => i.type === "mpanel" && /p1/.test(i.label ?? ""));
      const inside = s.items.filter((i) => i.type === "mcard" && i.y >= panel.y && i.y < panel.y + panel.h);
      expect(inside.length, `frame ${n}: the bot's cards drawn`).toBeGreaterThan(0);
    }
    expect(flat, "frames whose bot table folded flat behind its Show chip").toEqual([]);
  });
});
