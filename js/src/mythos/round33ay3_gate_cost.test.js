// Round AY3, review 32, mythos_ja 5 (072): the Yithian's card says Sanity -1, its button said 「（正気度 -2）」 with no
// reason (a reused gate costs the location's -1 again, MY-LOC-7). The button now says why; a phone's chip cut to its
// head keeps the whole reason when it fits, else at least the total, never less than before.
import { describe, expect, it } from "vitest";
import { shortChips } from "./chip_look.js";

const JA = "「イス人」をゲートを通して裏向きで神話の脅威に配置する（正気度 -2：カードの -1 と「人里離れたエイクリー農場」のゲート再使用の -1）";
const EN = "Summon Yithian face down into your threat through the gate (Sanity -2: -1 for the card, -1 for reusing the gate of Lonely Akeley Farmhouse)";

describe("review 32, mythos_ja 5: a reused gate's cost on a phone's chip", () => {
  it("keeps the reason when it fits", () => {
    const roomy = (s) => (s.length > 140 ? 3 : 1);
    expect(shortChips([{ text: JA }], roomy)[0].text).toBe(JA);
    expect(shortChips([{ text: EN }], (s) => (s.length > 150 ? 3 : 1))[0].text).toBe(EN);
  });
  it("keeps the total when the reason does not fit, the whole sentence in its say", () => {
    const narrow = (s) => (s.length > 40 ? 3 : 1);
    const [c] = shortChips([{ text: JA }], narrow);
    expect(c.text).toBe("「イス人」をゲートを通して裏向きで神話の脅威に配置する（正気度 -2）");
    expect(c.say).toBe(JA);
    const [e] = shortChips([{ text: EN }], (s) => (s.length > 80 ? 3 : 1));
    expect(e.text).toBe("Summon Yithian face down into your threat through the gate (Sanity -2)");
  });
});
