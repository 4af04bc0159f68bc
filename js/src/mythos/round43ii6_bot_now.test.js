// Review 39, mythos_ja 3 (048/049): the reader pressed "今すぐ ▶" (let the bot play now) as the bot played by itself;
// the chip left, the prompt grew over its place and the press opened the glossary sheet of the words there
// (パス・アドベンチャー). A press aimed at the bot's chip that a step just replaced presses nothing (its new item
// flashes: the next press takes it), by finger or by mouse, whatever lands there: a move, a term, a card.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { hitTest } from "../scene/hit.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

let page;
beforeEach(() => { page = installFakePage(); });
afterEach(() => { page.restore(); vi.useRealTimers(); });

/** Press the canvas at scene point `p` (its move, down, up and click) with `pointerType`. */
function press(canvas, p, pointerType) {
  const at = { clientX: p.x, clientY: p.y, pointerType };
  canvas.fire("pointermove", at);
  canvas.fire("pointerdown", at);
  canvas.fire("pointerup", at);
  canvas.fire("click", at);
}

// the reader's prompt of 048, its terms dotted (the glossary explains them)
const LONG = {
  en: "Your turn: play a lit card, stay at your location and bury a phobia, or pass (then you may only pass). Next "
    + "adventure: Alone in the World (1/7) still needs a weapon or magic weapon, a Corrupt Cultist ally and 4 more. "
    + "Gomes in your hand meets it.",
  ja: "あなたの番：光っているカードを使用する、現在地にとどまって恐怖症を埋葬する、またはパスする（この後パスしかできない）。"
    + "次のアドベンチャー：「世界にただ独り」（1／7）はあと 武器または魔力武器、堕落の教団員の味方 ほか 4。手札の「ゴメス」で"
    + "その条件を満たせる。",
};

/** Return what the page shows open (a zoom, a glossary sheet: a selection) and what it sent. */
const opened = (canvas) => canvas.__cthulhu.scene.items.filter((i) => i.type === "mzoom" || i.label === "zoom").length;

for (const lang of ["en", "ja"]) {
  for (const pointerType of ["mouse", "touch"]) {
    describe(`review 39, mythos_ja 3, ${lang} 390x844 (${pointerType})`, () => {
      it("a press on the bot's 'now' chip just as the bot played presses nothing that came in its place", async () => {
        vi.useFakeTimers();
        const bot = recorded[lang][1];
        const mine = recorded[lang][2];
        const model = fakeModel({ game: "mythos", lang, mode: "play", seat: "p0", step: 1, history_len: 1,
                                  catalog_data: { ...catalogBase, seats: bot.seats }, view: bot.view, legal: [],
                                  autoplay: true, seats: bot.seats, undo_policy: "fair", log_lines: [] });
        const el = globalThis.document.createElement("div");
        render({ model, el });
        await Promise.resolve();
        el.childNodes[0].clientWidth = 390;    // a phone's page: the table laid out at 390 px
        model.set("view", { ...bot.view });
        await Promise.resolve();
        const canvas = page.canvases.at(-1);
        expect(canvas.__cthulhu.scene.width).toBeLessThan(400);
        const chip = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
        expect(chip?.text).toBe(catalogBase.ui[lang].bot_now);
        const before = canvas.__cthulhu.scene;
        model.set("prompt", LONG[lang]);       // the reader's turn asks in 5 lines (048)
        model.set("view", mine.view);          // the bot played by itself: the reader's turn, its prompt there
        model.set("legal", mine.legal);
        model.set("step", 2);
        await Promise.resolve();
        // a point of the chip where a glossary term of the new prompt lies now (048: パス・アドベンチャー)
        const spots = [];
        for (let y = chip.y + 2; y < chip.y + chip.h - 1; y += 3) {
          for (let x = chip.x + 2; x < chip.x + chip.w - 1; x += 3) spots.push({ x, y });
        }
        const ids = spots.map((q) => String(hitTest(canvas.__cthulhu.scene, q.x, q.y)));
        const p = spots.find((q, k) => ids[k].startsWith("zoom:gloss:"));
        expect(p, `a term where the chip was (${[...new Set(ids)]})`).toBeTruthy();
        expect(hitTest(before, p.x, p.y)).toBe("cmd:bot_step");
        const under = hitTest(canvas.__cthulhu.scene, p.x, p.y);
        const sent = model.sent.length;
        const shown = opened(canvas);
        vi.advanceTimersByTime(150);
        press(canvas, p, pointerType);
        await Promise.resolve();
        expect({ under, sent: model.sent.slice(sent), opened: opened(canvas) }).toEqual({ under, sent: [],
                                                                                          opened: shown });
        vi.advanceTimersByTime(800);            // the press after it, the table at rest: the term opens
        press(canvas, p, pointerType);
        await Promise.resolve();
        expect(opened(canvas)).toBeGreaterThan(shown);
      });
    });
  }
}
