// The widget's one control bar, above the canvas: undo and redo, the seat (Letter: You or the bot plays while you
// watch), New game, the language, the rarely used controls (the Seed box and Play this seed: under "⋯" on a narrow
// page), and "▶▶ to my turn" while others are to act.
// A designer's table (design mode or can_reveal: ui/autoplay.js designerTable) adds Step ▶, Bot move, Reveal and
// the autoplay box; a player's app has none of them. Each control sends a command; `update()` follows the traits.
import { designerTable } from "./autoplay.js";
import { keepNextLevel, levels, nextLevel } from "./ending.js";
import { hintOffered } from "./hints.js";
import { keptLanguage, languageRestorer, rememberLanguage } from "./lang_memory.js";
import { lessonEnded, lessonsDone, markLessons } from "./lesson_marks.js";
import { WIDE_PAGE } from "./page.js";
import { chineseName, gameOf, modelWords, say } from "./words.js";

// The undo button's title for each undo policy (a key of the page's words).
const UNDO_TITLES = { keep: "undo_keep", fair: "undo_fair", exact: "undo_exact", off: "undo_off" };

// The language menu's names stay in their own language, and its aria-label is "language" in every language: the
// way back for someone who cannot read the language on the screen (its title is in the page language).
const LANGUAGES = [["en", "English"], ["zh", "中文"], ["zh-TW", "繁體中文"], ["ja", "日本語"]];
const PLAYERS = [["you", "you_play"], ["bot", "bot_watch"]];

// The seed box's hint: the seed when the kernel shows it (chosen by the user, or the game is over), else the
// deal code — the seed of a dealt game stays in the kernel while the game runs. `words`: the page's (English).
export function dealLabel(seed, deal, words = null) {
  if (seed !== null && seed !== undefined) return say(words, "seed_of", { seed });
  return deal ? say(words, "deal_of", { deal }) : say(words, "seed");
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
  // "Watch the replay" shows a past step: only the replay's own controls act (review 10, finding 1, phone_051)
  const replaying = Boolean(traits.replaying);
  return {
    designer: designerTable(traits),
    // after Game over the game is decided: Undo does not take it back (newcomer review 11, finding 4, Mythos 331)
    // a kernel's refusal said ahead (CHAOS: a step that found a hidden bomb, newcomer review 17, finding 1)
    // (unless the table steps back from the end: Letter, newcomer review 25, letter_zh 3, its kernel's undo_at_end)
    undoDisabled: traits.step === 0 || traits.undo_policy === "off" || replaying || (over && !traits.undo_at_end)
      || Boolean(traits.undo_block),
    redoShown: traits.undo_policy === "exact" || traits.undo_policy === "keep",   // a take-back may be redone
    redoDisabled: traits.step >= traits.history_len,
    stepDisabled: !others,
    botMoveDisabled: over || view.to_act !== traits.seat,
    fastForward: others && !traits.watch && !traits.curtain && !replaying,
    hint: hintOffered(traits) && !replaying,   // the table's creator turned hints on (ui/hints.js)
    seatMenu: seats.length > 0 && !hotseat,
    watchMenu: seats.length === 0 && !hotseat,
  };
}

/**
 * Return a text holder of the bar that follows the page language: `node`'s `prop` ("textContent", "title" or an
 * attribute such as "aria-label") shows the page word `key`.
 */
function label(node, prop, key) {
  return { node, prop, key };
}

/** Set every label of the bar to the page's `words`, touching only what changed. */
function relabel(labels, words) {
  for (const { node, prop, key, vars } of labels) {
    const text = say(words, key, vars);
    if (prop === "textContent" || prop === "title") {
      if (node[prop] !== text) node[prop] = text;
    } else if (node.getAttribute(prop) !== text) node.setAttribute(prop, text);
  }
}

/**
 * Add a button named by the page words `key` (its text) and `titleKey` (null: `update()` sets it from the
 * traits); `data-cmd` names it the same in every language (for tests and scripts). Returns the button.
 */
function button(bar, labels, [cmd, key, titleKey], onClick) {
  const b = document.createElement("button");
  b.dataset.cmd = cmd;
  b.addEventListener("click", onClick);
  if (key) labels.push(label(b, "textContent", key));
  if (titleKey) labels.push(label(b, "title", titleKey));
  bar.appendChild(b);
  return b;
}

/** Return a <select> of `options` ([value, label]) that calls `onChange(value)`; `cmd` is its data-cmd. */
function menu(cmd, options, onChange) {
  const select = document.createElement("select");
  select.dataset.cmd = cmd;
  for (const [value, text] of options) select.appendChild(Object.assign(document.createElement("option"),
                                                                         { value, textContent: text }));
  select.addEventListener("change", () => onChange(select.value));
  return select;
}

/** Return the bar's language menu: each language the package speaks, named in its own script; `onChange(value)`. */
export function languageMenu(onChange = () => {}) {
  return menu("lang", LANGUAGES, onChange);
}

/** Every language entry the bar made for a menu: entries not offered leave the <select> and come back from here. */
const LANGUAGE_ENTRIES = new WeakMap();

/** Offer in the language menu only the languages the game's table speaks (`langs`, all when absent), and the current;
 * Chinese named in the script of `game`'s table (繁體中文, 简体中文). One name is offered once: Letter's table in
 * "zh-TW" is its "zh" (Traditional), and the menu read English / 繁體中文 / 繁體中文 / 日本語 (newcomer review 15, page
 * finding 4): the other entry of a name is left out, the current's kept. */
