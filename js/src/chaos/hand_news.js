// What other seats did to the reader since its last turn, where it looks (newcomer review 25): over its hand, "B1 took
// your Sprint" / "Your hand was replaced by B2's Brainwash" (room_en 1, room_zh 1, chaos_ja 8: the hand changed with no
// cue on it, and its new cards wore the dashed cyan frame the legend calls "the last move"); a swap or a bomb's return
// done to its piece and an unseen enemy ghost that may reach it (chaos_ja 3, room_zh 9, chaos_en 1), in the same tag
// since review 26 (one place). The kernel's words (frames/chaos_news.py), sent with the seat's first move.
import { INK } from "../scene/build.js";
import { textWidth } from "../scene/text.js";
import { actNow } from "./bot_act.js";

/** Return the seat's news ({act, hand, piece, threat}: each a line, where there is one): at its decision the kernel's,
 * sent with its legal moves; while it waits, what the seat playing did last (actNow) and what others did to its hand
 * and piece since its last act (waitedNews). */
export function chaosNews(t) {
  if (t.design) return null;
  const waited = waitedNews(t);
  const act = actNow(t);   // (at its own decision: none, and the steps before are the kernel's news)
  if (!t.acting) {
    const warn = swapWarning(t);
    const told = warn ? { ...waited, threat: warn } : waited;
    // what the seat playing now just did, first (review 37, chaos_en 1: bot_act.js); a take or swap it tells with
    // its card is the hand's change, said once
    if (!act) return told;
    const { hand, ...rest } = told ?? {};
    return { act: act.line, ...rest, ...(hand && !act.yours ? { hand } : {}) };
  }
  const moves = [...(t.byCell?.values() ?? []), ...(t.byCard?.values() ?? [])].flat();
  const all = [...(t.chips ?? []), ...(t.times ?? []), ...moves];
  return untold(t, all.find((a) => a?.target?.news && typeof a.target.news === "object")?.target.news ?? null);
}

/** Return the kernel's `news` at the seat's decision, or null where an earlier decision of this deal told it and the
 * seat has acted since: the kernel sends it with every decision of the turn, and the course's bomb news stayed over
 * the hand into the lesson's next step, after the reader's Dawn (review 41, chaos_ja 1, 028→030); the story keeps it.
 * An Undo back to the decision that told it tells it again. */
function untold(t, news) {
  const { ui } = t;
  if (!news || !ui || typeof ui !== "object" || !Number.isInteger(t.step)) return news;
  const said = JSON.stringify(news);
  const memo = ui.chaosTold;
  if (memo?.said === said && memo.deal === t.deal && t.step > memo.step) return null;
  if (memo?.said !== said || memo.deal !== t.deal || t.step < memo.step) ui.chaosTold = { said, deal: t.deal, step: t.step };
  return news;
}

/** Return the seat's news as the lines the hand's notice shows (review 35, chaos_ja 1, room_en 5: one line cut with
 * "+1 more in the story", the rest ~900 px lower): while it waits, what the seat playing did last (bot_act.js) first;
 * then what changed for it, the outcome of each, its piece first (a role, then where it is now: frames/chaos_news.py
 * keeps the one; earlier moves stay in the story), then its hand, then a threat; `line`: the first; `more`: how many
 * after it; or null. */
export function newsLine(t) {
  const news = chaosNews(t);
  const parts = [news?.act, news?.piece, news?.hand, news?.threat].filter(Boolean);
  if (!parts.length) return null;
  return { line: parts[0], parts, more: parts.length - 1, said: parts.join("\n") };
}

// "+N more in the story": a change with no room on the table (the story's name as ui/words.js story_jump says it)
const MORE = { en: "+{n} more in the story", zh: "另 {n} 条见游戏经过", "zh-TW": "另 {n} 條見遊戲經過",
               ja: "ほか {n} 件は経過に" };
