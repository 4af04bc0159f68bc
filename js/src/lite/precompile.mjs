// Add Pyodide's own bytecode to the page's wheels (make lite): each wheel is unpacked in Pyodide in Node, compiled
// by Pyodide's Python (the page's version, so the page uses the files as they are: unchecked-hash .pyc, valid
// whatever the files' times after unpacking) and written back with its __pycache__/ added. Without them the page
// compiles every module from source at each start.
//   node js/src/lite/precompile.mjs <pyodide dir> <wheel> [<wheel> ...]
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dir, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${resolve(dir)}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${resolve(dir)}/` });
for (const wheel of wheels) {
  const name = basename(wheel);
  py.FS.writeFile(`/tmp/${name}`, new Uint8Array(readFileSync(wheel)));
  py.runPython(`
import compileall, io, os, py_compile, shutil, zipfile
src, out, work = "/tmp/${name}", "/tmp/out-${name}", "/tmp/work-${name}"
shutil.rmtree(work, ignore_errors=True)
with zipfile.ZipFile(src) as z:
    z.extractall(work)
    names = z.namelist()
compileall.compile_dir(work, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
with zipfile.ZipFile(src) as z, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
    for item in z.infolist():
        dst.writestr(item, z.read(item))
    for root, _dirs, files in os.walk(work):
        for f in files:
            path = os.path.join(root, f)
            rel = os.path.relpath(path, work)
            if "__pycache__" in rel and rel not in names:
                dst.write(path, rel)
`);
  writeFileSync(wheel, py.FS.readFile(`/tmp/out-${name}`));
  console.log(`precompiled ${name}`);
}
