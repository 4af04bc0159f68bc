// The story panel: the seat's whole log (the page's copy, index.js trackLog), grouped by round, each turn's line a
// heading, card names that open the card's zoom, the newest line kept in view unless the reader scrolled up, and a
// "since your turn" digest of what the others did (the big moments first) while it is the seat's turn. The kernel
// tells the story (cthulhu_widgets/frames/story.py: each line's text, `round`, `turn`, `you`, `big`, `note`,
// `cards`, `n`); this file only draws it.

// The panel's own words, per page language (ui/words.js `modelWords(...).lang`).
export const STORY_WORDS = {
  en: { title: "Story of the game", since: "Since your last turn", newer: "↓ Newer lines", more: "Show the whole story",
        newer_n: "↓ {n} newer lines", newer_1: "↓ 1 newer line",
        less: "Fold the story", card: "read the card", shown: "{more} more in the story",
        marked: "▌ marks the lines since your turn below",   // no count: one wrapped line read as two (review 34)
        more_story: "+ {n} more in the story below", order_now: "Turns from now: {order}", you: "you", close: "Close",
        order_round: "Turns from now: {now}; round {round}: {next}",
        order_last: "Turns from now: {now}; then the game ends (its last round)", earlier: "↑ {n} earlier · show all" },
  ja: { title: "ゲームの経過", since: "前の手番から", newer: "↓ 新しい記録", more: "全部を表示", less: "たたむ",
        newer_n: "↓ 新しい記録 {n} 行", newer_1: "↓ 新しい記録 1 行",
        card: "カードを読む", shown: "ほか {more} 行は経過に", marked: "下の経過の ▌ は前の手番からの記録",
        more_story: "ほか {n} 行は下の経過に", order_now: "ここからの順番：{order}", you: "あなた", close: "閉じる",
        order_round: "ここからの順番：{now}；ラウンド {round}：{next}",
        order_last: "ここからの順番：{now}；その後ゲーム終了（最後のラウンド）", earlier: "↑ 前の {n} 行 · 全部を表示" },
  "zh-TW": { title: "遊戲經過", since: "自你上一回合以來", newer: "↓ 新的記錄", more: "顯示全部", less: "收起",
             newer_n: "↓ {n} 行新的記錄", newer_1: "↓ 1 行新的記錄",
             card: "閱讀這張牌", shown: "另有 {more} 行見經過", marked: "下方經過的 ▌ 標出你上回合以來的記錄",
             more_story: "另有 {n} 行見下方經過", order_now: "從現在起的順序：{order}",
             you: "你", close: "關閉", order_round: "從現在起的順序：{now}；第 {round} 輪：{next}",
             order_last: "從現在起的順序：{now}；之後遊戲結束（最後一輪）", earlier: "↑ 更早的 {n} 行 · 顯示全部" },
  "zh-CN": { title: "游戏经过", since: "自你上一回合以来", newer: "↓ 新的记录", more: "显示全部", less: "收起",
             newer_n: "↓ {n} 行新的记录", newer_1: "↓ 1 行新的记录",
             card: "阅读这张牌", shown: "另有 {more} 行见经过", marked: "下方经过的 ▌ 标出你上回合以来的记录",
             more_story: "另有 {n} 行见下方经过", order_now: "从现在起的顺序：{order}",
             you: "你", close: "关闭", order_round: "从现在起的顺序：{now}；第 {round} 轮：{next}",
             order_last: "从现在起的顺序：{now}；之后游戏结束（最后一轮）", earlier: "↑ 更早的 {n} 行 · 显示全部" },
};
export const DIGEST_LENGTH = 5;   // lines of the "since your turn" digest
export const SINCE_LINES = 3;     // at most, in the "since your turn" box (review 35, room_en 2: ≤ 3, no "+ N more")
export const READER_MS = 1000;   // a scroll this soon after the reader's wheel, touch or press is the reader's

/** Return the Newer lines pill's words for `n` lines not yet shown: "↓ 3 newer lines" (none counted: "↓ Newer lines"). */
function newerWords(lang, n) {
  if (n < 1) return storyWord(lang, "newer");
  return n === 1 ? storyWord(lang, "newer_1") : storyWord(lang, "newer_n").replace("{n}", n);
}

/** Return the panel's word `key` in the page language `lang` (English as the fallback). */
export function storyWord(lang, key) {
  return (STORY_WORDS[lang] ?? STORY_WORDS[String(lang).split("-")[0]] ?? STORY_WORDS.en)[key] ?? STORY_WORDS.en[key];
}

/**
 * Return the text a line is told with: its sentence, and "(×3)" before its full stop when it stands for three alike
 * (inside the sentence: told in one line with others, a "×3" after the stop read as the next sentence's).
 */
export function lineText(line) {
  const text = String(line?.text ?? "");
  if (!(Number.isInteger(line?.n) && line.n > 1)) return text;
  const cjk = /[。！？]$/.test(text);
  const count = cjk ? `（×${line.n}）` : ` (×${line.n})`;
  const stop = /[.!?。！？]$/.test(text) ? text.slice(-1) : "";
  return `${stop ? text.slice(0, -1) : text}${count}${stop}`;
}

/**
 * Return a line's text as parts: plain strings and {card, zoom} for each card name the line names (`cards`:
 * [[name, zoom key]], each name's first place in the text), in order.
 */
export function segments(line) {
  const text = String(line?.text ?? "");
  const found = [];
  for (const [name, zoom] of Array.isArray(line?.cards) ? line.cards : []) {
    if (typeof name !== "string" || !name) continue;
    const at = text.indexOf(name);
    if (at >= 0 && !found.some((f) => at < f.at + f.name.length && f.at < at + name.length)) found.push({ at, name, zoom });
  }
  found.sort((a, b) => a.at - b.at);
  const out = [];
  let from = 0;
  for (const f of found) {
    if (f.at > from) out.push(text.slice(from, f.at));
    out.push({ card: f.name, zoom: String(f.zoom) });
    from = f.at + f.name.length;
  }
  if (from < text.length || !out.length) out.push(text.slice(from));
  return out;
}

