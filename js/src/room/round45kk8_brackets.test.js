// Review 41, room_zh 13 (shot 069): the seated table's title read 「新手桌: Lovecraft Letter（单人） (秘密牌局)」, a
// half-width colon and ASCII brackets beside full-width ones. One bracket style a line: Chinese and Japanese titles
// use ：and （）, English keeps ": " and " ()".
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { linksPanel } from "./lobby.js";

useFakeDocument({ body: true });
const links = { player: { token: "t", link: "/r/page#room=kXBSkjk5&token=t" } };
const heading = (info, lang) => allElements(linksPanel(document.createElement("div"),
                                                       { room: "kXBSkjk5", links, info: { number: 1, ...info } },
                                                       { lang })).find((n) => n.tagName?.toLowerCase() === "h2").textContent;

describe("round45kk8 the link panel's title keeps one bracket style", () => {
  it("a 简体中文 title: full-width colon and brackets", () => {
    expect(heading({ game: "letter", name: "新手桌" }, "zh-CN")).toBe("新手桌：Lovecraft Letter（单人）（秘密牌局）");
    expect(heading({ game: "chaos" }, "zh-CN")).toBe("CHAOS 牌桌 1（秘密牌局）");
    expect(heading({ game: "chaos", seed: 7 }, "zh-TW")).toBe("CHAOS 牌桌 1（種子 7）");
  });
  it("Japanese too; English keeps its own", () => {
    expect(heading({ game: "chaos", name: "金曜" }, "ja")).toMatch(/^金曜：CHAOS（[^)]*）（秘密の配札）$/);
    expect(heading({ game: "chaos", name: "Friday table" }, "en")).toBe("Friday table: CHAOS (2 v 2) (secret deal)");
  });
});
