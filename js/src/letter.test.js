import { describe, expect, it } from "vitest";
import { layout } from "./layout.js";
import { valid } from "./view_schema.js";
import { centreOf, clickable, hitTest } from "./scene/hit.js";
import { buildStory, digestOf, storyPanel } from "./ui/story.js";
import start from "./fixtures/letter_start.json";
import answer from "./fixtures/letter_answer.json";
import design from "./fixtures/letter_design.json";
import won from "./fixtures/letter_won.json";
import errorJa from "./fixtures/letter_error_ja.json";

// Every fixture's view is checked against the written view contract (cthulhu_widgets/schemas) first.
const scene = (fixture, ui = {}, width = 800) => layout({ ...valid(fixture), ui }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);

describe("letter layout", () => {
  it("draws every zone of the table", () => {
    const s = scene(start);
    for (const label of ["clue-stack", "cthulhu", "hand-0", "hand-1", "deck", "player-discard", "opponent-discard"]) {
      expect(byLabel(s, label), label).toBeTruthy();
    }
    expect(byLabel(s, "clue-stack").count).toBe(6);
    expect(byLabel(s, "deck").count).toBe(start.view.deck.count);
    expect(byLabel(s, "cthulhu").face.name).toBe("Cthulhu");
    expect(s.height).toBeGreaterThan(300);
  });

  it("hides what the player cannot see: unknown tops are drawn as backs", () => {
    const s = scene(start);
    expect(byLabel(s, "clue-stack").top).toBeNull();
    expect(byLabel(s, "deck").top).toBeNull();
  });

  it("makes legal cards clickable: one move plays, several open a choice", () => {
    const s = scene(start);
    expect(byLabel(s, "hand-1").id).toBe("select:1");   // an Insanity card asks first (issue 23: letter/round3.test.js)
    expect(byLabel(s, "hand-0").id).toBe("select:0");
    const { x, y } = centreOf(s, "select:0");
    expect(hitTest(s, x, y)).toBe("select:0");
    const chosen = scene(start, { selected: 0 });
    const chips = chosen.items.filter((i) => i.type === "chip").map((i) => i.id);
    expect(chips).toEqual(["act:play card=mi_go target=self", "act:play card=mi_go target=opponent", "select:none"]);
  });

  it("asks the answer to an opponent card with chips and on the hand and deck", () => {
    const s = scene(answer);
    const chips = s.items.filter((i) => i.type === "chip").map((i) => i.text);
    // each chip says what answering with that card does, without repeating the prompt above it
    // review 8: whose card, what else; round Q (review 13): a compare that can cost the game or a card carries ⚠
    // round T (review 15): a deck top that may be an Insanity card warns; round AA (review 18): with the seat's odds;
    // review 29 (letter_en 2): N's rise first, in plain words
    // review 34 (letter_en 3): the loss first, so a cut line keeps it
    expect(chips).toEqual(["⚠ Lose if lower, else nothing happens: your Cats of Ulthar (2) vs the next card",
                          "⚠ Deck top: discarded if lower, else both known ⚠ Insanity N may become 1 (6 of 17 in the deck)"]);
    expect(byLabel(s, "deck").id).toBe("act:answer side=deck");
    // round P (newcomer review 12): a first tap on the hand card selects it and shows its text, as on one's own turn;
    // the chip or a second tap answers
    expect(byLabel(s, "hand-0").id).toBe("select:0");
    expect(byLabel(s, "prompt").text.startsWith("The opponent's Great Race of Yith targets you")).toBe(true);
    const plain = scene({ ...answer, prompt: "", legal: answer.legal.map(({ label, ...a }) => a) });
    expect(plain.items.filter((i) => i.type === "chip").map((i) => i.say)).toEqual(answer.legal.map((a) => a.text));
    expect(plain.items.some((i) => i.type === "text" && i.text.startsWith("Answer Great Race of Yith"))).toBe(true);
  });

  it("labels the designer view and shows hidden cards flagged", () => {
    const s = scene(design);
    expect(s.items.some((i) => i.type === "text" && i.text.startsWith("DESIGN VIEW"))).toBe(true);
    expect(byLabel(s, "clue-stack").top.hidden).toBe(true);
    expect(byLabel(s, "deck").top.hidden).toBe(true);
  });

  it("draws the result banner and offers no move", () => {
    const s = scene(won);
    const banner = s.items.find((i) => i.type === "banner");
    expect(banner.win).toBe(true);
    expect(banner.text).toBe("You sealed Cthulhu!");
    expect(clickable(s).filter((id) => !id.startsWith("zoom:"))).toEqual([]);  // the banner is no Tab stop
  });

  it("shows errors and card names in the chosen language", () => {
    const s = scene(errorJa);
    expect(s.items.find((i) => i.type === "error").text).toContain("not a legal move");
    expect(byLabel(s, "cthulhu").face.name).toBe("クトゥルフ");
    expect(byLabel(s, "hand-1").face.name).toBe("エイボンの書");
  });

  it("keeps every clickable item inside the canvas at narrow and wide sizes", () => {
    for (const width of [360, 520, 800, 1200]) {
      const s = scene(start, { selected: 0 }, width);
      for (const item of s.items.filter((i) => i.id)) {
        expect(item.x + item.w).toBeLessThanOrEqual(s.width);
        expect(item.y + item.h).toBeLessThanOrEqual(s.height);
      }
    }
  });
});

