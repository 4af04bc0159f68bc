// Layout of the CHAOS board: view (+ legal moves, UI state) -> scene. Pure: no DOM, no rules.
// It draws what the synced view says and gives each legal target the id of its action; it never decides
// what is legal. Cells in the view, the map's included, are 1-based [row, col] (row 1 on top); the view's
// shape is written down in cthulhu_widgets/schemas/chaos_view.json.
// Regions: the header (status, design label, error), the board (board.js), the side panel (panel.js: time of
// day, turn order, decks, combo, prompt and chips, hands) beside the board or below it, the result banner.
import { INK, addTo, bannerItem, errorStrip, finish, startScene, waitingScene } from "../scene/build.js";
import { clearDiceName, layoutBoard } from "./board.js";
import { textWidth, wrapLines } from "../scene/text.js";
import { actingWords, chaosWords } from "./labels.js";
import { layoutPanel, timeOfDay } from "./panel.js";
import { swapBanner } from "./swap_banner.js";
import { layTrail, trailSteps } from "./trail.js";

export { actionLabel, functionName } from "./labels.js";

/**
 * Lay out the board.
 * @param {{view, legal, catalog, lang, mode, error, seat, ui}} input  synced traits + local UI state
 * @param {{width:number}} size
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layoutChaos(input, size) {
  // a phone's table (328 px in a 390 px window) is drawn at its own width, not shrunk from 360: its text keeps its
  // size (newcomer r6 finding 4: 10-11 px on the phone), and a narrow table's text is 12 px at least
  const W = Math.max(320, Math.min(1200, Math.floor(size?.width ?? 800)));
  const fs = Math.max(W < 480 ? 12 : 11, Math.min(15, Math.round(W / 64)));
  const m = Math.max(6, Math.min(14, Math.round(W * 0.015)));
  const view = input?.view;
  if (!view || view.game !== "chaos" || !view.map) return waitingScene(W, fs, m);
  const t = table(input, { W, fs, m });
  const y = header(t, m);
  const board = layoutBoard(t, y);
  layTrail(t, board, trailSteps(input));   // where each piece went since the seat's last turn (chaos_en r23 2)
  clearDiceName(t);   // the dice area's name where no piece or badge stands (review 38, chaos_en 14)
  const bottom = layoutPanel(t, board, y);
  const redrawIn = swapBanner(t, board, Math.max(board.bottom, bottom));   // beside or above the board: a role swap's short banner (CH-SWAP-1)
  // (a moment with an error strip, which pushes the board down a line, is not held: held, a 1280×800 page's table
  // kept its 8-25 px more past the window's foot for the rest of the game; newcomer review 14, round S, finding 3)
  const natural = Math.max(board.bottom, bottom, t.madeFoot ?? 0) + m;   // (a phone's banner room: swap_banner.js)
  // (nor a phone's prompt opened with "More ▾": its words are the reader's moment, newcomer review 22, chaos_ja 4)
  const H = Math.max(natural, held(input, view, `${W}|${t.seat}|${t.design}|${t.lang}`, t.error || t.moreH ? 0 : natural));
  if (view.result) banner(t, board);
  // cells are being chosen: the pointer shows no card's tooltip over them (ui/pointer.js; r6c item 7)
  const picking = t.acting && (view.prompt?.kind ?? view.phase) === "pick";
  // (the free room a phone's "since your last turn" box may lie in: panel.js sinceRoom, ui/since_spot.js)
  return { ...finish(t.items, W, H), picking, ...(redrawIn ? { redrawIn } : {}),
           ...(t.sinceSpot ? { sinceSpot: t.sinceSpot } : {}) };
}

/**
 * Return the table's height within a game: the tallest it has been at this width, seat, mode and language (the
 * page's `ui` keeps it), so a step never shrinks or grows the page (newcomer round 6d item 4: 735 → 666 → 790 px at
 * 1280). A new game (the round and turn going back) starts afresh.
 */