// what a line cut to "…" says of its rest: a tap (or a click) on it opens the whole news (review 40, chaos_ja 3, 099:
// "新しい手札（B2 の洗脳）：保護、躁状態／疾走、 ..." and no word of how to read on)
const TAP = { en: "(tap)", zh: "(点按)", "zh-TW": "(點按)", ja: "(タップ)" };

/** Draw the seat's news in the hand title's place, a solid tag (never the last move's dashed frame): a line for each
 * change (newsLine), at most 3, the last in the title's place and the others rising into the free room above it, over
 * no card, moving nothing (review 26); with no such room, the first change and "+N more in the story" (review 33).
 * `room` keeps the title's height (a hand of the other role's two-line title). Return whether it was drawn. At the
 * table's size, else a size smaller down to 11 px; a change too long even then takes a second line, broken after a
 * whole word (never inside a card's name: review 33, chaos_ja 6, "記憶 / 喪失"); with no room, one line cut after a
 * whole word ("…"), the whole on hover. */
export function handNewsTitle(t, p, room = 0) {
  const news = newsLine(t);
  if (!news) return false;
  const { fs } = t;
  const words = MORE[t.lang] ?? MORE[String(t.lang).slice(0, 2)] ?? MORE.en;
  const tail = (n) => (n ? ` ${words.replace("{n}", n)}` : "");
  // every change, else as many as have room, the rest "+N more in the story"
  // one change at a time, the rest "+N more" (review 38, chaos_en 6 / room_en 9: two or three violet lines stacked over
  // the hand's title); a long one may still take a second line
  const whole = [fitParts(t, p, [news.parts[0] + tail(news.more)])].find((f) => f && f.lines.length > 1);
  const tap = ` ${TAP[t.lang] ?? TAP[String(t.lang).slice(0, 2)] ?? TAP.en}`;
  const short = `${news.more ? ` +${news.more}` : ""}${tap}`;
  const { lines, size, cut } = whole ?? fitLines(t, p, news.line, [tail(news.more), short]);
  const { step, pad } = spacing(lines.length, size);
  // one tag under every line, as wide as the widest: a strip per line, each its own width, read as a ragged stack of
  // banners over the board's foot and the hand (review 41, chaos_ja 1, 124; room_en 8, 221)
  const top = p.y - (lines.length - 1) * step;
  const widest = Math.max(...lines.map((l) => textWidth(l, size, true)));
  t.items.push({ type: "rect", x: p.x - 3, y: top - pad, w: Math.min(p.w, widest + 10),
                 h: (lines.length - 1) * step + size + 2 * pad, fill: HAND_NEWS_FILL, label: "hand-news-tag" });
  // the last line in the title's place first: the page's "hand-title" item (its tip the whole news), then those above
  [...lines].reverse().forEach((line, k) => {
    const y = p.y - k * step;
    t.text(line, p.x + 2, y, { colour: INK.text, bold: true, size, label: k ? "hand-news-line" : "hand-title", news: true,
                               maxW: p.w - 6, ...(!k && (cut || news.more || lines.length > 1) ? { tip: news.said } : {}),
                               ...(!k && cut ? { clickTip: true } : {}) });
  });
  p.y += Math.max(fs + 6, room);
  return true;
}

/** Return the news's line step and its tags' padding: three lines a little closer, so that on a 390 px phone they
 * rise over no cell of the board's last row and still say every word (review 38, chaos_ja 1; review 37's hurt line). */
function spacing(n, size) {
  // (three lines' tags touch, 1 px padded: with 2 px they lay on the board's frame under row 8, review 39, chaos_ja 5)
  return n >= 3 ? { step: size + 2, pad: 1 } : { step: size + 5, pad: 3 };
}

/** Return how far `n` news lines at `size` rise above the title's place, their top tag's padding with them. */
const rise = (n, size) => { const { step, pad } = spacing(n, size); return (n - 1) * step + pad; };

/** Return each change's lines within the hand's column at one size, the table's or a smaller one down to 11 px, a
 * change too long then on two lines (cutAt): {lines, size, cut: false}, or null when more than 3 lines or their rise
 * would cover a line, chip or card drawn above (roomTop). */
