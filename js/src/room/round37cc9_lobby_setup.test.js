// Review 35, room_en 9 (shot 144): after "← Tables" the lobby's "Start a table" form was back to "a person (gets a
// link)" for every seat and "Standard: up to 60 rounds". The form comes back as the reader left it in this tab.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { createForm } from "./lobby.js";
import { roomsList } from "./rooms_list.js";

let restore;
let held;
beforeEach(() => {
  restore = installFakeDocument();
  held = {};
  globalThis.sessionStorage = { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = String(v); } };
});
afterEach(() => {
  restore();
  delete globalThis.sessionStorage;
});

const build = () => {
  const form = createForm(document.createElement("div"), { base: "/cthulhu/rooms", onCreated() {}, initial: { lang: "en" } });
  const nodes = allElements(form);
  return { form, named: (n) => nodes.find((x) => x.name === n) };
};

describe("round37cc9: the lobby remembers the set-up (review 35, room_en 9)", () => {
  it("seats, length, listed and takeover come back after ← Tables", () => {
    const first = build();
    for (const s of ["A2", "B1", "B2"]) first.named(`seat-${s}`).value = "bot:heuristic";
    first.named("max_rounds").value = "20";
    first.named("takeover").value = "5";
    first.named("listed").checked = true;
    first.form.fire("change");   // a change anywhere in the form (it bubbles to the form in a browser)
    const again = build();   // the lobby drawn again
    expect(["A1", "A2", "B1", "B2"].map((s) => again.named(`seat-${s}`).value))
      .toEqual(["human", "bot:heuristic", "bot:heuristic", "bot:heuristic"]);
    expect(again.named("max_rounds").value).toBe("20");
    expect(again.named("takeover").value).toBe("5");
    expect([again.named("listed").checked, again.named("open_seats").disabled]).toEqual([true, false]);
  });
});

describe("round37cc9: no 'No listed table yet' under Your tables' rows (review 35, room_en 9)", () => {
  const listed = async (mine) => {
    const fetchImpl = async () => ({ status: 200, json: async () => ({ rooms: [], total: 0 }) });
    const timers = { setTimeout: () => 0, clearTimeout() {} };
    const list = roomsList(document.createElement("div"), { base: "/r", fetchImpl, timers, lang: "en", mine });
    await list.refresh();
    return list.el.textContent;
  };

  it("says 'No other listed table' when Your tables has rows, the first words when it has none", async () => {
    expect(await listed(() => true)).toContain("No other listed table");
    expect(await listed(() => true)).not.toContain("yet");
    expect(await listed(() => false)).toContain("No listed table yet");
  });
});
