// The static play page (make lite, docs/lite.md): no server, no kernel. A web worker (worker.js) runs the Python
// engine in Pyodide; this host shows a loading bar, then draws the table with the widgets' own render({model, el})
// from a model-like object (the rooms' RoomModel, as the replay page does): the worker's trait changes update it,
// and the page's commands (a move, undo, new deal, language, watch the bot) go to the worker.
import { render } from "../index.js";
import { RoomModel } from "../room/model.js";
import { readerLang } from "../room/room_lang.js";
import { readPageIn } from "../ui/words.js";
import { browserPage, sayIntro } from "./intro.js";

const STYLE = `
.cw-lite-loading { font: 15px system-ui, sans-serif; color: #e8e0cc; max-width: 560px; margin: 40px auto; }
.cw-lite-loading progress { width: 100%; height: 18px; }
.cw-lite-error { color: #ff8a80; white-space: pre-wrap; }
`;

// The loading panel's words in the table's language, by the worker's stage labels (its English, kept as the stages'
// names in window.__cwLite.progress): a room's course opened in zh read "Loading Python (Pyodide)…" (review 29,
// room_zh 5: English and technical).
const LOADING = {
  en: { start: "Loading…", "Loading Python (Pyodide)": "Loading the game engine", fail: "The table could not be loaded" },
  zh: { start: "正在载入…", "Loading Python (Pyodide)": "正在载入游戏引擎", "Installing the games": "正在安装游戏",
        Dealing: "正在发牌", "Drawing the table": "正在绘制牌桌", fail: "牌桌无法载入" },
  "zh-TW": { start: "正在載入…", "Loading Python (Pyodide)": "正在載入遊戲引擎", "Installing the games": "正在安裝遊戲",
             Dealing: "正在發牌", "Drawing the table": "正在繪製牌桌", fail: "牌桌無法載入" },
  ja: { start: "読み込み中…", "Loading Python (Pyodide)": "ゲームエンジンを読み込み中", "Installing the games": "ゲームを準備中",
        Dealing: "カードを配っています", "Drawing the table": "テーブルを描いています", fail: "テーブルを読み込めなかった" },
};

// A room's course (?learn=1, opened over its table) is a player's page: no seat menu, Seed box or Play this seed
// (review 29, room_en 3, 005: "Seed, Play this seed … confusing for a newcomer"); Undo, ▶▶, New game, the language,
// Learn to play and Rules and help stay (review 30, room_en 5, 026: the course's last step says "start a New game",
// and its button was hidden: a dead end).
export const COURSE_STYLE = [".cw-seed", ".cw-seed-note", "[data-cmd=play_seed]",
                             "[data-cmd=seat_go]", "label:has(> [data-cmd=seat])"]
  .map((part) => `.cw-lite-course ${part}`).join(",\n") + " { display: none !important; }\n";

/** Return the class of the page's table host: a room's course (`asks.learn`) is marked for COURSE_STYLE. */
export const tableClass = (asks) => (asks.learn ? "cw-lite-table cw-lite-course" : "cw-lite-table");

/** Return the loading panel (a progress bar and its words in `lang`) put in `host`, with set(value, label) and
 * fail(text). */
export function loadingPanel(host, doc = document, lang = "en") {
  const say = LOADING[lang] ?? LOADING.en;
  const box = doc.createElement("div");
  box.className = "cw-lite-loading";
  box.setAttribute("role", "status");
  const bar = doc.createElement("progress");
  bar.max = 100;
  bar.value = 0;
  const words = doc.createElement("p");
  words.textContent = say.start;
  box.append(words, bar);
  host.appendChild(box);
  return {
    box,
    set(value, label) {
      bar.value = value;
      words.textContent = `${say[label] ?? label}… ${value}%`;
    },
    fail(text) {
      words.textContent = `${say.fail}: ${text}`;
      words.className = "cw-lite-error";
    },
  };
}

/** Apply one answer of the worker (a JSON list of trait changes) to the model, one update per message. */
export function applyChanges(model, json) {
  for (const changes of JSON.parse(json)) model.update(changes);
}

/** Return what the page's address asks (a room's "Learn to play" link: review 27, room_en 1): {learn: start the
 * game's course at once, lang: the table's language, rounds: its round limit, else null}, and lesson: 2 where it asks
 * CHAOS's second lesson (the lobby's "★ CHAOS · Lesson 2", review 37, room_en). */
