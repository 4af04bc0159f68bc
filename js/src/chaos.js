// Layout of the CHAOS board: view (+ legal moves, UI state) -> scene. Pure: no DOM, no rules.
// It draws what the synced view says and gives each legal target the id of its action; it never decides
// what is legal. Cells in the view are 1-based [row, col] (row 1 on top).
import { word } from "./scene.js";

const ARROWS = { up: "▲", down: "▼", left: "◀", right: "▶" };
const SUIT_MARK = { moon: "☾", eye: "◉", skull: "☠" };

/** Return the chaos UI word `key` in `lang` (the catalog's words; English, then the key, as fallbacks). */
export function chaosWord(catalog, lang, key, vars = {}) {
  return word(catalog, lang, key, vars);
}

/** Return a card function's name in `lang` (English when there is no translation, the id as last resort). */
export function functionName(catalog, lang, fn) {
  const f = catalog?.functions?.[fn];
  return f?.[lang] ?? f?.en ?? fn;
}

/** Return the short form of a name: the first of alternative names written "a|b". */
const short = (name) => String(name).split("|")[0];

const keyOf = (cell) => `${cell[0]},${cell[1]}`;

/** Return the base of the map view's cells: 1 (as every cell of the view) unless the view says otherwise. */
export function mapBase(map) {
  return map?.base === 0 ? 0 : 1;
}

