// Review 28, room_en 11 (090): after Play again, table 2's chat showed "3 ✉" unread: the old table's messages, which
// the new table's chat starts with (rooms/chat.py carry), then its "@invited" lines. Those were read at the old table.
import { describe, expect, it } from "vitest";
import { unreadCount } from "./chat.js";

describe("AT8: a Play again's carried chat is not unread (review 28, room_en 11)", () => {
  const carried = [{ n: 0, seat: "B1", text: "hi" }, { n: 1, seat: "B1", text: "gg" }, { n: 2, seat: "A2", text: "!" },
                   { n: 3, seat: "@invited", text: "B1" }];
  it("counts none of the old table's lines nor the invitations; a new line counts", () => {
    expect(unreadCount(carried, -1, "A1")).toBe(0);
    expect(unreadCount([...carried, { n: 4, seat: "B1", text: "again!" }], -1, "A1")).toBe(1);
  });
  it("a table that never carried counts as before", () => {
    expect(unreadCount([{ n: 0, seat: "B1", text: "hi" }, { n: 1, seat: "A1", text: "yo" }], -1, "A1")).toBe(1);
  });
});
