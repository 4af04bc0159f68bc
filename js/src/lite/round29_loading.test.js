// Review 29, room_zh 5 (004): the course a room opens over its table loaded under "Loading Python (Pyodide)…", in
// English and in a developer's words, for a zh-CN reader. The loading panel speaks the table's language.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { loadingPanel } from "./main.js";

useFakeDocument();

const STAGES = ["Loading Python (Pyodide)", "Installing the games", "Dealing", "Drawing the table"];

describe("the loading panel in the table's language", () => {
  for (const [lang, script] of [["zh", /[\u4e00-\u9fff]/], ["zh-TW", /[\u4e00-\u9fff]/], ["ja", /[\u3040-\u30ff]/]]) {
    it(`${lang}: every stage in its words, no Python`, () => {
      const host = document.createElement("div");
      const panel = loadingPanel(host, document, lang);
      const words = panel.box.childNodes[0];
      expect(words.textContent).toMatch(script);
      for (const stage of STAGES) {
        panel.set(50, stage);
        expect(words.textContent).toMatch(script);
        expect(words.textContent).not.toMatch(/Python|Pyodide|[A-Za-z]{3,}/);
      }
    });
  }

  it("en: the engine, not Pyodide", () => {
    const host = document.createElement("div");
    const panel = loadingPanel(host, document, "en");
    panel.set(5, STAGES[0]);
    expect(panel.box.childNodes[0].textContent).toBe("Loading the game engine… 5%");
  });
});