/**
 * Return how the story folds a seat's routine lines of one turn (the kernel's `part`, `fold`, `into`:
 * frames/story.py fold_runs): {rows, hidden}, `rows` the index of each run's first line -> the line it shows instead
 * ({text: the turn's one sentence so far, cards: the run's cards}), `hidden` the run's other lines (review 31,
 * chaos_en 2: 15-30 lines a round). The whole story ("Show the whole story") shows every line as told.
 */
export function foldedRows(lines) {
  const rows = new Map();
  const hidden = new Set();
  (lines ?? []).forEach((line, i) => {
    if (!line?.fold || !Array.isArray(line.part) || !(line.into > 0) || i - line.into < 0) return;
    const first = i - line.into;
    const cards = [];
    for (let k = first; k <= i; k += 1) {
      const member = lines[k];
      if (!Array.isArray(member?.part) || member.part[0] !== line.part[0]) continue;
      if (k > first) hidden.add(k);
      for (const card of Array.isArray(member.cards) ? member.cards : []) {
        if (!cards.some((c) => c[0] === card[0])) cards.push(card);
      }
    }
    rows.set(first, { text: line.fold, cards: cards.filter(([name]) => line.fold.includes(name)) });
  });
  for (const first of rows.keys()) if (hidden.has(first)) rows.delete(first);   // told again by a later row
  return { rows, hidden };
}

/**
 * Return the story in groups, one per round (a line with `round` opens one; the lines before the first round are
 * a group without a heading): [{round, start, lines}] with `start` the index of the group's first line.
 */
export function groupStory(lines) {
  const groups = [];
  (lines ?? []).forEach((line, i) => {
    if (!groups.length || line?.round) groups.push({ round: line?.round ?? null, start: i, lines: [] });
    groups.at(-1).lines.push(line);
  });
  return groups;
}

/**
 * Return the digest of what happened since the reader's last turn: the others' turns after its last own act (and the
 * start of its own turn now), leaving out its own lines and the turns' headings (none before its first act), but not a
 * big moment others made of it ("You are pushed … by Bot B2", "back to the spawn": left out, the box missed why the
 * reader's piece jumped; round D). They come as whole
 * lines, at most `max`, the big moments first: a turn told in one line was a run-on paragraph clamped to "…", and the
 * digest gathered the lines of the reader's own older turn, a doom warning again and again (issue 23 round 6d,
 * findings 2 and 4). More lines than `max`: the big moments, then each turn's first line (issue 23: every seat's turn
 * where there is room), the latest turns first, shown in the story's order.
 */
export function digestOf(lines, max = DIGEST_LENGTH) {
  const turns = sinceTurns(lines ?? []);
  if (turns === null) return [];   // the reader has not acted yet: nothing happened "since its last turn"
  const since = turns.flat();
  const big = since.filter((l) => l?.big).slice(-max);
  if (since.length <= max) return since;
  // the rest of the room: each turn's first line (what its seat did: "The opponent plays …"), then its last, then the
  // others, the latest turns first
  const groups = turns.filter((t) => t.length).reverse();
  const order = [...groups.map((t) => t[0]), ...groups.map((t) => t.at(-1)), ...groups.flatMap((t) => [...t].reverse())];
  const picked = new Set();
  for (const line of order) if (picked.size < max - big.length && !line?.big) picked.add(line);
  // in the order they happened (big moments first read as if they came first: a room's newcomer, round D), with
  // how many lines the others' turns held (`of`: the head says "5 of 12")
  const kept = new Set([...big, ...picked]);
  return Object.assign(since.filter((l) => kept.has(l)), { of: since.length });
}

/** Return where a line stands in the "since your turn" box: the reader's own losses first, the board's next, then
 * the other big moments (the kernel's `news`, frames/story.py), each the bigger first and among the biggest one
 * another seat did to the reader (`at`: a turn a reversal skipped, the headline) first; 3 for any other line. */
const boxRank = (line) => ({ yours: 0, board: 1 }[line?.news] ?? (line?.big ? 2 : 3))
  - (Number(line?.big) >= 2 ? (line?.at ? 0.75 : 0.5) : 0);   // (two pushes outranked a card taken: not for rank 1)

/**
 * Return the "since your turn" box (newcomer review 19, CHAOS en findings 1 and 4, ja phone finding 2: 13-46 lines
 * between turns buried a skipped turn, a brainwashed hand, a card taken): {lines, more}, at most `max` lines of what
 * happened since the reader's last turn — its own losses and changes first (role, hand, sent home, turn skipped,
 * time), then the board's (key, gate, bombs hit), then the other big moments — and `more`, how many others the story
 * holds; with no big moment, the digest's few (digestOf). Null when the reader has not acted yet or nothing happened.
 */
export function sinceBox(lines, max = SINCE_LINES) {
  max = Math.min(max, SINCE_LINES);
  const since = sinceOf(lines);
  if (!since.length || actedNow(lines)) return null;
  // one event, one row: two lines of the same words (a plant told by its event and its note) are one (review 25, chaos_en 3)
  const said = new Set();
  const once = (m) => !said.has(lineText(m.line)) && said.add(lineText(m.line));
  const big = since.map((line, i) => ({ line, i, rank: boxRank(line) })).filter((m) => m.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.i - b.i).filter(once).slice(0, max).map((m) => m.line);
  const shown = big.length ? big : [...digestOf(asFolded(lines), Math.min(3, max))];
  // no "+ N more": the story below marks every line since (review 31, chaos_en 2: "+21 more" read as lost news)
  return { lines: shown, more: 0 };
}

/** Return `lines` as the story shows them folded (foldedRows): a run's first line says its turn's sentence, its other
 * lines left out, so the box says a folded turn whole, its end cell with it (review 33, room_zh 4: "A1 moved to c3"
 * while A1 stood on b3, where the story's row said "moved to c3, played Mania / Sprint, moved to b3"). */
