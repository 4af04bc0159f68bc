// The game's end, told by the table (issue 23): over the canvas, the banner's decisive moment (what decided the
// game), its score breakdown (the kernel's `banner.rows`) and two buttons, "Play again" (a new deal) and "Watch the
// replay" (the seat's own past views, step after step at a readable pace: the kernel's `replay` trait, asked for with
// the `replay` command; any other command ends it). The words are the page's, in the page language (ENDING_WORDS);
// the sentences are the kernel's, in the table's.
import { textWidth } from "../scene/text.js";
import { headBoxes } from "./toast.js";
import { gameOf, modelWords, ownWording, pageLang, say } from "./words.js";

// one step of the replay every so often: a pace a person can follow (900 ms ran a Letter game's 17 steps past before
// its captions were read: newcomer review 13, Letter finding 5); ◀ ▶ step it by hand
export const REPLAY_PACE_MS = 1500;
// and a little longer for each more line the step tells (a Letter step is a whole turn: draw, check, play, its
// effects; four lines in 1.5 s were not read: newcomer review 16, finding 3), up to REPLAY_MOST_MS
export const REPLAY_LINE_MS = 900;
export const REPLAY_MOST_MS = 5000;

/** Return how long the replay shows its step `replay` before the next: by the lines it tells (`said`); step 0 (the
 * deal) only the base pace, so autoplay shows its first move promptly (newcomer review 19, finding 1: 3 s at 0/133). */
export function replayPace(replay) {
  if (replay?.step === 0) return REPLAY_PACE_MS;
  const more = Math.max(0, (Array.isArray(replay?.said) ? replay.said.length : 1) - 1);
  return Math.min(REPLAY_MOST_MS, REPLAY_PACE_MS + REPLAY_LINE_MS * more);
}