function held(input, view, key, height) {
  const ui = input?.ui;
  if (!ui || typeof ui !== "object") return height;
  const at = (view.round ?? 0) * 1000 + (view.turn ?? 0);
  const mark = ui.chaosHeight ?? (ui.chaosHeight = {});
  // (a phone's too: held within a turn only, it shrank when the bots played and the page scrolled by itself, newcomer
  // review 31, chaos_ja 4, room_zh 3; its foot's blank after a tall moment is out of the way under the table)
  if (mark.key !== key || at < (mark.at ?? 0)) Object.assign(mark, { key, h: 0 });
  // the notes the reader opened ("+N", under_notes.js) grow the table below for that look only, as a zoom does: held,
  // they left the table that tall for the rest of the game and changed the height it is scaled by (scale_still)
  if (ui.selected === "@notes") return Math.max(mark.h, height);
  mark.at = at;
  mark.h = Math.max(mark.h, height);
  return mark.h;
}

/** Return what every region reads: the input, sizes, words, the scene so far and which actions point at what. */
function table(input, sizes) {
  const { view, legal = [], catalog, lang = "en", mode = "play", error = "", seat = "A1" } = input;
  const { items, text } = startScene(sizes.W, sizes.fs);
  const byCell = new Map();
  const byCard = new Map();
  const chips = [];
  const times = [];
  for (const a of legal) {
    const tg = a.target ?? {};
    if (Array.isArray(tg.cell)) addTo(byCell, `${tg.cell[0]},${tg.cell[1]}`, a);
    else if (tg.card != null) addTo(byCard, tg.card, a);
    else if (a.kind === "declare_time") times.push(a);
    else chips.push(a);
  }
  const ui = input.ui ?? {};
  // a hand card's choices or the time cards are open: the board waits (issue 23 r6c item 3)
  const sel = ui.selected;
  const choosing = typeof sel === "string" && (byCard.has(sel) || sel.startsWith("@declare_time"));
  return { view, catalog, lang, design: mode === "design", error, seat, banner: input.banner, ask: input.prompt || "",
           ui, choosing, shared: Boolean(input.shared), replaying: Boolean(input.replaying), past: replayed(input),
           step: input.step, deal: input.deal, behind: Boolean(input.behind),   // the hand's news: its "before" (hand_news.js)
           log: input.log_lines,   // the reader's story: what the seat playing did, told as it happens (bot_act.js)
           items, text, ...sizes,
           ...chaosWords(catalog, lang), byCell, byCard, chips, times, acting: legal.length > 0,
           toAct: view.to_act, pieces: view.pieces ?? [] };
}

/** Return whether the frame is a replay's step: the widget's own replay (`replaying`), or a shared table (a room's
 * replay page) at the seat's turn with no move to make. */
function replayed(input) {
  const { view, legal = [], seat = "A1" } = input;
  return Boolean(input.replaying) || (Boolean(input.shared) && legal.length === 0 && view.to_act === seat);
}

// Whose turn a replay's step was, by seat, in every CHAOS language (newcomer review 22, chaos_en finding 7)
const TURN_OF = { en: "{seat}'s turn", ja: "{seat} の番", zh: "轮到 {seat}", "zh-TW": "輪到 {seat}" };

