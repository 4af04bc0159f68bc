// Review 41, mythos_en 6 (180): Tab put the focus on a hand card and Enter opened its zoom; the focus then jumped to
// Pass behind the zoom (its tooltip over the zoom box), and a second Enter would have passed. Enter on a card opens its
// zoom with the focus on the zoom's own move (its Play / Start chip); closing the zoom (Escape) gives it back to the card.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { clickable } from "../scene/hit.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

let page;
beforeEach(() => { page = installFakePage(); });
afterEach(() => page.restore());

/** Return the id the keyboard's focus is on (ui.focus indexes the scene's clickable ids). */
const focusId = (canvas) => clickable(canvas.__cthulhu.scene)[canvas.__cthulhu.ui.focus] ?? null;
/** Return the item the keyboard's focus is on (the topmost of its id). */
const focused = (canvas) => canvas.__cthulhu.scene.items.filter((i) => i.id === focusId(canvas))
  .sort((a, b) => (b.z ?? 0) - (a.z ?? 0))[0];

describe("review 41, mythos_en 6: Enter on a hand card focuses its zoom's move, Escape gives it back", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 1280: Tab to a playable hand card, Enter, then Escape`, async () => {
      const f = recorded[lang].find((g) => g.view.to_act === g.seat && g.legal.some((a) => a.kind === "play"));
      const model = fakeModel({ game: "mythos", lang, mode: "play", seat: f.seat, step: 1, history_len: 1,
                                catalog_data: { ...catalogBase, seats: f.seats }, view: f.view, legal: f.legal,
                                autoplay: false, seats: f.seats, undo_policy: "fair", log_lines: [] });
      const el = globalThis.document.createElement("div");
      render({ model, el });
      await Promise.resolve();
      el.childNodes[0].clientWidth = 1280;
      model.set("view", { ...f.view });
      await Promise.resolve();
      const canvas = page.canvases.at(-1);
      const key = (k) => canvas.fire("keydown", { key: k, shiftKey: false, preventDefault() {} });
      const lit = clickable(canvas.__cthulhu.scene).filter((id) => canvas.__cthulhu.scene.items
        .some((i) => i.id === id && i.type === "mcard" && /^hand-/.test(i.label ?? "")));
      let moves = 0;
      for (const card of lit) {
        for (let n = 0; n < 80 && focusId(canvas) !== card; n += 1) key("Tab");
        expect(focusId(canvas), "each hand card by Tab").toBe(card);
        key("Enter");
        await Promise.resolve();
        const scene = canvas.__cthulhu.scene;
        const own = scene.items.filter((i) => (i.z ?? 0) >= 10 && String(i.id).startsWith("act:"));
        moves += own.length ? 1 : 0;
        const now = focused(canvas);
        expect({ card, zoom: scene.items.some((i) => i.label === "zoom"), inZoom: (now?.z ?? 0) >= 10,
                 id: now?.id === (own[0]?.id ?? "select:none") })
          .toEqual({ card, zoom: true, inZoom: true, id: true });
        key("Escape");
        await Promise.resolve();
        expect(focusId(canvas), "back on the card").toBe(card);
      }
      expect(moves, "a card whose zoom holds its Play").toBeGreaterThan(0);
    });
  }
});
