// The game's end, told by the table (issue 23): over the canvas, the banner's decisive moment (what decided the
// game), its score breakdown (the kernel's `banner.rows`) and two buttons, "Play again" (a new deal) and "Watch the
// replay" (the seat's own past views, step after step at a readable pace: the kernel's `replay` trait, asked for with
// the `replay` command; any other command ends it). The words are the page's, in the page language (ENDING_WORDS);
// the sentences are the kernel's, in the table's.
import { gameOf, pageLang } from "./words.js";

export const REPLAY_PACE_MS = 900;   // one step of the replay every so often: a pace a person can follow

export const ENDING_WORDS = {
  en: { play_again: "Play again", play_again_title: "a new game with a new deal", watch_replay: "Watch the replay",
        watch_replay_title: "the game again from the start, as you saw it", pause: "Pause", resume: "Resume",
        back: "Back to the end", replay_step: "Replay: step {n} of {of}", hide: "Hide", show_end: "Show the result",
        learn: "Learn to play", learn_title: "a guided first game: the table shows what to click and why",
        got_it: "Got it", coach_free_title: "Finished: on your own", coach_tip: "Tip" },
  ja: { play_again: "もう一度遊ぶ", play_again_title: "新しい配札で新しいゲーム", watch_replay: "リプレイを見る",
        watch_replay_title: "最初から、あなたが見たとおりにもう一度", pause: "一時停止", resume: "再開",
        back: "結果に戻る", replay_step: "リプレイ：ステップ {n} / {of}", hide: "隠す", show_end: "結果を表示",
        learn: "遊び方を学ぶ", learn_title: "案内つきの最初のゲーム：何をクリックするか、なぜかを卓が示す",
        got_it: "わかった", coach_free_title: "完了：ここからは自分で", coach_tip: "ヒント" },
  "zh-TW": { play_again: "再玩一局", play_again_title: "以新的發牌開始新遊戲", watch_replay: "觀看重播",
             watch_replay_title: "從頭再看一次，如你當時所見", pause: "暫停", resume: "繼續", back: "回到結果",
             replay_step: "重播：第 {n} 步，共 {of} 步", hide: "隱藏", show_end: "顯示結果",
             learn: "學習遊玩", learn_title: "有引導的第一局：牌桌會指出要點擊什麼以及原因", got_it: "知道了",
             coach_free_title: "完成：接下來由你自己來", coach_tip: "提示" },
  "zh-CN": { play_again: "再玩一局", play_again_title: "以新的发牌开始新游戏", watch_replay: "观看回放",
             watch_replay_title: "从头再看一次，如你当时所见", pause: "暂停", resume: "继续", back: "回到结果",
             replay_step: "回放：第 {n} 步，共 {of} 步", hide: "隐藏", show_end: "显示结果",
             learn: "学习玩法", learn_title: "有引导的第一局：牌桌会指出要点击什么以及原因", got_it: "知道了",
             coach_free_title: "完成：接下来由你自己来", coach_tip: "提示" },
};

/** Return the ending and coach words of the page language for `lang` at a table of `game`. */
export function endingWords(lang, game) {
  return ENDING_WORDS[pageLang(lang, game)] ?? ENDING_WORDS.en;
}

/** Return a word with its {name} placeholders filled from `vars`. */
export function fill(text, vars = {}) {
  return Object.entries(vars).reduce((t, [k, v]) => t.replace(`{${k}}`, v), text);
}

/**
 * Return what the ending panel shows ({mode: "none" | "end" | "replay", ...}) for the synced `banner` and `replay`
 * traits: at the end the title, sentence, decisive moment, breakdown rows and the two buttons; in a replay the step
 * and its controls; at a room's shared table (`table` false) no button deals or replays. Pure: the DOM is built from
 * it (`buildEnding`).
 */