export const ENDING_WORDS = {
  en: { play_again: "Play again", play_again_title: "a new game with a new deal", watch_replay: "Watch the replay",
        watch_replay_title: "the game again from the start, as you saw it", pause: "Pause", resume: "Resume",
        back: "Back to the end", replay_step: "Replay: step {n} of {of}", hide: "Hide", show_end: "Show the result",
        learn: "Learn to play", learn_title: "a guided first game: the table shows what to click and why",
        learn_two: "Lesson 2", learn_two_title: "Learn to play, lesson 2: Checkups, reactions and ghosts (CHAOS)",
        got_it: "Got it", coach_free_title: "Finished: on your own", coach_tip: "Tip", coach_here: "Choose this", coach_more: "More…",
        step_back: "Previous step", step_next: "Next step", replay_again: "Watch the replay again from the start",
        play_again_at: "Play again:", play_again_easy: "Play again on Easy",
        course_tag: "Course {n}/{of} ↺", course_tag_one: "Course {n} ↺",
        course_tag_title: "Learn to play: step {n} of {of}; the next step shows at your next turn; click to see it again",
        course_tag_done: "The course is done: Learn to play starts it again",
        // a loss on Standard or Hard (the win rate: words.js difficulty_note_easy; newcomer review 20, Letter en
        // finding 5, zh-TW finding 1: "nothing points me to Easy after a loss")
        try_easy: "Lost? Try Easy: a computer playing your seat wins about 2 games in 3 there",
        try_easy_chaos: "Lost? Try Easy: a computer playing your seat wins about 9 games in 10 there" },
  ja: { play_again: "もう一度遊ぶ", play_again_title: "新しい配札で新しいゲーム", watch_replay: "リプレイを見る",
        watch_replay_title: "最初から、あなたが見たとおりにもう一度", pause: "一時停止", resume: "再開",
        back: "結果に戻る", replay_step: "リプレイ：ステップ {n} / {of}", hide: "隠す", show_end: "結果を表示",
        learn: "遊び方を学ぶ", learn_title: "案内つきの最初のゲーム：何をクリックするか、なぜかを卓が示す",
        learn_two: "レッスン 2", learn_two_title: "遊び方を学ぶ、レッスン 2：検診、対抗、幽霊（CHAOS）",
        got_it: "わかった", coach_free_title: "完了：ここからは自分で", coach_tip: "ヒント", coach_here: "これを選ぶ", coach_more: "続きを読む…",
        step_back: "前のステップ", step_next: "次のステップ", replay_again: "リプレイを最初からもう一度見る",
        play_again_at: "もう一度遊ぶ：", play_again_easy: "「やさしい」でもう一度",
        course_tag: "レッスン {n}/{of} ↺", course_tag_one: "レッスン {n} ↺",
        course_tag_title: "遊び方を学ぶ：{of} ステップ中 {n}；次のステップはあなたの次の番に出る；押すともう一度見られる",
        course_tag_done: "レッスン修了：「遊び方を学ぶ」でもう一度始められる",
        try_easy: "「やさしい」も試そう：コンピューターがあなたの席で遊ぶと約3回に2回勝つ",
        try_easy_chaos: "「やさしい」も試そう：コンピューターがあなたの席で遊ぶと約10回に9回勝つ" },
  "zh-TW": { play_again: "再玩一局", play_again_title: "以新的發牌開始新遊戲", watch_replay: "觀看重播",
             watch_replay_title: "從頭再看一次，如你當時所見", pause: "暫停", resume: "繼續", back: "回到結果",
             replay_step: "重播：第 {n} 步，共 {of} 步", hide: "隱藏", show_end: "顯示結果",
             learn: "學習遊玩", learn_title: "有引導的第一局：牌桌會指出要點擊什麼以及原因",
             learn_two: "第二課", learn_two_title: "學習遊玩，第二課：體檢、反制和鬼魂（CHAOS）", got_it: "知道了",
             coach_free_title: "完成：接下來由你自己來", coach_tip: "提示", coach_here: "選這個", coach_more: "更多…", step_back: "上一步",
             step_next: "下一步", replay_again: "從頭再看一次重播", play_again_at: "再玩一局：",
             play_again_easy: "以「簡單」再玩一局",
             course_tag: "教學 {n}/{of} ↺", course_tag_one: "教學 {n} ↺",
             course_tag_title: "學習遊玩：第 {n} 步，共 {of} 步；下一步在你的下一回合出現；點擊可再看一次",
             course_tag_done: "教學已完成：按「學習遊玩」可重新開始",
             try_easy: "輸了？試試「簡單」：電腦代打時約每3局贏2局",
             try_easy_chaos: "輸了？試試「簡單」：電腦代打時約每10局贏9局" },
  "zh-CN": { play_again: "再玩一局", play_again_title: "以新的发牌开始新游戏", watch_replay: "观看回放",
             watch_replay_title: "从头再看一次，如你当时所见", pause: "暂停", resume: "继续", back: "回到结果",
             replay_step: "回放：第 {n} 步，共 {of} 步", hide: "隐藏", show_end: "显示结果",
             learn: "学习玩法", learn_title: "有引导的第一局：牌桌会指出要点击什么以及原因",
             learn_two: "第二课", learn_two_title: "学习玩法，第二课：体检、反制和鬼魂（CHAOS）", got_it: "知道了",
             coach_free_title: "完成：接下来由你自己来", coach_tip: "提示", coach_here: "选这个", coach_more: "更多…", step_back: "上一步",
             step_next: "下一步", replay_again: "从头再看一次回放", play_again_at: "再玩一局：",
             play_again_easy: "以「简单」再玩一局",
             course_tag: "教学 {n}/{of} ↺", course_tag_one: "教学 {n} ↺",
             course_tag_title: "学习玩法：第 {n} 步，共 {of} 步；下一步在你的下一回合出现；点击可再看一次",
             course_tag_done: "教学已完成：按「学习玩法」可重新开始",
             try_easy: "输了？试试「简单」：电脑代打时约每3局赢2局",
             try_easy_chaos: "输了？试试「简单」：电脑代打时约每10局赢9局" },
};

