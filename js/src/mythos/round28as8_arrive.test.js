// Round AS8, review 27, mythos_ja 7 (218): the Arrive chip said its cost ("到着：移動先に着く（到着時に正気度 -1）") at the
// first arrival, and nothing at the second one (a +4 hospital), where a phone's chip of three lines was cut to its head.
// The cut keeps a Sanity change: the chip's cost is said at every arrival.
import { describe, expect, it } from "vitest";
import { shortChips } from "./chip_look.js";

const lines = (text) => (text.length > 24 ? 3 : 1);   // a long label wraps to three lines on a phone

describe("review 27, mythos_ja 7: a phone's Arrive chip keeps its Sanity cost when it is cut", () => {
  it("ja: the arrival's text is cut, its Sanity stays", () => {
    const [c] = shortChips([{ text: "到着：移動先に着く（到着時に正気度 +4、続いて到着時：神話デッキの一番上のカードを捨て札にする）" }], lines);
    expect(c.text).toBe("到着：移動先に着く（到着時に正気度 +4）");
  });
  it("en: the arrival's text is cut, its Sanity stays; a detail with no Sanity is cut whole", () => {
    const long = (s) => (s.length > 60 ? 3 : 1);
    const [a, b] = shortChips([{ text: "Arrive at your walking location (Sanity +4 on arrival; then on arrival: discard the top card of your deck)" },
                               { text: "Arrive at your walking location (on arrival: discard a random card of your hand, which may be needed)" }], long);
    expect(a.text).toBe("Arrive at your walking location (Sanity +4 on arrival)");
    expect(b.text).toBe("Arrive at your walking location");
  });
});
