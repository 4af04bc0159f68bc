// Round AE (newcomer review 19, room finding 1): "A room game is too long to finish, and nothing says how long it will
// take." The create form says each game's usual length and offers CHAOS a shorter round limit (CH-WIN-2, a draw at the
// limit, said plainly); each listed table says its usual length and "round 13 of 20".
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { createForm, createRequest } from "./lobby.js";
import { FORM_LANGS, FORM_WORDS } from "./lobby_words.js";
import { roomRow } from "./rooms_list.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

/** Return the texts a reader sees under `node`: a hidden element hides all it holds. */
const visible = (node) => (typeof node === "string" ? [node] : node.hidden ? []
  : [node.ownText, ...node.childNodes.flatMap(visible)]);

const build = (initial = {}) => {
  const host = document.createElement("div");
  const form = createForm(host, { base: "/cthulhu/rooms", onCreated() {}, initial });
  const nodes = allElements(form);
  const named = (n) => nodes.find((x) => x.name === n);
  const shown = () => visible(form).join(" ");
  return { form, nodes, named, shown };
};

describe("a room game's length, known beforehand (review 19, room finding 1)", () => {
  it("the create form says how long a CHAOS game usually lasts and offers a shorter round limit, a draw at it", () => {
    const { named, shown } = build({ lang: "en" });
    expect(shown()).toMatch(/usually 12–29 rounds/i);
    expect(shown()).toMatch(/minutes/);
    const menu = named("max_rounds");
    expect(menu.options.map((o) => o.value)).toEqual(["60", "30", "20"]);
    expect(menu.value).toBe("60");
    expect(shown()).toMatch(/draw/);
  });

  it("Letter and Mythos say their length, with no round-limit menu (their specs offer none)", () => {
    const { named, shown } = build({ lang: "en", game: "letter" });
    expect(shown()).toMatch(/usually 9–11 turns/i);
    expect(shown()).not.toMatch(/draw|up to 60 rounds/);   // no round-limit menu
    named("game").value = "mythos";
    named("game").fire("change");
    expect(shown()).toMatch(/usually 3–7 rounds/i);
  });

  it("a short game is sent as the rule option max_rounds, only for CHAOS", () => {
    expect(createRequest({ game: "chaos", seats: {}, maxRounds: "20" }).rules).toEqual({ max_rounds: 20 });
    expect(createRequest({ game: "chaos", seats: {} }).rules).toBeUndefined();
    expect(createRequest({ game: "letter", seats: {}, maxRounds: "20" }).rules).toBeUndefined();
  });

  it("every language has the length words", () => {
    for (const [lang] of FORM_LANGS) {
      for (const key of ["length_chaos", "length_letter", "length_mythos", "rounds_60", "rounds_30", "rounds_20",
                         "rounds_help", "list_round_of", "list_len_chaos"]) {
        expect(FORM_WORDS[lang][key], `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it("a listed table says 'round 13 of 20' and its game's usual length, in the lobby's language", () => {
    const info = { room: "k3", game: "chaos", round: 13, max_rounds: 20, seats: {}, free: [] };
    expect(roomRow(info)).toMatchObject({ progress: "round 13 of 20" });
    expect(roomRow(info).length).toMatch(/12–29 rounds/);
    expect(roomRow(info, "ja").progress).toBe("ラウンド 13 / 20");
    expect(roomRow({ ...info, max_rounds: undefined }).progress).toBe("round 13");   // an older server's info
    expect(roomRow({ ...info, game: "letter", round: 4 }).length).toMatch(/9–11 turns/);
  });
});
