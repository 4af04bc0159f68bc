// Round AF (newcomer review 20, room_zh finding 6 / brief item 3): "After the game the title is cut to 'C…' and the
// seat chips run off the edge" (087_zh2, phone 390×844): at the end the tools grow ("▶ 前往新的一局", "▶ 观看回放") and
// the seed takes the chips' line. On a phone's ended table the head wraps instead: the table's name keeps its width
// (the tools go to a line of their own when they do not fit beside it), and the seats' chips wrap, never cut.
import { describe, expect, it } from "vitest";
import { STYLE } from "./style.js";

/** The phone's rules (the last `@media (max-width: 640px)` block's text). */
function phoneRules() {
  const at = STYLE.lastIndexOf("@media (max-width: 640px) {\n");
  return STYLE.slice(at);
}

/** The declarations the phone block gives `selector` (the last rule wins, as in CSS), as {property: value}. */
function declared(selector) {
  const out = {};
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const m of phoneRules().matchAll(new RegExp(`(?:^|[\\n,}]) *${escaped} \\{([^}]*)\\}`, "g"))) {
    for (const part of m[1].split(";")) {
      const [k, ...v] = part.split(":");
      if (k.trim()) out[k.trim()] = v.join(":").trim();
    }
  }
  return out;
}

describe("a phone's head at the game's end wraps instead of cutting (review 20, room_zh 087_zh2)", () => {
  it("keeps the table's name whole: it does not shrink, the tools wrap below it", () => {
    const name = declared(".cw-room[data-over=true] .cw-room-name");
    expect(name.flex).toBe("1 0 auto");
    expect(name["max-width"]).toBe("100%");
  });

  it("wraps the seats' chips on as many lines as they take, none cut at the edge", () => {
    const seats = declared(".cw-room[data-over=true] .cw-room-seats");
    expect(seats["flex-wrap"]).toBe("wrap");
    expect(seats.overflow).toBe("visible");
    expect(seats.flex).toBe("1 1 auto");   // beside the seed when they fit, else a line of their own
  });
});
