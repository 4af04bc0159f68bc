// Newcomer review 22, mythos_ja finding 4 (390×844 phone, 027_g3 → 028_g4): after 近隣移動 (walk), pressed in the
// card's sheet under the hand, the new 到着 (Arrive) chip lay above the window, every move. Nothing scrolled: the
// sheet closed and the next choice came in the prompt, above the hand, out of sight. A move pressed in a card's text
// now brings the turn line back to the window's top (ui/page.js turnInSight), so the next choice comes in sight.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import * as page from "../ui/page.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const PHONE = { w: 390, h: 844 };
const WIDTH = PHONE.w - 12;   // the table's width in a 390 px page (ui/page.js tableWidth)
const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, ui) => layout({ ...valid(withCatalog(f)), log_lines: [], lang, ui }, { width: WIDTH });

/** A window `PHONE.h` high over a canvas whose top lies `top` px from the window's top (k = 1: a phone's scale). */
function phone(top) {
  const win = { innerHeight: PHONE.h, scrolled: 0, scrollBy({ top: by }) { this.scrolled += by; } };
  const canvas = { parentElement: null, getBoundingClientRect: () => ({ top: top - win.scrolled, left: 0, width: WIDTH }) };
  return { win, canvas, top: () => top - win.scrolled };
}

/** The walk (a location card in the hand, played to walk there) and the frame after it with its Arrive chip. */
function walkAndArrive(lang) {
  const frames = recorded[lang];
  const at = frames.findIndex((f, i) => i > 1 && f.legal.some((a) => a.kind === "arrive"));
  const walk = frames[at - 2];
  const card = walk.legal.find((a) => a.kind === "play" && frames[at].view.players[0].walking?.inst === a.target?.card)
    ?? walk.legal.find((a) => a.kind === "play" && /walk|近隣移動/i.test(a.label ?? a.text ?? ""));
  return { walk, card: card.target.card, arrive: frames[at] };
}

const inWindow = (top, item) => top + item.y >= 0 && top + item.y + item.h <= PHONE.h;

describe("mythos_ja 4: after a walk pressed in a card's sheet the Arrive chip is in the phone's window", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang} 390×844: the sheet's walk chip, then the Arrive chip in sight`, () => {
      const { walk, card, arrive } = walkAndArrive(lang);
      // the reader scrolled down to the hand's last row and tapped the location card there (027_g3)
      const tapped = scene(walk, lang, { touch: true }).items.find((i) => i.label === `hand-${card}`);
      const view = phone(-(tapped.y - 40));
      const visible = { top: -view.top(), bottom: PHONE.h - view.top() };
      const open = scene(walk, lang, { touch: true, selected: card, visible });
      const chip = open.items.find((i) => i.type === "chip" && i.id === `act:${walk.legal.find((a) => a.target?.card === card && a.kind === "play").id}`);
      expect(chip, "the walk chip in the card's sheet").toBeTruthy();
      expect(chip.z, "in the sheet").toBeGreaterThanOrEqual(10);
      expect(inWindow(view.top(), chip), "the walk chip is where the reader taps").toBe(true);
      page.turnInSight?.(view.canvas, open, chip.id, view.win);   // the page's answer to the tap (index.js)
      const next = scene(arrive, lang, { touch: true });
      const arriveChip = next.items.find((i) => i.id === `act:${arrive.legal.find((a) => a.kind === "arrive").id}`);
      expect(inWindow(view.top(), arriveChip), `the Arrive chip at ${view.top() + arriveChip.y} px`).toBe(true);
      const status = next.items.find((i) => i.label === "status");
      expect(inWindow(view.top(), status), "the turn line above it, in sight").toBe(true);
    });
  }

  it("a move pressed outside a card's text (a prompt chip, in sight) never scrolls the page", () => {
    const { walk } = walkAndArrive("ja");
    const s = scene(walk, "ja", { touch: true });
    const pass = s.items.find((i) => i.id === `act:${walk.legal.find((a) => a.kind === "pass").id}`);
    const view = phone(-(pass.y - 100));
    expect(page.turnInSight(view.canvas, s, pass.id, view.win)).toBe(0);
    expect(view.win.scrolled).toBe(0);
  });

  it("a sheet's move with the turn line already in sight never scrolls the page", () => {
    const { walk, card } = walkAndArrive("ja");
    const view = phone(0);
    const open = scene(walk, "ja", { touch: true, selected: card, visible: { top: 0, bottom: PHONE.h } });
    const chip = open.items.find((i) => i.type === "chip" && (i.z ?? 0) >= 10 && String(i.id).startsWith("act:"));
    expect(page.turnInSight(view.canvas, open, chip.id, view.win)).toBe(0);
    expect(view.win.scrolled).toBe(0);
  });
});

describe("mythos_ja 4 through the page: the sheet's walk chip pressed scrolls the turn line into the window", () => {
  let fake;
  beforeEach(() => { fake = installFakePage(); });
  afterEach(() => { fake.restore(); vi.unstubAllGlobals(); });

  it("ja 390×844: tap the location card on the hand's last row, then its walk chip", async () => {
    const { walk, card } = walkAndArrive("ja");
    const win = { innerHeight: PHONE.h, innerWidth: PHONE.w, scrolled: 0, scrollBy({ top: by }) { this.scrolled += by; },
                  addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal("window", win);
    vi.stubGlobal("innerWidth", PHONE.w);
    vi.stubGlobal("innerHeight", PHONE.h);
    const model = fakeModel({ game: "mythos", lang: "ja", mode: "play", seat: "p0", step: 9, history_len: 9,
                              catalog_data: { ...catalogBase, seats: walk.seats }, view: walk.view, legal: walk.legal,
                              autoplay: false, seats: walk.seats, undo_policy: "fair", log_lines: [] });
    const el = globalThis.document.createElement("div");
    render({ model, el });
    await Promise.resolve();
    for (const node of allElements(el)) node.clientWidth = PHONE.w;
    const canvas = fake.canvases.at(-1);
    let top = 0;
    canvas.getBoundingClientRect = () => ({ top: top - win.scrolled, left: 0, width: canvas.__cthulhu.scene.width,
                                            height: canvas.__cthulhu.scene.height });
    const click = (item) => canvas.fire("click", { clientX: item.x + item.w / 2, clientY: top - win.scrolled + item.y + item.h / 2 });
    model.set("step", 9);   // drawn again at the phone's width
    await Promise.resolve();
    const tapped = canvas.__cthulhu.scene.items.find((i) => i.label === `hand-${card}`);
    top = -(tapped.y - 40);
    click(tapped);
    const chip = canvas.__cthulhu.scene.items.find((i) => i.type === "chip" && (i.z ?? 0) >= 10
      && i.id === `act:${walk.legal.find((a) => a.target?.card === card && a.kind === "play").id}`);
    expect(chip, "the walk chip in the sheet").toBeTruthy();
    click(chip);
    expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual([chip.id.slice(4)]);
    // the table's answer, its Arrive chip in the prompt above the window: the page scrolls once it is drawn (review 25,
    // mythos_ja 2: it waits for the answer, so a next choice already in sight keeps the page still)
    const { arrive } = walkAndArrive("ja");
    model.set("view", arrive.view);
    model.set("legal", arrive.legal);
    model.set("step", 10);
    await Promise.resolve();
    const status = canvas.__cthulhu.scene.items.find((i) => i.label === "status");
    expect(top - win.scrolled + status.y, "the turn line at the window's top").toBeGreaterThanOrEqual(0);
    expect(top - win.scrolled + status.y).toBeLessThan(40);
  });
});
