// Round AE (newcomer review 19, finding 3 of the en desk, AE6 finding 2): "Once the panel grew (Tomes, Threat), 'Your
// adventures' showed only names … with no 'x of 7' (075_g48, 078)". The count of every adventure stays drawn however
// full the panel is: a folded list says "Name 1 of 7", never the bare name.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import long from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra, width) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const counted = (g) => {
  const need = catalogBase.cards[g.id]?.needs?.count ?? [];
  return { met: g.have.filter((h, i) => h >= (need[i] ?? 1)).length, of: g.have.length };
};
const COUNT = { en: ({ met, of }) => `${met} of ${of}`, ja: ({ met, of }) => `${met}/${of}` };
const SAYS = { en: (c) => `${c.met} of ${c.of}`, ja: (c) => [`${c.met}/${c.of}`, `${c.of} 個中 ${c.met} 個`] };

describe("AE6 finding 2: every adventure's 'x of N' stays on the panel", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 1280], ["ja", 390], ["en", 390]]) {
    it(`${lang} ${width} px, two recorded rounds: each adventure in hand is drawn with its count`, () => {
      const ui = {};
      let checked = 0;
      for (const [n, f] of long.long.entries()) {
        const goals = f.view.players.find((p) => p.seat === f.seat)?.goals ?? [];
        if (!goals.length) continue;
        const s = scene(f, { ui, lang }, width);
        for (const g of goals) {
          const drawn = s.items.filter((i) => i.label === `goal-${g.inst}` || i.label === `goal-${g.inst}-name`)
            .map((i) => i.text ?? "").join(" ");
          const says = [SAYS[lang](counted(g))].flat();
          expect(says.some((x) => drawn.includes(x)), `frame ${n} ${g.id}: '${drawn}' says ${says[0]}`).toBe(true);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(20);
    }, 120_000);
  }
  // the reviewer's own hand (075_g48): three adventures with long names, on a panel folded to keep the hand in sight
  for (const [lang, width] of [["en", 1280], ["ja", 1280], ["en", 960]]) {
    it(`${lang} ${width} px, three adventures in hand: three counts on every recorded frame`, () => {
      const ui = {};
      const three = ["whispers_in_darkness", "alone_in_the_world", "the_price"].map((id, k) => ({
        id, inst: 900 + k, ready: false, have: [1, 0, 0, 0, 0, 0, 0].map((h, i) => (i < k + 1 ? 1 : 0)),
        cards: Array(7).fill([]), elsewhere: Array(7).fill([]), notes: Array(7).fill(null) }));
      for (const [n, f0] of long.long.entries()) {
        const f = structuredClone(f0);
        const me = f.view.players.find((p) => p.seat === f.seat);
        if (!me?.goals?.length) continue;
        me.goals = three;
        const s = scene(f, { ui, lang }, width);
        for (const g of three) {
          const drawn = s.items.filter((i) => i.label === `goal-${g.inst}` || i.label === `goal-${g.inst}-name`)
            .map((i) => i.text ?? "").join(" ");
          const says = [SAYS[lang](counted(g))].flat();
          expect(says.some((x) => drawn.includes(x)), `frame ${n} ${g.id}: '${drawn}' says ${says[0]}`).toBe(true);
        }
      }
    }, 120_000);
  }
  it("the folded list's short count has its words in every language", () => {
    for (const lang of ["en", "ja"]) expect(catalogBase.ui[lang].goal_count_short, lang).toBeTruthy();
    expect(COUNT.en({ met: 1, of: 7 })).toBe("1 of 7");
  });
});
