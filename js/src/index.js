// anywidget entry point: DOM (toolbar, canvas, log), model wiring, clicks -> commands, autoplay.
// The front end knows views, never rules: it draws the synced traits and sends back what was clicked.
import { layout } from "./layout.js";
import { paint } from "./paint.js";
import { clickable, describe, hitTest, moveFocus, nearest, word } from "./scene.js";
import { withCurtain } from "./room/curtain.js";

const STYLE = `
.cw-root { font: 13px system-ui, sans-serif; color: #e8e0cc; background: #101a15; border-radius: 8px;
  padding: 6px; max-width: 1200px; }
.cw-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; margin-bottom: 6px; }
.cw-bar button, .cw-bar select, .cw-bar input { font: inherit; background: #2a3a33; color: #e8e0cc;
  border: 1px solid #55665d; border-radius: 4px; padding: 2px 8px; }
.cw-bar button:disabled { opacity: 0.4; }
.cw-bar input[type=number] { width: 7em; }
.cw-bar label { display: inline-flex; gap: 4px; align-items: center; }
.cw-bar label[hidden] { display: none; }
.cw-canvas { display: block; width: 100%; outline: none; border-radius: 6px; }
.cw-canvas:focus-visible { box-shadow: 0 0 0 2px #f5c542; }
.cw-log { max-height: 8.5em; overflow-y: auto; font: 12px ui-monospace, monospace; margin-top: 6px;
  padding: 4px 6px; background: #0b120e; border-radius: 4px; }
.cw-log .rule { color: #f5c542; }
.cw-sr { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;

function ensureStyle() {
  if (document.getElementById("cthulhu-widgets-style")) return;
  const style = document.createElement("style");
  style.id = "cthulhu-widgets-style";
  style.textContent = STYLE;
  document.head.appendChild(style);
}

function button(bar, label, title, onClick) {
  const b = document.createElement("button");
  b.textContent = label;
  b.title = title;
  b.addEventListener("click", onClick);
  bar.appendChild(b);
  return b;
}

const UNDO_TITLES = {
  fair: "undo (U): back to your last decision; what you had not seen is dealt afresh",
  exact: "undo (U): back one decision, exactly (redo goes forward again)",
  off: "undo is switched off for this table",
};

// The seed box's hint: the seed when the kernel shows it (chosen by the user, or the game is over), else the
// deal code — the seed of a dealt game stays in the kernel while the game runs.
export function dealLabel(seed, deal) {
  if (seed !== null && seed !== undefined) return `seed ${seed}`;
  return deal ? `deal ${deal}` : "seed";
}

export function render({ model, el }) {
  ensureStyle();
  const root = document.createElement("div");
  root.className = "cw-root";
  const bar = document.createElement("div");
  bar.className = "cw-bar";
  const canvas = document.createElement("canvas");
  canvas.className = "cw-canvas";
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-label", "game table: Tab or arrow keys choose a move, Enter plays it, U undo, R redo");
  const log = document.createElement("div");
  log.className = "cw-log";
  log.setAttribute("role", "log");
  log.setAttribute("aria-label", "game log");
  // Screen-reader text: what happened (polite), errors (assertive), the focused move, and the table's state.
  const sr = (role, live) => {
    const node = document.createElement("div");
    node.className = "cw-sr";
    if (role) node.setAttribute("role", role);
    node.setAttribute("aria-live", live);
    return node;
  };
  const live = sr(null, "polite");
  const alert = sr("alert", "assertive");
  const focusSay = sr(null, "polite");
  const status = sr("status", "polite");
  root.append(bar, canvas, log, live, alert, focusSay, status);
  el.appendChild(withCurtain(model, root, [canvas, log]));  // hot-seat: no table until "ready"

  // selected: a hand index (Letter), a card id or "@<kind>" (a group of chips, CHAOS), or null.
  const ui = { selected: null, focus: -1, autoplay: model.get("autoplay") };
  let focusId = null;        // the focused item's id, kept across redraws while it still exists
  let announced = { step: null, count: 0 };
  let shownStep = model.get("step");
  let scene = { width: 0, height: 0, items: [] };
  let timer = null;
  const send = (msg) => model.send(msg);

  const undo = button(bar, "↶ Undo", "undo (U)", () => send({ cmd: "undo" }));
  const redo = button(bar, "↷ Redo", "redo (R)", () => send({ cmd: "redo" }));
  const step = button(bar, "Step ▶", "let the automaton take its step", () => send({ cmd: "bot_step" }));
  const botMove = button(bar, "Bot move", "let a bot choose your move", () => send({ cmd: "bot_step" }));
  const reveal = button(bar, "Reveal", "designer view: show hidden cards",
                        () => send({ cmd: "reveal", on: model.get("mode") !== "design" }));
  const seed = document.createElement("input");
  seed.type = "number";
  seed.min = "0";
  seed.placeholder = "seed";
  seed.title = "seed for a new game (empty: random)";
  seed.setAttribute("aria-label", "seed for a new game");
  bar.appendChild(seed);
  button(bar, "Restart", "new game with this seed", () => {
    const value = seed.value === "" ? null : Number(seed.value);
    send({ cmd: "restart", seed: Number.isInteger(value) && value >= 0 ? value : null });
  });
  const lang = document.createElement("select");
  lang.title = "language";
  lang.setAttribute("aria-label", "language");
  for (const [value, label] of [["en", "English"], ["zh", "中文"], ["ja", "日本語"]]) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    lang.appendChild(option);
  }
  lang.addEventListener("change", () => send({ cmd: "lang", value: lang.value }));
  bar.appendChild(lang);
  // The viewing seat, for games whose catalog lists seats (CHAOS): the kernel switches the view.
  const seatBox = document.createElement("label");
  const seatName = document.createElement("span");
  const seatMenu = document.createElement("select");
  seatMenu.title = "the seat whose view is shown";
  seatMenu.setAttribute("aria-label", "seat");
  seatMenu.addEventListener("change", () => send({ cmd: "seat", value: seatMenu.value }));
  seatBox.append(seatName, seatMenu);
  seatBox.hidden = true;
  bar.appendChild(seatBox);
  const auto = document.createElement("label");
  const autoBox = document.createElement("input");
  autoBox.type = "checkbox";
  autoBox.addEventListener("change", () => {
    ui.autoplay = autoBox.checked;
    schedule();
  });
  auto.append(autoBox, " autoplay");
  bar.appendChild(auto);

  function input() {
    return { view: model.get("view"), legal: model.get("legal"), catalog: model.get("catalog_data"),
             lang: model.get("lang"), mode: model.get("mode"), error: model.get("error"), seat: model.get("seat"), ui };
  }

  function draw() {
    const started = performance.now();
    const width = root.clientWidth ? root.clientWidth - 12 : 800;
    scene = layout(input(), { width });
    const ratio = globalThis.devicePixelRatio || 1;
    canvas.width = Math.round(scene.width * ratio);
    canvas.height = Math.round(scene.height * ratio);
    canvas.style.height = `${scene.height}px`;
    canvas.style.maxWidth = `${scene.width}px`;
    const ctx = canvas.getContext("2d");
    if (ctx) {
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(ctx, scene);
      drawFocus(ctx);
    }
    const ms = performance.now() - started;
    canvas.__cthulhu = { scene, paintMs: ms, ui };  // read by the browser tests
    canvas.dataset.paintMs = ms.toFixed(3);
    canvas.dataset.step = String(model.get("step"));
    canvas.dataset.seed = model.get("seed") == null ? "" : String(model.get("seed"));
    canvas.dataset.deal = model.get("deal") ?? "";
  }

  function drawFocus(ctx) {
    const ids = clickable(scene);
    if (ui.focus < 0 || ui.focus >= ids.length) return;
    const item = scene.items.find((i) => i.id === ids[ui.focus]);
    ctx.strokeStyle = "#ffffff";
    ctx.setLineDash([5, 3]);
    ctx.lineWidth = 2;
    ctx.strokeRect(item.x - 5, item.y - 5, item.w + 10, item.h + 10);
    ctx.setLineDash([]);
  }

  function activate(id) {
    if (!id || id === "cmd:none") return;
    if (id.startsWith("act:")) {
      ui.selected = null;
      send({ cmd: "act", id: id.slice(4), step: model.get("step") });
    } else if (id.startsWith("cmd:")) {
      send({ cmd: id.slice(4) });
    } else if (id.startsWith("select:")) {
      const value = id.slice(7);
      ui.selected = value === "none" || value === "" ? null : /^\d+$/.test(value) ? Number(value) : value;
      draw();
      // focus the first move the selection opened, so the keyboard goes on from there
      const ids = clickable(scene);
      setFocus(ui.selected === null ? -1 : ids.findIndex((i) => i.startsWith("act:")), ids);
    }
  }

  canvas.addEventListener("click", (event) => {
    const box = canvas.getBoundingClientRect();
    const scale = scene.width / box.width;
    activate(hitTest(scene, (event.clientX - box.left) * scale, (event.clientY - box.top) * scale));
  });

  function setFocus(index, ids = clickable(scene)) {
    ui.focus = index;
    focusId = index >= 0 ? ids[index] : null;
    draw();
    if (focusId) focusSay.textContent = `${describe(scene, focusId)} (${index + 1} of ${ids.length})`;
  }

  canvas.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;  // leave the browser's shortcuts alone
    const ids = clickable(scene);
    const key = event.key;
    if (key === "Tab" || key === "ArrowRight" || key === "ArrowLeft") {
      const next = moveFocus(ui.focus, ids.length, key, event.shiftKey);
      if (next.leave) {
        setFocus(-1, ids);  // let Tab leave the canvas at either end
        return;
      }
      event.preventDefault();
      setFocus(next.focus, ids);
    } else if (key === "ArrowDown" || key === "ArrowUp") {
      if (!ids.length) return;
      event.preventDefault();
      setFocus(nearest(scene, ids, ui.focus, key === "ArrowDown" ? "down" : "up"), ids);
    } else if (key === "Enter" || key === " ") {
      if (ui.focus >= 0 && ui.focus < ids.length) {
        event.preventDefault();
        activate(ids[ui.focus]);
      }
    } else if (key === "u" || key === "U") send({ cmd: "undo" });
    else if (key === "r" || key === "R") send({ cmd: "redo" });
    else if (key === "Escape") activate("select:none");
  });

  function updateBar() {
    const view = model.get("view") ?? {};
    const seat = model.get("seat");
    const over = Boolean(view.result);
    undo.disabled = model.get("step") === 0 || model.get("undo_policy") === "off";
    undo.title = UNDO_TITLES[model.get("undo_policy")] ?? "undo (U)";
    redo.disabled = model.get("step") >= model.get("history_len");
    step.disabled = over || !view.to_act || view.to_act === seat;
    botMove.disabled = over || view.to_act !== seat;
    reveal.hidden = !model.get("can_reveal");
    reveal.textContent = model.get("mode") === "design" ? "Hide" : "Reveal";
    lang.value = model.get("lang");
    autoBox.checked = ui.autoplay;
    seed.placeholder = dealLabel(model.get("seed"), model.get("deal"));
    const catalog = model.get("catalog_data") ?? {};
    const seats = Array.isArray(catalog.seats) ? catalog.seats : [];
    seatBox.hidden = seats.length === 0;
    if (seats.length) {
      seatName.textContent = `${word(catalog, model.get("lang"), "seat")} `;
      if ([...seatMenu.options].map((o) => o.value).join() !== seats.join()) {
        seatMenu.replaceChildren(...seats.map((s) => Object.assign(document.createElement("option"),
                                                                  { value: s, textContent: s })));
      }
      seatMenu.value = model.get("seat");
    }
  }

  function updateLog() {
    const entries = model.get("log_lines") ?? [];
    log.replaceChildren(...entries.map((e) => {
      const line = document.createElement("div");
      const rule = document.createElement("span");
      rule.className = "rule";
      rule.textContent = `[${e.rule}] `;
      line.append(rule, e.text);
      return line;
    }));
    log.scrollTop = log.scrollHeight;
    // Announce every entry this step added (not only the last); a new step always re-announces.
    const stepNow = model.get("step");
    const fresh = announced.step === stepNow ? entries.slice(announced.count) : entries.slice(-3);
    announced = { step: stepNow, count: entries.length };
    if (fresh.length) {
      live.textContent = "";
      setTimeout(() => { live.textContent = fresh.map((e) => e.text).join(" "); }, 30);
    }
    alert.textContent = model.get("error") || "";
  }

  function updateStatus() {
    const view = model.get("view") ?? {};
    const seat = model.get("seat");
    const moves = (model.get("legal") ?? []).length;
    if (view.result) status.textContent = `Game over: ${view.result.outcome} (${view.result.cause}).`;
    else if (view.to_act === seat) status.textContent = `Your move: ${moves} possible. Tab or arrows to choose.`;
    else status.textContent = view.to_act ? `${view.to_act} to act.` : "";
  }

  function schedule() {
    clearTimeout(timer);
    const view = model.get("view") ?? {};
    const seat = model.get("seat");
    if (!ui.autoplay || view.result || !view.to_act || view.to_act === seat || model.get("error")) return;
    const at = model.get("step");
    timer = setTimeout(() => {
      if (model.get("step") === at) send({ cmd: "bot_step" });
    }, model.get("delay_ms"));
  }

  function refresh() {
    const legal = model.get("legal") ?? [];
    const kept = (a) => a.target?.index === ui.selected || a.target?.card === ui.selected
      || (typeof ui.selected === "string" && ui.selected === `@${a.kind}`);
    if (model.get("step") !== shownStep || (ui.selected !== null && !legal.some(kept))) ui.selected = null;
    shownStep = model.get("step");
    updateBar();
    updateLog();
    updateStatus();
    ui.focus = -1;
    draw();
    if (focusId) {                             // keep the focused move if it is still there
      ui.focus = clickable(scene).indexOf(focusId);
      if (ui.focus < 0) focusId = null;
      else draw();
    }
    schedule();
  }

  const events = "change:view change:legal change:log_lines change:mode change:lang change:error change:step "
                 + "change:history_len change:can_reveal change:seat change:catalog_data change:seed change:deal "
                 + "change:undo_policy";
  model.on(events, refresh);
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => draw());
  observer?.observe(root);
  refresh();

  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    model.off(events, refresh);
    root.remove();
  };
}

export default { render };