function asFolded(lines) {
  const { rows, hidden } = foldedRows(lines);
  if (!rows.size) return lines;
  return lines.flatMap((line, i) => (hidden.has(i) ? []
    : rows.has(i) ? [{ ...line, text: rows.get(i).text, cards: rows.get(i).cards }] : [line]));
}

/** Return whether the reader has acted in its own turn now: the box's news is past then (review 27, chaos_en 10, 026:
 * the previous round's events still boxed during its own combo). */
function actedNow(lines) {
  const at = ownTurnAt(lines);
  return at >= 0 && !lines.slice(at + 1).some((l) => l?.turn) && lines.slice(at + 1).some(ownAct);
}

/**
 * Return the turn order in words after a reversal, each seat once, from the seat whose turn it is on ("Order now: you →
 * A2 → B2 → B1"; a combo's turn is its leader's), "" while the order runs its usual way (newcomer review 19, CHAOS ja
 * finding 9: the strip only flipped its arrows; review 20, chaos_ja finding 1: "あなた → B2 → B1 → あなた").
 */
export function orderNow(view, seat, lang) {
  const order = view?.order ?? [];
  if (view?.direction !== -1 || !order.includes(seat) || order.length < 2) return "";
  const owner = order.includes(view.combo?.leader) ? view.combo.leader : (view.to_act ?? seat);
  const named = (seats) => seats.map((s) => (s === seat ? storyWord(lang, "you") : s)).join(" → ");
  const rest = roundRest(view, owner);
  if (rest !== null && rest < view.next_seats.length) {   // the next round begins within the line: say where
    // (none after the round limit's last round: "round 13" was promised at 12/12, newcomer review 23, room_en 2)
    if (view.max_rounds && view.round >= view.max_rounds) {
      return storyWord(lang, "order_last").replace("{now}", named([owner, ...view.next_seats.slice(0, rest)]));
    }
    const first = order.indexOf(view.next_seats[rest]);   // (newcomer review 22, room_zh finding 3, 055_hand9)
    const round = order.map((_, k) => order[(first + k * view.direction + 2 * order.length) % order.length]);
    return storyWord(lang, "order_round").replace("{now}", named([owner, ...view.next_seats.slice(0, rest)]))
      .replace("{round}", String(view.round + 1)).replace("{next}", named(round));
  }
  return storyWord(lang, "order_now").replace("{order}", named([...new Set(turnsFrom(view, owner))]));
}

/** How many of view.next_seats still play this round (null: the view does not say): the round's slots left after
 * `owner`'s (turn_in_round, CH-TEAM-3), each its seat's in the order's direction unless the engine passed it over
 * (a turn taken in a combo or lost: not among next_seats). */
function roundRest(view, owner) {
  const { order, next_seats: next } = view;
  if (!Number.isInteger(view.turn_in_round) || !Number.isInteger(view.round) || !next?.length) return null;
  let [at, j] = [order.indexOf(owner), 0];
  for (let slot = view.turn_in_round + 1; slot < 4 && at >= 0; slot += 1) {
    at = (at + view.direction + order.length) % order.length;
    if (next[j] === order[at]) j += 1;
  }
  return j;
}

/** The seats from `owner` on as the engine brings them (view.next_seats: a lost turn or a combo's taken turn passed
 * over, CH-P1), else the reversed cycle from `owner`. */
function turnsFrom(view, owner) {
  const order = view.order;
  if (Array.isArray(view.next_seats) && view.next_seats.length) return [owner, ...view.next_seats];
  const at = Math.max(0, order.indexOf(owner));
  return order.map((_, k) => order[(at - k + order.length) % order.length]);
}

/**
 * Return every line of what happened since the reader's last turn (digestOf picks at most a few of them): the lines
 * the story marks while it is the seat's turn (issue 23 round G, finding 1: marked in the story, not told twice).
 */
export function sinceOf(lines) {
  return (sinceTurns(lines ?? []) ?? []).flat();
}

/**
 * Return the lines since the reader's last turn as turns (see digestOf), null when the reader has not acted yet.
 * "Since your last turn" is everything after the reader's own last turn ended (and the start of its turn now, up to
 * its first act), done by others or to the reader. Its own answers inside another seat's turn (join or decline a
 * combo, react, assign defenders: a `you` line under a heading that is not its own) neither restart it nor count as
 * news; Mythos's own acts outside any turn heading (a play, a pass) end its turn at once, so the round's play after
 * them is news (newcomer review 11, finding 1: CHAOS 092/143/168 restarted at such an answer, Mythos 030/268 dropped
 * the lines between the reader's pass and the combat). Replaces round G's "last own act" start and review 10's
 * own-turn fallback, which the rule covers.
 */
function sinceTurns(all) {
  const heads = sectionHeads(all);
  const joint = jointSections(all, heads);
  const mine = (i) => ownAct(all[i]) && (heads[i] < 0 || Boolean(all[heads[i]]?.you) || joint.has(heads[i]));
  const last = all.findLastIndex((l) => l?.turn);
  // the reader's own turn now (or its joint turn in a partner's, once it acted there) begins at `bound`
  const bound = last >= 0 && (all[last]?.you || joint.has(last)) ? last : all.length;
  let act = bound - 1;
  while (act >= 0 && !mine(act)) act -= 1;
  if (act < 0) return null;   // the reader has not acted yet: nothing happened "since its last turn"
  let end = act + 1;          // an act under its own heading: its turn ends at the next heading
  if (heads[act] >= 0) while (end < all.length && !all[end]?.turn) end += 1;
  // the rest of its own last turn is no news ("You are protected…"), but what others did to the reader there (`at`:
  // B1's combo pushed its piece, issue 23 round G finding 3) is, and in a turn of its own so is what its own move did
  // to it (`news` "yours": a bomb sent it home, review 39 room_zh 1: "my move to a7 ended on a8", the box told only
  // A2's event); a joint turn's end it watched in its partner's turn (review 24, chaos_en 3)
  const first = heads[act] >= 0 ? all.findIndex((l, i) => i > heads[act] && mine(i)) : end;
  const own = Boolean(all[heads[act]]?.you);
  const turns = [all.slice(first, end).filter((l) => (l?.at || (own && l?.news === "yours")) && !l?.turn)];
  let acted = false;   // in the reader's turn now: what comes before its first act (a check, an effect ending) is news
  all.slice(end).forEach((line, k) => {
    const i = end + k;
    if (line?.turn) {
      turns.push([]);
      acted = false;
    } else if (i > bound) {
      acted ||= ownAct(line);
      if (!acted) turns.at(-1).push(line);
    } else if (!ownAct(line)) turns.at(-1).push(line);   // others' lines, and what they did to the reader
  });
  return turns;
}