export function offerLanguages(select, langs, current, game = "") {
  const options = LANGUAGE_ENTRIES.get(select) ?? [...select.options];
  LANGUAGE_ENTRIES.set(select, options);
  for (const option of options) {
    option.hidden = Array.isArray(langs) && !langs.includes(option.value) && option.value !== current;
    if (option.value === "zh") option.textContent = chineseName(game);
  }
  // the current's name first, then each name at its first entry (with English current, Letter's zh and zh-TW both
  // read 繁體中文 in the menu: review 32, letter_zh 3, letter_en 3)
  const named = new Set(options.filter((o) => o.value === current).map((o) => o.textContent));
  for (const option of options) {
    if (option.value === current || option.hidden || !option.textContent) continue;
    if (named.has(option.textContent)) option.hidden = true;
    else named.add(option.textContent);
  }
  // an entry left out leaves the select: a phone's native picker (iOS) shows a hidden <option>, and the menu still
  // read 繁體中文 twice (review 33, letter_en 5, letter_zh 2)
  select.replaceChildren?.(...options.filter((o) => !o.hidden));
  select.value = current;
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

/**
 * Keep the game's result panel (ui/ending.js, over the table's top) drawn in its place while the "⋯" panel is open:
 * the panel is a popover over it (z 33 over 5), the rest of the result readable below. Hidden, it left an empty strip
 * under the panel (review 41, letter_zh 5, 098 102; review 11's step aside, CHAOS phone 228, reversed); moved below
 * the panel it lay over the board (review 12, finding 5). Nothing under it moves.
 */
function clearOfMore(box, bar) {
  const ending = bar.closest?.(".cw-root")?.querySelector?.(".cw-ending");
  if (!ending?.style) return;
  ending.style.translate = "";
  ending.style.visibility = "";
}

/**
 * Add the fold of the rarely used controls (the deal's seed): on a narrow page "⋯" opens them in a
 * panel under the bar (Escape closes it and gives the focus back); on a wide page they stand in the bar and "⋯" is
 * not drawn (page.js's style sheet). Returns {toggle, box, setOpen}.
 */
function moreFold(bar, labels) {
  const box = document.createElement("div");
  const setOpen = (open) => {
    box.dataset.open = open ? "1" : "0";
    toggle.setAttribute("aria-expanded", String(open));
    clearOfMore(box, bar);
  };
  const toggle = button(bar, labels, ["more", "more", "more_title"], () => setOpen(box.dataset.open !== "1"));
  toggle.className = "cw-more";
  labels.push(label(toggle, "aria-label", "more_title"));
  box.className = "cw-more-box";
  box.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggle.focus({ preventScroll: true });   // closing never scrolls the page (newcomer review 9, finding 3)
  });
  // the focus (a click, Tab) leaving the panel for anything but "⋯" folds it: the table is never left covered
  box.addEventListener("focusout", (event) => {
    if (!box.contains?.(event.relatedTarget) && event.relatedTarget !== toggle) setOpen(false);
  });
  // its ★ Lesson 2 (CHAOS, coach.js) folds it as the course starts: the panel lay over the course's first bubble
  box.addEventListener("click", (event) => { if (LEARNS.includes(event.target?.className)) setOpen(false); });
  // a press anywhere else (the table) folds it too
  document.addEventListener?.("pointerdown", (event) => {
    if (box.dataset.open === "1" && !box.contains(event.target) && !toggle.contains(event.target)) setOpen(false);
  });
  bar.appendChild(box);
  setOpen(false);
  return { toggle, box, setOpen };
}

/**
 * Add the deal's controls to `box`: the Seed box (labelled; it holds the game's seed once the kernel shows it, so
 * Play this seed replays the deal), Play this seed, and the sentence saying what a seed is (seen in the "⋯" panel,
 * the box's title elsewhere).
 */
function dealControls(box, labels, send) {
  const field = document.createElement("label");
  field.className = "cw-seed";
  const name = document.createElement("span");
  labels.push(label(name, "textContent", "seed_label"));
  const seed = document.createElement("input");
  seed.type = "number";
  seed.min = "0";
  labels.push(label(seed, "aria-label", "seed_aria"));
  field.append(name, seed);
  box.appendChild(field);
  const play = button(box, labels, ["play_seed", "play_seed", "play_seed_title"],
                      () => send(seedCommand(seed.value)));
  play.disabled = true;
  seed.addEventListener("input", () => { play.disabled = seed.value === ""; });
  seed.addEventListener("keydown", (event) => { if (event.key === "Enter" && seed.value !== "") play.click(); });
  const note = document.createElement("p");
  note.className = "cw-seed-note";
  return { seed, play, note, deal: null, known: null };
}

/**
 * Return what the Seed box says it is (its title, and the sentence in the "⋯" panel): what a seed does, and while
 * the seed is secret the deal's code. `words`: the page's (English).
 */
export function seedNote(seed, deal, words = null) {
  const secret = (seed === null || seed === undefined) && deal;
  return say(words, "seed_note") + (secret ? ` ${say(words, "seed_secret", { deal })}` : "");
}

/**
 * Hand the seat to the bot (or take it back). At a game's end the bot starts with a new game: it had nothing left to
 * play, and the reader expected it to start with the next game (newcomer review 19, Letter desk finding 7, 058); mid-game
 * it plays this game on, as the menu's tip says (watch_title).
 */
function watchChosen(value, model, send) {
  send({ cmd: "watch", on: value === "bot" });
  if (value === "bot" && model?.get("view")?.result) send({ cmd: "restart" });
}

/**
 * Add the seat menu (a seat per option) and Letter's who-plays menu (You / Bot plays), both labelled. Where hidden
 * cards stay hidden a new seat deals a new game (widgets/commands.py _command_seat): the choice presses a hidden "go"
 * control of LOSING, so a game at stake asks first, as New game does (newcomer review 21, CHAOS ja finding 1, 164).
 */
