import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { viewErrors } from "./view_schema.js";

const DIR = new URL("./fixtures/", import.meta.url);
const FIXTURES = readdirSync(DIR).filter((f) => f.endsWith(".json") && f !== "mythos_catalog.json").sort();

describe("the written view contract (cthulhu_widgets/schemas)", () => {
  it.each(FIXTURES)("%s: its view matches its game's schema", (name) => {
    const fixture = JSON.parse(readFileSync(new URL(name, DIR), "utf8"));
    expect(fixture.view.game).toBe(name.split("_")[0]);
    expect(viewErrors(fixture.view)).toEqual([]);
  });

  it("refuses a field the kernel never sends", () => {
    const fixture = JSON.parse(readFileSync(new URL("mythos_fought.json", DIR), "utf8"));
    const view = { ...fixture.view, fights: [{ ...fixture.view.fights[0], points: { normal: 3 } }] };
    expect(viewErrors(view).join("\n")).toMatch(/fights\/0: must NOT have additional properties/);
  });
});