/** Return the ending and coach words of the page language for `lang` at a table of `game`. */
export function endingWords(lang, game) {
  const words = ENDING_WORDS[pageLang(lang, game)] ?? ENDING_WORDS.en;
  // a game's own wording (`<key>_<game>`), as pageWords: CHAOS's Easy wins more often than Letter's
  const own = ownWording(words, game);
  return Object.keys(own).length ? { ...words, ...own } : words;
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
export function endingPanel(banner, replay, words, hidden = false, table = true, difficulty = null) {
  if (replay && Number.isInteger(replay.step)) {
    return { mode: "replay", step: fill(words.replay_step, { n: replay.step, of: replay.of }), log: replay.log ?? [],
             said: Array.isArray(replay.said) ? replay.said : [], turn: String(replay.turn ?? ""),
             done: replay.step >= replay.of,
             buttons: [{ key: "back", text: words.back, cmd: { cmd: "replay", index: null } }] };
  }
  if (!banner || !banner.title) return { mode: "none" };
  if (hidden) return { mode: "hidden", buttons: [{ key: "show", text: words.show_end }] };
  const hide = { key: "hide", text: words.hide };
  const again = { key: "again", text: words.play_again, title: words.play_again_title, cmd: { cmd: "restart" } };
  const advice = table && difficulty && !banner.win && HARDER.has(difficulty.current) ? words.try_easy ?? "" : "";
  const choices = table && difficulty ? (difficulty.one ? easyOnce(difficulty, banner, words)
    : difficultyButtons(difficulty, Boolean(advice))) : null;
  return { mode: "end", title: banner.title, text: banner.text ?? "", moment: banner.moment ?? "",
           rows: Array.isArray(banner.rows) ? banner.rows : [], win: Boolean(banner.win),
           ...(choices && !difficulty.one ? { lead: words.play_again_at, note: advice ? "" : difficulty.note ?? "", advice }
             : choices ? { advice } : {}),
           buttons: !table ? [hide] : [...(choices ?? [again]),
                     { key: "replay", text: words.watch_replay, title: words.watch_replay_title,
                       cmd: { cmd: "replay", index: 0 } },
                     hide] };
}

/**
 * Return "Play again:" Easy · ✓ Standard · Hard (Letter's Difficulty, `difficulty` = {current, choices: [{value, text,
 * note}]}): a newcomer who lost meets the choice and the bot's win rate at the moment they lost (newcomer review 19,
 * Letter finding 1; the desk's bar has no room for the menu). The current one plays again as "Play again" did.
 */
function difficultyButtons({ current, choices }, suggest = false) {
  return choices.map(({ value, text, note }) => (value === current
    ? { key: "again", text: `✓ ${text}`, title: note, cmd: { cmd: "restart" }, current: true }
    : { key: `again_${value}`, text, title: note, cmd: { cmd: "difficulty", value }, calm: true,
        ...(suggest && value === "easy" ? { suggest: true } : {}) }));
}

/** Return the ending's Difficulty: a desk's whole, a phone's marked `one` (easyOnce: its level menu is under ⋯). */
function phoneOnce(difficulty, desk) {
  return desk || !difficulty ? difficulty : { ...difficulty, one: true };
}

/** Return a phone's buttons: Play again, and "Play again on Easy" where the box points to Easy (a loss on a harder
 * level, the course's win whose words name Easy: review 41, letter_zh 9, 056: Play again dealt Standard again), or
 * null (Play again alone). */
function easyOnce({ current, choices }, banner, words) {
  const easy = choices.find((c) => c.value === "easy");
  const points = !banner.win || (easy && String(banner.text ?? "").includes(easy.text));
  if (!easy || !HARDER.has(current) || !points) return null;
  return [{ key: "again", text: words.play_again, title: words.play_again_title, cmd: { cmd: "restart" } },
          { key: "again_easy", text: words.play_again_easy, title: easy.note, cmd: { cmd: "difficulty", value: "easy" },
            suggest: true }];
}

// the levels after whose loss the box points to Easy (its `advice`, first in the box)
const HARDER = new Set(["standard", "hard"]);

const DIFFICULTIES = ["easy", "standard", "hard"];

/** Return the levels a table offers: the kernel's `difficulties` (CHAOS: Easy and Standard, review 38 chaos_en 13),
 * else Letter's three (the bar's menu and the ending's buttons). */
export function levels(model) {
  const offered = model.get("difficulties");
  return Array.isArray(offered) && offered.length ? offered : DIFFICULTIES;
}

// the level a table's next game gets, chosen in the bar on a game with moves or a finished one (review 41, four
// tables: the choice dealt at once); a page's own choice, never the kernel's
const NEXT_LEVEL = new WeakMap();

/** Return the level `model`'s next game is dealt at when the reader chose one other than the game's, else null. */
export function nextLevel(model) {
  const next = NEXT_LEVEL.get(model);
  return next && next !== model.get("difficulty") ? next : null;
}

/** Keep `value` as the level of `model`'s next game (null: the game's own). */
export function keepNextLevel(model, value) {
  NEXT_LEVEL.set(model, value);
}

/** Return Letter's Difficulty for the ending (see difficultyButtons) from a model in the page's `bar` words, or null
 * at a table without one (its `difficulty` trait no string) and in design mode (its rules are the designer's). */
export function endingDifficulty(model, bar) {
  const current = nextLevel(model) ?? model.get("difficulty");
  if (typeof current !== "string" || model.get("mode") === "design") return null;
  const choices = levels(model).map((value) => ({ value, text: say(bar, `difficulty_${value}`),
                                                 note: say(bar, `difficulty_note_${value}`) }));
  return { current, choices, note: choices.find((c) => c.value === current)?.note ?? "" };
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

/**
 * Return the breakdown's rows as label / value rows: a heading row and a row per player (Mythos) turned to a row per
 * heading, then each player's value: its six columns broke each heading a character a line on a ja phone (newcomer
 * review 17, Mythos finding 5). Rows without a heading row are returned as they are.
 */
export function endRows(rows) {
  if (!rows.length || rows[0][0] !== "") return rows;
  return rows[0].map((_, j) => rows.map((row) => row[j] ?? ""));
}

/**
 * Return label / value rows two to a row (Letter's desk): one to a row, the panel reached over the opponent's discard
 * (newcomer review 19, Letter finding 2, desk 017/045/075). A heading row's table is returned as it is.
 */
export function pairRows(rows) {
  if (!rows.length || rows[0][0] === "") return rows;
  const paired = [];
  for (let i = 0; i < rows.length; i += 2) paired.push([...rows[i], ...(rows[i + 1] ?? [])]);
  return paired;
}

/** Return the breakdown table of `rows` (a first row whose first cell is "" is a heading row). */
function rowsTable(rawRows, paired = false) {
  const table = el("table", "cw-end-rows");
  const rows = paired ? pairRows(endRows(rawRows)) : endRows(rawRows);
  rows.forEach((row, i) => {
    const tr = el("tr");
    const label = (j) => (paired ? j % 2 === 0 : j === 0);   // paired: a label before each value
    row.forEach((cell, j) => tr.append(el(i === 0 && row[0] === "" ? "th" : label(j) ? "th" : "td", "", String(cell))));
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

/**
 * Return the {top, right} (root px) where a wide page's "Show the result" pill floats over the canvas's top-right
 * corner, when nothing of the table is drawn there, else null: in the bar's row it wrapped to a row of its own and
 * pushed the whole table down (newcomer review 14, finding 4, Letter desk 099).
 */
export function freeCorner(page, label) {
  const canvas = page.canvas;
  const scene = canvas?.__cthulhu?.scene;
  const width = canvas?.clientWidth || 0;
  if (page.root?.dataset?.wide !== "1" || !scene?.width || !width) return null;
  const k = width / scene.width;
  const cjk = /[\u3040-\u9fff]/.test(label);
  const w = (String(label).length * (cjk ? 14 : 8) + 32) / k;   // the pill, its padding and a margin
  const h = 32 / k;
  // a text's width is its words' (a scene's text items say w: 0): the pill lay over CHAOS's legend "dashed cyan
  // frame: the last move" (newcomer review 15, page finding 5, CHAOS desk 146)
  const wide = (i) => (i.type === "text" && !(i.w > 0)
    ? Math.min(textWidth(String(i.text ?? ""), i.size || 14, i.bold), i.maxW || Infinity) : i.w);
  const drawn = (i) => wide(i) > 0 && (i.h || i.size) > 0 && i.type !== "rect" && !i.keep;   // a background or a guard is no drawing
  const left = (i) => (i.type === "text" && i.align === "right" ? i.x - wide(i)
    : i.type === "text" && i.align === "center" ? i.x - wide(i) / 2 : i.x);
  const inCorner = (scene.items ?? []).filter((i) => drawn(i) && left(i) < scene.width
    && left(i) + wide(i) > scene.width - w);
  const hits = (y) => inCorner.filter((i) => i.y < y + h && i.y + (i.h || i.size) > y);
  // the corner's top, else just below what is drawn there (within the table's first rows: CHAOS's legend)
  const y = [0, ...hits(0).map((i) => i.y + (i.h || i.size) + 2)].find((at) => at <= CORNER_DROP / k && !hits(at).length);
  if (y === undefined) return null;
  const rootWidth = page.root.clientWidth || 0;
  return { top: (canvas.offsetTop || 0) + 4 + Math.round(y * k),
           right: Math.max(0, rootWidth - (canvas.offsetLeft || 0) - width) + 8 };
}

// how far down (CSS px) the pill may go below what is drawn in the corner, to stay off it (a legend line)
const CORNER_DROP = 40;

/**
 * Return how far (CSS px) below the canvas's top the table's head ends: its round / turn line, the time of day and,
 * over a board, the lines above its first row (toast.js headBoxes); 0 before the table is drawn.
 */
export function headFoot(canvas) {
  const scene = canvas?.__cthulhu?.scene;
  const width = canvas?.clientWidth || 0;
  if (!scene?.width || !width) return 0;
  const k = width / scene.width;
  const times = (scene.items ?? []).filter((i) => i.type === "text" && i.label === "time" && String(i.text ?? "").trim())
    .map((i) => (i.y + (i.h || i.size || 12)) * k + 2);
  return Math.max(0, ...headBoxes(scene, { left: 0, top: 0, width }, width).map((b) => b.y + b.h), ...times);
}

/**
 * Return where (CSS px below the canvas's top) the result panel goes: over the room a table keeps for it at its top
 * (a result strip the table made as tall as the panel, `keep`: Letter, letter/layout_end.js banner), else below the
 * table's head (headFoot). Below the head on a Letter phone it lay over the opponent's row and the hand, the room kept
 * for it empty above (round U's d5cbfaf; newcomer review 16, finding 8).
 */
export function panelTop(canvas) {
  const scene = canvas?.__cthulhu?.scene;
  const width = canvas?.clientWidth || 0;
  const room = (scene?.items ?? []).find((i) => i.type === "banner" && i.keep && i.h > 40);
  if (room && scene.width && width) return Math.round(room.y * (width / scene.width));
  return headFoot(canvas) + 6;
}

function placeEnding(box, page, hidden, replay = false, label = "") {
  const corner = hidden ? freeCorner(page, label) : null;
  if (corner) {
    if (box.home !== "corner") page.root.append(box);
    box.home = "corner";
    box.dataset.flow = "1";
    box.style.gridColumn = "";
    Object.assign(box.style, { position: "absolute", transform: "none", top: `${corner.top}px`, left: "auto",
                               right: `${corner.right}px`, boxShadow: "none", padding: "0", border: "0",
                               background: "none", margin: "", width: "" });
    return;
  }
  box.style.right = "";
  if (replay && page.root?.dataset?.wide === "1" && page.story?.box) return sideReplay(box, page.story);
  box.style.whiteSpace = "";
  box.style.flexWrap = "";
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
      // a result below the table's head: over it, it hid the round line (newcomer review 15, page finding 2, CHAOS
      // phone); a replay over the room its table keeps above the turn line stays at its top (review 14, finding 4)
      : { position: "", transform: "", top: `${Math.round((page.canvas.offsetTop || 0)
                                                   + (box.dataset.mode === "replay" ? 8 : panelTop(page.canvas)))}px`,
          left: "", boxShadow: "",
          padding: "", border: "", background: "", margin: "" });
  // a replay's box has one width: its buttons keep their places as its lines change (round 6c)
  box.style.width = box.dataset.mode === "replay" ? "min(560px, calc(100% - 24px))" : "";
  // a wide page's replay box over the table's room: centred over the canvas and as wide as it (up to 900 px), its
  // newest line read whole (560 px left it 72 px beside the buttons: "You draw Ny…", newcomer review 14, finding 4)
  const across = page.canvas?.clientWidth || 0;
  if (box.dataset.mode === "replay" && !replay && !flow && page.root?.dataset?.wide === "1" && across > 300) {
    box.style.left = `${(page.canvas.offsetLeft || 0) + across / 2}px`;
    box.style.width = `${Math.min(900, across - 24)}px`;
  }
}

/**
 * Put a wide page's replay box at the top of the story beside the table, in the story's flow (its lines below it):
 * above the table, across the page, it took a row of its own and pushed a CHAOS desk's table ~50 px down, its hand cut
 * at the window's foot (newcomer review 16, finding 2). Its buttons and lines wrap to the story's width.
 */
function sideReplay(box, story) {
  if (box.home !== "side") story.box.insertBefore(box, story.box.firstChild);
  box.home = "side";
  box.dataset.flow = "1";
  box.style.gridColumn = "";
  Object.assign(box.style, { position: "static", transform: "none", top: "", left: "", right: "", boxShadow: "none",
                             padding: "4px 6px", border: "", background: "", margin: "0 6px 6px 0", width: "auto",
                             whiteSpace: "normal", flexWrap: "wrap" });
}

/** Return the boxes (scene px) of the pop-ups drawn on a table: a card's text (a zoom) and a tooltip. */
export function popupsOf(scene) {
  return (scene?.items ?? []).filter((i) => i.type === "tooltip" || i.label === "zoom" || /zoom/.test(String(i.type ?? "")))
    .filter((i) => i.w > 0 && i.h > 0);
}

/**
 * Return whether a pop-up (scene px on `canvas`, `sceneWidth` wide) lies under the result panel `box` (both measured
 * on the page): the panel then steps aside while it is open (newcomer review 16, finding 7: the Insanity check's text,
 * tapped at game over, opened under the result panel, unreadable until Hide).
 */
export function coversPopup(box, canvas, sceneWidth, popups) {
  if (!popups.length || !box?.getBoundingClientRect || !canvas?.getBoundingClientRect || !sceneWidth) return false;
  const panel = box.getBoundingClientRect();
  const table = canvas.getBoundingClientRect();
  const k = table.width / sceneWidth;
  return popups.some((p) => table.left + p.x * k < panel.left + panel.width && table.left + (p.x + p.w) * k > panel.left
    && table.top + p.y * k < panel.top + panel.height && table.top + (p.y + p.h) * k > panel.top);
}

/** Return the end's title node: a Chinese or Japanese title in its clauses, each kept whole on a line (review 37,
 * chaos_ja 5: "あなたのチー / ムの負け" at 390 px; a line breaks only after a clause's mark), else its text. */
function endTitle(title) {
  const node = el("div", "cw-end-title");
  const clauses = /[\u3040-\u30ff\u3400-\u9fff]/u.test(title) ? String(title).match(/[^：、，；]+[：、，；]?/gu) ?? [] : [];
  if (clauses.length < 2) {
    node.textContent = title;
    return node;
  }
  for (const clause of clauses) {
    const piece = el("span", "", clause);
    // (a clause wider than the box still wraps inside itself)
    Object.assign(piece.style, { display: "inline-block", maxWidth: "100%" });
    node.append(piece);
  }
  return node;
}

/** Return the texts of an ending `panel` (see endingPanel) above (or, in a replay, after) its buttons. */
function panelTexts(panel) {
  const parts = [];
  if (panel.mode === "end") {
    parts.push(endTitle(panel.title), el("div", "cw-end-text", panel.text));
    if (panel.moment) parts.push(el("div", "cw-end-moment", panel.moment));
    if (panel.rows.length) parts.push(rowsTable(panel.rows, panel.paired));
  } else if (panel.mode === "replay") {
    // one line (newcomer review 11, finding 3: its ~150 px box pushed Letter's hand below an 800 px window): the
    // step, then the step's newest story line cut to the line's room (whole in its title; the story panel tells all)
    parts.push(el("div", "cw-end-step", panel.step));
    // (always there, empty at a step without lines: a phone's box keeps its two rows, the table stays put: review 12)
    // the step's own lines, its move first (the newest alone was often the next turn's heading: newcomer review 16,
    // finding 3, "Turn 2" shown and the first move never read)
    const newest = panel.log.at(-1);
    // the move alone, read whole in the box's two lines (every line of a step of 4-6 was cut: review 14, finding 4);
    // all of them in its title and marked in the story
    const own = panel.said?.length ? String(panel.said[0]) : newest === undefined ? "" : String(newest?.text ?? newest);
    // and the turn the step passed into, the board's ("… → Turn 5: your turn." under "Turn 5 · Your move": the move
    // alone read as the board's moment, newcomer review 19, Letter finding 6)
    const line = el("div", "cw-end-log", panel.turn && own ? `${own} → ${panel.turn}` : own);
    line.title = (panel.said?.length ? panel.said : panel.log).map((l) => String(l?.text ?? l)).join("\n");
    parts.push(line);
  }
  return parts;
}

/** Return a replay's ◀, `pause` and ▶ (the step before and after, by `go(index)`; at either end its arrow is disabled,
 * its place kept), named in the page's words (newcomer review 13, Letter finding 5: no step control). */
function stepButtons(replay, words, pause, go) {
  const arrow = (key, text, index) => {
    const b = el("button", `cw-end-${key}`, text);
    b.dataset.key = key;
    b.title = words[key];
    b.setAttribute("aria-label", words[key]);
    b.disabled = index < 0 || index > replay.of;
    b.addEventListener("click", () => { if (!b.disabled) go(index); });
    return b;
  };
  return [arrow("step_back", "◀", replay.step - 1), pause, arrow("step_next", "▶", replay.step + 1)];
}

/** Return the bar of a panel's buttons: Hide and Show toggle the panel (`toggle(hidden)`), the others `send` their
 * command. */
function buttonsBar(panel, send, toggle) {
  const bar = el("div", "cw-end-buttons");
  if (panel.lead) bar.append(leadOf(panel.lead));
  for (const b of panel.buttons ?? []) {
    const button = el("button", `cw-end-${b.key}`, b.text);
    if (b.title) button.title = b.title;
    if (b.current !== undefined || b.calm) button.setAttribute("aria-pressed", b.current ? "true" : "false");
    if (b.calm) Object.assign(button.style, CALM, b.suggest ? SUGGEST : {});
    if (b.current !== undefined || b.calm) button.style.padding = "4px 8px";   // five buttons in one row at 560 px
    button.dataset.key = b.key;
    button.addEventListener("click", () => (b.key === "hide" || b.key === "show" ? toggle(b.key === "hide") : send(b.cmd)));
    bar.append(button);
  }
  return bar;
}

// a Difficulty not chosen: the calm look of Hide (ui/coach.js), the chosen one gold with its ✓
const CALM = { background: "#2a3a33", color: "#e8e0cc", border: "1px solid #55665d", fontWeight: "normal" };
// Easy after a loss on a harder level: the calm look with a gold dashed edge, the one the advice above names
const SUGGEST = { border: "1px dashed #f2c14e", color: "#f2c14e" };

/** Return where an end's buttons go among its `parts`: Letter's right under the title, before the sentence, the moment
 * and the rows, whose lengths change from game to game (newcomer review 20, Letter zh-TW finding 4, 082: "End-panel
 * buttons move when the text length changes; one tap missed"); elsewhere after them, as before. */
function barAt(parts, game) {
  const title = parts.findIndex((p) => p.className === "cw-end-title");
  return game === "letter" && title >= 0 ? title + 1 : parts.length;
}

/** Return the line under the buttons that says how often the bot wins at the current Difficulty. */
function noteOf(text, className = "cw-end-note") {
  const note = el("div", className, text);
  Object.assign(note.style, { fontSize: "12px", marginTop: "4px", opacity: "0.9" },
                className === "cw-end-advice" ? { marginTop: "0", marginBottom: "4px", color: "#f2c14e" } : {});
  return note;
}

/** Return the "Play again:" lead of the Difficulty's buttons, in their row. */
function leadOf(text) {
  const lead = el("span", "cw-end-lead", text);
  Object.assign(lead.style, { alignSelf: "center", fontWeight: "bold" });
  return lead;
}

/** Give a button in Pause's place the room of the longest of Pause and Resume (a hidden row of its grid, coach.js):
 * "一時停止" became "再開" and 結果に戻る slid under the finger (newcomer review 19, finding 1, ja phone). */
function keepRoom(button, words) {
  button.dataset.room = textWidth(words.resume, 14) > textWidth(words.pause, 14) ? words.resume : words.pause;
}

/**
 * Put a replay's ◀, Pause (Resume) and ▶ before the bar's buttons; stepping by hand pauses it (`state.paused`). At its
 * last step there is nothing to pause (review 11, finding 3): ⟲ takes Pause's place, so "Back to the end" never moves.
 */
function replayControls(bar, panel, replay, words, state, { send, update }) {
  const pause = el("button", "cw-end-pause", state.paused ? words.resume : words.pause);
  pause.dataset.key = "pause";
  keepRoom(pause, words);
  pause.addEventListener("click", () => {
    state.paused = !state.paused;
    update();
  });
  // at its last step, ⟲ (the replay again from its start) in Pause's place: the bar keeps its buttons where they were,
  // no gap between ◀ and ▶ (newcomer review 16, finding 3, the phone)
  const again = el("button", "cw-end-again-replay", "⟲");
  again.dataset.key = "again_replay";
  keepRoom(again, words);
  again.title = words.replay_again;
  again.setAttribute("aria-label", words.replay_again);
  again.addEventListener("click", () => {
    state.paused = false;
    send({ cmd: "replay", index: 0 });
  });
  bar.replaceChildren(...stepButtons(replay, words, panel.done ? again : pause, (index) => {
    state.paused = true;   // the reader steps by hand: the replay waits for them
    clearTimeout(state.timer);
    send({ cmd: "replay", index });
  }), ...[...bar.childNodes]);
}

// a room's result the reader hid stays hidden when its page is loaded again, Back from the replay (review 35, room_zh
// 11, 204: it popped up again): kept per room and seat (the model's `end_key`) in this tab's sessionStorage
const endStore = () => { try { return globalThis.sessionStorage ?? null; } catch { return null; } };

/** Return whether the result of the table `key` was hidden in this tab (false without a key or a storage). */
function heldHidden(key) {
  try { return Boolean(key) && endStore()?.getItem(`cthulhu-end-hidden:${key}`) === "1"; } catch { return false; }
}

/** Keep in this tab whether the result of the table `key` is hidden (`hide`). */
function keepHidden(key, hide) {
  if (!key) return;
  try {
    if (hide) endStore()?.setItem(`cthulhu-end-hidden:${key}`, "1");
    else endStore()?.removeItem(`cthulhu-end-hidden:${key}`);
  } catch { /* this page only */ }
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
    else if (!state.read) state.hidden = heldHidden(model.get("end_key"));
    state.read = Boolean(banner.title);
    // a room's shared table (no `replay` trait) deals and replays by its own means: only the result is shown there
    // the Difficulty on a desk (letter/layout_end.js panelOptions keeps its room); a phone has it under the bar's ⋯
    const desk = page.root?.dataset?.wide === "1";
    const panel = endingPanel(banner, model.get("replay"), words, state.hidden, model.get("replay") !== undefined,
                              phoneOnce(endingDifficulty(model, modelWords(model)), desk));
    // Letter's desk: its breakdown two to a row (letter/layout_end.js endPanelHeight counts them so)
    panel.paired = gameOf(model) === "letter" && desk;
    box.hidden = panel.mode === "none";
    box.dataset.mode = panel.mode;
    box.className = `cw-ending${panel.win ? " win" : ""}`;
    // a phone's replay box (three rows) is taller than the room Letter keeps: over it, it hid the turn line and the
    // 線索 / 克蘇魯 labels (newcomer review 14, finding 5, Letter phone 072): there it goes in the flow, as elsewhere
    const roomy = REPLAY_ROOM.has(gameOf(model)) && page.root?.dataset?.wide !== "0";
    // a phone's Mythos result, as a replay's box, in the flow above the table: over it, cut card pieces showed around
    // it (newcomer review 34, mythos_ja 8, 371/375); its table keeps no room for it at its top
    const above = gameOf(model) === "mythos" && page.root?.dataset?.wide === "0" && panel.mode === "end";
    const place = [page, panel.mode === "hidden", (panel.mode === "replay" && !roomy) || above, panel.buttons?.[0]?.text];
    state.place = () => placeEnding(box, ...place);
    state.place();
    const parts = panelTexts(panel);
    const bar = buttonsBar(panel, (cmd) => {
      state.paused = false;
      send(cmd);
    }, (hide) => {
      state.hidden = hide;
      keepHidden(model.get("end_key"), hide);
      update(model);
      onToggle();                      // the table draws its own result strip again while the panel is hidden
    });
    if (panel.mode === "replay") replayControls(bar, panel, model.get("replay"), words, state, { send, update: () => update(model) });
    if (box.dataset.flow === "1" || panel.mode === "replay") bar.style.marginTop = "0";
    // in a replay the buttons come first, in a box of one width: they kept moving as its lines changed (round 6c)
    if (panel.mode === "replay") {
      bar.style.margin = "0";
      parts.unshift(bar);
    }
    else parts.splice(barAt(parts, gameOf(model)), 0, bar, ...(panel.note ? [noteOf(panel.note)] : []));
    // a loss on Standard or Hard: "Try Easy" first in the box, in the note's line (its height kept)
    if (panel.advice) parts.unshift(noteOf(panel.advice, "cw-end-advice"));
    box.replaceChildren(...parts);
    const next = panel.mode === "replay" && !state.paused ? nextReplay(model.get("replay")) : null;
    if (next) state.timer = setTimeout(() => send(next), replayPace(model.get("replay")));
  };
  update.stop = () => clearTimeout(state.timer);
  // a pop-up drawn on the table (a card's text, a tooltip) is read above the result panel: the panel steps aside
  update.yieldTo = (scene, canvas) => {
    state.painted = [scene, canvas];
    const under = !box.hidden && box.dataset.mode === "end" && coversPopup(box, canvas, scene?.width, popupsOf(scene));
    box.style.visibility = under ? "hidden" : "";
    box.dataset.yielded = under ? "1" : "0";
  };
  update.place = () => {   // again once the table is drawn: its head may move
    if (!box.hidden) state.place?.();
    if (state.painted) update.yieldTo(...state.painted);
  };
  /**
   * Return whether the result panel is open or hidden to its "Show the result" pill: the table then leaves out its
   * own result strip (open: no double banner; hidden: the reader asked to see the table, and the strip lay across the
   * board and the hand, newcomer round 6c item 3).
   */
  update.showing = () => !box.hidden && (box.dataset.mode === "end" || box.dataset.mode === "hidden");
  /** Return whether the panel is folded to its "Show the result" pill: the table keeps no room for it (review 33,
   * letter_zh 5: an empty box ~270 px tall stayed at a phone table's top). */
  update.folded = () => !box.hidden && box.dataset.mode === "hidden";
  return update;
}
