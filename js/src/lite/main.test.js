// The static play page's host (issue 24): the worker's answers update the table's model as a kernel's sync would,
// one change event per message, and the table's commands go back as JSON text.
import { describe, expect, it } from "vitest";
import { RoomModel } from "../room/model.js";
import { applyChanges } from "./main.js";

describe("lite host", () => {
  it("applies each synced message of an answer to the model, firing its listeners once per message", () => {
    const sent = [];
    const model = new RoomModel({ step: 0, lang: "en", log_lines: [], log_from: 0 }, (m) => sent.push(m));
    let fired = 0;
    model.on("change:step change:lang", () => { fired += 1; });
    applyChanges(model, JSON.stringify([{ step: 1, lang: "ja" }, { step: 2 }]));
    expect(model.get("step")).toBe(2);
    expect(model.get("lang")).toBe("ja");
    expect(fired).toBe(2);
    model.send({ cmd: "undo" });
    expect(sent).toEqual([{ cmd: "undo" }]);
  });

  it("leaves the model as it was when an answer is empty", () => {
    const model = new RoomModel({ step: 3 }, () => {});
    applyChanges(model, "[]");
    expect(model.get("step")).toBe(3);
  });
});
