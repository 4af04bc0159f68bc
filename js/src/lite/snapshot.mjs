// Make a memory snapshot of a started Pyodide with the package imported (make lite with --snapshot, docs/lite.md):
// the page's worker starts from it instead of starting Python and importing the package (in Node, 2.4 s to the first
// Letter table instead of 11.8 s). Pyodide's snapshot options are private (`_makeSnapshot`, `_loadSnapshot`).
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