function seatMenus(bar, labels, send, model) {
  const go = button(bar, labels, ["seat_go", null, null], () => send({ cmd: "seat", value: go.dataset.value }));
  go.hidden = true;
  // the bot handed a game under way asks first, as New game does (review 41, letter_en 129: it played the reader's
  // game to its end in a second, unasked)
  const watchGo = button(bar, labels, ["watch_go", null, null], () => watchChosen("bot", model, send));
  watchGo.hidden = true;
  const seat = labelledMenu(bar, menu("seat", [], (value) => {
    if (model.get("mode") === "design" || model.get("can_reveal")) return send({ cmd: "seat", value });   // goes on
    seat.select.value = model.get("seat") ?? "";   // the kernel's seat until it answers
    go.dataset.value = value;
    return go.click();
  }));
  labels.push(label(seat.select, "title", "seat_title"), label(seat.select, "aria-label", "seat_aria"));
  const watch = labelledMenu(bar, menu("watch", PLAYERS, (value) => {
    const underWay = !model.get("view")?.result && model.get("step") > 0;
    if (value !== "bot" || !underWay) return watchChosen(value, model, send);
    watch.select.value = model.get("watch") ? "bot" : "you";   // the reader's seat until the kernel answers
    return watchGo.click();
  }));
  watch.name.className = "cw-watch-name";   // a phone hides it (ui/page.js): its menu says "You" / "Bot plays"
  labels.push(label(watch.select, "title", "watch_title"), label(watch.select, "aria-label", "watch_aria"),
              label(watch.name, "textContent", "investigator"));
  for (const option of watch.select.options) if (option.value !== "you") labels.push(label(option, "textContent", option.textContent));
  watch.you = [...watch.select.options].find((o) => o.value === "you");   // named in updateToolbar (narrow or wide)
  return { seat, watch };
}

/** Add the designer's controls: Step ▶, Bot move, Reveal and the autoplay box. */
function designerControls(bar, labels, model, hooks) {
  const send = (msg) => model.send(msg);
  const step = button(bar, labels, ["bot_step", "step", "step_title"], () => send({ cmd: "bot_step" }));
  const botMove = button(bar, labels, ["bot_move", "bot_move", "bot_move_title"], () => send({ cmd: "bot_step" }));
  const reveal = button(bar, labels, ["reveal", null, "reveal_title"],  // its text follows the mode
                        () => send({ cmd: "reveal", on: model.get("mode") !== "design" }));
  const autoBox = document.createElement("label");
  const auto = document.createElement("input");
  auto.type = "checkbox";
  auto.dataset.cmd = "autoplay";
  auto.addEventListener("change", () => hooks.onAutoplay?.(auto.checked));
  const name = document.createElement("span");
  labels.push(label(name, "textContent", "autoplay"));
  autoBox.append(auto, name);
  bar.appendChild(autoBox);
  return { step, botMove, reveal, auto, autoBox };
}

// The controls that throw the game away (New game, Play this seed, the Difficulty, a seat where a new one deals anew,
// "Learn to play" — ui/coach.js puts it in the bar):
// while a game is at stake they ask first, in the page (issue 23: a tap on the wrong button lost a game).
const LOSING = "[data-cmd=restart], [data-cmd=play_seed], [data-cmd=difficulty_go], [data-cmd=seat_go], "
  + "[data-cmd=watch_go], .cw-learn, .cw-learn-two";
// the bar's buttons that start a course: Learn to play, and CHAOS's Lesson 2 (coach.js lessonTwoButton, review 36)
const LEARNS = ["cw-learn", "cw-learn-two"];

/**
 * Return whether leaving the table's game loses something (issue 23): a game not over, past its deal, in which the
 * reader has made a move of their own (`moved`). A story line about "you" is no such move: the bots' turns and the
 * deal tell of "you" too (Mythos: "You draw N'kai.") before the reader has played at all.
 */
export function gameAtStake(traits, moved) {
  return !traits.view?.result && traits.step > 0 && Boolean(moved);
}

// How long a deal is on screen before its hand counts as looked at (review 28: letter_zh read a hand, then Learn to
// play re-dealt it unasked); a page just opened starts the course at once (review 27, mythos_ja 3), even one a loaded
// machine took a while to draw; a tap on the table counts at once.
export const LOOKED_MS = 45_000;

/** Return `see(deal)` (each deal shown) and `looked(deal)`: the reader pressed the table (not the bar) since it was
 * dealt, or has had it on screen LOOKED_MS. */
export function dealLooks(bar, now = () => Date.now()) {
  let deal;
  let since = now();
  let touched = false;
  // one listener a bar, gone with its page (review 29's debt: a widget closed and reopened left its listener behind);
  // a bar seen on the page (a deal shown, or a press) counts, so one closed before any press goes at the next one
  let shown = false;
  const see = (dealt) => {
    if (bar.isConnected) shown = true;
    if (dealt !== deal) [deal, since, touched] = [dealt, now(), false];
  };
  const down = (event) => {
    if (bar.isConnected) shown = true;
    else if (shown) return document.removeEventListener?.("pointerdown", down);
    if (!bar.contains?.(event.target)) touched = true;
    return undefined;
  };
  document.addEventListener?.("pointerdown", down);
  return { see, looked: (dealt) => { see(dealt); return touched || now() - since >= LOOKED_MS; } };
}

/**
 * Return a record of the reader's own moves in the game shown: `note(msg, step)` sees each message the page sends (an
 * "act" is a move of the reader's, sent at `step`), `follow(step, deal)` each table shown: a step back to or before
 * the first move (undo, New game) or another deal forgets it. `moved()`: the reader has moved in this game.
 */
