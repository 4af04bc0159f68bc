// Newcomer review 10 (issue 23), rooms (finding 6): the lobby's "Your tables", the seat links, the chat, a phone's story.
import { afterEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { keepTable, myTablesPanel } from "./my_tables.js";

let restore = () => {};
afterEach(() => restore());
const memory = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) }; };

describe("finding 6: 'Your tables' says what this browser did there", () => {
  it("a table created here reads 'created here', not 'watching', until its watch link is opened", () => {
    restore = installFakeDocument();
    const store = memory();
    keepTable({ room: "R1", name: "Friday chaos", game: "chaos", created: true }, store, 1);
    const host = document.createElement("div");
    const text = () => myTablesPanel(host, { lang: "en", store }).el.textContent;
    expect(text()).toContain("Friday chaos — created here");
    expect(text()).not.toContain("watching");
    keepTable({ room: "R1", token: "", watched: true }, store, 2);   // the watch link opened in this browser
    expect(text()).toContain("Friday chaos — watching");
  });
});
