// Round AR (AR6), newcomer review 26, mythos_ja (phone 390×844) findings 1 and 4: "The yellow instruction block is 2 or
// 3 lines depending on the phase, and the Arrive button comes and goes. Each change moves the whole hand 30–60 px ...
// dispatching Gomes moved the page about 55 px (157→158)"; "The battle panel with Done is at the top (154), but the
// allies you must tap are about 1.5 screens lower". A phone's hand keeps one y through card play, the bot's turns, the
// fight (its allies dispatched) and the round's discard; in a fight Done and the reader's allies are in one view.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

// a phone's view of the page under its title: what one screen shows of the table (844 px less the browser's bars)
const VIEW = 700;

/** Lay out frames [from, to) of a recorded game at 390 px with one page memory, the story as the page keeps it. */
function laid(frames, lang, from, to) {
  const ui = { touch: true, stepWaits: false };
  let story = [];
  return frames.slice(0, to).map((f, n) => {
    if (Array.isArray(f.log)) story = story.slice(0, f.log[0]).concat(f.log[1]);
    if (n < from) return null;
    const s = layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), log_lines: story, ui, lang },
                     { width: 390 });
    return { f, s, where: `${lang} frame ${n} (${f.view.round} ${f.view.phase}/${f.view.step} ${f.view.to_act})` };
  }).filter(Boolean);
}

const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y));

describe("review 26, mythos_ja 1 and 4: a phone's hand stays where the finger is; Done by the allies", () => {
  for (const lang of ["ja", "en"]) {
    // round 1's last turns, its discard and round 2's first (17-21); round 2's last turns, its fight and round 3 (46-55)
    const frames = [...laid(story15[lang], lang, 17, 22), ...laid(story15[lang], lang, 46, 56)];
    it(`${lang}: the hand's top holds one y in card play, the fight and the round's discard`, () => {
      const tops = frames.map(({ s, where }) => [where, handTop(s)]);
      for (const [where, top] of tops) expect(top, where).toBe(tops[0][1]);
    });
    it(`${lang}: at the reader's dispatch, a Done and the reader's allies in one phone view, the hand full`, () => {
      // (the review's hand held 9-13 cards in the fight: three rows between the prompt's Done and the panel's allies)
      const dispatch = frames.filter(({ f }) => f.view.phase === "combat" && f.view.to_act === f.view.seat
                                            && f.legal?.some((a) => a.kind === "done")).map(({ f, where }) => {
        const view = structuredClone(f.view);
        const me = view.players.find((p) => p.seat === view.seat);
        const more = story15[lang][0].view.players.find((p) => p.seat === view.seat).hand;
        me.hand = [...me.hand, ...more.filter((c) => !me.hand.some((h) => h.inst === c.inst))].slice(0, 13);
        const g = { ...f, view };
        return { f: g, where, s: layout({ ...valid({ ...g, catalog: { ...catalogBase, seats: g.seats } }), ui: { touch: true }, lang },
                                        { width: 390 }) };
      });
      expect(dispatch.length).toBeGreaterThan(0);
      for (const { f, s, where } of dispatch) {
        expect(handTop(s), where).toBeLessThan(Infinity);
        const me = f.view.players.find((p) => p.seat === f.view.seat);
        const panelOf = s.items.find((i) => i.label === `panel-${me.seat}`);
        const dones = s.items.filter((i) => i.type === "chip" && i.id === "act:done");
        const done = dones.find((i) => i.y >= panelOf.y && i.y < panelOf.y + panelOf.h) ?? dones[0];
        expect(done, `${where}: Done shown`).toBeTruthy();
        const panel = panelOf;
        const allies = s.items.filter((i) => i.type === "mcard" && (me.allies ?? []).some((a) => i.key === `inst-${a.inst}`)
                                           && i.y >= panel.y && i.y < panel.y + panel.h);
        expect(allies.length, `${where}: the reader's allies`).toBeGreaterThan(0);
        const top = Math.min(done.y, ...allies.map((a) => a.y));
        const foot = Math.max(done.y + done.h, ...allies.map((a) => a.y + a.h));
        expect(foot - top, `${where}: Done (${done.y}) and the allies in one view`).toBeLessThanOrEqual(VIEW);
      }
    });
  }
});
