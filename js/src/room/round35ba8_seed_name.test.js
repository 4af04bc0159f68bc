// Review 33, room_en 4 and 8. The lobby promised "Secret deal: its seed is shown when the game is over"; at the end the
// creator's page showed no seed, only "secret deal, code 66aa0ec8" (a code nothing explained). And the table had two
// names: "Table kXBSkjk5: CHAOS (2 v 2)" on the link panel, "CHAOS Table 1" in the header. Now the link panel names
// the table as the header does, says "secret deal" while the game runs and the seed once it is over, and the creator's
// end strip shows the seed (a seat that did not choose the deal still sees none: review 27, room_zh 8).
import { describe, expect, it, vi } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { FakeSocket } from "./fake_socket.js";

vi.mock("../index.js", () => ({ render: () => () => {} }));
const { mountRoom } = await import("./client.js");
const { linksPanel } = await import("./lobby.js");


useFakeDocument({ body: true });

const links = { A1: { token: "tA1", link: "/r/page#room=kXBSkjk5&token=tA1" },
                spectators: { token: "ts", link: "/r/page#room=kXBSkjk5&token=ts" } };
const answer = (info) => ({ room: "kXBSkjk5", links, info: { game: "chaos", number: 1, deal: "66aa0ec8", ...info } });
const heading = (panel) => allElements(panel).find((n) => n.tagName?.toLowerCase() === "h2").textContent;

describe("the link panel names the table as the header does (review 33, room_en 8)", () => {
  for (const [lang, name, secret] of [["en", "CHAOS Table 1", "secret deal"], ["ja", "CHAOS 卓 1", "秘密の配札"],
                                      ["zh-CN", "CHAOS 牌桌 1", "秘密牌局"], ["zh-TW", "CHAOS 牌桌 1", "秘密牌局"]]) {
    it(`"${name}" and "${secret}": no room id, no unexplained code (${lang})`, () => {
      const panel = linksPanel(document.createElement("div"), answer({}), { lang });
      // round45kk8: Chinese and Japanese in full-width brackets (review 41, room_zh 13)
      expect(heading(panel)).toBe(lang === "en" ? `${name} (${secret})` : `${name}（${secret}）`);
      expect(panel.textContent).not.toContain("kXBSkjk5");
      expect(panel.textContent).not.toContain("66aa0ec8");
    });
  }

  it("a name a person typed stays, with its game", () => {
    const panel = linksPanel(document.createElement("div"), answer({ name: "Friday table" }), { lang: "zh-CN" });
    expect(heading(panel)).toBe("Friday table：CHAOS（2 对 2）（秘密牌局）");   // round45kk8: one bracket style
  });
});

describe("the secret deal's seed is shown when the game is over (review 33, room_en 4)", () => {
  async function creatorAt(end) {
    const root = document.createElement("div");
    const room = mountRoom(root, { base: "/r", room: "kXBSkjk5", token: "tA1", lang: "en", links: answer({}),
                                   WebSocketClass: FakeSocket, loc: { protocol: "http:", host: "h" } });
    await new Promise((r) => setTimeout(r, 5));
    const say = (msg) => FakeSocket.last.onmessage({ data: JSON.stringify(msg) });
    say({ type: "joined", room: "kXBSkjk5", game: "chaos", seat: "A1", name: "", number: 1 });
    say({ type: "state", step: 49, to_act: end ? null : "A1", result: end ? { outcome: "B" } : null, banner: {},
          seats: { A1: { human: true, connected: true } }, view: {}, legal: [], log_lines: [], name: "", number: 1,
          seed: end ? 5214888798818683 : null, deal: "66aa0ec8" });
    const find = (cls) => allElements(root).find((n) => String(n.className).split(" ").includes(cls));
    return { root, room, find };
  }

  it("the creator's end strip shows the seed; the Seat links panel says it too", async () => {
    const { room, find } = await creatorAt(true);
    expect(find("cw-room-seed").hidden).toBe(false);
    expect(find("cw-room-seed").textContent).toBe("seed 5214888798818683");
    find("cw-share").fire("click");
    expect(heading(find("cw-room-share"))).toBe("CHAOS Table 1 (seed 5214888798818683)");
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });

  it("while the game runs: no seed anywhere, the panel says secret deal", async () => {
    const { room, find } = await creatorAt(false);
    expect(find("cw-room-seed").hidden).toBe(true);
    find("cw-share").fire("click");
    expect(heading(find("cw-room-share"))).toBe("CHAOS Table 1 (secret deal)");
    try { room.close(); } catch { /* the fake DOM has no remove() */ }
  });
});
