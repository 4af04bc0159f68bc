// Round AE (newcomer review 19, mythos_ja finding 8; AE6 finding 5): "'ボット 2を待っています' with a 'ボットが行動 ▶'
// button appeared during a battle (099_g73) and in the tutorial. The bot then moved by itself, so I never knew whether
// I had to press it." Where the page steps the bot by itself, the prompt says it comes in a moment and the chip plays
// it now; where the page waits for the reader's ▶, it says so.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import long from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), ui, lang }, { width });
const botFrames = long.long.filter((f) => f.view.to_act && f.view.to_act !== f.seat && !f.view.result);

describe("AE6 finding 5: the bot's turn says whether it comes by itself", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    const words = catalogBase.ui[lang];
    it(`${lang} ${width} px: stepped by the page, 'plays in a moment' and a 'now' chip; waiting, 'press ▶'`, () => {
      expect(botFrames.length).toBeGreaterThan(3);
      for (const f of botFrames) {
        const texts = (s) => s.items.map((i) => i.text ?? "").join(" | ");
        const bySelf = texts(scene(f, { stepWaits: false }, lang, width));
        expect(bySelf).toContain(words.bot_soon.split("{seat}")[0]);
        expect(bySelf).toContain(words.bot_now);
        const chip = scene(f, { stepWaits: false }, lang, width).items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
        expect(chip?.text).toBe(words.bot_now);
        const waits = texts(scene(f, { stepWaits: true }, lang, width));
        expect(waits).toContain(words.press_to_step.split("{seat}")[0]);
      }
    }, 60_000);
  }
});
