// A replay without a kernel (cthulhu_widgets/replay.py writes the page): the widget's own render({model, el})
// draws each recorded step from a model-like object (the rooms' RoomModel), and a scrubber (range, prev / next /
// play, arrow keys) chooses the step. Nothing is sent anywhere: the model's commands only move the scrubber.
import { render } from "../index.js";
import { seatLabel } from "../room/lobby.js";
import { RoomModel } from "../room/model.js";
import { replaySay } from "../room/replay_words.js";
import { readerLang } from "../room/room_lang.js";
import { readAsChinese } from "../room/words.js";
import { expand, replayTraits, roundJump, roundLabel, roundStarts, SPEEDS, stepDelay, stepLabel } from "./frames.js";

// A replay shows only what a replay does: its scrubber (steps, play, rounds, speed), the seat it is seen from, "?" and
// the way back to the table. The widget's bar (Undo, New game, ⋯, ▶▶ fast-forward, ★ Learn to play) is hidden on a
// phone too: page.js's `.cw-root[data-wide="0"] .cw-top > .cw-bar { display: contents }` outranked a plain rule and
// showed them in a room's replay (newcomer review 22, room_zh finding 4, 074_replay.png).
export const REPLAY_STYLE = `
.cw-replay .cw-bar, .cw-replay .cw-top > .cw-bar { display: none !important; }
.cw-scrub { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 0 0 6px;
  font: 13px system-ui, sans-serif; color: #e8e0cc; max-width: 1200px; }
.cw-scrub button { font: inherit; background: #2a3a33; color: #e8e0cc; border: 1px solid #55665d;
  border-radius: 4px; padding: 2px 10px; }
.cw-scrub input[type=range] { flex: 1; min-width: 160px; }
.cw-scrub .cw-who { color: #f5c542; }
`;

function readJson(id) {
  const node = document.getElementById(id);
  return node ? JSON.parse(node.textContent) : null;
}

function button(parent, label, title, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.title = title;
  b.addEventListener("click", onClick);
  parent.appendChild(b);
  return b;
}

/** Add the replay's style sheet and class to `host`. */
function styleHost(host) {
  const style = document.createElement("style");
  style.textContent = REPLAY_STYLE;
  document.head.appendChild(style);
  host.classList.add("cw-replay");
}

/**
 * Return the scrubber (not yet in the page): ◀, ▶ Play, ▶, the speed menu, the range (0..last), the step label and who
 * sees it; `on` holds seek(i), toggle(), index() and speed(s). The speed menu stands before the range: after the step
 * label it moved, and jumped to a new line, as the counter grew (newcomer review 22, room_zh 4, 075_replay2.png).
 */
function scrubBar(meta, last, on) {
  const bar = document.createElement("div");
  bar.className = "cw-scrub";
  const who = document.createElement("span");
  who.className = "cw-who";
  const say = (key, vars) => replaySay(meta.lang, key, vars);   // the replay's language (review 19, room item 4)
  // the seat as the lobby names it: a zh replay said "player 的视角" (review 39, room_zh 2, shot 065)
  const seat = seatLabel(meta.game, meta.seat, meta.lang === "zh" ? "zh-CN" : meta.lang);
  who.textContent = meta.mode === "design" ? say("designer") : say("seen_from", { seat });
  // ◀ / ▶ a step each: ▶| read "to the end" and stepped one (review 41, room_zh 11)
  const prev = button(bar, "◀", say("prev_tip"), () => on.seek(on.index() - 1));
  const play = button(bar, say("play"), say("play_tip"), () => on.toggle());
  const next = button(bar, "▶", say("next_tip"), () => on.seek(on.index() + 1));
  const range = document.createElement("input");
  range.type = "range";
  range.min = "0";
  range.max = String(last);
  range.step = "1";
  range.setAttribute("aria-label", say("step"));
  range.addEventListener("input", () => on.seek(Number(range.value)));
  const label = document.createElement("output");
  label.className = "cw-step";
  const speed = document.createElement("select");   // play-back speed: 0.5×, 1×, 2×, 4×
  speed.className = "cw-speed";
  speed.title = say("speed");
  speed.setAttribute("aria-label", say("speed"));
  for (const s of SPEEDS) speed.appendChild(Object.assign(document.createElement("option"), { value: String(s), textContent: `${s}×` }));
  speed.value = "1";
  speed.addEventListener("change", () => on.speed(Number(speed.value)));
  bar.append(speed, range, label, who);
  return { bar, prev, play, next, range, label, speed };
}

/**
 * Add "◀ round" and "round ▶" to `bar` (newcomer review 18, finding 5: no jump by round): each moves the scrubber to
 * the start of its round (the round before when already there) or of the next one (`starts`: roundStarts); `on` holds
 * seek(i) and index(). Return {prev, next, show()}: show() disables a jump with nowhere to go.
 */
