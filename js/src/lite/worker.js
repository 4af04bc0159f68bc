// The static play page's engine (make lite, docs/lite.md): Pyodide in a web worker runs the package's real
// GameWidget (cthulhu_widgets.lite) and posts its trait changes to the page, as a kernel would sync them. Every
// URL is the site's own: Pyodide's core under pyodide/, the wheels under wheels/ (listed in the start message).
// Copied as it is (not bundled): it imports nothing at build time.
let entry = null;

function post(type, extra) {
  self.postMessage({ type, ...extra });
}

function progress(value, label) {
  post("progress", { value, label });
}

async function fetchBytes(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
  return answer.arrayBuffer();
}

/** Fetch the memory snapshot, stored gzipped (a quarter of its size, whether or not the host compresses): unzipped
 * here, unless the host already did (a server that sends .gz files with Content-Encoding: gzip). */
async function fetchSnapshot(url) {
  const bytes = await fetchBytes(url);
  const head = new Uint8Array(bytes, 0, 2);
  if (head[0] !== 0x1f || head[1] !== 0x8b) return bytes;
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

/** Return Pyodide's module factory whose heap is grown to hold a snapshot of `size` bytes before it is restored:
 * Pyodide sizes the heap by an INITIAL_MEMORY its module never reads, so a snapshot over the compiled 30 MB heap
 * failed with "offset is out of bounds" (pyodide/pyodide#6254; ours grew past it in round Z: 480 -> 576 pages). */
async function fittingModule(indexURL, size) {
  const factory = (await import(`${indexURL}pyodide.asm.mjs`)).default;
  return async (settings) => {
    const module = await factory(settings);
    if (module.HEAP8.length < size) module.growMemory(size);
    return module;
  };
}

/** Start Pyodide, from the memory snapshot (Python started, the package imported) when the page names one and it
 * loads; else as usual. The wheels are unpacked after either: the snapshot holds memory, not files. */
async function startPython(loadPyodide, indexURL, snapshot, stages) {
  if (snapshot) {
    try {
      const bytes = new Uint8Array(await snapshot);
      const createPyodideModule = await fittingModule(indexURL, bytes.length);
      const py = await loadPyodide({ indexURL, packages: [], _loadSnapshot: bytes, createPyodideModule });
      stages.snapshot = true;
      return py;
    } catch (e) {
      stages.snapshot = `not used: ${String(e?.message ?? e).slice(0, 200)}`;
    }
  }
  return loadPyodide({ indexURL, packages: [] });
}

async function boot(msg) {
  const here = (path) => new URL(path, self.location.href).href;
  const t0 = performance.now();
  const stages = {};
  const lap = (name) => { stages[name] = Math.round(performance.now() - t0); };
  progress(5, "Loading Python (Pyodide)");
  // The wheels download while Pyodide compiles its wasm (served as application/wasm: compiled as it streams in).
  const wheels = msg.wheels.map((wheel) => fetchBytes(here(wheel)));
  const snapshot = msg.snapshot ? fetchSnapshot(here(msg.snapshot)) : null;
  const { loadPyodide } = await import(here("pyodide/pyodide.mjs"));
  const py = await startPython(loadPyodide, here("pyodide/"), snapshot, stages);
  lap("pyodide");
  progress(60, "Installing the games");
  const site = py.runPython("import site; site.getsitepackages()[0]");
  for (const [i, bytes] of wheels.entries()) {
    py.unpackArchive(await bytes, "wheel", { extractDir: site });
    progress(60 + Math.round((15 * (i + 1)) / msg.wheels.length), "Installing the games");
  }
  lap("unpack");
  progress(80, "Dealing");
  entry = py.pyimport("cthulhu_widgets.lite");
  entry.prepare(msg.game);
  lap("imports");
  // a room table's round limit, for its course (review 29, room_en 3); 0: the game's own
  const lang = msg.lang ?? "en";
  // learn: the course, dealt first; lesson: CHAOS's second where the address asks it (review 37, room_en)
  const state = entry.start(msg.game, lang, msg.rounds ?? 0, Boolean(msg.learn), msg.lesson ?? 1);
  lap("deal");
  progress(95, "Drawing the table");
  post("state", { json: state, ms: Math.round(performance.now() - t0), stages });
}

function bench(msg) {
  return entry.bench(msg.game, msg.seconds ?? 1);
}

self.onmessage = async (event) => {
  const msg = event.data ?? {};
  try {
    if (msg.type === "start") await boot(msg);
    else if (msg.type === "cmd" && entry) post("changes", { json: entry.command(msg.json) });
    else if (msg.type === "bench" && entry) post("bench", { json: bench(msg) });
  } catch (e) {
    post("error", { message: String(e?.message ?? e).slice(-2000) });
  }
};