export function ownMoves(storage = globalThis.localStorage) {
  const kept = movesKept(storage);
  let first = null;
  let free = null;       // the step of the reader's first move after Learn to play's lesson ended (its marks done)
  let dealt = null;
  let learning = null;   // "learn" sent: the next deal is the tutorial's (`tutorial()` while it is shown)
  const tutorial = () => Boolean(learning && learning.deal !== undefined && learning.deal === dealt);
  return {
    note(msg, step, lessonDone = false) {
      if (msg?.cmd === "act" && first === null) kept.put(dealt, (first = Number(step) || 0));
      if (msg?.cmd === "act" && lessonDone && free === null) free = Number(step) || 0;
      // a course asked from a course's game deals the same fixed seed, one deal code: that deal is the course's
      // (newcomer review 37, chaos_en 058: Lesson 2 after Learn to play marked the next New game's deal instead)
      if (msg?.cmd === "learn") learning = { from: dealt, deal: tutorial() ? dealt : undefined };
    },
    follow(step, deal) {
      // a page reopened mid-game finds the reader's first move of this deal where the page before kept it
      const was = first === null ? kept.get(deal ?? null) : null;
      if (was !== null) {
        if (step > was) first = was;
        else kept.put(deal ?? null, null);   // taken back before it
      }
      if (first !== null && (!(step > first) || (dealt !== null && deal !== dealt))) {
        if (!(step > first)) kept.put(deal ?? null, null);   // taken back: no move of the reader's left
        first = null;
      }
      if (free !== null && (!(step > free) || (dealt !== null && deal !== dealt))) free = null;
      if (learning && learning.deal === undefined && deal !== learning.from) learning.deal = deal ?? null;
      else if (learning && learning.deal !== undefined && deal !== learning.deal) learning = null;
      dealt = deal ?? null;
    },
    moved: () => first !== null,
    movedOnOwn: () => free !== null,
    tutorial,
  };
}

/** Return whether the table shows Learn to play's game: the reader asked for it, or the coach is teaching its steps. */
export function inTutorial(coach, asked) {
  return asked || Number.isInteger(coach?.n) || Boolean(coach?.wait) || Boolean(coach?.free);
}

/**
 * Return whether Learn to play's lesson is over (its last bubble, "on your own", came: no step `n` and no `wait` between
 * two; or its last step shows, which says the course is over): New game then deals at once (newcomer review 11,
 * finding 4: it asked "Leave the tutorial?" after it ended; review 19: on the last step, "The course is over", too).
 */
export function lessonOver(coach) {
  if (Number.isInteger(coach?.n)) return Number.isInteger(coach?.of) && coach.n >= coach.of;
  return !coach?.wait || Boolean(coach?.over);   // the bots play after the last step (review 23, chaos_en 7)
}

/**
 * Return `msg` as the record of the reader's moves sees it: "Bot plays my move" (bot_step while the reader's seat is to
 * act) is a move of the reader's in this game, made at their ask (newcomer review 17, finding 4: New game then dealt
 * anew without a question).
 */
function asOwnMove(msg, model) {
  const mine = msg?.cmd === "bot_step" && model.get("view")?.to_act === model.get("seat") && !model.get("watch");
  return mine ? { cmd: "act" } : msg;
}

/** Return `msg`, a new game (New game, Play again) dealt at the level chosen for the next game (see nextLevel). */
function nextGame(msg, model) {
  const next = nextLevel(model);
  if (msg?.cmd === "difficulty" || msg?.cmd === "restart") keepNextLevel(model, null);   // chosen once, used once
  return next && msg?.cmd === "restart" ? { cmd: "difficulty", value: next } : msg;
}

/** Let `moves` see every message `model` sends (the canvas sends the reader's moves through the same model). */
function watchSends(model, moves) {
  const send = model.send.bind(model);
  model.send = (msg, ...rest) => {
    // (a move the course's last step asks for is the lesson's, though that step counts as its end for New game:
    // noted as the reader's own, New game after the course asked "Lose this game?": newcomer review 20, CHAOS en 028)
    const coach = model.get("coach");
    msg = nextGame(msg, model);
    moves.note(asOwnMove(msg, model), model.get("step"),
               inTutorial(coach, moves.tutorial()) && lessonOver(coach) && !Number.isInteger(coach?.n));
    return send(msg, ...rest);
  };
}

// The step of the reader's first move in a deal, kept in the browser over a reload: a page reopened mid-game had no
// record of the reader's moves, and New game dealt anew unasked (newcomer review 18, finding 4)
const MOVED_KEY = "cthulhu-widgets:moved:";

/** Return the browser's record of the reader's first move per deal ({get(deal), put(deal, step | null)}); a page
 * whose storage is blocked, or a deal without a name, keeps none. */
function movesKept(storage) {
  const get = (deal) => {
    try {
      const v = deal == null ? null : storage?.getItem(MOVED_KEY + deal);
      return v == null || !/^\d+$/.test(v) ? null : Number(v);
    } catch {
      return null;
    }
  };
  const put = (deal, step) => {
    try {
      if (deal == null) return;
      if (step == null) storage?.removeItem(MOVED_KEY + deal);
      else storage?.setItem(MOVED_KEY + deal, String(step));
    } catch {
      // nothing to do: the record holds for this page only
    }
  };
  return { get, put };
}