export function endingPanel(banner, replay, words, hidden = false, table = true) {
  if (replay && Number.isInteger(replay.step)) {
    return { mode: "replay", step: fill(words.replay_step, { n: replay.step, of: replay.of }), log: replay.log ?? [],
             done: replay.step >= replay.of,
             buttons: [{ key: "back", text: words.back, cmd: { cmd: "replay", index: null } }] };
  }
  if (!banner || !banner.title) return { mode: "none" };
  if (hidden) return { mode: "hidden", buttons: [{ key: "show", text: words.show_end }] };
  const hide = { key: "hide", text: words.hide };
  return { mode: "end", title: banner.title, text: banner.text ?? "", moment: banner.moment ?? "",
           rows: Array.isArray(banner.rows) ? banner.rows : [], win: Boolean(banner.win),
           buttons: !table ? [hide] : [{ key: "again", text: words.play_again, title: words.play_again_title, cmd: { cmd: "restart" } },
                     { key: "replay", text: words.watch_replay, title: words.watch_replay_title,
                       cmd: { cmd: "replay", index: 0 } },
                     hide] };
}

/** Return the command that shows the replay's next step, or null at its last step (or with no replay). */
export function nextReplay(replay) {
  if (!replay || !Number.isInteger(replay.step) || replay.step >= replay.of) return null;
  return { cmd: "replay", index: replay.step + 1 };
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Return the breakdown table of `rows` (a first row whose first cell is "" is a heading row). */
function rowsTable(rows) {
  const table = el("table", "cw-end-rows");
  rows.forEach((row, i) => {
    const tr = el("tr");
    row.forEach((cell, j) => tr.append(el(i === 0 && row[0] === "" ? "th" : j === 0 ? "th" : "td", "", String(cell))));
    table.append(tr);
  });
  return table;
}

/**
 * Put the ending box over the canvas's top (the result, the replay), or, hidden, its "Show the result" pill in the
 * page's top row beside the bar, in the flow (over the canvas it covered the table's 'Day' and Letter's Cthulhu:
 * newcomer round 6c item 3).
 */
// The tables that keep room for a replay's box at the canvas's top (letter/layout.js replayRoom): there it lies over
// that room, covering nothing; elsewhere it goes in the flow above the table.
const REPLAY_ROOM = new Set(["letter"]);

function placeEnding(box, page, hidden, replay = false) {
  const home = hidden && page.top ? page.top : page.root;
  // a replay's box lies in the flow above the table, across the page: over the canvas's top it hid the status line
  // and the board's first rows (newcomer review 10, finding 1, r10cp KEY_replay_covers_board, r10cd 75_replay)
  const spot = replay ? "replay" : home;
  if (box.home !== spot) {
    if (replay) page.root.insertBefore(box, page.canvas);
    else home.append(box);   // append moves it
  }
  box.home = spot;
  box.style.gridColumn = replay ? "1 / -1" : "";
  const flow = spot !== page.root;
  box.dataset.flow = flow ? "1" : "0";
  Object.assign(box.style, replay ? { position: "static", transform: "none", top: "", left: "", boxShadow: "none",
                                      padding: "", border: "", background: "", margin: "0 0 6px" }
    : flow ? { position: "static", transform: "none", top: "", left: "", boxShadow: "none",
               padding: "0", border: "0", background: "none", margin: "" }
      : { position: "", transform: "", top: `${(page.canvas.offsetTop || 0) + 8}px`, left: "", boxShadow: "",
          padding: "", border: "", background: "", margin: "" });
  // a replay's box has one width: its buttons keep their places as its lines change (round 6c)
  box.style.width = box.dataset.mode === "replay" ? "min(560px, calc(100% - 24px))" : "";
}

/** Return the texts of an ending `panel` (see endingPanel) above (or, in a replay, after) its buttons. */
function panelTexts(panel) {
  const parts = [];
  if (panel.mode === "end") {
    parts.push(el("div", "cw-end-title", panel.title), el("div", "cw-end-text", panel.text));
    if (panel.moment) parts.push(el("div", "cw-end-moment", panel.moment));
    if (panel.rows.length) parts.push(rowsTable(panel.rows));
  } else if (panel.mode === "replay") {
    // one line (newcomer review 11, finding 3: its ~150 px box pushed Letter's hand below an 800 px window): the
    // step, then the step's newest story line cut to the line's room (whole in its title; the story panel tells all)
    parts.push(el("div", "cw-end-step", panel.step));
    // (always there, empty at a step without lines: a phone's box keeps its two rows, the table stays put: review 12)
    const newest = panel.log.at(-1);
    const line = el("div", "cw-end-log", newest === undefined ? "" : String(newest?.text ?? newest));
    line.title = panel.log.map((l) => String(l?.text ?? l)).join("\n");
    parts.push(line);
  }
  return parts;
}

/**
 * Build the ending panel in `page.root` (over the canvas) and return `update(model)`, run after each message: it
 * draws `endingPanel` and paces a running replay (one step every REPLAY_PACE_MS until its last, then waits there).
 */
export function buildEnding(page, send, onToggle = () => {}) {
  const box = el("div", "cw-ending");
  box.hidden = true;
  box.setAttribute("role", "dialog");
  page.root.append(box);
  box.home = page.root;
  const state = { hidden: false, paused: false, timer: null, shown: "" };
  const update = (model) => {
    clearTimeout(state.timer);
    const words = endingWords(model.get("lang"), gameOf(model));
    const banner = model.get("banner") ?? {};
    if (!banner.title) state.hidden = false;
    // a room's shared table (no `replay` trait) deals and replays by its own means: only the result is shown there
    const panel = endingPanel(banner, model.get("replay"), words, state.hidden, model.get("replay") !== undefined);
    box.hidden = panel.mode === "none";
    box.dataset.mode = panel.mode;
    box.className = `cw-ending${panel.win ? " win" : ""}`;
    placeEnding(box, page, panel.mode === "hidden", panel.mode === "replay" && !REPLAY_ROOM.has(gameOf(model)));
    const parts = panelTexts(panel);
    const bar = el("div", "cw-end-buttons");
    for (const b of panel.buttons ?? []) {
      const button = el("button", `cw-end-${b.key}`, b.text);
      if (b.title) button.title = b.title;
      button.dataset.key = b.key;
      button.addEventListener("click", () => {
        if (b.key === "hide" || b.key === "show") {
          state.hidden = b.key === "hide";
          update(model);
          onToggle();                      // the table draws its own result strip again while the panel is hidden
        } else {
          state.paused = false;
          send(b.cmd);
        }
      });
      bar.append(button);
    }
    if (panel.mode === "replay") {
      const pause = el("button", "cw-end-pause", state.paused ? words.resume : words.pause);
      pause.dataset.key = "pause";
      pause.addEventListener("click", () => {
        state.paused = !state.paused;
        update(model);
      });
      // at its last step there is nothing to pause (review 11, finding 3): Pause goes, its place kept, so "Back to the
      // end" never moves
      pause.disabled = panel.done;
      pause.style.visibility = panel.done ? "hidden" : "";
      pause.setAttribute("aria-hidden", String(panel.done));
      bar.replaceChildren(pause, ...[...bar.childNodes]);
    }
    if (box.dataset.flow === "1" || panel.mode === "replay") bar.style.marginTop = "0";
    // in a replay the buttons come first, in a box of one width: they kept moving as its lines changed (round 6c)
    if (panel.mode === "replay") {
      bar.style.margin = "0";
      parts.unshift(bar);
    }
    else parts.push(bar);
    box.replaceChildren(...parts);
    const next = panel.mode === "replay" && !state.paused ? nextReplay(model.get("replay")) : null;
    if (next) state.timer = setTimeout(() => send(next), REPLAY_PACE_MS);
  };
  update.stop = () => clearTimeout(state.timer);
  /**
   * Return whether the result panel is open or hidden to its "Show the result" pill: the table then leaves out its
   * own result strip (open: no double banner; hidden: the reader asked to see the table, and the strip lay across the
   * board and the hand, newcomer round 6c item 3).
   */
  update.showing = () => !box.hidden && (box.dataset.mode === "end" || box.dataset.mode === "hidden");
  return update;
}