/**
 * Return the headings of the reader's joint turns: another seat's turn in which the reader acted, in a round that
 * holds no turn heading of the reader's own (its turn was taken in that joint turn, CH-COMBO-1, CH-DUR-1). Newcomer
 * review 24, chaos_en 3: after joint turns the box still led with the key found rounds before (seed 6: B1's bomb of
 * round 5 shown in round 6, the reader having moved in its partner's combo since).
 */
function jointSections(all, heads) {
  const rounds = [];   // per line, the index of its round's first heading (-1 before the first)
  let round = -1;
  all.forEach((line, i) => {
    if (line?.turn && line?.round) round = i;
    rounds.push(round);
  });
  const own = new Set(all.flatMap((line, i) => (line?.turn && line?.you ? [rounds[i]] : [])));
  const out = new Set();
  all.forEach((line, i) => {
    const h = heads[i];
    if (h >= 0 && !all[h]?.you && ownAct(line) && rounds[i] >= 0 && !own.has(rounds[i])) out.add(h);
  });
  return out;
}

/**
 * Return, for each line of `all`, the index of the turn heading whose section it lies in (-1 outside any: before the
 * first, or after a round heading that opens no turn, as Mythos's rounds after a combat).
 */
function sectionHeads(all) {
  let head = -1;
  return all.map((line, i) => {
    if (line?.turn) head = i;
    else if (line?.round) head = -1;
    return head;
  });
}

/** Return whether a line is the reader's own act: its line, not what others made of it (`big`, `at`), not a heading. */
const ownAct = (line) => Boolean(line?.you && !line?.turn && !line?.big && !line?.at);

/** Return the index of the reader's latest own turn heading (`turn` and `you`), -1 before its first turn. */
export function ownTurnAt(lines) {
  return (lines ?? []).findLastIndex((line) => Boolean(line?.turn && line?.you));
}

/**
 * Return whether a panel's digest must be made again: none yet, a story drawn afresh (`kept` false), or a new turn of
 * the reader's own (heading index `head`) began while the seat kept the move (an answer, then its own turn: issue 23).
 */
export function staleDigest(panel, head, kept) {
  return !panel.since || !kept || panel.sinceHead !== head;
}

/** Return whether a scroll box shows its end (the reader did not scroll up). */
export function atEnd(box, slack = 6) {
  return (box.scrollTop ?? 0) + (box.clientHeight ?? 0) >= (box.scrollHeight ?? 0) - slack;
}

/**
 * Mark a scroll box scrolled down (data-scrolled="1"): the style sheet fades its top edge, so the line the edge cuts
 * fades out instead of looking covered by the box above it (issue 23).
 */
export function markScrolled(box) {
  const value = (box.scrollTop ?? 0) > 2 ? "1" : "0";
  if (box.dataset && box.dataset.scrolled !== value) box.dataset.scrolled = value;
}

/** Return the opening brackets a text ends with (kept with the card name after them). */
const trailing = (text) => /[(（［[「『【〈《“‘]*$/.exec(text)[0];
/** Return the stops and closing brackets a text starts with (kept with the card name before them). */
const leading = (text) => /^[.,:;!?)）］\]」』】〉》”’、。，．：；！？…]*/.exec(text)[0];

/** Return a new element of `tag` with a class name and a text. */
function node(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text != null) el.textContent = text;
  return el;
}

/** Return the element of one line: its text with card links, its note, its marks (big, yours, a turn's heading). */
export function lineElement(line, index, { onZoom, lang } = {}) {
  const el = node("div", ["cw-line", line?.turn ? "cw-turn" : "", line?.big ? "cw-big" : "", line?.you ? "cw-you" : ""]
    .filter(Boolean).join(" "));
  el.dataset.index = String(index);
  if (line?.rule) el.append(node("span", "rule", `[${line.rule}] `));
  const parts = segments(line);
  parts.forEach((part, i) => {
    if (typeof part === "string") {   // its brackets and stops glued to a card name go with the name (below)
      const text = part.slice(typeof parts[i - 1] === "object" ? leading(part).length : 0);
      const kept = typeof parts[i + 1] === "object" ? text.slice(0, text.length - trailing(text).length) : text;
      if (kept) el.append(kept);
      return;
    }
    const link = node("button", "cw-card", part.card);
    link.type = "button";
    link.dataset.zoom = part.zoom;
    link.title = storyWord(lang, "card");
    link.addEventListener("click", () => onZoom?.(part.zoom));
    // a button is one box to the line breaker: an opening bracket before it (「) and a stop after it (.」。) would be
    // left alone at a line's end or start, so they are kept with it on one unbreakable run
    const before = typeof parts[i - 1] === "string" ? trailing(parts[i - 1]) : "";
    const after = typeof parts[i + 1] === "string" ? leading(parts[i + 1]) : "";
    if (!before && !after) {
      el.append(link);
      return;
    }
    const glue = node("span", "cw-glue");
    glue.style.whiteSpace = "nowrap";
    glue.append(...[before, link, after].filter(Boolean));
    el.append(glue);
  });
  if (Number.isInteger(line?.n) && line.n > 1) el.append(node("span", "cw-times", ` ×${line.n}`));
  if (line?.note) el.append(node("div", "cw-note", line.note));
  return el;
}

