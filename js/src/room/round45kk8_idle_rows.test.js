// Review 41, room_en 11 (shot 304): the lobby listed other people's tables idle for 4-6 hours among the live ones,
// clutter for a newcomer looking for a game. A table with no move for an hour or more is greyed and listed after the
// live ones, its "idle 5 h" still said; a live or finished table is drawn as before.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { roomsList } from "./rooms_list.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const table = (room, idle) => ({ room, game: "chaos", number: 1, to_act: "A1", seats: { A1: {} }, free: [], idle });

describe("round45kk8 idle tables are greyed and listed last", () => {
  it("a table idle 5 h comes after a live one, greyed; the live one is not", async () => {
    const rooms = [table("old", 5 * 3600), table("live", 30), table("mins", 1500)];
    const fetchImpl = async () => ({ status: 200, json: async () => ({ rooms, total: 3 }) });
    const timers = { setTimeout: () => 0, clearTimeout() {} };
    const list = roomsList(document.createElement("div"), { base: "/r", fetchImpl, timers, lang: "en" });
    await list.refresh();
    const rows = allElements(list.el).filter((n) => n.tagName?.toLowerCase() === "tr" && n.dataset?.room);
    expect(rows.map((r) => r.dataset.room)).toEqual(["live", "mins", "old"]);
    expect(rows.map((r) => String(r.className ?? "").includes("cw-room-idle"))).toEqual([false, false, true]);
    expect(rows[2].textContent).toContain("idle 5 h");
  });
});