function fitParts(t, p, parts) {
  const width = p.w - 10;
  const min = Math.min(11, t.fs);
  let size = t.fs;
  while (size > min && parts.some((s) => textWidth(s, size, true) > width)) size -= 1;
  const lines = parts.flatMap((s) => wrapAt(s, width, size, namesOf(t)));
  const fits = lines.length <= 3 && lines.every((l) => textWidth(l, size, true) <= width);
  return fits && p.y - rise(lines.length, size) >= roomTop(t, p) ? { lines, size, cut: false } : null;
}

/** Return the news's lines within the hand's column: {lines, size, cut}, one line at the table's size or a smaller
 * one down to 11 px; else two or three at 11 px, rising over no line, chip or card drawn above; else one cut after the
 * last word that fits, "…" and the tail's short form kept ("+1": the line's own words first). */
function fitLines(t, p, said, [tail, short]) {
  const width = p.w - 10;
  const min = Math.min(11, t.fs);
  for (let size = t.fs; size >= min; size -= 1) {
    if (textWidth(said + tail, size, true) <= width) return { lines: [said + tail], size, cut: false };
  }
  // (three lines where the room above has them: review 37, chaos_ja 1, 078/134 "B1 …" when two did not hold it)
  const lines = wrapAt(said + tail, width, min, namesOf(t));
  if (lines.length <= 3 && p.y - rise(lines.length, min) >= roomTop(t, p)) return { lines, size: min, cut: false };
  const [kept] = cutAt(said, width - textWidth(` …${short}`, min, true), min, namesOf(t));
  return { lines: [`${kept.trimEnd()} …${short}`], size: min, cut: true };
}

/** Return `said` in lines within `width` at `size`, each broken after a whole word (cutAt). */
function wrapAt(said, width, size, names) {
  const lines = [];
  let rest = said;
  while (rest && lines.length < 9) {
    const [first, more] = textWidth(rest, size, true) <= width ? [rest, ""] : cutAt(rest, width, size, names);
    lines.push(more ? first.trimEnd() : first);
    rest = first ? more : "";
  }
  return lines;
}

/** Return `said` split after its last whole word whose line fits `width` at `size`: [that line, the rest]. */
function cutAt(said, width, size, names = []) {
  let kept = "";
  let clause = "";
  for (const w of wordsOf(said, names)) {
    if (kept && textWidth(kept + w, size, true) > width) break;
    kept += w;
    if (/[、，：；]\s*$/u.test(w)) clause = kept;
  }
  // a Chinese or Japanese line ends at its clause's mark where that fills half the line (a sentence read in its parts)
  if (clause && clause !== kept && textWidth(clause, size, true) >= width / 2) kept = clause;
  return [kept, said.slice(kept.length)];
}

/** Return a line's pieces, each ending where a cut may fall: after a space or a list's or a clause's mark (、，：；,:;),
 * so that a name (記憶喪失, "Mania / Sprint") is never cut inside; Chinese and Japanese also between two characters
 * (cjkWords). */
