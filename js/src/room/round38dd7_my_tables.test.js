// Review 36, room_en / room_zh finding 1: after "Play again" the lobby's "Your tables" listed the finished table and
// its next game, one name twice. The next game's offer takes the finished table's place there: one table, one entry,
// its link the seat's link to the new game.
import { describe, expect, it } from "vitest";
import { followTable, keepTable, myTables } from "./my_tables.js";

const store = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };

describe("round38dd7: Play again keeps one entry in Your tables", () => {
  it("the next game replaces the finished one, with the seat's new link", () => {
    const s = store();
    keepTable({ room: "other", token: "t0", seat: "A1", name: "Other table", game: "letter" }, s, 1);
    keepTable({ room: "old", token: "t1", seat: "B1", name: "Friday table", game: "chaos" }, s, 2);
    followTable("old", { room: "new", link: "http://x/cthulhu/rooms/page#room=new&token=t2" }, s, 3);
    expect(myTables(s).map((t) => [t.room, t.token, t.seat, t.name])).toEqual(
      [["new", "t2", "B1", "Friday table"], ["other", "t0", "A1", "Other table"]]);
    keepTable({ room: "new", token: "t2", seat: "B1", name: "Friday table", game: "chaos" }, s, 4);   // gone there
    expect(myTables(s).map((t) => t.room)).toEqual(["new", "other"]);
  });

  it("an offer for a table this browser never kept adds nothing odd; a bad link changes nothing", () => {
    const s = store();
    keepTable({ room: "old", token: "t1", seat: "B1", name: "Friday table", game: "chaos" }, s, 2);
    followTable("old", { room: "new" }, s, 3);
    expect(myTables(s).map((t) => t.room)).toEqual(["old"]);
    followTable("gone", { room: "new2", link: "#room=new2&token=t9" }, s, 3);
    expect(myTables(s).map((t) => t.room)).toEqual(["old"]);
  });
});