export function roundButtons(bar, starts, on, lang = "en") {
  const jump = (dir) => {
    const to = roundJump(starts, on.index(), dir);
    if (to !== null) on.seek(to);
    show();
  };
  const prev = button(bar, replaySay(lang, "round_prev"), replaySay(lang, "round_prev_tip"), () => jump(-1));
  const next = button(bar, replaySay(lang, "round_next"), replaySay(lang, "round_next_tip"), () => jump(1));
  const show = () => {
    prev.disabled = roundJump(starts, on.index(), -1) === null;
    next.disabled = roundJump(starts, on.index(), 1) === null;
  };
  show();
  return { prev, next, show };
}

/**
 * Return the replay's bar, {ui: scrubBar's parts, rounds: roundButtons'}, in the order ◀ · ▶ Play · ▶ · ◀ round ·
 * round ▶ · speed · the slider · the step label · who sees it (`on` as scrubBar's).
 */
export function replayBar(meta, last, starts, on) {
  const ui = scrubBar(meta, last, on);
  const rounds = roundButtons(ui.bar, starts, on, meta.lang);
  ui.bar.insertBefore?.(rounds.prev, ui.speed);
  ui.bar.insertBefore?.(rounds.next, ui.speed);
  return { ui, rounds };
}

/** Let the arrow keys, Home and End step through the replay anywhere on the page (the range handles its own). */
function replayKeys(range, step) {
  window.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target === range) return;
    const tag = event.target?.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    step(moves[event.key]);
  }, true);
}

/** Mount a replay in `host` from its data ({meta, catalog, steps}); return {model, seek, index, last}. */
export function mountReplay(host, { meta, catalog, steps }) {
  const frames = expand(steps);
  const last = Math.max(0, frames.length - 1);
  let index = 0;
  let timer = null;
  let speed = 1;
  styleHost(host);
  const starts = roundStarts(frames);
  const { ui, rounds } = replayBar(meta, last, starts, { seek: (i) => seek(i), toggle: () => toggle(),
                                                         index: () => index, speed: (s) => setSpeed(s) });
  const table = document.createElement("div");
  host.querySelector?.(".cw-replay-wait")?.remove();   // the page's "Loading the replay…" (replay.py WAIT)
  host.append(ui.bar, table);

  const model = new RoomModel(replayTraits(meta, catalog, { ...frames[index], step: index, history_len: last }),
    (msg) => {                    // the toolbar is hidden; its keys (U, R) still step back and forth
      if (msg?.cmd === "undo") seek(index - 1);
      else if (msg?.cmd === "redo") seek(index + 1);
      else if (msg?.cmd === "seek" && Number.isInteger(msg.index)) seek(msg.index);
    });

  function show() {
    ui.range.value = String(index);
    const round = roundLabel(starts, index, meta.lang);
    ui.label.textContent = `${stepLabel(index, last, meta.mode, meta.lang)}${round ? ` · ${round}` : ""}`;
    rounds.show();
    host.dataset.step = String(index);
    ui.prev.disabled = index === 0;
    ui.next.disabled = index === last;
  }

  function seek(i) {
    const to = Math.min(Math.max(0, i), last);
    if (to !== index) {
      index = to;
      model.update({ ...frames[index], step: index });
    }
    show();
    if (index === last) stop();
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    ui.play.textContent = replaySay(meta.lang, "play");
  }

  function toggle() {
    if (timer) return stop();
    if (index === last) seek(0);
    ui.play.textContent = replaySay(meta.lang, "pause");
    timer = setInterval(() => seek(index + 1), stepDelay(speed));
  }

  function setSpeed(s) {            // a running play-back goes on at the new pace
    speed = SPEEDS.includes(s) ? s : 1;
    ui.speed.value = String(speed);
    if (timer) {
      clearInterval(timer);
      timer = setInterval(() => seek(index + 1), stepDelay(speed));
    }
  }

  replayKeys(ui.range, (d) => seek(Number.isFinite(d) ? index + d : d < 0 ? 0 : last));
  render({ model, el: table });
  show();
  const replay = { model, seek, setSpeed, get speed() { return speed; }, get index() { return index; }, last };
  host.__cthulhuReplay = replay;  // read by the browser tests
  return replay;
}

/** Keep the reader's Chinese script (the tab's lobby's, else the browser's) on a room's replay (`doc` holds the way back
 * to its table) as its table keeps it: its "? 規則與說明" stood beside the table's "? 规则与说明" (review 42, room_zh 5,
 * 125 vs 013). A replay page of its own keeps the game's script, as the static play pages do. */
export function readAsRoom(doc = globalThis.document) {
  if (doc?.querySelector?.(".cw-replay-back")) readAsChinese(readerLang());
}

function start() {
  const host = document.getElementById?.("cw-replay");
  if (!host) return;
  readAsRoom(document);
  mountReplay(host, { meta: readJson("cw-replay-meta") ?? {}, catalog: readJson("cw-replay-catalog") ?? {},
                      steps: readJson("cw-replay-steps") ?? [] });
}

if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}
