// Newcomer review 23, Letter zh-TW phone finding 6 (043, 045): choosing a language closed the "⋯" panel (and the
// table jumped up by its rows), so going back to one's language meant opening it again. The panel is a row of its own
// in the flow since review 16 (it covers nothing): it stays open through the change, the language menu focused.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { built } from "../ui/bar_support.js";

describe("the ⋯ panel through a language change (a phone)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());
  const traits = { game: "letter", lang: "zh-TW", seat: "player", mode: "play", step: 1, history_len: 1,
                   undo_policy: "fair", view: { game: "letter", to_act: "player" }, deal: "1a2b3c4d", seed: null,
                   catalog_data: { langs: ["en", "zh", "ja"] } };

  for (const [from, to] of [["zh-TW", "en"], ["en", "zh-TW"], ["ja", "en"]]) {
    it(`${from} → ${to}: open before, open after the kernel's answer, and the way back is one pick away`, () => {
      const model = fakeModel({ ...traits, lang: from });
      const { box, cmd, toolbar } = built(model);
      cmd("more").fire("click");
      expect(box.dataset.open).toBe("1");
      const menu = cmd("lang");
      menu.value = to;
      menu.fire("change");
      expect(model.sent.at(-1)).toEqual({ cmd: "lang", value: to });
      expect([box.dataset.open, cmd("more").getAttribute("aria-expanded")]).toEqual(["1", "true"]);
      model.set("lang", to);                     // the kernel's answer: the bar in the new language
      toolbar.update({ autoplay: false });
      expect(box.dataset.open).toBe("1");
      menu.value = from;                          // and back, with no ⋯ to press first
      menu.fire("change");
      expect(model.sent.at(-1)).toEqual({ cmd: "lang", value: from });
      expect(box.dataset.open).toBe("1");
    });
  }
});