/**
 * Lay out the board.
 * @param {{view, legal, catalog, lang, mode, error, seat, ui}} input  synced traits + local UI state
 * @param {{width:number}} size
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layoutChaos(input, size) {
  const { view, legal = [], catalog, lang = "en", mode = "play", error = "", seat = "A1" } = input ?? {};
  const ui = input?.ui ?? {};
  const W = Math.max(360, Math.min(1200, Math.floor(size?.width ?? 800)));
  const fs = Math.max(11, Math.min(15, Math.round(W / 64)));
  const m = Math.max(6, Math.min(14, Math.round(W * 0.015)));
  const items = [];
  const w = (key, vars) => chaosWord(catalog, lang, key, vars);
  const text = (t, x, y, extra = {}) => items.push({ type: "text", text: t, x, y, w: 0, h: fs, size: fs,
                                                     colour: "#e8e0cc", ...extra });
  items.push({ type: "rect", x: 0, y: 0, w: W, h: 0, fill: "#17261f", background: true });
  if (!view || view.game !== "chaos" || !view.map) {
    text("…", m, m);
    return finish(items, W, m * 2 + fs);
  }
  const design = mode === "design";
  const fnName = (fn) => short(functionName(catalog, lang, fn));
  const cardText = (card) => (card ? `${fnName(card.function ?? card.id)} (${w(card.suit)})` : "?");
  const cardById = (id) => {
    const i = String(id).lastIndexOf("_");
    return i > 0 ? { id, function: id.slice(0, i), suit: id.slice(i + 1) } : { id, function: id, suit: "" };
  };

  // Which legal actions point at what.
  const byCell = new Map();
  const byCard = new Map();
  const chips = [];
  const times = [];
  for (const a of legal) {
    const t = a.target ?? {};
    if (Array.isArray(t.cell)) {
      const k = keyOf(t.cell);
      if (!byCell.has(k)) byCell.set(k, []);
      byCell.get(k).push(a);
    } else if (t.card != null) {
      if (!byCard.has(t.card)) byCard.set(t.card, []);
      byCard.get(t.card).push(a);
    } else if (a.kind === "declare_time") times.push(a);
    else chips.push(a);
  }
  const acting = legal.length > 0;

  // Header: round, turn, who acts; the design label; the error strip.
  let y = m;
  const toAct = view.to_act;
  const status = view.result ? w("over")
    : toAct && (toAct === seat || (design && acting)) ? (design ? `${toAct} ${w("to_act")}` : w("you"))
      : toAct ? w("waiting", { seat: toAct }) : "";
  text(`${w("round")} ${view.round} · ${w("turn")} ${view.turn + 1} · ${status}`, m, y,
       { size: fs + 2, bold: true, label: "status" });
  if (design) {
    if (W >= 640) text(w("design"), W - m, y, { align: "right", colour: "#f5c542", bold: true, label: "design" });
    else {
      y += fs + 8;
      text(w("design"), m, y, { colour: "#f5c542", bold: true, label: "design" });
    }
  }
  y += fs + 12;
  if (error) {
    items.push({ type: "error", x: m, y, w: W - 2 * m, h: fs + 10, text: error, size: fs });
    y += fs + 16;
  }

  // Board geometry: the grid on the left (wide) or on top (narrow), the panel beside or below it.
  const map = view.map;
  const rows = map.rows;
  const cols = map.cols;
  const wide = W >= 720;
  const gutter = Math.round(fs * 1.3);
  const boardSpan = wide ? Math.round(W * 0.52) - m : W - 2 * m;
  const cs = Math.max(20, Math.floor(Math.min((boardSpan - gutter) / cols, wide ? 72 : 60)));
  const bx = m + gutter;
  const by = y + gutter;
  const base = mapBase(map);
  const mcell = (c) => [c[0] + 1 - base, c[1] + 1 - base];  // map cell -> 1-based
  const at = (cell) => ({ x: bx + (cell[1] - 1) * cs, y: by + (cell[0] - 1) * cs });
  const centre = (cell) => ({ x: bx + (cell[1] - 0.5) * cs, y: by + (cell[0] - 0.5) * cs });

  const obstacles = new Set((map.obstacles ?? []).map((c) => keyOf(mcell(c))));
  const gate = map.gate ? mcell(map.gate) : null;
  const diceRows = (map.dice_rows ?? []).map((r) => r + 1 - base);
  const diceCols = (map.dice_cols ?? []).map((c) => c + 1 - base);
  const picked = view.prompt?.kind === "pick" ? (view.prompt.picked ?? []) : [];
  const pickedAt = new Map(picked.map((c, i) => [keyOf(c), i + 1]));

  const pieces = view.pieces ?? [];
  const shown = pieces.filter((p) => Array.isArray(p.cell));
  const occupied = new Set(shown.map((p) => keyOf(p.cell)));
  items.push({ type: "rect", x: bx - 2, y: by - 2, w: cols * cs + 4, h: rows * cs + 4, fill: "#0b120e",
               label: "board" });
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) {
      const k = `${r},${c}`;
      const acts = byCell.get(k);
      const isGate = gate && gate[0] === r && gate[1] === c;
      const kind = isGate ? "gate" : obstacles.has(k) ? "obstacle" : "floor";
      const { x, y: cy } = at([r, c]);
      items.push({ type: "cell", x, y: cy, w: cs, h: cs, row: r, col: c, kind, open: isGate ? Boolean(view.gate_open) : undefined,
                   dark: (r + c) % 2 === 0, id: acts ? `act:${acts[0].id}` : null, highlight: Boolean(acts),
                   mark: acts && !occupied.has(k) ? acts[0].kind : null, label: `cell-${r}-${c}` });
    }
  }
  items.push({ type: "gridlines", x: bx, y: by, w: cols * cs, h: rows * cs, rows, cols });
  for (let r = 1; r <= rows; r++) {
    text(String(r), bx - 4, by + (r - 0.5) * cs - fs * 0.45, { align: "right", colour: "#9a9483", size: fs - 2 });
  }
  for (let c = 1; c <= cols; c++) {
    text(String(c), bx + (c - 0.5) * cs, by - gutter + 2, { align: "center", colour: "#9a9483", size: fs - 2 });
  }
  if (diceRows.length && diceCols.length) {
    const r0 = Math.min(...diceRows);
    const r1 = Math.max(...diceRows);
    const c0 = Math.min(...diceCols);
    const c1 = Math.max(...diceCols);
    items.push({ type: "outline", x: bx + (c0 - 1) * cs + 2, y: by + (r0 - 1) * cs + 2, w: (c1 - c0 + 1) * cs - 4,
                 h: (r1 - r0 + 1) * cs - 4, label: "dice-area" });
  }
  for (const [s, cell] of Object.entries(map.spawns ?? {})) {
    const c1 = mcell(cell);
    const p = at(c1);
    items.push({ type: "spawn", x: p.x, y: p.y, w: cs, h: cs, seat: s, team: s[0], size: Math.max(8, fs - 3),
                 covered: occupied.has(keyOf(c1)), label: `spawn-${s}` });
  }
  if (view.key) {
    const p = at(view.key);
    items.push({ type: "key", x: p.x, y: p.y, w: cs, h: cs, cell: view.key, label: "key" });
  }
  const checked = design ? (view.checked_by?.[seat] ?? []) : (view.checked ?? []);
  for (const ch of checked) {
    const p = at(ch.cell);
    items.push({ type: "check", x: p.x, y: p.y, w: cs, h: cs, bomb: Boolean(ch.bomb), cell: ch.cell,
                 label: `check-${keyOf(ch.cell)}` });
  }
  for (const b of view.bombs ?? []) {
    const p = at(b.cell);
    items.push({ type: "bomb", x: p.x, y: p.y, w: cs, h: cs, temporary: Boolean(b.temporary), cell: b.cell,
                 label: `bomb-${keyOf(b.cell)}` });
  }
  for (const [k, n] of pickedAt) {
    const [r, c] = k.split(",").map(Number);
    const p = at([r, c]);
    items.push({ type: "picked", x: p.x, y: p.y, w: cs, h: cs, n, size: fs, label: `picked-${k}` });
  }

  // Pieces: team A circles, team B squares; patients solid, ghosts hollow; vanished ones faded with their path.
  const share = new Map();
  for (const p of shown) share.set(keyOf(p.cell), [...(share.get(keyOf(p.cell)) ?? []), p.seat]);
  for (const p of shown) {
    if (!p.vanished || !Array.isArray(p.path)) continue;
    const points = [p.vanish_start, ...p.path].filter(Array.isArray).map(centre);
    if (points.length > 1) items.push({ type: "path", points, team: p.team, x: 0, y: 0, w: 0, h: 0,
                                        label: `path-${p.seat}` });
  }
  for (const p of shown) {
    const group = share.get(keyOf(p.cell));
    const { x, y: py } = at(p.cell);
    let size = Math.round(cs * 0.74);
    let px = x + (cs - size) / 2;
    let qy = py + (cs - size) / 2;
    if (group.length > 1) {
      const i = group.indexOf(p.seat);
      size = Math.round(cs * 0.46);
      px = x + 2 + (i % 2) * (cs / 2 - 2);
      qy = py + 2 + Math.floor(i / 2) * (cs / 2 - 2) + (group.length === 2 ? cs / 4 - 2 : 0);
    }
    items.push({ type: "piece", x: Math.round(px), y: Math.round(qy), w: size, h: size, seat: p.seat, team: p.team,
                 role: p.role, faded: Boolean(p.vanished), protected: Boolean(p.protected),
                 skips: Boolean(p.skips_next), you: p.seat === seat, acting: p.seat === toAct && !view.result,
                 cell: p.cell, label: `piece-${p.seat}` });
  }
  const boardBottom = by + rows * cs + 2;

  // Side panel.
  const px = wide ? bx + cols * cs + 2 * m + 4 : m;
  const pw = W - px - m;
  let py = wide ? y : boardBottom + m + 4;
  const line = (t, extra = {}) => {
    text(t, px, py, { colour: "#c9c1ad", ...extra });
    py += (extra.size ?? fs) + 7;
  };

  // Time of day.
  const time = view.time;
  const todText = time ? `${w(time.kind)} · ${w("until", { n: time.turns_left, seat: time.seat })}` : w("day");
  items.push({ type: "tod", kind: time ? time.kind : "day", x: px, y: py - 1, w: fs + 4, h: fs + 4,
               label: "time" });
  text(todText, px + fs + 10, py, { bold: true, label: "time-text" });
  py += fs + 12;

  // Turn order with the direction, whose turn, hand sizes.
  const order = view.order ?? [];
  const arrowW = Math.round(fs * 1.3);
  const badgeW = Math.max(50, Math.min(110, Math.floor((pw - arrowW * Math.max(0, order.length - 1)) / Math.max(1, order.length))));
  const badgeH = fs * 2 + 12;
  const seq = view.direction === -1 ? "←" : "→";
  text(`${w("order")} ${view.direction === -1 ? "↺" : "↻"}`, px, py, { colour: "#9a9483", size: fs - 1 });
  py += fs + 4;
  order.forEach((s, i) => {
    const p = pieces.find((q) => q.seat === s) ?? { team: s[0], role: "patient" };
    const bxx = px + i * (badgeW + arrowW);
    items.push({ type: "seat", x: bxx, y: py, w: badgeW, h: badgeH, seat: s, team: p.team, role: p.role,
                 count: view.hands?.[s]?.count ?? 0, cardsWord: w("cards"), toAct: s === toAct && !view.result,
                 you: s === seat, hidden: p.vanished && !Array.isArray(p.cell), size: fs, label: `seat-${s}` });
    if (i < order.length - 1) text(seq, bxx + badgeW + arrowW / 2, py + badgeH / 2 - fs / 2, { align: "center", bold: true });
  });
  py += badgeH + 10;

  // Decks and discards.
  for (const role of ["patient", "ghost"]) {
    const d = view.decks?.[role];
    if (d) line(`${w(role)}: ${w("deck")} ${d.count} · ${w("discard")} ${d.discard?.length ?? 0}`, { size: fs - 1,
                label: `deck-${role}` });
  }
  if (view.vision?.length) line(`${w("vision")}: ${view.vision.join(", ")}`, { size: fs - 1 });
  for (const [holder, ids] of Object.entries(view.known_cards ?? {})) {
    if (ids.length) line(`${w("known")}: ${holder} — ${ids.map((id) => cardText(cardById(id))).join(", ")}`,
                         { size: fs - 1 });
  }

  // The combo in progress.
  const combo = view.combo;
  if (combo) {
    const eff = combo.effect ? ` · ${w(combo.effect)}` : "";
    line(`${w("combo")} ${combo.combo} · ${w("team")} ${combo.team}${eff}`, { bold: true, colour: "#f5c542",
                                                                             label: "combo" });
    const parts = Object.entries(combo.cards ?? {}).map(([s, c]) => `${s}: ${cardText(c)}`);
    if (parts.length) line(parts.join(" + "), { size: fs - 1 });
    const reaction = Object.entries(combo.reaction ?? {}).map(([s, c]) => `${s}: ${cardText(c)}`);
    if (reaction.length) line(`${w("reaction")}: ${reaction.join(" + ")}${combo.reflect ? ` · ${w("reflected")}` : ""}`,
                              { size: fs - 1 });
  }
  // A team cover in progress (CH-COVER-1): one card for both teammates.
  const cover = view.cover;
  if (cover) line(`${w("cover")} · ${cover.leader} + ${cover.partner}: ${cardText(cover.card)}`,
                  { bold: true, colour: "#f5c542", label: "cover" });
  py += 4;

  // The prompt and its chips.
  const handSeat = design && toAct ? toAct : seat;
  const hand = view.hands?.[handSeat]?.cards ?? [];
  const chipList = [];
  const selectedCard = typeof ui.selected === "string" && (byCard.get(ui.selected)?.length ?? 0) > 1
    ? ui.selected : null;
  const selectedTime = ui.selected === "@declare_time" && times.length > 0;
  const prompt = view.prompt ?? {};
  let promptText = "";
  const label = (a, withCard) => actionLabel(a, withCard, w, fnName);
  if (view.result) promptText = "";
  else if (selectedCard) {
    const card = hand.find((c) => c.id === selectedCard) ?? cardById(selectedCard);
    promptText = w("choose", { card: cardText(card) });
    for (const a of byCard.get(selectedCard)) chipList.push({ text: label(a, false), id: `act:${a.id}` });
    chipList.push({ text: w("cancel"), id: "select:none", quiet: true });
  } else if (selectedTime) {
    promptText = w("time_cards");
    for (const a of times) chipList.push({ text: label(a, true), id: `act:${a.id}` });
    chipList.push({ text: w("cancel"), id: "select:none", quiet: true });
  } else if (acting) {
    const who = design ? `${toAct}: ` : "";
    promptText = who + phasePrompt(view, prompt, w, fnName, cardText);
    if (prompt.kind === "join" || prompt.kind === "react") {
      for (const [, acts] of byCard) for (const a of acts) chipList.push({ text: label(a, true), id: `act:${a.id}` });
    }
    for (const a of chips) chipList.push({ text: label(a, true), id: `act:${a.id}` });
    if (times.length > 2) chipList.push({ text: `${w("time_more")} ▸`, id: "select:@declare_time" });
    else for (const a of times) chipList.push({ text: label(a, true), id: `act:${a.id}` });
  } else if (toAct && toAct !== seat) {
    promptText = w("waiting", { seat: toAct });
    chipList.push({ text: `${w("bot_plays")} ▶`, id: "cmd:bot_step" });
  }
  if (promptText) {
    text(promptText, px, py, { bold: true, colour: acting ? "#f5c542" : "#e8e0cc", label: "prompt" });
    py += fs + 8;
  }
  const chipH = Math.round(fs * 2);
  let cx = px;
  for (const chip of chipList) {
    const cw = Math.min(pw, Math.round(textWidth(chip.text, fs) + fs * 1.6));
    if (cx > px && cx + cw > px + pw) {
      cx = px;
      py += chipH + 6;
    }
    items.push({ type: "chip", x: cx, y: py, w: cw, h: chipH, text: chip.text, size: fs, id: chip.id,
                 quiet: Boolean(chip.quiet), fit: true });
    cx += cw + 8;
  }
  if (chipList.length) py += chipH + 12;

  // The hand: cards with function name and suit; one action plays, several open chips.
  const me = pieces.find((p) => p.seat === handSeat);
  text(design ? w("hand_of", { seat: handSeat }) : w("hand"), px, py, { colour: "#9a9483", label: "hand-title" });
  py += fs + 6;
  const gap = Math.max(6, Math.round(fs * 0.6));
  const n = Math.max(hand.length, 4);
  const cw = Math.max(56, Math.min(100, Math.floor((pw - gap * (n - 1)) / n)));
  const ch = Math.round(cw * 1.32);
  const perRow = Math.max(1, Math.floor((pw + gap) / (cw + gap)));
  hand.forEach((card, i) => {
    const acts = byCard.get(card.id);
    const id = acts ? (acts.length === 1 ? `act:${acts[0].id}` : `select:${card.id}`) : null;
    const lift = selectedCard === card.id ? 6 : 0;
    items.push({ type: "ccard", x: px + (i % perRow) * (cw + gap), y: py + 6 + Math.floor(i / perRow) * (ch + gap) - lift,
                 w: cw, h: ch, face: face(card, catalog, lang, w), offRole: Boolean(me && card.role !== me.role),
                 id, highlight: Boolean(id), selected: lift > 0, label: `hand-${card.id}` });
  });
  py += 6 + (hand.length ? Math.ceil(hand.length / perRow) * (ch + gap) : fs + 4) + 4;

  // Designer view: the other hands as small cards.
  if (design) {
    const sw = Math.max(40, Math.round(cw * 0.6));
    const sh = Math.round(sw * 1.32);
    for (const s of order) {
      if (s === handSeat) continue;
      const cards = view.hands?.[s]?.cards ?? [];
      text(s, px, py + sh / 2 - fs / 2, { bold: true, colour: "#9a9483" });
      const per = Math.max(1, Math.floor((pw - fs * 2.4 + 4) / (sw + 4)));
      const role = pieces.find((q) => q.seat === s)?.role;
      cards.slice(0, per).forEach((card, i) => {
        items.push({ type: "ccard", x: px + Math.round(fs * 2.4) + i * (sw + 4), y: py, w: sw, h: sh, small: true,
                     face: face(card, catalog, lang, w), offRole: Boolean(role && card.role !== role),
                     label: `other-${s}-${card.id}` });
      });
      py += sh + 6;
    }
  }

  const H = Math.max(boardBottom, py) + m;
  if (view.result) {
    const r = view.result;
    const win = r.outcome === "A" || r.outcome === "B";
    items.push({ type: "banner", x: 0, y: Math.round(by + (rows * cs) / 2 - fs * 2.1), w: W, h: Math.round(fs * 4.2),
                 win, draw: !win, size: fs, text: win ? w("win", { team: r.outcome }) : w("draw"),
                 sub: `${r.cause} · ${r.rule} · ${w("round")} ${r.rounds}`, id: "cmd:none", label: "banner" });
  }
  return finish(items, W, H);
}

function face(card, catalog, lang, w) {
  return { id: card.id, function: card.function, role: card.role, suit: card.suit,
           name: functionName(catalog, lang, card.function), suitName: w(card.suit) };
}

/** Return the text of the prompt for the phase the view is in. */
function phasePrompt(view, prompt, w, fnName, cardText) {
  switch (prompt.kind ?? view.phase) {
    case "move": return w("move");
    case "combo_move": return w("combo_move");
    case "cards": return w("cards_phase");
    case "extra": return `${w("extra")}: ${view.extra_steps}`;
    case "pick": {
      const purpose = prompt.purpose === "checkup" ? fnName("checkup") : w(prompt.purpose);
      return w("pick", { purpose, n: Math.max(0, (prompt.need ?? 0) - (prompt.picked?.length ?? 0)) });
    }
    case "push": return w("push", { target: prompt.target ?? "" });
    case "direction": return w("direction");
    case "join": return `${w("join", { combo: prompt.combo })} · ${prompt.leader}: ${cardText(prompt.card)}`;
    case "react": return w("react", { combo: prompt.combo ?? "" });
    case "jump": return w("jump_prompt", { ghost: prompt.ghost ?? "" });
    default: return String(prompt.kind ?? view.phase ?? "");
  }
}