/**
 * Make the story's box end at the top of a whole line when it shows its newest lines: a line cut in half at its top
 * edge, under the "Since your last turn" head, read as that head lying over the story (issue 23 round F, finding 3, a
 * phone's folded box; round G, finding 1: a desk's too, whose box fills the panel).
 */
export function wholeLines(box) {
  if (typeof getComputedStyle === "undefined" || !box.getBoundingClientRect || !box.querySelectorAll) return;
  box.style.maxHeight = "";
  box.style.minHeight = "";
  box.scrollTop = box.scrollHeight;
  const top = box.getBoundingClientRect().top + box.clientTop;
  const cut = [...box.querySelectorAll(".cw-line, .cw-round-head")].map((e) => e.getBoundingClientRect())
    .find((r) => r.top < top - 0.5 && r.bottom > top + 0.5);
  if (!cut || cut.bottom - top >= box.clientHeight - 20) return;   // a line taller than the box stays cut
  box.style.maxHeight = `${box.getBoundingClientRect().height - (cut.bottom - top)}px`;
  box.style.minHeight = "0";   // the style sheet's min-height held a phone's folded box on a half line (review 9)
  box.scrollTop = box.scrollHeight;
}

/**
 * Scroll a story box so its top edge lies on a whole line: a line cut by less than half shows whole, one cut by more
 * goes above the edge. A scrolled story stopped with its top line cut in half under the "Since your last turn" box or
 * the panel's heading, read as covered by them (review 25, mythos_ja 6 and room_zh 3).
 */
export function snapTop(box) {
  if (!box?.getBoundingClientRect || !box.querySelectorAll) return;
  const top = box.getBoundingClientRect().top + (box.clientTop ?? 0);
  const cut = [...box.querySelectorAll(".cw-line, .cw-round-head")].map((e) => e.getBoundingClientRect())
    .find((r) => r.top < top - 0.5 && r.bottom > top + 0.5);
  if (!cut || cut.bottom - cut.top >= (box.clientHeight ?? 0) / 2) return;   // a line as tall as half the box stays
  const hidden = top - cut.top;
  box.scrollTop = Math.round(hidden <= (cut.bottom - cut.top) / 2 ? box.scrollTop - hidden : box.scrollTop + cut.bottom - top);
}
const SNAP_MS = 150;

/**
 * A wheel over the story scrolls the story while it can, then the page: at its end (or top) the page takes the wheel
 * at once, mid-gesture too (the browser kept a gesture begun in the story on it: the page seemed trapped, or, begun
 * at its end, went to the page). Review 25, mythos_ja 10, room_zh 3.
 */
export function chainWheel(box, event, win = globalThis.window) {
  const dy = (event.deltaY ?? 0) * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? (win?.innerHeight ?? 800) : 1);
  if (!dy || event.ctrlKey) return false;
  const can = dy > 0 ? !atEnd(box, 1) : (box.scrollTop ?? 0) > 0;
  if (can) return false;
  event.preventDefault?.();
  for (let el = box.parentElement; el; el = el.parentElement) {   // a page (Voila) may scroll a box, not the window
    if (el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(win?.getComputedStyle?.(el).overflowY ?? "")) {
      el.scrollTop += dy;
      return true;
    }
  }
  win?.scrollBy?.({ top: dy });
  return true;
}   // how long a reader's scroll is still before its top edge goes on a whole line

/** Mark a story line's element as one of "since your last turn" (a bar and a tint), or clear the mark. */
export function markLine(el, on) {
  el.className = el.className.replace(/ ?cw-since\b/g, "") + (on ? " cw-since" : "");
  look(el, on ? SINCE_LOOK : { boxShadow: "", background: "", paddingLeft: "" });
}
/** Set inline style properties of an element (none on a stand-in without a style). */
const look = (el, props) => el.style && Object.assign(el.style, props);
// blue, not the big moments' yellow bar (ui/page.js .cw-big): "marked" must not read as "a big moment"
const SINCE_LOOK = { boxShadow: "inset 3px 0 #6cc4ff", background: "rgba(108, 196, 255, 0.10)", paddingLeft: "6px" };

/**
 * Draw what happened since the reader's last turn (`since`, lines of `all`): its lines marked in the story, and above
 * the story only a head saying so, which takes the reader to the first of them. The lines were told twice, in a box
 * pinned over the story that cut the line under it in half (issue 23 round G, finding 1).
 */
function drawSince(panel, since, all, lang) {
  const marked = new Set(since);
  all.forEach((line, i) => panel.els[i] && markLine(panel.els[i], marked.has(line)));
  for (const [i, el] of panel.foldEls ?? []) markLine(el, marked.has(all[i]));   // a folded turn's row, as its first
  const rows = since.length ? digestRows(panel, since, all, lang) : [];
  // a desk's box with no line of its own (the reader acted in its turn) would hold only the count: not shown
  // (review 34, room_en 029, 032: "▌ marks the 14 lines since your turn below" and nothing else)
  const empty = !since.length || (panel.boxed && !rows.length && !phoneStory(panel));
  panel.digest.hidden = empty;
  panel.box.dataset.since = since.length ? "1" : "0";   // a phone's folded box grows to show them (ui/page.js)
  if (empty) {
    panel.digest.replaceChildren();
    return dimTold(panel, all);
  }
  const head = node("div", "cw-digest-head", storyWord(lang, "since"));
  // what ▌ marks, with no count: a wrapped line, a folded turn or a big line's own bar made any count read wrong
  // (review 34, mythos_en 12, 024: "marks the 2 lines" by one entry on two lines; 081: another count in ja)
  const [before, after] = storyWord(lang, "marked").split("▌");
  const bar = node("span", "cw-since-bar", "▌");
  look(bar, { color: SINCE_LOOK.boxShadow.split(" ").at(-1) });   // the marks' own colour
  const hint = node("div", "cw-digest-hint");
  hint.append(before, bar, after ?? "");
  look(hint, { fontSize: "12px", opacity: "0.9" });
  look(panel.digest, { cursor: "pointer" });
  panel.digest.onclick = () => {   // the first marked line to the box's top: the reader reads on from there
    if (folded(panel)) return panel.fold.click();   // a folded phone box keeps its newest lines (review 27, chaos_ja 2)
    const first = panel.els[all.indexOf(since[0])];
    if (first?.getBoundingClientRect) {
      panel.follow = false;   // the reader asked to read from there: new lines say so (↓ newer lines)
      panel.lines.scrollTop += first.getBoundingClientRect().top - panel.lines.getBoundingClientRect().top;
    }
  };
  panel.digest.replaceChildren(head, ...rows, hint);
  panel.recount = () => drawSince(panel, since, all, lang);   // the whole story opened or folded: its count again
  if (panel.boxed) fitDigest(panel.digest, lang);
  dimTold(panel, all);
}

