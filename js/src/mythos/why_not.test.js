// Issue 23, the newcomer review of Mythos: a card that cannot be played says why (the view's why_not, in the table's
// language), the adventure tracker says why a phobia counts or not (MY-ADV-2), remaining to cure a phobia is a chip
// and a status (not only in the phobia's zoom), and a used gate's location is drawn upright, dimmed and marked
// (MY-ZONE-3, MY-LOC-7), its text readable. Fixtures: tests/test_mythos_table_why_not.py (NEWCOMER: p0 at King's
// Church Cemetary with p1's Agoraphobia on it, Alone in the World in hand; p1 at Red Hook, its gate used).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { tipAt } from "../scene/hit.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import enF from "../fixtures/mythos_why_not_en.json";
import jaF from "../fixtures/mythos_why_not_ja.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const [en, ja] = [enF, jaF].map(withCatalog);
const scene = (f, ui = {}, width = 1280) => layout({ ...valid(f), ui }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const zoomTexts = (s) => s.items.filter((i) => i.type === "text" && i.z === 11).map((i) => i.text).join(" ");
const me = (f) => f.view.players.find((p) => p.seat === f.seat);
const handInst = (f, id) => me(f).hand.find((c) => c.id === id).inst;

describe("why a card cannot be played (MY-CARD-4, MY-MON-1, MY-CARD-2)", () => {
  for (const [f, lang, spell, gate, title] of [
    [en, "en", "A spell is never played alone", "your current location has none", "Why not now:"],
    [ja, "ja", "呪文は単独では使用できない", "現在地にゲートがない", "今使えない理由："]]) {
    it(`says the rule's reason in the zoom instead of "nothing to do" (${lang})`, () => {
      for (const [id, said] of [["petrify", spell], ["mi_go_worker", gate]]) {
        for (const width of [1280, 390]) {
          const s = scene(f, { selected: handInst(f, id) }, width);
          const text = zoomTexts(s).replace(/\s+/g, "");
          expect(text, `${id} ${width}`).toContain(title.replace(/\s+/g, ""));
          expect(text, `${id} ${width}`).toContain(said.replace(/\s+/g, ""));
          expect(s.items.some((i) => i.type === "chip" && i.id === "cmd:none" && i.z === 12)).toBe(false);
        }
      }
    }, 120_000);  // eight layouts: seconds on a loaded machine
  }

  for (const [f, lang, spell, title] of [[en, "en", "A spell is never played alone", "Why not now:"],
                                         [ja, "ja", "呪文は単独では使用できない", "今使えない理由："]]) {
    it(`shows a hand card's name, what it does and why not now on hover, as Letter and CHAOS do (${lang})`, () => {
      for (const width of [1280, 390]) {
        const s = scene(f, {}, width);
        const tipOf = (id) => {
          const card = byLabel(s, `hand-${handInst(f, id)}`);
          return tipAt(s, card.x + card.w / 2, card.y + card.h / 2).replace(/\s+/g, "");
        };
        const texts = f.catalog.card_texts.cards;
        for (const c of me(f).hand) {
          const own = texts[c.id]?.[lang] ?? texts[c.id]?.en;
          const tip = tipOf(c.id);
          expect(tip, `${c.id}@${width}`).toContain(own.name.replace(/\s+/g, ""));
          if (own.text) expect(tip, `${c.id}@${width}`).toContain(own.text.replace(/\s+/g, "").slice(0, 30));
        }
        expect(tipOf("petrify")).toContain(`${title}`.replace(/\s+/g, ""));
        expect(tipOf("petrify")).toContain(spell.replace(/\s+/g, ""));
      }
    });
  }

  it("names the attribute in the table's language (MY-CARD-2)", () => {
    expect(zoomTexts(scene(en, { selected: handInst(en, "the_two_scepters") }))).toContain("Artifact attribute");
    expect(zoomTexts(scene(ja, { selected: handInst(ja, "the_two_scepters") }))).toContain("アーティファクト");
  });
});

describe("a phobia and the adventure tracker (MY-ADV-2)", () => {
  it("does not tick Phobia for the opponent's phobia on you, and says why", () => {
    const goal = me(en).goals[0];
    const s = scene(en, { selected: `goals-${en.seat}` });
    const need = byLabel(s, `goal-${goal.inst}-0`);
    expect(need.text.startsWith("✗")).toBe(true);
    const phrase = s.items.filter((i) => i.type === "text" && i.y >= need.y && i.y < need.y + 80).map((i) => i.text).join(" ");
    // round T's one rule for both notes (6a28d77; 13ddf29 shortened it; round AS said it plainly: review 27, mythos_en 3c)
    expect(phrase).toContain("your opponent's while on you");   // review 35, mythos_en 4: "cured, for you" a riddle
    const jaText = scene(ja, { selected: `goals-${ja.seat}` }).items.map((i) => i.text ?? "").join("");
    expect(jaText).toContain("あなたに付いたものは相手の条件に数える");
  });
});

describe("remaining to cure a phobia (remain_cure_phobia)", () => {
  it("is a chip beside the prompt and a status on the seat's panel, not only in the phobia's zoom", () => {
    for (const [f, where, chip] of [[en, "remain here to bury a phobia", "Remain"], [ja, "とどまれば", "とどまり"]]) {
      const s = scene(f);
      const remain = f.legal.find((a) => a.kind === "remain");
      expect(s.items.find((i) => i.type === "chip" && i.id === `act:${remain.id}`)?.text).toContain(chip);
      const status = s.items.filter((i) => i.label === `where-${f.seat}`).map((i) => i.text).join("").replace(/\s+/g, "");
      expect(status).toContain(where.replace(/\s+/g, ""));
    }
  });
});

describe("a used gate's location (MY-ZONE-3, MY-LOC-7)", () => {
  it("is drawn upright, dimmed and marked, never upside down, its name readable", () => {
    for (const f of [en, ja]) {
      for (const width of [1280, 390]) {
        const s = scene(f, {}, width);
        const top = byLabel(s, "story-top-p1");
        expect(top.rot).toBe(0);
        expect(top.used).toBe(true);
        expect(top.mark).toBe("gate_used");
        expect(top.face.name).toBeTruthy();
        const mine = byLabel(s, "story-top-p0");
        expect(mine.used).toBe(false);
      }
    }
    expect(scene(en).items.filter((i) => i.type === "text").map((i) => i.text).join(" ")).toContain("gate used");
  });
});
