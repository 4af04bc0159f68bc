// Newcomer review 15 on the Mythos table (issue 23), round T: recorded frames of round S
// (tests/test_mythos_round15s_frames.py), laid out as the page does at 1280×800.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width) => layout({ ...valid(withCatalog(f)), ui: {}, lang }, { width });

/** Return frame `f` with the seat's tome Revelations of Glaaki in play, Dust of Suleiman on it (desk 117). */
function withTome(f) {
  const players = f.view.players.map((p) => (p.seat !== "p0" ? p
    : { ...p, tomes: [{ id: "revelations_of_glaaki", inst: 901, used: [], holder: null, face_down: false, spells: [{ id: "dust_of_suleiman", inst: 902 }] }] }));
  return { ...f, view: { ...f.view, players } };
}

describe("finding 4: a spell on a tome reads whole", () => {
  it("en 1280 px: 'Dust of Suleiman' under Revelations of Glaaki is its whole name, not 'Dust…'", () => {
    const frames = recorded.en.filter((f) => f.view.phase === "play").slice(0, 3);
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) {
      const s = scene(withTome(f), "en", 1280);
      const tab = s.items.find((i) => i.type === "mtab" && i.label === "tab-902");
      expect(tab, "the spell's strip is drawn").toBeTruthy();
      expect(tab.text).toBe("Dust of Suleiman");
      expect(tab.text).not.toContain("…");
      expect(tab.lines).toBe(1);
    }
  });
});
