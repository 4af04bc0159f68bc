// Make a memory snapshot of a started Pyodide with the package imported (make lite, docs/lite.md; tools/build_lite.py
// gzips it): the page's worker starts from it instead of starting Python and importing the package (in headless
// Chromium, 2.6 s to the first Letter table from a cold cache instead of 7.0 s). Pyodide's snapshot options are private (`_makeSnapshot`, `_loadSnapshot`).
//   node js/src/lite/snapshot.mjs <pyodide dir> <out file> <wheel> [<wheel> ...]
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dir, out, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${resolve(dir)}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${resolve(dir)}/`, _makeSnapshot: true });
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const wheel of wheels) py.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
py.runPython("import cthulhu_widgets.lite as lite\nfor game in lite.GAMES: lite.prepare(game)");
const snapshot = py.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(`snapshot ${out}: ${snapshot.length} bytes`);
