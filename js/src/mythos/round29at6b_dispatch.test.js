// Round AT6b, newcomer review 28, mythos_ja 3 (126/129/197): in 「バトル：味方の派遣」 on a phone the prompt and 完了 were
// at the top, the allies to tap far down in the reader's panel, and a second 完了 at the very bottom. The allies to
// send now stand as chips of their names beside the one 完了, before the hand.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

describe("review 28, mythos_ja 3: the allies to send are next to the prompt", () => {
  it("ja 390 px, the commit step (an assault, two defenders): the allies under 完了, above the hand; one 完了", () => {
    for (const n of [49, 76]) {
      const f = recorded.ja[n];
      expect(f.view.step).toBe("commit");
      const s = layout({ ...valid(withCatalog(f)), lang: "ja" }, { width: 390 });
      const done = s.items.filter((i) => i.id === "act:done");
      expect(done, `frame ${n}: one 完了`).toHaveLength(1);
      const hand = Math.min(...s.items.filter((i) => /^hand-\d/.test(i.label ?? "")).map((i) => i.y));
      const allies = [...new Set(f.legal.flatMap((a) => a.cards ?? []))];
      expect(allies.length).toBeGreaterThan(0);
      for (const inst of allies) {
        // a chip of its name on 完了's row (or the row under it), above the hand
        const near = s.items.filter((i) => i.type === "chip" && i.id === `select:${inst}` && i.y >= done[0].y
          && i.y <= done[0].y + done[0].h + 8 && i.y + i.h <= hand);
        expect(near, `frame ${n}: ally ${inst} beside 完了, above the hand`).toHaveLength(1);
      }
    }
  });
});
