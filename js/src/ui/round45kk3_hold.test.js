// Review 41, mythos_en 1 (041→042) and mythos_ja 2 (048): a press aimed at one control as a step (the bot playing by
// itself) laid the table out again landed on what came in its place. Round II held that press only where the bot's
// "Play now ▶" chip had been, or where the new control was a move: now whatever a step put under a mouse's press in
// place of another control (a card, a glossary term, a chip that only opens a choice) takes no press for
// STEADY_MOUSE_MS (700 ms) after it came; it flashes, and a press after that takes it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "./fake_dom.js";
import { render } from "../index.js";
import { hitTest } from "../scene/hit.js";
import { controlAt, STEADY_MOUSE_MS } from "./pointer.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "../mythos/round15s_frames.json";

let page;
beforeEach(() => { page = installFakePage(); });
afterEach(() => { page.restore(); vi.useRealTimers(); });

/** Press the canvas at scene point `p` with a mouse (its move, down, up and click). */
function press(canvas, p) {
  const at = { clientX: p.x, clientY: p.y, pointerType: "mouse" };
  canvas.fire("pointermove", at);
  canvas.fire("pointerdown", at);
  canvas.fire("pointerup", at);
  canvas.fire("click", at);
}

/** Return what a press changed that the page shows: its selection (a card's zoom, a term's sheet) and what it sent. */
const state = (canvas, model, sent) => ({ selected: canvas.__cthulhu.ui.selected ?? null, sent: model.sent.slice(sent) });

describe("review 41, mythos_en 1: a mouse press on anything a step just put in another control's place is held", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 1280: a card or term come where another control was takes the press only after ${STEADY_MOUSE_MS} ms`,
      async () => {
        vi.useFakeTimers();
        const [bot, mine] = [recorded[lang][1], recorded[lang][2]];
        const model = fakeModel({ game: "mythos", lang, mode: "play", seat: "p0", step: 1, history_len: 1,
                                  catalog_data: { ...catalogBase, seats: bot.seats }, view: bot.view, legal: [],
                                  autoplay: true, seats: bot.seats, undo_policy: "fair", log_lines: [] });
        const el = globalThis.document.createElement("div");
        render({ model, el });
        await Promise.resolve();
        el.childNodes[0].clientWidth = 1280;
        model.set("view", { ...bot.view });
        await Promise.resolve();
        const canvas = page.canvases.at(-1);
        const before = canvas.__cthulhu.scene;
        vi.advanceTimersByTime(2000);
        model.set("view", mine.view);          // the bot played by itself: the reader's turn
        model.set("legal", mine.legal);
        model.set("step", 2);
        await Promise.resolve();
        const now = canvas.__cthulhu.scene;
        // a point where another control was and a control that is no move (nor the bot's chip's old place) is now
        let p = null;
        for (let y = 2; y < now.height && !p; y += 4) {
          for (let x = 2; x < now.width && !p; x += 4) {
            const id = String(hitTest(now, x, y) ?? "");
            const was = controlAt(before, x, y);
            if (!id || id.startsWith("act:") || id.startsWith("cmd:") || !was || was.startsWith("cmd:bot_step")) continue;
            if (controlAt(now, x, y) !== was) p = { x, y, id, was };
          }
        }
        expect(p, "a control come in another's place").toBeTruthy();
        const sent = model.sent.length;
        const shown = state(canvas, model, sent);
        vi.advanceTimersByTime(150);
        press(canvas, p);
        await Promise.resolve();
        expect(state(canvas, model, sent), `${p.id} where ${p.was} was`).toEqual(shown);
        vi.advanceTimersByTime(STEADY_MOUSE_MS + 100);   // the table at rest: the press takes it
        press(canvas, p);
        await Promise.resolve();
        expect(state(canvas, model, sent)).not.toEqual(shown);
      });
  }
});
