// A newcomer read "p0" / "p1" in the create form while the table said "Player 1" / "Player 2" (issue 23).
import { describe, expect, it } from "vitest";
import { seatLabel } from "./lobby.js";
import { seatLabel as listed } from "./rooms_list.js";

describe("a seat as its table names it", () => {
  it("Mythos seats are players, counted from 1; Letter's one seat is Player; CHAOS keeps its seat names", () => {
    expect(seatLabel("mythos", "p0")).toBe("Player 1");
    expect(seatLabel("mythos", "p3")).toBe("Player 4");
    expect(seatLabel("chaos", "A1")).toBe("A1");
    expect(seatLabel("letter", "player")).toBe("Player");   // as its table says it (round F, finding 4)
    expect(listed).toBe(seatLabel);   // the lobby's list and the create form use one function
  });
});
