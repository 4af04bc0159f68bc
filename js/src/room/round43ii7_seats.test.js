// Review 39, room_en 9 (shot 275) and room_zh 12 (002, 075): a four-seat CHAOS table with three bots read "1 of 1
// joined" ("已入座 1/1"), which a reader took for a one-seat table. The list now counts people, bots and seats.
import { describe, expect, it } from "vitest";
import { roomRow } from "./rooms_list.js";

const bots = { A1: { human: true }, A2: { human: false }, B1: { human: false }, B2: { human: false } };
const info = { room: "k", game: "chaos", round: 3, to_act: "A1", seats: bots, free: [], joined: ["A1"] };

describe("round43ii7 a table with bots says its people, bots and seats", () => {
  it("one person and three bots at four seats, in every language", () => {
    expect(roomRow(info).seats).toBe("1 person, 3 bots · 4 seats");
    expect(roomRow(info, "zh-CN").seats).toBe("1 人、3 个电脑 · 共 4 座");
    expect(roomRow(info, "zh-TW").seats).toBe("1 人、3 個電腦 · 共 4 座");
    expect(roomRow(info, "ja").seats).toBe("人 1・ボット 3・全 4 席");
    for (const lang of ["en", "zh-CN", "zh-TW", "ja"]) {
      expect(roomRow(info, lang).seats).not.toMatch(/1\/1|1 of 1|1 席中/);
    }
  });

  it("people still to join are counted among the people, then how their seats are taken", () => {
    const two = { ...info, seats: { ...bots, B1: { human: true } }, free: ["B1"] };
    expect(roomRow(two).seats).toBe("1 of 2 people joined, 2 bots · 4 seats · 1 free to take");
    expect(roomRow({ ...two, seats: { ...bots, A2: { human: true }, B1: { human: true } } }).seats)
      .toBe("1 of 3 people joined, 1 bot · 4 seats · 1 free to take");
  });

  it("a table of people only keeps its count", () => {
    const people = { A1: { human: true }, A2: { human: true }, B1: { human: true }, B2: { human: true } };
    expect(roomRow({ ...info, seats: people }).seats).toBe("1 of 4 joined · the others by their links");
  });
});
