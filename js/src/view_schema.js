// Test support (not part of the bundle): the written view contract, cthulhu_widgets/schemas/<game>_view.json,
// compiled with ajv, so the vitest suites validate every fixture view before laying it out: the layouts are tested
// only on views of the shape the kernel sends.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";

const SCHEMAS = new URL("../../cthulhu_widgets/schemas/", import.meta.url);
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
const validators = new Map();

/** Return the compiled validator of a game's view schema. */
export function viewValidator(game) {
  if (!validators.has(game)) {
    const schema = JSON.parse(readFileSync(new URL(`${game}_view.json`, SCHEMAS), "utf8"));
    validators.set(game, ajv.compile(schema));
  }
  return validators.get(game);
}

/** Return the schema's complaints about a view ("<path>: <message>"), none when it matches. */
export function viewErrors(view) {
  const check = viewValidator(view?.game);
  if (check(view)) return [];
  return check.errors.map((e) => `${e.instancePath || "(top)"}: ${e.message}`);
}

/** Return the fixture when its view matches its game's schema; throw the schema's complaints when not. */
export function valid(fixture) {
  const errors = viewErrors(fixture.view);
  if (errors.length) throw new Error(`the view does not match its schema:\n${errors.slice(0, 10).join("\n")}`);
  return fixture;
}