/** Return the question's page words for a press on `target` ([question, yes, no]) and the question's {level}. */
function askWords(target, model, tutorial) {
  if (tutorial) return [["leave_tutorial", "leave_yes", "leave_no"], {}];
  // Learn to play says what it does: a new practice deal (review 28, four tables)
  if (LEARNS.includes(target.className)) return [["learn_deal", "learn_yes", "lose_no"], {}];
  if (target.dataset.cmd === "watch_go") return [["watch_ask", "watch_yes", "lose_no"], {}];
  if (target.dataset.cmd !== "difficulty_go") return [["lose_game", "lose_yes", "lose_no"], {}];
  // a level chosen on a game with moves or a finished one: now, or the next game (review 41, letter_en 1, chaos_ja 9)
  const level = say(modelWords(model), `difficulty_${target.dataset.value}`);
  const ask = model.get("view")?.result ? "difficulty_ask" : "difficulty_ask_lose";
  return [[ask, "difficulty_now", "difficulty_later"], { level }];
}

/**
 * Add the in-page confirmation (issue 23) to `bar`: a press on a control of LOSING while `atStake()` opens "Lose this
 * game? Yes / No" (in Learn to play's game "Leave the tutorial?": review 10, finding 4) under the bar (No focused: Enter or Escape keeps the game; Tab reaches Yes); Yes presses the
 * control again, and this time it acts. Returns the box ({box, question, yes, no}).
 */
function confirmLoss(bar, labels, atStake, model, moves) {
  const box = document.createElement("div");
  box.className = "cw-confirm";
  box.setAttribute("role", "alertdialog");
  box.hidden = true;
  const question = document.createElement("span");
  // its words follow the page language, a game's or, as it opens in Learn to play's game, a lesson's
  const said = [label(question, "textContent", "lose_game")];
  box.append(question);
  let pending = null;
  const close = (go) => {
    box.hidden = true;
    const target = pending;
    if (go && target) target.click();   // still `pending`: this press goes through
    else target?.focus?.();
    if (!go) target?.later?.();   // a level not dealt now is the next game's
    pending = null;
  };
  const yes = button(box, labels, ["lose_yes", null, null], () => close(true));
  const no = button(box, labels, ["lose_no", null, null], () => close(false));
  said.push(label(yes, "textContent", "lose_yes"), label(no, "textContent", "lose_no"));
  labels.push(...said);
  box.addEventListener("keydown", (event) => { if (event.key === "Escape") close(false); });
  document.addEventListener?.("pointerdown", (event) => {   // a press elsewhere (the table) keeps the game
    if (!box.hidden && !box.contains(event.target) && event.target !== pending) {
      box.hidden = true;
      pending?.later?.();
      pending = null;
    }
  });
  bar.addEventListener("click", (event) => {
    const target = event.target?.closest?.(LOSING);
    if (!target || target === pending || box.contains?.(target) || !atStake(target)) return;
    // not a game to lose: a lesson to leave; once its lesson is over there is nothing to leave, New game deals, unless
    // the reader has played on in it: then it is their game (newcomer review 16, finding 5: Mythos phone, 新しいゲーム
    // dealt anew after several moves of the reader's own, unasked)
    const over = inTutorial(model.get("coach"), moves.tutorial()) && lessonOver(model.get("coach"));
    // (Mythos's course ends "play on in this deal": its deal is the reader's game, New game asks: review 22, mythos 5)
    // (review 40, chaos_en 12: after the lesson New game threw its game, the reader's moves in it, away unasked; one
    // rule since: a game with the reader's moves in it asks, review 39 letter_zh 8)
    if (over && !moves.moved() && (model.get("game") || model.get("view")?.game) !== "mythos") return;
    const tutorial = !over && inTutorial(model.get("coach"), moves.tutorial());
    const [keys, vars] = askWords(target, model, tutorial);
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    pending = target;
    keys.forEach((key, i) => { said[i].key = key; });
    said[0].vars = vars;
    relabel(said, modelWords(model));
    box.hidden = false;
    question.id ||= `cw-confirm-${Math.random().toString(36).slice(2)}`;
    box.setAttribute("aria-labelledby", question.id);
    no.focus?.();
  }, true);
  bar.appendChild(box);
  return { box, question, yes, no };
}

/**
 * Build the bar in `bar`, in English until `update()` puts it in the page language (ui/words.js).
 * `hooks.onAutoplay(checked)`: the designer's autoplay box changed; `hooks.fastForward()`: "▶▶ to my turn" was
 * pressed (the page sends the command when its own step is answered; default: at once).
 * @returns {{update: function(ui)}} update() follows the traits (and ui.autoplay)
 */