describe("letter card zoom", () => {
  it("opens a card's text from card_texts by click, keeps every chip visible and closes", () => {
    const s = scene(start);
    const hand = byLabel(s, "hand-1");
    expect(hand.zoom).toBe("liber_ivonis");
    expect(hand.tip).toContain(start.catalog.card_texts.liber_ivonis.en.text);
    const z = scene(start, { selected: "zoom:liber_ivonis" });
    const names = z.items.filter((i) => i.label === "zoom-name").map((i) => i.text);
    expect(names[0]).toContain(start.catalog.card_texts.liber_ivonis.en.name);
    const box = byLabel(z, "zoom");
    for (const chip of z.items.filter((i) => i.id?.startsWith("act:"))) {
      const apart = chip.x >= box.x + box.w || chip.x + chip.w <= box.x || chip.y >= box.y + box.h || chip.y + chip.h <= box.y;
      expect(apart, chip.id).toBe(true);
    }
    expect(clickable(z)).toContain("select:none");
    const ja = scene({ ...start, lang: "ja" }, { selected: "zoom:liber_ivonis" });
    expect(ja.items.some((i) => i.label === "zoom-name")).toBe(true);
  });
});

describe("letter card chosen", () => {
  it("shows the selected card's text by its choices, over none of them", () => {
    const z = scene(start, { selected: 0 });
    const box = z.items.find((i) => i.label === "zoom");
    expect(box).toBeTruthy();
    for (const chip of z.items.filter((i) => i.type === "chip" && !(i.z >= 10))) {
      const apart = chip.x >= box.x + box.w || chip.x + chip.w <= box.x || chip.y >= box.y + box.h || chip.y + chip.h <= box.y;
      expect(apart, chip.id).toBe(true);
    }
  });
});

// A stand-in for the few DOM calls the story panel makes (the tests run in node).
class FakeEl {
  constructor(tag) { Object.assign(this, { tag, children: [], dataset: {}, hidden: false, textContent: "", className: "",
                                           scrollTop: 0, scrollHeight: 0, clientHeight: 0 }); }
  append(...kids) { this.children.push(...kids); }
  replaceChildren(...kids) { this.children = kids; }
  addEventListener() {}
}