export function addressAsks(search = globalThis.location?.search ?? "") {
  const query = new URLSearchParams(search);
  const lang = query.get("lang");
  const rounds = /^\d{1,4}$/.test(query.get("rounds") ?? "") ? Number(query.get("rounds")) : null;
  return { learn: query.get("learn") === "1", lang: ["en", "zh", "zh-TW", "ja"].includes(lang) ? lang : null,
           rounds: rounds > 0 && rounds <= 1000 ? rounds : null,   // the room table's round limit (review 29)
           ...(query.get("lesson") === "2" ? { lesson: 2 } : {}) };
}

/** Hide the page's line above the table (`intro`: "All games · …: the rules engine runs in your browser …")
 * on a page a room opened (`asks.learn`): in English and a developer's words, its link out of the room's sheet
 * (review 29, room_en 3 / room_zh 5). */
export function hideIntro(intro, asks) {
  if (intro && asks.learn) intro.hidden = true;
}

/** Tell the page holding this one in a frame (a room's course sheet, room/learn_sheet.js) the table's language `lang`,
 * so its bar speaks it too (review 34, room_en 8); a page on its own tells no one. */
export function tellParentLang(win, lang) {
  if (win?.parent && win.parent !== win) win.parent.postMessage({ cwCourseLang: lang }, win.location?.origin ?? "*");
}

/** Return the worker's start message for the page's `cfg` and address `asks`: a course page (?learn=1) has its
 * course dealt by the engine before the first table is drawn (review 34, room_en 6: pressing ★ Learn to play once the
 * table was up showed a plain game, the bots moving, first). */
export const startMessage = (cfg, asks) => ({
  type: "start", game: cfg.game, lang: asks.lang ?? cfg.lang ?? "en", wheels: cfg.wheels,
  snapshot: cfg.snapshot ?? null, rounds: asks.rounds, learn: Boolean(asks.learn), lesson: asks.lesson ?? 1 });

function start() {
  const style = document.createElement("style");
  style.textContent = STYLE + COURSE_STYLE;
  document.head.appendChild(style);
  const host = document.getElementById("cw-lite") ?? document.body;
  const cfg = JSON.parse(document.getElementById("cw-lite-config").textContent);
  const asks = addressAsks();
  // a rooms page's course (?learn=1) reads its own words in the lobby reader's script, the game's in its own: a
  // 简体中文 reader's Letter course read 復原/重做/新遊戲 (review 41, room_zh 1, 005); the play pages keep the game's
  readPageIn(asks.learn ? readerLang() : undefined);
  const intro = document.getElementById("cw-lite-intro") ?? host.previousElementSibling;
  hideIntro(intro, asks);
  // the page's own words in the browser's language from the first paint; the table's language follows once it is dealt
  const first = asks.lang ?? browserPage(globalThis.navigator?.language);
  sayIntro(intro, cfg.game, first);
  const loading = loadingPanel(host, document, first);
  const worker = new Worker(cfg.worker ?? "worker.js", { type: "module" });
  const began = performance.now();
  let model = null;
  globalThis.__cwLite = { worker, ready: false, firstTableMs: null, progress: [] };
  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "progress") {
      loading.set(msg.value, msg.label);
      globalThis.__cwLite.progress.push([msg.label, Math.round(performance.now() - began)]);
    }
    else if (msg.type === "error") {
      if (model) model.update({ error: msg.message.slice(0, 300) });
      else loading.fail(msg.message);
    } else if (msg.type === "state") {
      model = new RoomModel(JSON.parse(msg.json), (command) => {
        worker.postMessage({ type: "cmd", json: JSON.stringify(command) });
      });
      const told = model;
      const sayLang = () => {
        sayIntro(intro, cfg.game, told.get("lang"));
        tellParentLang(globalThis, told.get("lang"));
      };
      model.on("change:lang", sayLang);
      sayLang();
      loading.box.remove();
      const table = document.createElement("div");
      table.className = tableClass(asks);
      host.appendChild(table);
      render({ model, el: table });
      Object.assign(globalThis.__cwLite, { ready: true, model, firstTableMs: Math.round(performance.now() - began),
                                           pythonMs: msg.ms, stages: msg.stages });
    } else if (msg.type === "changes" && model) applyChanges(model, msg.json);
    else if (msg.type === "bench") globalThis.__cwLite.bench = JSON.parse(msg.json);
  };
  worker.postMessage(startMessage(cfg, asks));
}

if (typeof document !== "undefined" && document.getElementById("cw-lite-config")) start();