/**
 * Leave out of the story the rows (a line's, a folded turn's) whose words a row of the CHAOS since box says, while it
 * says them, and only those: dimmed, a line told in the box and again right under it was still read twice (review 34,
 * chaos_en 109; review 35, room_en 2, 019, chaos_en 7: "the box repeats the dimmed lines just below it").
 */
function dimTold(panel, all) {
  const rows = panel.digest.hidden || !panel.boxed ? [] : [...(panel.digest.childNodes ?? [])];   // a NodeList
  const told = new Set(rows.map((n) => n?.dataset?.told).filter(Boolean));
  const dim = (el, text) => el && look(el, { display: told.has(text) ? "none" : "" });
  all.forEach((line, i) => dim(panel.els[i], lineText(line)));
  const folds = foldedRows(all);
  for (const [i, el] of panel.foldEls ?? []) dim(el, folds.rows.get(i)?.text);
  // a turn's heading whose every line the box tells goes with them: an empty heading read as a turn that did nothing
  // (review 36, room_en 4)
  const whole = panel.box.dataset.open === "1";
  const gone = (i) => (!whole && folds.hidden.has(i))
    || told.has(!whole && folds.rows.has(i) ? folds.rows.get(i).text : lineText(all[i]));
  all.forEach((line, h) => {
    if (!line?.turn || !panel.els[h]) return;
    let end = h + 1;
    while (end < all.length && !all[end]?.turn) end += 1;
    const lines = [...Array(end - h - 1).keys()].map((k) => h + 1 + k);
    if (lines.length && lines.every(gone)) look(panel.els[h], { display: "none" });
  });
}

/** Return whether the panel is a phone's story (its since box lies over the table: ui/page.js sinceBoxUpdate). */
const phoneStory = (panel) => panel.box.closest?.(".cw-root")?.dataset?.wide === "0";

/**
 * Keep a desk's "since your turn" digest to whole lines: while it overflows its room (max-height 40%, it scrolled and
 * cut its last line: newcomer review 24, chaos_en finding 3), its last line goes, and a row says how many went ("+ 2
 * more in the story below ↓": a tap on the digest shows them marked there): lines lost without a word read as never
 * told (review 40, chaos_en 3, 016→017: the course box grew, B2's part went). Not measured while hidden or unlaid.
 */
export function fitDigest(digest, lang = "en") {
  const over = () => digest.clientHeight > 0 && digest.scrollHeight > digest.clientHeight + 1;
  const kids = () => [...(digest.childNodes ?? [])];
  const rows = () => kids().filter((n) => /\bcw-digest-line\b/.test(n.className ?? ""));
  const hint = kids().find((n) => n.className === "cw-digest-hint");
  let gone = 0;
  while (over() && rows().length > 1) {
    const last = rows().at(-1);
    digest.replaceChildren(...kids().filter((n) => n !== last));
    gone += 1;
    // in the hint's row, not one more (a row of its own took the room of the line it counted): the story's ▌ marks
    // stay to be seen there
    hint?.replaceChildren(node("span", "cw-digest-more", `${storyWord(lang, "more_story").replace("{n}", gone)} ↓`));
  }
}

/**
 * Return the digest's own lines: on a phone (the root marked narrow) what happened since the reader's last turn, at
 * most DIGEST_LENGTH, the big moments picked first (digestOf), in the story's order; the hint under them counts all
 * and a tap on the digest shows them marked in the story. A phone's story lies under the table, its digest showed a
 * count only (newcomer review 12, CHAOS phone finding 4). A table with a "since your turn" box (`panel.boxed`,
 * CHAOS) shows it here on a desk, beside the table's top, and above the table on a phone (ui/page.js sinceBoxUpdate):
 * its lines are not told twice (newcomer review 19, CHAOS en desk finding 4: a count only, the changes buried).
 */
function digestRows(panel, since, all, lang) {
  const phone = phoneStory(panel);
  const row = (line) => {
    const el = lineElement(line, all.indexOf(line), { lang, onZoom: panel.onZoom });   // its cards open as the story's
    el.className += " cw-digest-line";
    el.dataset.told = lineText(line);   // its words: the story's row that says them is dimmed (dimTold)
    return el;
  };
  if (panel.boxed) {
    const box = phone ? null : sinceBox(all);
    if (!box) return [];
    const order = panel.order ? [node("div", "cw-digest-order", panel.order)] : [];
    return [...box.lines.map(row), ...order];
  }
  if (!phone) return [];
  return (panel.since ?? []).filter((line) => since.includes(line)).slice(0, DIGEST_LENGTH).map(row);
}

/**
 * Build the story panel (not yet in the page): {box, head, title, digest, wrap, lines, newer, fold}; `storyPanel`
 * returns the function that draws what changed.
 */
export function buildStory() {
  const box = node("div", "cw-story");
  const head = node("div", "cw-story-head");
  const title = node("span", "cw-story-title");
  const fold = node("button", "cw-story-fold");
  fold.type = "button";
  head.append(title, fold);
  const digest = node("div", "cw-digest");
  digest.hidden = true;
  const wrap = node("div", "cw-lines-wrap");   // the lines, the "newer lines" button and (ui/page.js) the toasts
  const lines = node("div", "cw-lines");
  const newer = node("button", "cw-newer");
  newer.type = "button";
  newer.hidden = true;
  const earlier = node("button", "cw-earlier");   // a phone's folded story: "↑ 12 earlier · show all" over its lines
  earlier.type = "button";
  earlier.hidden = true;
  wrap.append(earlier, lines, newer);
  box.append(head, digest, wrap);
  return { box, head, title, digest, wrap, lines, newer, fold, earlier };
}

