// Newcomer review 23, mythos_en finding 4 (107_r6c → 108_r6d): "I had to discard 5 cards one at a time: select, then
// Discard, for each card, 10 clicks in all. Expected to select several cards and confirm once." A desk's round-end
// discard now marks cards with one click each and confirms them with one chip, "Discard these 3", as a phone does; its
// prompt says click, not tap.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { sendMarked } from "./discard.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (extra, width) => layout({ ...valid(withCatalog(foughtF)), ...extra }, { width });
const handCards = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard");
const confirm = (s) => s.items.find((i) => i.type === "chip" && (i.id == null || String(i.id).startsWith("acts:")));   // "Discard these N"
const promptText = (s) => s.items.filter((i) => i.type === "text" && /prompt/.test(i.label ?? "")).map((i) => i.text).join(" ");

describe("a desk's round-end discard: mark several cards, confirm once", () => {
  const plain = foughtF.legal.filter((a) => a.kind === "discard" && !a.target?.confirm).map((a) => a.target?.card);
  for (const [lang, three, click] of [["en", /Discard these 3/, /Click/], ["ja", /この3枚を捨てる/, /クリック/]]) {
    for (const width of [1280, 1024]) {
      it(`${lang} ${width}: a click marks a card; one chip discards the three marked`, () => {
        const ui = {};
        const first = scene({ ui, lang }, width);
        for (const c of handCards(first)) expect(c.id, c.label).toMatch(/^mark:\d+$/);
        expect(confirm(first), "the confirm chip is there, waiting").toBeTruthy();
        expect(promptText(first)).toMatch(click);
        expect(promptText(first)).not.toMatch(/Tap|タップ/);
        ui.marked = { ...ui.marked, insts: plain.slice(0, 3) };
        const s = scene({ ui, lang }, width);
        const chip = confirm(s);
        expect(chip.text).toMatch(three);
        const ids = JSON.parse(chip.id.slice(5));
        expect(ids).toHaveLength(3);
        const sent = [];
        sendMarked((m) => sent.push(m), chip.id, 40, ui);
        expect(sent.map((m) => m.step)).toEqual([40, 41, 42]);
        expect(sent.map((m) => m.cmd)).toEqual(["act", "act", "act"]);
        expect(ui.marked.insts).toEqual([]);
        for (const c of handCards(s).filter((c) => plain.slice(0, 3).includes(Number(c.label.slice(5))))) {
          expect(c.marked, c.label).toBe(true);
        }
      });
    }
  }
});
