// Review 25, mythos_en 4 (085/087): a click on the folded "Last combat" line opened the glossary ("combat: After card
// play…"), a second one "Sanity"; the reader could not get the fight back. The folded line's click opens the last
// fight's diagram (the band), until the reader's next move.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import { openRecap } from "./combat.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, extra = {}) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang: "en", ...extra }, { width: 1280 });

/** A card-play look after a fight the reader has already acted past: its last combat is the folded line. */
function folded() {
  const f = recorded.en.find((x) => x.view.phase === "play" && x.view.fights?.length && x.legal.length);
  return { f, ui: { recap: { key: JSON.stringify(f.view.fights), at: "an earlier look" } } };
}

describe("mythos_en 4: the folded Last combat line opens the fight", () => {
  it("its words' click is the fight's, not a glossary box", () => {
    const { f, ui } = folded();
    const lines = scene(f, ui).items.filter((i) => i.label === "last-combat" || i.label === "combat-title");
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.id, l.text).toBe("recap:open");
  });

  it("opened, the band with its arrows is drawn until the next move", () => {
    const { f, ui } = folded();
    expect(scene(f, ui).items.some((i) => i.type === "marrow")).toBe(false);
    openRecap(ui);
    expect(scene(f, ui).items.some((i) => i.type === "marrow")).toBe(true);
  });

  it("the one-line band of a full window opens too", () => {
    const { f, ui } = folded();
    ui.recap.at = null;                                     // the band's look, told in one line (no room)
    const short = scene(f, ui, { shortRecap: true }).items;
    const title = short.find((i) => i.label === "combat-title");
    expect(title?.id).toBe("recap:open");
    openRecap(ui);
    expect(scene(f, ui, { shortRecap: true }).items.some((i) => i.type === "marrow")).toBe(true);
  });
});