/** Return the readable label of one legal action (its card named when `withCard`). */
export function actionLabel(a, withCard, w, fnName) {
  const f = a.fields ?? {};
  const card = f.card ? (() => {
    const i = f.card.lastIndexOf("_");
    return i > 0 ? `${fnName(f.card.slice(0, i))} (${w(f.card.slice(i + 1))})` : f.card;
  })() : "";
  switch (a.kind) {
    case "move": return `${w("move_to")} (${f.row}, ${f.col})`;
    case "pick": return `(${f.row}, ${f.col})`;
    case "push": return `${ARROWS[f.dir] ?? ""} ${w(f.dir)}`.trim();
    case "declare_time": {
      const cards = String(f.cards ?? "").split("+").filter(Boolean);
      const suit = cards[0] ? cards[0].slice(cards[0].lastIndexOf("_") + 1) : "";
      const names = cards.map((c) => fnName(c.slice(0, c.lastIndexOf("_")))).join(", ");
      return `${w(`${f.time}_set`)} · ${SUIT_MARK[suit] ? `${SUIT_MARK[suit]} ` : ""}${w(suit)}: ${names}`;
    }
    case "play": {
      const parts = [withCard ? `${w("play")} ${card}` : w("play")];
      if (f.target) parts.push(`→ ${f.target}`);
      if (f.mode) parts.push(w(f.mode));
      return parts.join(" · ");
    }
    case "combo": return `${w("combo")} ${f.combo}${withCard ? ` · ${card}` : ""}`;
    case "join": return `${w("join_with")} ${card}`;
    case "cover": return `${w("cover_with")}${withCard ? ` ${card}` : ""}`;
    case "react": return `${w("react_with")} ${card}`;
    default: return w(a.kind);
  }
}

/** Return an estimate of a text's width in pixels at font size `fs` (CJK characters are wider). */
export function textWidth(t, fs) {
  let n = 0;
  for (const ch of String(t)) n += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1.0 : 0.6;
  return n * fs;
}

function finish(items, W, H) {
  items[0].h = H;
  return { width: W, height: H, items };
}
