// The widget's DOM: its style sheet (once per page), the root with the control bar and the "?" help (ui/help.js) in
// one row, the canvas and the log, and the screen-reader regions; the log and the status text follow the synced
// traits, and its words the page language (ui/words.js).
import { buildHelp, updateHelp } from "./help.js";
import { modelWords, say } from "./words.js";

const STYLE = `
.cw-root { font: 13px system-ui, sans-serif; color: #e8e0cc; background: #101a15; border-radius: 8px;
  padding: 6px; max-width: 1200px; }
.cw-top { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; margin-bottom: 6px; }
.cw-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.cw-bar button, .cw-bar select, .cw-bar input { font: inherit; background: #2a3a33; color: #e8e0cc;
  border: 1px solid #55665d; border-radius: 4px; padding: 2px 8px; }
.cw-bar button:disabled { opacity: 0.4; }
.cw-bar input[type=number] { width: 12em; }
.cw-bar label { display: inline-flex; gap: 4px; align-items: center; }
.cw-bar label[hidden] { display: none; }
.cw-canvas { display: block; width: 100%; outline: none; border-radius: 6px; }
.cw-canvas:focus-visible { box-shadow: 0 0 0 2px #f5c542; }
.cw-log { max-height: 8.5em; overflow-y: auto; font: 12px ui-monospace, monospace; margin-top: 6px;
  padding: 4px 6px; background: #0b120e; border-radius: 4px; }
.cw-log .rule { color: #f5c542; }
.cw-help { margin: 0; font-size: 12px; }
.cw-help[open] { flex-basis: 100%; }
.cw-help summary { cursor: pointer; display: inline-block; padding: 0 8px; border: 1px solid #55665d;
  border-radius: 10px; background: #2a3a33; }
.cw-help[open] > div { padding: 6px 10px; background: #0b120e; border-radius: 4px; margin-top: 4px; }
.cw-help dt { font-weight: bold; color: #f5c542; }
.cw-help dd { margin: 0 0 4px 12px; }
.cw-sr { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;

function ensureStyle() {
  if (document.getElementById("cthulhu-widgets-style")) return;
  const style = document.createElement("style");
  style.id = "cthulhu-widgets-style";
  style.textContent = STYLE;
  document.head.appendChild(style);
}

/** Return a new element of `tag` with a class name. */
function element(tag, className) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

/**
 * Build the widget's DOM (not yet in the page) and return its parts: root, bar (the toolbar), help, canvas, log, and the
 * screen-reader regions: live (what happened, polite), alert (errors, assertive), focusSay (the focused move), status.
 */
export function buildPage() {
  ensureStyle();
  const root = element("div", "cw-root");
  const bar = element("div", "cw-bar");
  const canvas = element("canvas", "cw-canvas");
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-label", say(null, "canvas_aria"));
  const log = element("div", "cw-log");
  log.setAttribute("role", "log");
  log.setAttribute("aria-label", say(null, "log_aria"));
  const sr = (role, live) => {
    const node = element("div", "cw-sr");
    if (role) node.setAttribute("role", role);
    node.setAttribute("aria-live", live);
    return node;
  };
  const help = buildHelp();
  const top = element("div", "cw-top");  // the bar and the "?" share a row: the table starts higher
  top.append(bar, help);
  const parts = { root, bar, help, canvas, log, live: sr(null, "polite"), alert: sr("alert", "assertive"),
                  focusSay: sr(null, "polite"), status: sr("status", "polite") };
  root.append(top, canvas, log, parts.live, parts.alert, parts.focusSay, parts.status);
  return parts;
}

/**
 * Put the page's words in the page language (also in the root's data-lang): the canvas's and the log's labels,
 * and the "?" help (rebuilt only when its game or language changed).
 */
export function speakPage(model, page) {
  const words = modelWords(model);
  page.root.dataset.lang = words.lang;
  page.canvas.setAttribute("aria-label", say(words, "canvas_aria"));
  page.log.setAttribute("aria-label", say(words, "log_aria"));
  updateHelp(page.help, model.get("game") || model.get("view")?.game, words);
}

/**
 * Return `update()`, which puts the page's words in the page language (`speakPage`), shows the log lines (rule
 * and text), scrolled to the end, announces every entry the step added (a new step re-announces its last three)
 * and puts the error in the alert region.
 */
export function logUpdater(model, page) {
  let announced = { step: null, count: 0 };
  return () => {
    speakPage(model, page);
    const entries = model.get("log_lines") ?? [];
    page.log.replaceChildren(...entries.map((e) => {
      const line = document.createElement("div");
      if (e.rule) {                            // design mode only: play-mode lines are plain sentences
        const rule = element("span", "rule");
        rule.textContent = `[${e.rule}] `;
        line.append(rule);
      }
      line.append(e.text ?? "");
      return line;
    }));
    page.log.scrollTop = page.log.scrollHeight;
    const stepNow = model.get("step");
    const fresh = announced.step === stepNow ? entries.slice(announced.count) : entries.slice(-3);
    announced = { step: stepNow, count: entries.length };
    if (fresh.length) {
      page.live.textContent = "";
      setTimeout(() => { page.live.textContent = fresh.map((e) => e.text).join(" "); }, 30);
    }
    page.alert.textContent = model.get("error") || "";
  };
}

/**
 * Return the status sentence for screen readers, in the page language: the banner (game over: the kernel's
 * words), your move (how many), or who acts.
 */
export function statusText(model) {
  const words = modelWords(model);
  const view = model.get("view") ?? {};
  const seat = model.get("seat");
  const moves = (model.get("legal") ?? []).length;
  const banner = model.get("banner") ?? {};
  if (banner.title) return `${banner.title}. ${banner.text ?? ""}`.trim();
  if (view.result) return say(words, "game_over");
  if (view.to_act === seat) return say(words, "your_move", { n: moves });
  return view.to_act ? say(words, "to_act", { seat: view.to_act }) : "";
}
