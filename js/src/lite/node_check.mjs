// Smoke check of the static site's Python side in Node (no browser): Pyodide's core from site/play/pyodide, the
// wheels from site/play/wheels, each game started and played a few bot steps, random-play steps/s per game.
//   node js/src/lite/node_check.mjs [site/play]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const site = resolve(process.argv[2] ?? "site/play");
const { loadPyodide } = await import(pathToFileURL(`${site}/pyodide/pyodide.mjs`).href);
const t0 = performance.now();
const py = await loadPyodide({ indexURL: `${site}/pyodide/` });
const loaded = performance.now() - t0;
const cfg = JSON.parse(readFileSync(`${site}/letter.html`, "utf8").match(/<script type="application\/json" id="cw-lite-config">(.*?)<\/script>/s)[1]);
const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
for (const wheel of cfg.wheels) py.unpackArchive(new Uint8Array(readFileSync(`${site}/${wheel}`)), "wheel", { extractDir: sitePackages });
const lite = py.pyimport("cthulhu_widgets.lite");
const out = { load_ms: Math.round(loaded) };
for (const game of ["letter", "chaos", "mythos"]) {
  const t = performance.now();
  const state = JSON.parse(lite.start(game, "en"));
  const started = performance.now() - t;
  let steps = 0;
  for (let i = 0; i < 30; i++) steps += JSON.parse(lite.command(JSON.stringify({ cmd: "bot_step" }))).length;
  out[game] = { start_ms: Math.round(started), moves: state.legal.length, answers: steps, ...JSON.parse(lite.bench(game, 1)) };
}
console.log(JSON.stringify(out));