describe("letter story digest (LS-TURN-5, issue 23)", () => {
  it("LS_TURN_5: after an answer the next own turn's digest is made afresh, not the answer's kept", () => {
    globalThis.document = { createElement: (tag) => new FakeEl(tag) };
    try {
      const draw = storyPanel(buildStory());
      const you = (text) => ({ text, you: 1 });
      const head = (n, mine) => ({ text: `Turn ${n}`, turn: 1, ...(mine ? { you: 1 } : {}) });
      const answering = [head(1, true), you("You play Cats of Ulthar."), head(2, false),
                         { text: "The opponent plays Elder Sign." }, head(3, true), you("You play Investigators."),
                         head(4, false), { text: "The opponent plays Randolph Carter." }];
      const first = draw(answering, { digest: true });   // the seat answers the opponent's card: its move
      expect(first.map((l) => l.text)).toContain("The opponent plays Randolph Carter.");
      const ownTurn = [...answering, you("You answer Randolph Carter with your hand card."),
                       { text: "Nyarlathotep is swapped for Professor Henry Armitage." }, head(5, true)];
      const second = draw(ownTurn, { digest: true });   // still the seat's move: its own turn 5 came at once
      expect(second).toEqual(digestOf(ownTurn));
      // the answer inside the opponent's turn restarts nothing (newcomer review 11, finding 1): the card it answered
      // is still news, the answer itself is not
      expect(second.map((l) => l.text)).toEqual(["The opponent plays Randolph Carter.",
        "Nyarlathotep is swapped for Professor Henry Armitage."]);
      expect(draw(ownTurn, { digest: true })).toBe(second);   // kept through the turn
    } finally {
      delete globalThis.document;
    }
  });
});

// The zoom is drawn over the table: it must leave every actionable item and the clue stack in sight (issue 23).
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const guarded = (s) => s.items.filter((i) => !(i.z >= 10) && (i.type === "chip" || i.label === "prompt" || i.keep
  || String(i.id ?? "").startsWith("act:") || String(i.id ?? "").startsWith("select:")));

describe("letter zoom placement (LS-TURN-5, issue 23)", () => {
  // 350 and 910: the scene's width in a 390x844 phone and in a 1280x800 window (the story panel beside it)
  for (const width of [350, 390, 910, 1200]) {
    for (const [name, fixture] of [["start", start], ["answer", answer]]) {
      it(`LS_TURN_5 ${name} at ${width}: no zoom covers a move, a chip, the prompt or the clue stack`, () => {
        const base = scene(fixture, {}, width);
        const keys = [...new Set(base.items.map((i) => i.zoom).filter(Boolean))];
        expect(keys).toContain("clue-stack");
        const opens = [...keys.map((k) => ({ selected: `zoom:${k}` })), ...(name === "start" ? [{ selected: 0 }] : [])];
        for (const ui of opens) {
          const z = scene(fixture, ui, width);
          const box = byLabel(z, "zoom");
          expect(box, JSON.stringify(ui)).toBeTruthy();
          expect(byLabel(z, "clue-stack").keep).toBe(true);
          for (const item of guarded(z)) {
            expect(overlaps(box, item), `${JSON.stringify(ui)} covers ${item.label ?? item.id}`).toBe(false);
          }
        }
      });
    }
  }

  it("LS_SETUP_3: the hidden clue stack opens its own text with the number of clues over Cthulhu", () => {
    const s = scene(start, {}, 910);
    const pile = byLabel(s, "clue-stack");
    expect(pile.type).toBe("pile");
    expect(pile.count).toBe(6);
    expect(pile.id).toBe("zoom:clue-stack");
    for (const lang of ["en", "zh", "ja"]) {
      const z = scene({ ...start, lang }, { selected: "zoom:clue-stack" }, 910);
      const title = z.items.find((i) => i.label === "zoom-name").text;
      expect(title).toContain("(6)");
      const body = z.items.filter((i) => i.label === "zoom-text").map((i) => i.text).join("");
      expect(body).toContain("6");
      expect(body).not.toMatch(/clue_pile|\{n/);
    }
  });
});