/** Header: round, turn, who acts; the design label; the error strip. Return the y below it. */
function header(t, y) {
  const { view, w, design, toAct, seat, fs, m, W } = t;
  // a replay's step says whose turn it was by seat, never the seat's live "Your turn: play cards or end it" (chaos_en 7)
  const status = view.result ? w("over")
    : toAct && t.past && !design ? (TURN_OF[t.lang] ?? TURN_OF.en).replace("{seat}", toAct)
    : toAct && (toAct === seat || (design && t.acting)) ? (design ? `${toAct} ${w("to_act")}` : ownStatus(t))
      : toAct ? actingWords(view, w, "waiting", "waiting_on", toAct) : "";
  // "Round 33/60": the round the game ends in a draw (CH-WIN-2), where the rules set one (review 7)
  // (a phone's line leaves out the turn's number instead: with both, a long status was cut at 360 px)
  const round = view.max_rounds ? `${view.round}/${view.max_rounds}` : `${view.round}`;
  const turn = W < 480 && view.max_rounds ? "" : ` · ${w("turn")} ${view.turn + 1}`;
  const size = W < 480 ? fs + 1 : fs + 2;
  const lines = statusLines([`${w("round")} ${round}${turn}`, `${w("round")} ${round}`], round, status, size, W - 2 * m);
  // a coach bubble, a card's text and a tooltip leave the header in sight (`avoid`, with its box: newcomer review 15,
  // finding 4, a phone's Mischief help lay over the status line)
  const whole = status && lines.length === 1 && !lines[0].includes(status) ? { tip: status } : {};   // cut: on hover
  lines.forEach((line, i) => t.text(line, m, y + i * (size + 4), { size, bold: true, label: i ? "status-more" : "status",
                                                                   maxW: W - 2 * m, avoid: true, h: size + 4, ...whole,
                                                                   w: Math.min(W - 2 * m, textWidth(line, size, true)) }));
  y += (lines.length - 1) * (size + 4);
  if (design) {
    if (W >= 640) t.text(w("design"), W - m, y, { align: "right", colour: INK.gold, bold: true, label: "design" });
    else {
      y += fs + 8;
      t.text(w("design"), m, y, { colour: INK.gold, bold: true, label: "design" });
    }
  }
  y += fs + 12;
  // a phone's refused move: its red strip in the lines above the board, in place of the time of day, not pushing the
  // board a line down under the reader's next tap (newcomer review 21, chaos_ja finding 3, room_zh finding 4)
  if (t.error && !design && W < 720) {
    errorStrip(t.items, t.error, m, y - 4, W - 2 * m, fs);
    return y - 4 + 2 * Math.round(fs * 1.35) + 6;
  }
  y = windowWhy(t, y);
  if (!t.error) return y;
  errorStrip(t.items, t.error, m, y, W - 2 * m, fs);
  return y + fs + 16;
}

/** Return the header's line(s) at their full size, never condensed under it (newcomer review 15, finding 3: a phone's
 * long status, "ラウンド 1/60 · あなたの番：カードを出すか手番を終える", was squeezed to under 10 px): whole when it fits
 * (`heads`: with the turn, then without), else the status's first clause (its detail is the prompt's: review 26,
 * chaos_ja 11, "2/60・あなたの番…" dropped 「ラウンド」), else with the round's number alone ("1/60 · …"), else the status
 * alone (the next step's header says the round), else wrapped (a second line moves the board and the hand). */
function statusLines(heads, round, status, size, maxW) {
  const said = (h, s = status) => (s ? `${h} · ${s}` : h);
  const clause = status.split(/[:：]/)[0].trim();
  const fits = (text) => textWidth(text, size, true) <= maxW;
  const tries = [...heads.map((h) => said(h)), ...(clause !== status ? [said(heads.at(-1), clause)] : [])];
  for (const text of tries) if (fits(text)) return [text];
  // the round keeps its word and the clause its head: a tail cut, never "17/60 · …" (review 33, chaos_ja 6, 212)
  let cut = clause;
  while (cut.length > 4 && !fits(said(heads.at(-1), `${cut}…`))) cut = cut.slice(0, -1).trimEnd();
  if (cut.length > 4) return [said(heads.at(-1), `${cut}…`)];
  for (const text of [said(round), status || heads[0]]) if (fits(text)) return [text];
  return wrapLines(said(heads[0]), maxW, size, true);
}

/**
 * On a narrow table (the panel below the board), while the seat is asked in a combo's reaction or join window: what
 * that window is, and that its words and choices are under the board (issue 23 r6b, item 2: a phone's first screen can
 * be a reaction window, the board filling the screen and its explanation a screen below). Its place is kept in every
 * turn, the time of day in it outside a window, so its coming and going never moves the board (newcomer review 6,
 * finding 2: the board jumped ~35 px). Return the y below it.
 */