export function buildToolbar(bar, model, hooks = {}) {
  const send = (msg) => model.send(msg);
  const labels = [];
  const b = {
    bar,
    labels,
    undo: button(bar, labels, ["undo", null, null], () => send({ cmd: "undo" })),  // its title: the policy's
    redo: button(bar, labels, ["redo", "redo", "redo_title"], () => send({ cmd: "redo" })),
  };
  Object.assign(b, seatMenus(bar, labels, send, model));
  b.restart = button(bar, labels, ["restart", "new_game", "new_game_title"], () => send({ cmd: "restart" }));
  b.more = moreFold(bar, labels);
  // "Play this seed" done, the panel folds: left open it lay over the new deal (newcomer review 16, finding 4)
  b.deal = dealControls(b.more.box, labels, (msg) => {
    b.more.setOpen(false);
    b.more.toggle.focus?.({ preventScroll: true });   // the button pressed is folded away: the focus stays in the bar
    send(msg);
  });
  // a language chosen leaves the "⋯" panel open, a row in the flow since review 16 (review 7 folded it when it lay over
  // the board): folding it lost the way back and moved the table up (newcomer review 23, Letter zh-TW finding 6)
  b.lang = languageMenu((value) => {
    rememberLanguage(keptLanguage(value, gameOf(model)));
    send({ cmd: "lang", value });
  });
  b.lang.setAttribute("aria-label", "language");
  labels.push(label(b.lang, "title", "language"));
  // in the bar before "⋯", on a phone too: under ⋯ beside the seed a newcomer never found it (review 38, chaos_ja 7,
  // mythos_ja 1, letter_zh 11); ⋯ keeps the seed and the rest
  bar.insertBefore(b.lang, b.more.toggle);
  b.more.box.append(b.deal.note);
  // in the fold of the rarely used controls: inline on a desk, under "⋯" on a phone, where the menu and its note
  // took the bar from two rows to six (tests/test_page_bar_round3.py); after the seed,
  // which Tab reaches first when ⋯ opens
  // a phone's story is under the table, past its hand and notes: a way to it from ⋯ (newcomer review 28, letter_zh 8,
  // 096: found only at the game's end); a desk's is beside the table, the button hidden there (ui/page.js)
  b.storyJump = button(b.more.box, labels, ["story_jump", "story_jump", null], () => {
    b.more.setOpen(false);
    bar.closest?.(".cw-root")?.querySelector?.(".cw-story")?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  });
  b.difficulty = difficultyMenu(b.more.box, labels, model, send);
  b.fastForward = button(bar, labels, ["fast_forward", null, "fast_forward_title"],
                         () => (hooks.fastForward ? hooks.fastForward() : send({ cmd: "fast_forward" })));
  b.narrow = () => narrowPage(bar.closest?.(".cw-root"));
  b.hint = button(bar, labels, ["hint", "hint", "hint_title"], () => send({ cmd: "hint" }));
  b.hint.hidden = true;
  Object.assign(b, designerControls(bar, labels, model, hooks));
  b.moves = ownMoves();
  b.look = dealLooks(bar);
  watchSends(model, b.moves);
  b.confirm = confirmLoss(bar, labels, (target) => {
    b.moves.follow(model.get("step"), model.get("deal"));
    const traits = barTraits(model);
    // Learn to play and the Difficulty deal anew: a game under way (past its deal, the bots' turns too) asks first,
    // the reader's own move or not (review 26, mythos_ja 10, letter_zh 8: a dealt hand replaced without a word)
    const anew = LEARNS.includes(target?.className) || ["difficulty_go", "watch_go"].includes(target?.dataset?.cmd);
    // a finished game's level asks too: now, or from the next game (review 41, chaos_ja 9, 169→171: dealt unasked)
    if (target?.dataset?.cmd === "difficulty_go" && traits.view?.result && traits.mode !== "design") return true;
    // (New game too, once the reader has looked at the table: review 29, chaos_ja 8, 048→049, it threw a game the
    // reader was reading away at once; a page just opened still deals at once, issue 23 round 6)
    const deals = LEARNS.includes(target?.className) || target?.dataset?.cmd === "restart";
    // Learn to play asks on a dealt hand too, step 0 (review 28, letter_zh 4, mythos_en 6: re-dealt without a word)
    const fresh = deals && !traits.view?.result && traits.mode !== "design" && b.look.looked(model.get("deal"));
    // ... on a game with moves made only: at its deal (step 0) nothing is lost and nothing asks (review 39, letter_zh 8:
    // 學習遊玩 asked on an untouched turn 1 while the level's change dealt unasked; gameAtStake needs a step)
    return gameAtStake(traits, b.moves.moved() || (anew && !b.moves.tutorial()) || (fresh && !b.moves.tutorial()));
  }, model, b.moves);
  relabel(labels, null);
  fastForwardLabel(b, null);
  undoLabel(b, null);
  b.undo.title = say(null, "undo_title");
  b.reveal.textContent = say(null, "reveal");
  const restore = languageRestorer(model, send);
  const barOpen = () => b.more.box.dataset.open === "1";   // the "⋯" panel open: the page's bots wait (autoplay.js)
  return { update: (ui) => {
    ui.barOpen = barOpen;
    forgetTipOnLanguage(ui, model.get("lang"));
    updateToolbar(b, model, ui);
    restore();
  } };
}

/** Drop the tooltip shown (`ui.tip`) when the page's language is no longer `lang`'s: its words were the old language's,
 * left over the new table (review 32, letter_en 4, 146). */
export function forgetTipOnLanguage(ui, lang) {
  if (ui.tipLang !== undefined && ui.tipLang !== lang) ui.tip = null;
  ui.tipLang = lang;
}

/** Return the traits the bar reads, with the catalog's seats. */
function barTraits(model) {
  const keys = ["view", "seat", "mode", "can_reveal", "step", "history_len", "undo_policy", "watch", "curtain",
                "hotseat", "hints", "undo_block", "undo_at_end", "undo_said"];
  const traits = Object.fromEntries(keys.map((k) => [k, model.get(k)]));
  const { seats, seat_names: names } = model.get("catalog_data") ?? {};
  // a seat's name in the table's language where the catalog gives one (Mythos: "Player 1"), else its id
  traits.replaying = Number.isInteger(model.get("replay")?.step);
  return { ...traits, seats: Array.isArray(seats) ? seats : [], seatNames: names?.[model.get("lang")] ?? names?.en ?? {} };
}

