// The widget's one control bar, above the canvas: undo and redo, the seat (Letter: You or the bot plays while you
// watch), the deal (seed box, Play this seed, New game), the language, and "▶▶ to my turn" while others are to act.
// A designer's table (design mode or can_reveal: ui/autoplay.js designerTable) adds Step ▶, Bot move, Reveal and
// the autoplay box; a player's app has none of them. Each control sends a command; `update()` follows the traits.
import { word } from "../scene/words.js";
import { designerTable } from "./autoplay.js";

const UNDO_TITLES = {
  fair: "undo (U): back to your last decision; what you had not seen is dealt afresh",
  exact: "undo (U): back one decision, exactly (redo goes forward again)",
  off: "undo is switched off for this table",
};

const LANGUAGES = [["en", "English"], ["zh", "中文"], ["ja", "日本語"]];
const PLAYERS = [["you", "You"], ["bot", "Bot plays (watch)"]];

// The seed box's hint: the seed when the kernel shows it (chosen by the user, or the game is over), else the
// deal code — the seed of a dealt game stays in the kernel while the game runs.
export function dealLabel(seed, deal) {
  if (seed !== null && seed !== undefined) return `seed ${seed}`;
  return deal ? `deal ${deal}` : "seed";
}

/** Return the command "Play this seed" sends for the box's text: a restart with that seed (the kernel checks it). */
export function seedCommand(text) {
  const trimmed = String(text ?? "").trim();
  const value = Number(trimmed);
  return { cmd: "restart", seed: /^\d+$/.test(trimmed) && Number.isSafeInteger(value) ? value : trimmed };
}

/**
 * Return what the bar shows and enables, from the synced traits (plus `seats`: the catalog's seat list, and
 * `hotseat`); pure, for tests.
 */
export function barState(traits) {
  const view = traits.view ?? {};
  const over = Boolean(view.result);
  const seats = traits.seats ?? [];
  const others = !over && Boolean(view.to_act) && view.to_act !== traits.seat;
  const hotseat = (traits.hotseat ?? []).length > 0;
  return {
    designer: designerTable(traits),
    undoDisabled: traits.step === 0 || traits.undo_policy === "off",
    redoShown: traits.undo_policy === "exact",
    redoDisabled: traits.step >= traits.history_len,
    stepDisabled: !others,
    botMoveDisabled: over || view.to_act !== traits.seat,
    fastForward: others && !traits.watch && !traits.curtain,
    seatMenu: seats.length > 0 && !hotseat,
    watchMenu: seats.length === 0 && !hotseat,
  };
}

function button(bar, label, title, onClick) {
  const b = document.createElement("button");
  b.textContent = label;
  b.title = title;
  b.addEventListener("click", onClick);
  bar.appendChild(b);
  return b;
}

/** Return a <select> of `options` ([value, label]) that calls `onChange(value)`. */
function menu(title, aria, options, onChange) {
  const select = document.createElement("select");
  select.title = title;
  select.setAttribute("aria-label", aria);
  for (const [value, label] of options) select.appendChild(Object.assign(document.createElement("option"),
                                                                          { value, textContent: label }));
  select.addEventListener("change", () => onChange(select.value));
  return select;
}

/** Add a labelled menu (a <label> holding a name and the <select>), hidden until `update()` shows it. */
function labelledMenu(bar, select) {
  const box = document.createElement("label");
  const name = document.createElement("span");
  box.append(name, select);
  box.hidden = true;
  bar.appendChild(box);
  return { box, name, select };
}

/** Add the deal's controls: the seed box (its hint is the deal code), Play this seed, and New game (a secret deal). */
function dealControls(bar, send) {
  const seed = document.createElement("input");
  seed.type = "number";
  seed.min = "0";
  seed.placeholder = "seed";
  seed.title = "a seed to replay or share a deal";
  seed.setAttribute("aria-label", "seed of a deal to play");
  bar.appendChild(seed);
  const play = button(bar, "Play this seed", "a new game with the deal of the seed in the box",
                      () => send(seedCommand(seed.value)));
  play.disabled = true;
  seed.addEventListener("input", () => { play.disabled = seed.value === ""; });
  button(bar, "New game", "a new game with a secret deal (its seed is shown when the game is over)",
         () => send({ cmd: "restart" }));
  return { seed, play, deal: null };
}

/**
 * Build the bar in `bar`. `hooks.onAutoplay(checked)`: the designer's autoplay box changed; `hooks.fastForward()`:
 * "▶▶ to my turn" was pressed (the page sends the command when its own step is answered; default: at once).
 * @returns {{update: function(ui)}} update() follows the traits (and ui.autoplay)
 */