function windowWhy(t, y) {
  const { view, w, fs, m, W, seat } = t;
  if (t.design || W >= 720) return y;
  const leader = view.combo?.leader;
  const asked = !view.result && view.to_act === seat && leader && ["react", "join"].includes(view.phase);
  // two lines: the time of day's (or the window's "why", one line) and a role swap's banner's second (swap_banner.js);
  // the why's three lines, their room kept in every turn, put a phone's hand under its screen's foot (newcomer review
  // 21, chaos_ja finding 3, 111/120: each Checkup took 2-3 scrolls between the board and the hand)
  const bottom = y - 4 + 2 * Math.round(fs * 1.35) + 6;
  if (!asked) {
    t.timeAbove = true;   // the panel draws it here, not under the hand (panel.js)
    timeOfDay(t, { x: m, y: y - 2, w: W - 2 * m });
    return bottom;
  }
  // the time of day keeps its place, right of the why (review 27, chaos_ja 7: it went under the hand in a window)
  const tw = fs + 10 + textWidth(w(view.time?.kind ?? "day"), fs, true);
  t.timeAbove = true;
  timeOfDay(t, { x: W - m - tw, y: y - 2, w: tw });
  const whole = w(view.phase === "react" ? "head_why_react" : "head_why_join", { leader });
  const room = W - 3 * m - tw;
  t.text(whyLine(whole, room, fs), m, y - 4, { colour: INK.gold, maxW: room, label: "window-why", below: true, tip: whole });
  return bottom;
}

/** Return a window's "why" in one line: its first clause and "↓" (the choices are under the board), the whole sentence
 * on hover and under the board; a clause too long for the line ends "…". */
function whyLine(whole, maxW, size) {
  let clause = whole.split(/[:：]/)[0].trim();
  const said = () => `${clause}${clause === whole.split(/[:：]/)[0].trim() ? "" : "…"} ↓`;
  while (clause.length > 4 && textWidth(said(), size, false) > maxW) clause = clause.slice(0, -1).trimEnd();
  return said();
}

/** Return the header's word when the seat acts: asked to react to a combo or to join its partner's, it says so (not
 * "Your move": CH-C4, CH-COMBO-1); after its move, playing cards or taking extra steps, it says that; else "Your move". */
function ownStatus(t) {
  const { view, w } = t;
  const leader = view.combo?.leader;
  if (view.phase === "react" && leader) return w("head_react", { seat: leader });
  if (view.phase === "join" && leader) return w("head_join", { seat: leader });
  // after the move, "Your move" was wrong (room review 14): the cards phase and the extra steps say what the seat does
  if (view.phase === "cards") return w("head_cards");
  if (view.phase === "extra") return w("head_extra");
  if ((view.prompt?.kind ?? view.phase) === "pick") return pickStatus(t, view.prompt ?? {});
  // a combo's push direction is no move of the seat's own (review 29, chaos_en 9, 028; room_en 12, 033: "Your move")
  if ((view.prompt?.kind ?? view.phase) === "direction") return HEAD_PUSH[t.lang] ?? HEAD_PUSH.en;
  return w("you");
}

const HEAD_PUSH = { en: "Your turn: push the enemies", ja: "あなたの番：敵を押す", zh: "轮到你：推开敌人",
                    "zh-TW": "輪到你：推開敵人" };

/** Return the header's word while the seat picks cells: what for and how many are left, "Pick a cell (Mischief, 2
 * left)" (newcomer review 15, finding 5: it said "Your move" while Mischief's cells were picked). The card's name, the
 * purpose's words (plant, relocate) being the prompt's under the board. */
function pickStatus(t, prompt) {
  const purpose = t.fnName(prompt.purpose === "checkup" ? "checkup" : "mischief");
  return t.w("pick", { purpose, n: Math.max(0, (prompt.need ?? 0) - (prompt.picked?.length ?? 0)) });
}

/** The result banner across the middle of the board: the kernel's banner (title, sentence, rule in design mode). */
function banner(t, board) {
  const { view, w, fs, W } = t;
  const r = view.result;
  const win = r.outcome === "A" || r.outcome === "B";
  const strip = bannerItem(t.items, t.banner, { title: win ? w("win", { team: r.outcome }) : w("draw"), win, draw: !win },
                           { y: board.by + (board.rows * board.cs) / 2 - fs * 2.1, W, fs, design: t.design });
  // its title a size smaller until it fits the strip, both ends drawn (newcomer review 16, finding 8: on a ja phone
  // "あなたのチーム（チーム A）の勝利" lost its first and last characters); the strip as tall as before
  while (strip.titleSize > fs && textWidth(strip.text, strip.titleSize, true) > W - 2 * fs) strip.titleSize -= 1;
}