/** Set the bar from the traits: what is shown and enabled, its words, the reveal label, language, seed hint, seats. */
function updateToolbar(b, model, ui) {
  const traits = barTraits(model);
  b.moves.follow(traits.step, model.get("deal"));
  b.look.see(model.get("deal"));
  const s = barState(traits);
  const words = modelWords(model);
  relabel(b.labels, words);
  fastForwardLabel(b, words);
  undoLabel(b, words);
  b.undo.disabled = s.undoDisabled;
  // a game that names what Undo takes back says it (Mythos: "Undo: your adventure … completed (+5 points)", review 36)
  b.undo.title = traits.undo_block && !traits.replaying ? traits.undo_block
    : !traits.replaying && traits.undo_said?.undo ? traits.undo_said.undo
    : say(words, traits.replaying ? "undo_replay" : UNDO_TITLES[traits.undo_policy] ?? "undo_title");
  b.redo.hidden = !s.redoShown;
  b.redo.disabled = s.redoDisabled;
  // ▶▶ and the hint keep their places when they are not offered now (issue 23: the bar changed rows and a tap hit
  // "Learn to play"; newcomer review 11, finding 2: Letter's ▶▶ came and went on each bot turn and slid "Learn to
  // play" and "Rules and help" ~115 px sideways); the hint keeps its place at a table that offers hints at all
  // ▶▶ stays drawn, greyed on the reader's own turn: its hidden slot still read as a button coming and going, and the
  // reader took "Learn to play" beside it for moving (review 26, letter_en 9, chaos_en 4, letter_zh 3)
  b.fastForward.disabled = !s.fastForward;
  b.fastForward.style.visibility = "";
  b.hint.hidden = !traits.hints || traits.mode === "design";
  keepPlace(b.hint, s.hint);
  for (const control of [b.step, b.botMove, b.reveal, b.autoBox]) control.hidden = !s.designer;
  b.step.disabled = s.stepDisabled;
  b.botMove.disabled = s.botMoveDisabled;
  b.reveal.hidden = !s.designer || !traits.can_reveal;
  b.reveal.textContent = say(words, traits.mode === "design" ? "hide" : "reveal");
  offerLanguages(b.lang, model.get("catalog_data")?.langs, model.get("lang"), gameOf(model));
  b.auto.checked = ui.autoplay;
  // the course game over, its seed is no secret: the result says it is in the Seed box (review 39, letter_en 11)
  const course = !traits.view?.result && (b.moves.tutorial() || inTutorial(model.get("coach"), false));
  updateDeal(b.deal, model, words, course);
  updateDifficulty(b.difficulty, model, words);
  const game = gameOf(model);
  markLessons([...b.bar.childNodes, ...b.more.box.childNodes], lessonsDone(game, lessonEnded(model.get("coach"), game)));
  placeDifficulty(b);
  placeSeat(b);
  offerOnly(b.watch, s.watchMenu);
  offerOnly(b.difficulty, !b.difficulty.box.hidden);
  b.watch.select.value = traits.watch ? "bot" : "you";
  // a phone hides the menu's name: its "You" says what it chooses, "You play" (review 26, letter_zh 7)
  b.watch.you.textContent = say(words, b.narrow() ? "you_player" : "you_play");
  const { name, select } = b.seat;
  offerOnly(b.seat, s.seatMenu);
  if (!s.seatMenu) return;
  name.textContent = `${say(words, b.narrow() ? "seat_phone" : "seat")} `;   // under ⋯: "Your seat" says what it is
  const labels = traits.seats.map((v) => traits.seatNames?.[v] ?? v);
  if ([...select.options].map((o) => `${o.value}=${o.textContent}`).join() !== traits.seats.map((v, i) => `${v}=${labels[i]}`).join()) {
    select.replaceChildren(...traits.seats.map((v, i) => Object.assign(document.createElement("option"),
                                                                        { value: v, textContent: labels[i] })));
  }
  select.value = traits.seat;
}

/**
 * Add Letter's Difficulty menu (newcomer review 19: every game lost, "a difficulty choice" asked for) and its note,
 * "Standard: the bot wins about 1 game in 4". A choice presses a hidden "go" control, so a game at stake asks first
 * (LOSING), as New game does; the page sends only the preset's name, the kernel deals with its rules. The menu shows
 * the kernel's difficulty until it answers.
 */
function difficultyMenu(bar, labels, model, send) {
  const go = button(bar, labels, ["difficulty_go", null, null], () => send({ cmd: "difficulty", value: go.dataset.value }));
  go.hidden = true;
  const options = levels(model).map((name) => [name, say(null, `difficulty_${name}`)]);
  const menuBox = labelledMenu(bar, menu("difficulty", options, (value) => {
    menuBox.select.value = nextLevel(model) ?? model.get("difficulty") ?? "";
    if (value === model.get("difficulty")) return later(null);   // back to the game's own: nothing to deal
    go.dataset.value = value;
    return go.click();
  }));
  // "From the next game" (the bar's question, confirmLoss): the menu shows it, New game and Play again deal it
  const later = (value) => {
    keepNextLevel(model, value);
    menuBox.select.value = nextLevel(model) ?? model.get("difficulty") ?? "";
    updateDifficulty(d, model, modelWords(model));
  };
  go.later = () => later(go.dataset.value);
  menuBox.name.style.whiteSpace = "nowrap";   // its long note squeezed "難度" onto two lines (review 21, zh-TW 047)
  labels.push(label(menuBox.name, "textContent", "difficulty"), label(menuBox.select, "title", "difficulty_title"),
              label(menuBox.select, "aria-label", "difficulty"));
  for (const option of menuBox.select.options) labels.push(label(option, "textContent", `difficulty_${option.value}`));
  const note = document.createElement("span");
  note.className = "cw-difficulty-note";
  menuBox.box.appendChild(note);
  const d = { ...menuBox, go, note, wide: false };   // under "⋯" until placeDifficulty puts it by New game
  return d;
}