export function buildToolbar(bar, model, hooks = {}) {
  const send = (msg) => model.send(msg);
  const b = {
    undo: button(bar, "↶ Undo", "undo (U)", () => send({ cmd: "undo" })),
    redo: button(bar, "↷ Redo", "redo (R)", () => send({ cmd: "redo" })),
  };
  b.seat = labelledMenu(bar, menu("the seat you play", "seat", [], (value) => send({ cmd: "seat", value })));
  b.watch = labelledMenu(bar, menu("who plays the investigator: you, or the heuristic bot while you watch",
                                   "who plays", PLAYERS, (value) => send({ cmd: "watch", on: value === "bot" })));
  b.deal = dealControls(bar, send);
  b.lang = menu("language", "language", LANGUAGES, (value) => send({ cmd: "lang", value }));
  bar.appendChild(b.lang);
  b.fastForward = button(bar, "▶▶ to my turn", "let the other seats play on until it is your turn",
                         () => (hooks.fastForward ? hooks.fastForward() : send({ cmd: "fast_forward" })));
  b.step = button(bar, "Step ▶", "let the automaton or bot to act take its step", () => send({ cmd: "bot_step" }));
  b.botMove = button(bar, "Bot move", "let a bot choose your move", () => send({ cmd: "bot_step" }));
  b.reveal = button(bar, "Reveal", "designer view: show hidden cards",
                    () => send({ cmd: "reveal", on: model.get("mode") !== "design" }));
  const auto = document.createElement("label");
  b.auto = document.createElement("input");
  b.auto.type = "checkbox";
  b.auto.addEventListener("change", () => hooks.onAutoplay?.(b.auto.checked));
  auto.append(b.auto, " autoplay");
  bar.appendChild(auto);
  b.autoBox = auto;
  return { update: (ui) => updateToolbar(b, model, ui) };
}

/** Return the traits the bar reads, with the catalog's seats. */
function barTraits(model) {
  const keys = ["view", "seat", "mode", "can_reveal", "step", "history_len", "undo_policy", "watch", "curtain",
                "hotseat"];
  const traits = Object.fromEntries(keys.map((k) => [k, model.get(k)]));
  const seats = (model.get("catalog_data") ?? {}).seats;
  return { ...traits, seats: Array.isArray(seats) ? seats : [] };
}

/** Set the bar from the traits: what is shown and enabled, the reveal label, language, seed hint, seats. */
function updateToolbar(b, model, ui) {
  const traits = barTraits(model);
  const s = barState(traits);
  b.undo.disabled = s.undoDisabled;
  b.undo.title = UNDO_TITLES[traits.undo_policy] ?? "undo (U)";
  b.redo.hidden = !s.redoShown;
  b.redo.disabled = s.redoDisabled;
  b.fastForward.hidden = !s.fastForward;
  for (const control of [b.step, b.botMove, b.reveal, b.autoBox]) control.hidden = !s.designer;
  b.step.disabled = s.stepDisabled;
  b.botMove.disabled = s.botMoveDisabled;
  b.reveal.hidden = !s.designer || !traits.can_reveal;
  b.reveal.textContent = traits.mode === "design" ? "Hide" : "Reveal";
  b.lang.value = model.get("lang");
  b.auto.checked = ui.autoplay;
  updateDeal(b.deal, model);
  const lang = model.get("lang");
  const catalog = model.get("catalog_data") ?? {};
  b.watch.box.hidden = !s.watchMenu;
  b.watch.name.textContent = "Investigator ";
  b.watch.select.value = traits.watch ? "bot" : "you";
  const { box, name, select } = b.seat;
  box.hidden = !s.seatMenu;
  if (!s.seatMenu) return;
  name.textContent = `${word(catalog, lang, "seat")} `;
  if ([...select.options].map((o) => o.value).join() !== traits.seats.join()) {
    select.replaceChildren(...traits.seats.map((v) => Object.assign(document.createElement("option"),
                                                                     { value: v, textContent: v })));
  }
  select.value = traits.seat;
}

/** Show the deal in the seed box's hint; a new deal empties the box (its seed, when shown, is in the hint). */
function updateDeal(deal, model) {
  const code = model.get("deal") ?? "";
  if (deal.deal !== null && deal.deal !== code) {
    deal.seed.value = "";
    deal.play.disabled = true;
  }
  deal.deal = code;
  deal.seed.placeholder = dealLabel(model.get("seed"), code);
}