/**
 * Show an opened story at its newest lines with the first "since your last turn" line in view: the box's end, then,
 * when that line lies above the box's top, up to it (opening jumped to the story's first line and "↓ Newer lines"
 * had to bring the reader back: newcomer review 9, finding 6, r9cp 51).
 */
export function openAtSince(panel, toEnd) {
  toEnd();
  const box = panel.lines;
  const first = (panel.els ?? []).find((e) => / ?cw-since\b/.test(e?.className ?? ""));
  if (!first?.getBoundingClientRect || !box.getBoundingClientRect) return;
  const above = box.getBoundingClientRect().top - first.getBoundingClientRect().top;
  if (above <= 0) return;
  box.style.maxHeight = "";   // a whole-line height is for the box's end only
  box.scrollTop = Math.max(0, box.scrollTop - above);
  panel.top = box.scrollTop;
  // held there until new lines come (then the newest show): it stopped following for good, and a phone's story stayed
  // at an old line with "↓ 24 newer lines" (review 25, room_zh 3); a reader's own scroll up still stops it
  panel.hold = true;
}

/**
 * Show a seat's routine lines of one turn as one row (foldedRows) while the story is not opened whole: the row in the
 * place of the run's first line, the run's lines hidden; opened ("Show the whole story"), every line as told.
 */
function drawFolds(panel) {
  const all = panel.all ?? [];
  const whole = panel.box.dataset.open === "1";
  const { rows, hidden } = foldedRows(all);
  const lang = panel.box.dataset.lang;
  for (const [first, row] of rows) {
    const anchor = panel.els[first];
    if (!anchor || !panel.groups[first]) continue;
    let el = panel.foldEls.get(first);
    if (el?.dataset.fold !== row.text) {
      const made = lineElement(row, first, { onZoom: panel.onZoom, lang });
      made.dataset.fold = row.text;
      const group = panel.groups[first];
      if (el) group.replaceChildren(...[...group.childNodes].filter((n) => n !== el));   // the turn told further:
      group.insertBefore(made, anchor);                                                     // its row anew, in place
      panel.foldEls.set(first, made);
      el = made;
    }
    el.hidden = whole;
    anchor.hidden = !whole;
  }
  all.forEach((_, i) => {
    if (panel.els[i] && !rows.has(i)) panel.els[i].hidden = !whole && hidden.has(i);
  });
}

/** Show over a phone's folded story how many lines lie above its top: "↑ 12 earlier · show all" (none: hidden). */
function countEarlier(panel) {
  const { earlier, lines: box } = panel;
  if (!earlier || !box.getBoundingClientRect || !box.querySelectorAll) return;
  const top = box.getBoundingClientRect().top + 1;
  const n = folded(panel) ? [...box.querySelectorAll(".cw-line")].filter((e) => !e.hidden && e.getBoundingClientRect().bottom <= top).length : 0;
  earlier.hidden = n < 1;
  earlier.textContent = storyWord(panel.box.dataset.lang, "earlier").replace("{n}", n);
}

/** Return whether the panel is a phone's folded story (below the table, its few newest lines shown). */
function folded(panel) {
  return panel.box.dataset.open !== "1" && panel.box.closest?.(".cw-root")?.dataset?.wide === "0";
}

/**
 * Wire a story panel's following of its newest line (Newer lines, the reader's scrolls, a resize, the fold) and return
 * `toEnd()`, which shows the newest lines with the box's top on a whole line (wholeLines).
 */
function followPanel(panel) {
  const { lines: box, newer } = panel;
  const toEnd = () => {
    panel.unseen = 0;   // the newest line shown: none newer (the pill's count)
    panel.hold = false;
    box.scrollTop = box.scrollHeight;
    wholeLines(box);
    panel.top = box.scrollTop;
    markScrolled(box);
    // its top line is whole now: no fade over it (a round's heading there read as half hidden: review 10, finding 5)
    box.dataset.whole = "1";
    countEarlier(panel);
  };
  panel.keep = () => {
    if (panel.follow && !panel.hold) toEnd();
    else box.style.maxHeight = "";   // a box not at its end keeps no whole-line height (wholeLines)
  };
  // only the reader's own hand scrolls the story up for good: a wheel, a touch, a press (its scroll bar) or a key on
  // the box, or a scroll just after one (a drag, a fling). A box that shrank, a line replaced or the page's own moves
  // scrolled it up and it stopped following (review 25, mythos_en 6, room_en 2: "↓ 11/50 newer lines")
  let touched = -Infinity;
  const note = () => {
    touched = Date.now();
    panel.hold = false;
  };
  for (const type of ["wheel", "touchstart", "touchmove", "pointerdown", "keydown"]) {
    box.addEventListener(type, note, { passive: true });
  }
  box.addEventListener("wheel", (event) => chainWheel(box, event), { passive: false });
  newer.addEventListener("click", () => {
    toEnd();
    panel.follow = true;
    newer.hidden = true;
  });
  box.addEventListener("scroll", () => {   // only a move up is the reader's: a box that shrank keeps following
    const reader = Date.now() - touched < READER_MS;
    if (reader) touched = Date.now();   // a drag or a fling goes on scrolling after its last event
    if (reader) {   // once it stops, its top edge on a whole line (snapTop)
      (globalThis.clearTimeout ?? (() => {}))(panel.snap);
      panel.snap = (globalThis.setTimeout ?? ((f) => f()))(() => { if (!atEnd(box)) snapTop(box); }, SNAP_MS);
    }
    if (atEnd(box)) panel.follow = true;
    else if (reader && box.scrollTop < (panel.top ?? 0) - 1) panel.follow = false;
    if (Math.abs(box.scrollTop - (panel.top ?? 0)) > 1) box.dataset.whole = "0";   // the reader's scroll cuts lines
    panel.top = box.scrollTop;
    markScrolled(box);
    if (panel.follow) newer.hidden = true;
  });
  // the box resized (the page narrowed, the table grew, the digest came): the newest line stays in view
  if (typeof ResizeObserver !== "undefined") {
    const seen = new ResizeObserver(panel.keep);
    seen.observe(box);
    seen.observe(panel.box);   // the panel grew: a box held to whole lines (wholeLines) grows with it
    // a toast above the lines came or went (ui/page.js puts its box in the wrap): the lines' room changed, and a height
    // made beside a toast left the panel's lower half empty once it went (review 33, chaos_en 3, 137-144)
    for (const el of panel.wrap?.childNodes ?? []) if (el !== box && el !== newer) seen.observe(el);
    // the panel's height changed (a coach's box above it came or went): a desk's since box, 40% of it, is fitted to
    // whole lines again (review 34, room_en 018: its last line cut mid-line)
    new ResizeObserver(() => panel.boxed && !panel.digest.hidden && !phoneStory(panel) && panel.recount?.())
      .observe(panel.box);
  }
  panel.earlier?.addEventListener("click", () => panel.fold.click());
  panel.fold.addEventListener("click", () => {
    const open = panel.box.dataset.open === "1";
    panel.box.dataset.open = open ? "0" : "1";
    panel.fold.textContent = storyWord(panel.box.dataset.lang, open ? "more" : "less");
    drawFolds(panel);   // the whole story shows every line as told; folded, a seat's turn in one row
    if (!panel.digest.hidden) panel.recount?.();
    const show = () => (open ? toEnd() : openAtSince(panel, toEnd));
    show();   // its whole-line height is made again for the box's new size
    (globalThis.requestAnimationFrame ?? ((f) => f()))(show);   // and again once the open box is laid out
  });
  return toEnd;
}