/** Show the Difficulty menu at a table that has one (Letter, not in design mode: its rules are the designer's). */
function updateDifficulty(d, model, words) {
  const name = model.get("difficulty");
  d.box.hidden = typeof name !== "string" || model.get("mode") === "design";
  if (d.box.hidden) return;
  const next = nextLevel(model);
  d.select.value = next ?? name;
  d.note.textContent = levels(model).includes(name) ? say(words, `difficulty_note_${name}`) : "";
  if (next) d.note.textContent = say(words, "difficulty_next", { level: say(words, `difficulty_${next}`) });
  // a desk hides the note and the menu's name (ui/page.js): its tip says both, the win rate and what a choice does
  d.select.title = [d.note.textContent, say(words, "difficulty_title")].filter(Boolean).join(" · ");
}

/**
 * Put Letter's level menu beside New game on a desk (newcomer review 22, Letter en finding 6, 055: the level could be
 * chosen only in the game-over box, and "Level: Easy" could not be clicked); on a phone it stays last under "⋯", which
 * follows New game, where Tab reaches the Seed box first (tests/test_page_bar_round3.py). A move, not a copy.
 */
function placeDifficulty(b) {
  const wide = !b.narrow();
  if (b.difficulty.wide === wide) return;
  b.difficulty.wide = wide;
  if (wide) b.bar.insertBefore(b.difficulty.box, b.lang);   // the language and the toggle come right after New game
  else b.more.box.appendChild(b.difficulty.box);
}

/**
 * Put the seat and who-plays menus in the bar on a desk, first under "⋯" on a phone: in the bar "席 プレイヤー 1" (or
 * "プレイヤー：あなた") took a third row and was never explained to a newcomer playing a bot (review 27, mythos_ja 10);
 * under ⋯ the seat is "Your seat". A move, not a copy.
 */
function placeSeat(b) {
  const wide = !b.narrow();
  if (b.seat.wide === wide) return;
  b.seat.wide = wide;
  const home = wide ? b.bar : b.more.box;
  const before = wide ? b.restart : b.difficulty.box;   // under ⋯ after the Seed box Tab reaches first, before the level
  home.insertBefore(b.seat.box, before);
  home.insertBefore(b.watch.box, before);
}

/**
 * Keep a labelled menu's words and select in the page only while the table offers it (`offered`): hidden, they stood
 * in the page, and a reader's tool found 難易度 and 操作する人 nowhere on screen, ⋯ included (review 38, mythos_ja 13).
 */
function offerOnly(m, offered) {
  m.kids ??= [...m.box.childNodes];
  m.box.hidden = !offered;
  if (offered === m.box.childNodes.length > 0) return;
  m.box.replaceChildren(...(offered ? m.kids : []));
}

/** Show `control` where it acts; where it does not, leave it hidden in its place (disabled, out of the a11y tree). */
function keepPlace(control, offered) {
  control.style.visibility = offered ? "" : "hidden";
  control.disabled = !offered;
  control.setAttribute("aria-hidden", String(!offered));
}

/**
 * Tell whether the bar's page is narrow (a phone): the root's data-wide, or, before the table's first draw has set it
 * (the bar is updated first), the root's width as tableWidth (ui/page.js) will read it. Letter's first screen keeps
 * ▶▶'s slot hidden on the player's turn (review 11, finding 2): named in full there it took a phone's bar to three
 * rows (issue 23 round 3: two).
 */
function narrowPage(root) {
  const wide = root?.dataset?.wide;
  if (wide === "0" || wide === "1") return wide === "0";
  const width = root?.clientWidth || globalThis.innerWidth;   // the page may not be in the document yet
  return Boolean(width) && width < WIDE_PAGE;
}

/**
 * Name ▶▶: "▶▶ to my turn" on a wide page; on a narrow one (a phone) "▶▶ skip" (a short word), its whole words in
 * its aria-label and title, as "to my turn" wrapped the phone's header to a second line (issue 23 round J).
 */
function fastForwardLabel(b, words) {
  const full = say(words, "fast_forward");
  // a phone's ▶▶ says a short word too: "▶▶" alone read as no label (newcomer review 15, page finding 4)
  const text = b.narrow() ? say(words, "fast_forward_short") : full;
  if (b.fastForward.textContent !== text) b.fastForward.textContent = text;
  b.fastForward.setAttribute("aria-label", full.replace(/^▶▶\s*/, ""));
}

/**
 * Name Undo: its whole word on a wide page, a phone's short one on a narrow page ("↶ 戻す": in 日本語 the phone's bar
 * took three rows, review 38 mythos_ja 7, chaos_ja 9), its whole word in its aria-label.
 */
function undoLabel(b, words) {
  const text = say(words, b.narrow() ? "undo_short" : "undo");
  if (b.undo.textContent !== text) b.undo.textContent = text;
  b.undo.setAttribute("aria-label", say(words, "undo").replace(/^↶\s*/, ""));
}

/**
 * Keep the Seed box: a new deal empties it, and once the kernel shows the seed (chosen, or the game is over) the box
 * holds it, so Play this seed replays that deal; its hint and title say what a seed is. In the course's game
 * (`course`) it says "Course deal", not its seed: "1" there read against the rules' secret seed (newcomer review 34,
 * mythos_en 8, chaos_ja 7).
 */
function updateDeal(deal, model, words, course = false) {
  const code = model.get("deal") ?? "";
  const seed = course ? null : model.get("seed");
  const known = seed === null || seed === undefined ? "" : String(seed);
  if (deal.deal !== code || deal.known !== known) {
    deal.seed.value = known;
    deal.play.disabled = known === "";
  }
  deal.deal = code;
  deal.known = known;
  deal.seed.placeholder = say(words, course ? "seed_course" : "seed_box");
  const note = seedNote(seed, code, words);
  deal.seed.title = note;
  if (deal.note.textContent !== note) deal.note.textContent = note;
}
