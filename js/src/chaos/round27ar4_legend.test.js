// Round AR, fixer AR4 (newcomer review 26, room_en 4): in B2's combo window the legend under the board ended
// "…violet cells:" and nothing showed the rest; the vanished ghost's tint line is whole (or ends "…" with the whole on
// hover), in every language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start for A1: B2 (vanished on c5, unseen) leads a combo and asks B1 to join; `both`: A2 vanished too. */
function window(lang, both) {
  const f = structuredClone({ ...start, lang });
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2"
    ? { ...p, cell: null, vanished: true, vanish_turns_left: 1, last_seen: [5, 3], hidden_turns: 0 }
    : p.seat === "A2" && both ? { ...p, cell: [6, 6], vanished: true, vanish_turns_left: 2 } : p));
  Object.assign(f.view, { phase: "join", to_act: "B1", combo: { combo: "C2", leader: "B2", partner: "B1", team: "B",
    cards: { B2: { id: "possession_eye", function: "possession", role: "ghost", suit: "eye" } }, reaction: {},
    effect: null, reflect: null } });
  f.legal = [];
  return valid(f);
}

describe("room_en 4: the legend under the board never ends mid-sentence", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const [width, both] of [[1280, false], [1280, true], [930, true]]) {
      it(`${lang} at ${width}${both ? ", two vanished" : ""}: the violet cells' words whole, or '…' with the whole on hover`, () => {
        const s = layout({ ...window(lang, both), ui: {} }, { width, height: 800 });
        const swatch = s.items.find((i) => i.label === "legend-reach-swatch");
        if (!swatch) return;   // no tint line (the window's foot): nothing cut mid-sentence
        const x = swatch.x + swatch.w + 6;
        const lines = s.items.filter((i) => typeof i.text === "string" && Math.abs(i.x - x) < 1 && i.y >= swatch.y - 2)
          .sort((a, b) => a.y - b.y);
        const whole = lines.map((i) => i.text).join(" ");
        const cut = lines.at(-1)?.text.endsWith("…") && String(lines.at(-1).tip).includes("c5");
        expect(whole.includes("c5") || cut, whole).toBe(true);
      });
    }
  }
});

const RED = { en: "red cell", ja: "赤いマス", zh: "红色格", "zh-TW": "紅色格" };

describe("room_en 12: a known bomb's red move cell is named in the legend, short", () => {
  for (const lang of ["en", "ja", "zh", "zh-TW"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}: one short line while a red cell is offered; none without`, () => {
        const f = structuredClone({ ...start, lang });
        f.legal[0].target = { ...f.legal[0].target, danger: 1 };
        const s = layout({ ...valid(f), ui: {} }, { width });
        expect(s.items.some((i) => i.type === "cell" && i.danger)).toBe(true);
        const line = s.items.find((i) => i.label === "legend-danger");
        expect(line, lang).toBeTruthy();
        expect(line.text.toLowerCase()).toContain(RED[lang]);
        expect(line.text.length).toBeLessThanOrEqual(lang === "en" ? 44 : 20);
        const none = layout({ ...valid({ ...structuredClone(start), lang }), ui: {} }, { width });
        expect(none.items.some((i) => i.label === "legend-danger")).toBe(false);
      });
    }
  }
});