/**
 * Return `update(lines, {lang, digest, onZoom, deal})` for a story panel: the new lines are appended (a shorter or
 * changed story — an undo, another language, a new `deal` — is drawn afresh), grouped by round; the panel follows the newest line unless
 * the reader scrolled up (then "Newer lines" takes it down); `digest` (true on the seat's turn) shows what the others
 * did since its last turn; `boxed` (CHAOS) tells it as the "since your turn" box (sinceBox) on a desk, with `order`
 * (orderNow) under it. `update` returns the digest's lines (none off the seat's turn).
 */
export function storyPanel(panel) {
  let shown = [];          // the lines drawn, as given
  let group = null;        // the element the next line goes into (the current round's)
  const { lines: box, newer } = panel;
  panel.follow = true;     // the panel keeps its newest line in view (until the reader scrolls up)
  panel.els = [];          // each line's element, by its index in the story
  panel.groups = [];       // the round's section each line's element is in
  panel.foldEls = new Map();   // a folded run's row, by the index of its first line (drawFolds)
  const toEnd = followPanel(panel);
  return (lines, { lang = "en", digest = false, onZoom, deal, boxed = false, order = "" } = {}) => {
    panel.onZoom = onZoom;
    const reorder = panel.order !== order;   // a reversal within the reader's turn: the digest says the new order
    Object.assign(panel, { boxed, order });
    const all = Array.isArray(lines) ? lines : [];
    const follow = panel.follow || atEnd(box);
    // a new deal is a new story: "Learn to play" after a game kept that game's digest (issue 23 round 6d, finding 5)
    const dealt = deal !== undefined && panel.deal !== undefined && deal !== panel.deal;
    panel.deal = deal;
    if (dealt) panel.since = null;
    const kept = !dealt && shown.length <= all.length && shown.every((line, i) => line === all[i])
      && panel.box.dataset.lang === lang;
    if (!kept) {
      box.replaceChildren();
      shown = [];
      group = null;
      panel.els = [];
      panel.groups = [];
      panel.foldEls = new Map();
    }
    panel.box.dataset.lang = lang;
    panel.title.textContent = storyWord(lang, "title");
    panel.fold.textContent = storyWord(lang, panel.box.dataset.open === "1" ? "less" : "more");
    newer.textContent = storyWord(lang, "newer");
    for (let i = shown.length; i < all.length; i += 1) {
      const line = all[i];
      if (!group || line?.round) {
        group = node("section", "cw-round");
        if (line?.round) group.append(node("h4", "cw-round-head", line.round));
        box.append(group);
      }
      group.append(panel.els[i] = lineElement(line, i, { onZoom, lang }));
      panel.groups[i] = group;
    }
    panel.all = all;
    drawFolds(panel);
    const added = all.length > shown.length;
    const fresh = all.length - shown.length;
    shown = all.slice();
    const before = panel.since;
    const head = ownTurnAt(all);
    if (!digest) panel.since = null;
    else if (staleDigest(panel, head, kept)) panel.since = digestOf(all);   // made when the turn comes, kept through it
    panel.sinceHead = digest ? head : null;
    const since = panel.since ?? [];
    if (since !== before || !kept || reorder) drawSince(panel, digest && panel.since ? sinceOf(all) : [], all, lang);
    if (follow || !kept) {
      // after the digest took its room: the newest line shows (a phone's box opened at its "since" lines stays there
      // until new lines come: openAtSince)
      if (!panel.hold || added || !kept) toEnd();
      panel.follow = true;
    } else if (added) {   // the pill says how many came (newcomer review 20, CHAOS en finding 4: '↓ Newer lines' alone)
      panel.unseen = (panel.unseen ?? 0) + fresh;
      newer.hidden = false;
    }
    newer.textContent = newerWords(lang, panel.unseen ?? 0);
    // a phone's folded story shows its newest lines, the oldest folded under "↑ N earlier · show all" (opened at the
    // first "since" line, 27 lines cut its newest off and the reader could not scroll to them: review 27, chaos_ja 2)
    return since;
  };
}