function wordsOf(said, names = []) {
  if (CJK.test(said)) return cjkWords(said, names);
  return said.match(/.*?(?:[、，：；,:;]\s*|\s+(?!\/)(?<!\/\s*)|$)/gu).filter(Boolean);
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/u;
// marks that never start a line (they join the piece before) and that never end one (they join the piece after)
const CLOSE = /^[、。，．：；！？」）』】・ー…,.:;!?)\]ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]/u;
const OPEN = /^[「（『【(\[]\s*$/u;

/** Return a Chinese or Japanese line's pieces (review 37, chaos_ja 1, 077: "B1" alone, then "の「記憶喪失」で…", the rest
 * one piece with no mark to break at): a character each, a card's name (`names`), a 「quoted」 name and a run of
 * Latin letters or digits (a seat, a cell) whole, a closing mark with the piece before, an opening one with the next. */
function cjkWords(said, names) {
  const units = [];
  for (let i = 0; i < said.length;) {
    const name = names.find((n) => said.startsWith(n, i));
    const quote = said[i] === "「" && said.indexOf("」", i);
    const latin = said.slice(i).match(/^[A-Za-z0-9'’×+#-]+/u)?.[0];
    let u = name ?? (quote > i ? said.slice(i, quote + 1) : latin ?? said[i]);
    u += said.slice(i + u.length).match(/^\s*/u)[0];
    units.push(u);
    i += u.length;
  }
  const out = [];
  let carry = "";
  for (const u of units) {
    if (OPEN.test(u)) carry += u;
    // (nor after a small っ: "取っ" / "た" read as two words, round FF1's phone)
    else if (!carry && out.length && (CLOSE.test(u) || /[っッ]$/u.test(out[out.length - 1]))) out[out.length - 1] += u;
    else { out.push(carry + u); carry = ""; }
  }
  return carry ? [...out, carry] : out;
}

/** Return the seat's card names in its language, the longest first (never broken inside: cjkWords). */
function namesOf(t) {
  return Object.keys(t.catalog?.functions ?? {}).map((fn) => t.fnName(fn)).filter(Boolean).sort((a, b) => b.length - a.length);
}

/** Return the lowest foot of the lines, chips and cards already drawn above the title's place in the hand's column. */
function roomTop(t, p) {
  const feet = t.items.filter((i) => !i.background && !i.news && (i.type === "text" ? i.text : ABOVE.has(i.type)))
    .map((i) => {
      if (i.type !== "text") return { x: i.x, y: i.y, w: i.w ?? 1, h: i.h ?? 1 };
      const w = textWidth(String(i.text), i.size ?? t.fs, !!i.bold);
      return { x: i.align === "center" ? i.x - w / 2 : i.align === "right" ? i.x - w : i.x, y: i.y, w, h: i.size ?? t.fs };
    })
    .filter((b) => b.y < p.y && b.x < p.x + p.w && p.x - 3 < b.x + b.w)
    .map((b) => b.y + b.h + 1);
  // a phone's "since your last turn" box lies in the free room under the chips (ui/since_spot.js): a second line
  // rising there was covered by it (this stop's CI: test_browser_page_round29at5, the box over the news's tag)
  const spot = t.sinceSpot;
  if (spot && Number(t.ui?.sinceH) > 0 && spot.y < p.y && spot.x < p.x + p.w && p.x - 3 < spot.x + spot.w) {
    feet.push(spot.y + spot.h + 1);
  }
  // (a phone's hand moves up under its board after the news is drawn: panel.js handFirst keeps t.newsRoof for it)
  if (Number.isFinite(t.newsRoof)) feet.push(t.newsRoof);
  return Math.max(-Infinity, ...feet);
}
const ABOVE = new Set(["chip", "ccard", "seat", "cell", "piece", "tod", "key", "spawn"]);

// the hand news tag's fill: a deep violet, neither the last move's cyan nor the legal moves' gold
export const HAND_NEWS_FILL = "#4a3a7a";

// What others did to the reader while it waits, told at the moment (review 27, chaos_ja 1 and 3, room_zh 2: the patient
// went from a4 to a8 on the bots' turn, the hand was replaced, and nothing said so until the reader's next turn, never
// which cards went). Read from the seat's own views only, kept in the page's `ui`: the hand and cell after its last act
// and now. The kernel's news, with the cause, takes over at its next decision. zh-TW in Traditional characters.
const WAITED = {
  en: { bombed: "A bomb at {cell} sent you back to {to}", fresh_by: "New hand ({seat}'s {fn}): {got}",
        took_by: "{seat}'s {fn} took your {card} at random",
        fresh: "New hand: {got}", took: "{seat} took your {card}", gate: "The gate at {cell} is open: the first patient out wins",
        lost: "{lost} left your hand", got: "New in your hand: {got}", sep: ", ",
        back: "Sent back from {from} to your spawn {to}", moved: "Your piece was moved from {from} to {to}" },
  zh: { bombed: "{cell} 的炸弹把你送回了 {to}", lost: "{lost}离开了你的手牌", fresh_by: "新手牌（{seat} 的{fn}）：{got}",
        took_by: "{seat} 的{fn}随机拿走了你的{card}",
        fresh: "新手牌：{got}", took: "{seat} 拿走了你的{card}", gate: "{cell} 的大门已打开：先走出去的病人获胜",
        got: "新到手牌：{got}", back: "你从 {from} 被送回出发点 {to}", moved: "你的棋子从 {from} 被移到 {to}", sep: "、" },
  "zh-TW": { bombed: "{cell} 的炸彈把你送回了 {to}", lost: "{lost}離開了你的手牌", fresh_by: "新手牌（{seat} 的{fn}）：{got}",
             took_by: "{seat} 的{fn}隨機拿走了你的{card}",
             fresh: "新手牌：{got}", took: "{seat} 拿走了你的{card}", gate: "{cell} 的大門已打開：先走出去的病人獲勝",
             got: "新到手牌：{got}", back: "你從 {from} 被送回出發點 {to}", moved: "你的棋子從 {from} 被移到 {to}", sep: "、" },
  ja: { bombed: "{cell} の爆弾で {to} へ戻された", fresh_by: "新しい手札（{seat} の{fn}）：{got}",
        took_by: "{seat} の「{fn}」であなたの「{card}」が無作為に取られた",
        fresh: "新しい手札：{got}", took: "{seat} があなたの「{card}」を取った", gate: "{cell} の門が開いた：先に出た患者の勝ち",
        lost: "{lost} が手札から消えた", got: "手札に加わった：{got}", back: "{from} からスタートの {to} へ戻された",
        moved: "あなたのコマが {from} から {to} へ動かされた", sep: "、" },
};

// An enemy role swap (Combo C2) on its way to the reader's team, while it can still be stopped (CH-C2, CH-C4; review 28,
// room_en 1: B2's Brainwash + Amnesia swapped A1 and A2, no line said a Prank could have countered it). Only what the
// seat may know: whose turn to react is the view's; never the partner's hand.
const SWAP_WARN = {
  en: { patient: "{leader}'s {combo} swaps you and {mate}: {mate}'s {prank} + your {schizo} stop it",
        ghost: "{leader}'s {combo} swaps you and {mate}: your {prank} + {mate}'s {schizo} stop it" },
  zh: { patient: "{leader} 的{combo}将互换你和 {mate}：{mate} 的{prank}加你的{schizo}可阻止",
        ghost: "{leader} 的{combo}将互换你和 {mate}：你的{prank}加 {mate} 的{schizo}可阻止" },
  "zh-TW": { patient: "{leader} 的{combo}將互換你和 {mate}：{mate} 的{prank}加你的{schizo}可阻止",
             ghost: "{leader} 的{combo}將互換你和 {mate}：你的{prank}加 {mate} 的{schizo}可阻止" },
  ja: { patient: "{leader} の{combo}であなたと {mate} が入れ替わる：{mate} の{prank}とあなたの{schizo}で止められる",
        ghost: "{leader} の{combo}であなたと {mate} が入れ替わる：あなたの{prank}と {mate} の{schizo}で止められる" },
};

/** Return the line of an enemy Combo C2 under way against the reader's team, while the reader waits, or "". */
function swapWarning(t) {
  const { view, seat } = t;
  const combo = view.combo;
  const me = (view.pieces ?? []).find((q) => q.seat === seat);
  if (!combo || combo.combo !== "C2" || !seat || combo.team === seat[0] || combo.reflect || view.result || !me) return "";
  const mate = (view.pieces ?? []).find((q) => q.seat === `${seat[0]}${seat[1] === "1" ? "2" : "1"}`);
  // both halves played (it is stopped), or no ghost and patient in the team to play them
  if (Object.keys(combo.reaction ?? {}).length > 1 || !mate || mate.role === me.role) return "";
  const words = SWAP_WARN[t.lang] ?? SWAP_WARN[String(t.lang).slice(0, 2)] ?? SWAP_WARN.en;
  const line = words[me.role === "ghost" ? "ghost" : "patient"];
  const vars = { leader: combo.leader, mate: mate.seat, prank: t.fnName("prank"),
                 schizo: t.fnName("schizophrenia"), combo: `${t.fnName("brainwash")} + ${t.fnName("amnesia")}` };
  return line.replace(/\{(\w+)\}/g, (_, k) => vars[k]);
}

const cellOf = (cell) => (Array.isArray(cell) ? `${"abcdefgh"[cell[1] - 1] ?? "?"}${cell[0]}` : null);

/** Return the reader's side now: its piece's cell and role, its hand's cards, the moment (a lower one: an undo). */
function sideOf(t) {
  const me = (t.view.pieces ?? []).find((q) => q.seat === t.seat);
  const cards = t.view.hands?.[t.seat]?.cards;
  if (!me || !Array.isArray(cards)) return null;
  const at = (t.view.round ?? 0) * 1000 + (t.view.turn ?? 0);
  const discards = ["ghost", "patient"].flatMap((r) => t.view.decks?.[r]?.discard ?? []);
  return { seat: t.seat, cell: cellOf(me.cell), role: me.role, cards, at, gate: Boolean(t.view.gate_open),
           toAct: t.view.to_act, discards, deck: t.view.decks?.[me.role]?.count };
}

/** Return {hand, piece} told while the seat waits, or null; remember in `t.ui` the side its last act left. */
function waitedNews(t) {
  const { ui } = t;
  if (!t.seat || !ui || typeof ui !== "object") return null;
  // a replay's step, an Undo's (behind the game's last) or the end: no "before" to tell from, and none kept for later
  // (review 31, room_en 5: "New hand (B1's Brainwash)" in a replay; chaos_en 1: New game after the replay said "A bomb")
  if (t.view.result || t.replaying || t.behind) ui.chaosWaited = null;
  if (t.view.result || t.replaying || t.past || t.behind) return null;
  const now = sideOf(t);
  const book = ui.chaosWaited && !newDeal(ui.chaosWaited, t) ? ui.chaosWaited : null;
  const words = WAITED[t.lang] ?? WAITED[String(t.lang).slice(0, 2)] ?? WAITED.en;
  const say = (key, vars) => words[key].replace(/\{(\w+)\}/g, (_, k) => vars[k]);
  const spawn = cellOf(t.view.map?.spawns?.[t.seat]);
  if (!now || t.acting || !book || book.seat !== now.seat || now.at < book.at || book.acting) {
    // its decision (the cells its moves go to), or the first view after its act: the base, and what its own step met
    const piece = now && !t.acting && book?.acting ? ownBomb(t, book, now, spawn, say) : "";
    ui.chaosWaited = now && { ...now, acting: t.acting, cells: t.acting ? cellMoves(t) : null, piece, step: t.step,
                              deal: t.deal };
    return piece ? { piece } : null;
  }
  const out = book.piece ? { piece: book.piece } : {};
  // the gate opened while the reader waited: told at that moment, kept to its decision (review 28, room_zh 6)
  if (now.gate && !book.gate) book.gateSaid = say("gate", { cell: cellOf(t.view.map?.gate) ?? "" });
  book.gate = now.gate;
  if (book.gateSaid) out.threat = book.gateSaid;
  // each event told from the view before it, the latest kept (review 29, room_en 1, 081: a Brainwash then an Amnesia
  // read as one net change since the reader's act, "Mania / Sprint left your hand", the card taken never named)
  const last = book.last ?? book;
  Object.assign(book, { last: now, step: t.step ?? book.step });   // the latest step seen: an Undo goes before it
  const hand = handLine(t, last, now, words, say);
  if (hand) book.hand = hand;
  if (book.hand) out.hand = book.hand;
  if (now.cell && last.cell && now.cell !== last.cell && now.role === last.role && last.toAct !== t.seat) {
    // the latest relocation by another seat, kept (a later one tells from where this one left it); the reader's own
    // step is no news (review 29, room_zh 8, 127: a replay said "your piece was moved" for its own step)
    book.piece = out.piece = say(now.cell === spawn ? "back" : "moved", { from: last.cell, to: now.cell });
  }
  return out.hand || out.piece || out.threat ? out : null;
}

/** Return whether the view is of another deal than the `book`'s (New game, a seed) or a step before it (an Undo). */
function newDeal(book, t) {
  return book.deal !== t.deal || (Number.isInteger(t.step) && Number.isInteger(book.step) && t.step < book.step);
}

/** Return the line of what another seat did to the reader's hand between two of its views (`was`, `is`: sideOf), by
 * card id (two Schizophrenias are two cards): cards lost and gained is a hand replaced (a Brainwash, a swap: a waiting
 * seat gains no card otherwise), told whole, "New hand: Checkup, Amnesia ×2" (review 28, chaos_en 4, 034); a card lost,
 * who took it (a seat the reader now knows holds it, else the seat that played: room_en 5); the culprit's card when
 * one of its kind went to a discard pile in that step, "B1's Amnesia took your Protection" (review 29, room_zh 3);
 * else the cards lost, or gained (not its own draw), by name. */
function handLine(t, was, is, words, say) {
  const [gone, come] = [minus(was.cards, is.cards), minus(is.cards, was.cards)];
  const played = minus(is.discards ?? [], was.discards ?? []).map((c) => c.function);
  const by = was.toAct && was.toAct !== t.seat ? was.toAct : null;
  const fn = (f) => (by && played.includes(f) ? t.fnName(f) : null);
  if (gone.length && come.length) {
    const bw = fn("brainwash");
    return say(bw ? "fresh_by" : "fresh", { got: brief(t, is.cards, words.sep), seat: by, fn: bw });
  }
  const known = Object.entries(t.view.known_cards ?? {}).filter(([s]) => s !== t.seat);
  const takers = gone.map((c) => known.find(([, ids]) => (ids ?? []).includes(c.id))?.[0] ?? by);
  if (gone.length && takers.every(Boolean)) {
    const took = fn("amnesia") ?? fn("prank");
    return gone.map((c, i) => say(took && takers[i] === by ? "took_by" : "took",
                                  { seat: takers[i], fn: took, card: t.fnName(c.function) })).join(words.sep);
  }
  // only lost or only gained here (both is a new hand, above)
  if (gone.length) return say("lost", { lost: brief(t, gone, words.sep) });
  // its own draw at its turn's end (CH-CARD-3), its deck down as many, is no news (review 32, room_en 5, 094/207)
  const drew = is.role === was.role && was.deck - is.deck >= come.length;
  return come.length && !drew ? say("got", { got: brief(t, come, words.sep) }) : "";
}

/** Return the cards' names in brief, a repeated name once with its count ("Amnesia ×2"). */
function brief(t, cards, sep) {
  const names = cards.map((c) => t.fnName(c.function));
  return [...new Set(names)].map((n) => {
    const k = names.filter((x) => x === n).length;
    return k > 1 ? `${n} ×${k}` : n;
  }).join(sep);
}

/** Return {"act:<id>": cell} for the seat's moves to a cell now. */
function cellMoves(t) {
  const out = {};
  for (const [key, acts] of t.byCell ?? []) {
    for (const a of acts) out[`act:${a.id}`] = cellOf(key.split(",").map(Number));
  }
  return out;
}

/** Return the line of the reader's own step that met a bomb (review 27, chaos_ja 1, 107-109: in a joint turn it tapped
 * a7, A1 stayed on a8, nothing said why): the cell it pressed, and its piece on its spawn instead; else "". */
function ownBomb(t, book, now, spawn, say) {
  const cell = book.cells?.[t.ui.lastPress?.id];
  if (!cell || cell === now.cell || now.cell !== spawn || now.role !== book.role) return "";
  return say("bombed", { cell, to: spawn });
}

/** Return the cards of `a` not in `b` (as many of each as `a` has more). */
function minus(a, b) {
  const left = b.map((c) => c.id);
  return a.filter((c) => {
    const i = left.indexOf(c.id);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}
