// Review 24 (AP8 finding 6): the lobby's create form had no control for a room's `takeover` minutes (round AO's bot at
// a stalled seat, rooms/takeover.py: default 3, 0 = never). A small menu (never/1/3/5/10 min) in every lobby
// language, its choice sent with the create request.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { createForm, createRequest, TAKEOVER_CHOICES } from "./lobby.js";
import { FORM_LANGS, FORM_WORDS } from "./lobby_words.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const build = (lang, fetchImpl) => {
  const host = document.createElement("div");
  let created = null;
  const form = createForm(host, { base: "/cthulhu/rooms", onCreated(a) { created = a; }, initial: { lang }, fetchImpl });
  const nodes = allElements(form);
  return { form, nodes, named: (n) => nodes.find((x) => x.name === n), created: () => created };
};

describe("AP8 finding 6: the create form chooses the stalled seat's bot minutes", () => {
  it("offers never, 1, 3, 5 and 10 minutes, 3 by default, labelled in every lobby language", () => {
    expect(TAKEOVER_CHOICES).toEqual([0, 1, 3, 5, 10]);
    for (const [lang] of FORM_LANGS) {
      const { named, nodes } = build(lang);
      const menu = named("takeover");
      expect(menu, lang).toBeTruthy();
      expect(menu.value).toBe("3");
      const options = allElements(menu).filter((n) => n.tagName === "OPTION");
      expect(options.map((o) => o.value)).toEqual(["0", "1", "3", "5", "10"]);
      const labels = options.map((o) => o.ownText ?? o.textContent);
      expect(new Set(labels).size, lang).toBe(5);
      if (lang !== "en") expect(labels.join(" "), lang).not.toMatch(/never|min\b/);
      const shown = nodes.map((x) => x.ownText).join(" ");
      expect(shown, lang).toContain(FORM_WORDS[lang].takeover);
      expect(shown, lang).toContain(FORM_WORDS[lang].takeover_help);
    }
  });

  it("sends the chosen minutes with the create request (0 = never)", async () => {
    expect(createRequest({ game: "chaos", seats: {}, takeover: "0" }).takeover).toBe(0);
    expect(createRequest({ game: "chaos", seats: {}, takeover: "10" }).takeover).toBe(10);
    let body = null;
    const fetchImpl = async (url, init) => {
      body = JSON.parse(init.body);
      return { ok: true, status: 201, json: async () => ({ room: "r", links: {}, info: {} }) };
    };
    const { named, form } = build("en", fetchImpl);
    named("takeover").value = "5";
    for (const submit of form.listeners.submit) submit({ type: "submit", preventDefault() {} });
    await new Promise((r) => setTimeout(r, 0));
    expect(body.takeover).toBe(5);
  });
});
