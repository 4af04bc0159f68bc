// The CHAOS board region: the grid of cells (legal targets clickable), coordinates, the dice area, spawns, the
// key, Checkup marks, bombs (a temporary one with its planter when the view names it), picked cells, the Dawn lines,
// the pieces (team A circles, team B squares; patients solid, ghosts hollow; vanished ones faded with their path),
// each with its seat's name and at most one status glyph inside its own box; the timed effects in words are the
// legend's, beside or below the board (panel.js; review 7, finding 1: pills ran over cells, pieces and the gate).
import { INK } from "../scene/build.js";
import { textWidth } from "../scene/text.js";
import { cardById, cellName, colonOf, columnName, hiddenCount, pieceTags } from "./labels.js";
import { checkAges } from "./checks.js";
import { pastBlasts } from "./blasts.js";
import { arrangeCells, budgetCells, putLow } from "./crowd.js";
import { roleChanges, roleMark } from "./role_marks.js";
import { inkBox } from "./trail.js";

// The tags', coordinates' and spawns' text: 12 px at least, a phone's smallest readable (newcomer r6 finding 4).
const TAG_TEXT = 12;
const keyOf = (cell) => `${cell[0]},${cell[1]}`;

/**
 * Lay out the board from `y`: on the left of a wide table, on top of a narrow one.
 * @returns {{bx, by, cs, rows, cols, wide, bottom}} its geometry (the panel goes beside or below it)
 */
export function layoutBoard(t, y) {
  const { view, fs, m, W } = t;
  const { rows, cols } = view.map;
  const wide = W >= 720;
  const gutter = Math.round(fs * 1.3);
  const boardSpan = wide ? Math.round(W * 0.52) - m : W - 2 * m;
  const cs = Math.max(20, Math.floor(Math.min((boardSpan - gutter) / cols, wide ? 72 : 60)));
  const g = { bx: m + gutter, by: y + gutter, cs, rows, cols, wide, gutter };
  g.at = (cell) => ({ x: g.bx + (cell[1] - 1) * cs, y: g.by + (cell[0] - 1) * cs });
  g.centre = (cell) => ({ x: g.bx + (cell[1] - 0.5) * cs, y: g.by + (cell[0] - 0.5) * cs });
  g.occupied = new Set(t.pieces.filter((p) => Array.isArray(p.cell)).map((p) => keyOf(p.cell)));
  g.reach = ghostReach(t.view, t.pieces);
  cells(t, g);
  reachTint(t, g);
  marks(t, g);
  dawnLines(t, g);
  pieces(t, g);
  checksOverPieces(t, g);
  happened(t, g);
  arrangeCells(t, g);
  bombsOverPieces(t, g);
  keyByPiece(t, g);
  budgetCells(t);
  aims(t);
  boardWaits(t, g);
  markAvoid(t.items, g);
  return { bx: g.bx, by: g.by, cs, rows, cols, wide, bottom: g.by + rows * cs + 2 };
}

// What a coach bubble and a tooltip must leave in sight on the board (newcomer r6 finding 2: they hid the key's and
// the gate's rows): the pieces, the key, the gate and the bombs, marked `avoid` (ui/coach.js, scene/feedback.js).
const AVOID = new Set(["piece", "key", "bomb"]);

/** Mark the board's items a bubble or a tooltip must not cover; on a wide table the two bottom rows too, level with the
 * hand beside them (review 7, finding 2: a hand card's tooltip hid rows 7-8 at 1280). */
function markAvoid(items, g) {
  const low = (i) => g.wide && i.type === "cell" && i.row > g.rows - 2;
  for (const i of items) if (AVOID.has(i.type) || (i.type === "cell" && i.kind === "gate") || low(i)) i.avoid = true;
}

/** While a card's choices are open, a veil over the board stops its clicks, saying why (issue 23 r6c item 3: a
 * click on a cell closed Protection's choice without a word and moved the piece onto a bomb). */
function boardWaits(t, g) {
  if (!t.choosing) return;
  const sel = t.ui.selected;
  const card = sel.startsWith("@declare_time") ? t.w("time_more") : t.cardText(cardById(sel));
  t.items.push({ type: "rect", x: g.bx, y: g.by, w: g.cols * g.cs, h: g.rows * g.cs, fill: "rgba(0, 0, 0, 0.18)",
                 id: "cmd:none", z: 1, label: "board-waits", tip: t.w("choose_wait", { card }) });
}

/** The cells (floor, obstacle, gate; a legal target's action as its id), grid lines and coordinates. */
function cells(t, g) {
  const { view, items, byCell, fs } = t;
  const { bx, by, cs, rows, cols, occupied } = g;
  const map = view.map;
  const obstacles = new Set(map.obstacles.map(keyOf));
  const gate = map.gate;
  items.push({ type: "rect", x: bx - 2, y: by - 2, w: cols * cs + 4, h: rows * cs + 4, fill: "#0b120e",
               label: "board" });
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) {
      const k = `${r},${c}`;
      const acts = t.choosing ? null : byCell.get(k);   // a card's choices open: no cell moves (boardWaits)
      const isGate = gate && gate[0] === r && gate[1] === c;
      const kind = isGate ? "gate" : obstacles.has(k) ? "obstacle" : "floor";
      const { x, y } = g.at([r, c]);
      // a known bomb, a ✗? or a patient's step onto an amber ✓?: drawn red with a ⚠ (review 6 finding 3), as all three
      // may send it home (review 34, room_en 1: a gold "r3 ✗?" and "✓?" sent the reader home five times); a finger's
      // first tap shows the warning (scene/hit.js; review 25, room_en 9; review 33, chaos_ja 7, 217)
      const risky = Boolean(acts?.[0]?.target?.danger || acts?.[0]?.target?.maybe || doubtStep(t, acts, k));
      items.push({ type: "cell", x, y, w: cs, h: cs, row: r, col: c, kind, open: isGate ? Boolean(view.gate_open) : undefined,
                   ...(kind === "obstacle" && occupied.has(k) ? { covered: true } : {}),   // a piece on a wall
                   dark: (r + c) % 2 === 0, id: acts ? `act:${acts[0].id}` : null, highlight: Boolean(acts),
                   danger: risky, confirm: risky,
                   mark: acts && !occupied.has(k) ? acts[0].kind : null, label: `cell-${r}-${c}`,
                   key: `cell-${r}-${c}`, ...(pickRefused(t, acts, k) ?? stepRefused(t, acts, k) ?? riskTip(t, acts, k, g.reach)) });
    }
  }
  items.push({ type: "gridlines", x: bx, y: by, w: cols * cs, h: rows * cs, rows, cols });
  for (let r = 1; r <= rows; r++) {
    t.text(String(r), bx - 4, by + (r - 0.5) * cs - fs * 0.45, { align: "right", colour: INK.dim, size: Math.max(TAG_TEXT, fs - 2) });
  }
  for (let c = 1; c <= cols; c++) {
    t.text(columnName(c), bx + (c - 0.5) * cs, by - g.gutter + 2, { align: "center", colour: INK.dim,
                                                                     size: Math.max(TAG_TEXT, fs - 2), label: `col-${c}` });
  }
  diceArea(t, g);
  for (const [s, cell] of Object.entries(map.spawns)) {
    const p = g.at(cell);
    items.push({ type: "spawn", x: p.x, y: p.y, w: cs, h: cs, seat: s, team: s[0], size: Math.max(TAG_TEXT, fs - 3),
                 covered: occupied.has(keyOf(cell)), label: `spawn-${s}` });
  }
}

/** Return whether `acts` step the seat's patient onto cell `k` whose Checkup ✓ is in doubt (amber "✓?": hidden bombs
 * planted since): there the move's tip is the mark's words (riskTip). */
function doubtStep(t, acts, k) {
  const mover = t.pieces.find((p) => p.seat === t.toAct);
  // a protected patient is not hurt by a bomb (CH-MOVE-4), as the kernel's own warning (frames/chaos.py _danger_words)
  if (acts?.[0]?.kind !== "move" || mover?.role !== "patient" || mover.protected) return false;
  const checked = t.design ? (t.view.checked_by?.[t.seat] ?? []) : (t.view.checked ?? []);
  return checked.some((ch) => ch.doubt && !ch.bomb && ch.round != null && keyOf(ch.cell) === k);
}

/** While a card picks cells, a cell it cannot pick (the gate, a wall, under a piece for Mischief) says so on tap
 * (review 28, chaos_en 10, 078: a Checkup click on the gate did nothing, without a word); none where the catalog
 * lacks the words, or on a cell picked already. */
function pickRefused(t, acts, k) {
  if (acts || t.choosing || t.view.prompt?.kind !== "pick" || !t.acting) return null;
  if ((t.view.prompt.picked ?? []).some((c) => keyOf(c) === k)) return null;
  const said = t.w("pick_not_here");
  return said && said !== "pick_not_here" ? { tip: said } : null;
}

/** A neighbour cell the seat's step does not offer says why on hover or tap, the kernel's words (the first move's
 * target.steps_why_not; review 35, room_zh 1: a cell not offered said nothing); null elsewhere. */
function stepRefused(t, acts, k) {
  if (acts || t.choosing) return null;
  const moves = [...t.chips, ...[...t.byCell.values(), ...t.byCard.values()].flat()];
  const said = moves.find((a) => a.target?.steps_why_not)?.target.steps_why_not[k];
  return said ? { tip: said } : null;
}

// A vanished enemy ghost's reach in words, on hover or a long press of a tinted cell (newcomer review 22, chaos_en 1,
// chaos_ja 3): where it may be, from what the seat was told, and when it swaps roles (CH-G5, CH-SWAP-5).
const REACH_WORDS = {
  en: "⚠ A vanished ghost may be here: {seat} vanished on {cell} and moves 1 cell a turn, unseen. Hidden, it swaps roles with no one; where it reappears on a patient's cell, they swap.",
  ja: "⚠ 消えた幽霊がここにいるかもしれない：{seat} は {cell} で消え、見えないまま 1 手番に 1 マス動く。隠れている間はだれとも役割を入れ替えないが、再び現れたマスに患者がいれば入れ替わる。",
  zh: "⚠ 消隐的鬼魂可能在这里：{seat} 在 {cell} 消隐，每回合暗中移动一格。隐藏时不与任何人互换身份；重新出现在病人所在格时，双方互换身份。",
  "zh-TW": "⚠ 消隱的鬼魂可能在這裡：{seat} 在 {cell} 消隱，每回合暗中移動一格。隱藏時不與任何人互換身份；重新出現在病人所在格時，雙方互換身份。",
};

// The tint's words in the legend under the board, after the ghost's own line (round AL, review 22's leftover: the
// violet cells had words on hover only; a line of their own took a 1280×800 desk table past 660 px, round18z_known).
const REACH_LEGEND = {
  en: "violet cells: it may be there (vanished on {cell})",
  ja: "紫のマス：いるかもしれない（{cell} で消えた）",
  zh: "紫色格：它可能在那里（在 {cell} 消隐）",
  "zh-TW": "紫色格：它可能在那裡（在 {cell} 消隱）",
};

// The red shading of a move onto a bomb the seat knows, in the legend (newcomer review 26, room_en 12: "a5, shaded red:
// nothing on the page says what the shading means").
// a known bomb, or since review 29 (chaos_ja 9) a push of the enemy patient out through the open gate: its tip says which
const DANGER_LEGEND = {
  en: "Red cell: a risky move (its tip says why)",
  ja: "赤いマス：危ない手（理由はヒントに）",
  zh: "红色格：危险的一步（提示里有原因）",
  "zh-TW": "紅色格：危險的一步（提示裡有原因）",
};

/** Return the legend's words for the red move cells while one is offered, else null. */
export function dangerLegend(t) {
  if (!t.items.some((i) => i.type === "cell" && i.danger)) return null;
  return DANGER_LEGEND[t.lang] ?? DANGER_LEGEND[String(t.lang).startsWith("zh") ? "zh" : "en"];
}

/** Return, per vanished enemy ghost whose reach the board tints, the legend's words for it (seat -> words). */
export function reachLegend(t) {
  const said = REACH_LEGEND[t.lang] ?? REACH_LEGEND[String(t.lang).startsWith("zh") ? "zh" : "en"];
  const ghosts = new Set([...ghostReach(t.view, t.pieces).values()].flat());
  return new Map([...ghosts].map((p) => [p.seat, said.replace("{cell}", cellName(p.last_seen))]));
}

/** Return the reader's words for a vanished `ghost`'s reach (its seat and the cell it vanished on). */
function reachWords(lang, ghost) {
  const said = REACH_WORDS[lang] ?? REACH_WORDS[String(lang).startsWith("zh") ? "zh" : "en"];
  return said.replace("{seat}", ghost.seat).replace("{cell}", cellName(ghost.last_seen));
}

/**
 * Return, per cell key, the vanished enemy ghosts that may stand there by the end of their next turn: the cells a
 * ghost walks to (1 orthogonal step a turn, through obstacles, never onto the gate: CH-MOVE-1..3) from the cell the
 * seat saw it vanish on, in the turns it has had since and its next one. Only from the seat's frame (`last_seen`,
 * `hidden_turns`: frames of a seat that does not see the piece), never from where it is (newcomer review 22,
 * chaos_en 1: it met the reader's patient on Stay, nothing marked where it could be).
 */
export function ghostReach(view, pieces) {
  const reach = new Map();
  const { rows, cols, gate } = view.map;
  for (const p of pieces) {
    if (!p.vanished || Array.isArray(p.cell) || !Array.isArray(p.last_seen) || p.role !== "ghost") continue;
    const far = (Number.isInteger(p.hidden_turns) ? p.hidden_turns : 0) + 1;
    const [r0, c0] = p.last_seen;
    for (let r = Math.max(1, r0 - far); r <= Math.min(rows, r0 + far); r++) {
      for (let c = Math.max(1, c0 - far); c <= Math.min(cols, c0 + far); c++) {
        if (Math.abs(r - r0) + Math.abs(c - c0) > far || (gate && gate[0] === r && gate[1] === c)) continue;
        reach.set(`${r},${c}`, [...(reach.get(`${r},${c}`) ?? []), p]);
      }
    }
  }
  return reach;
}

/** The faint tint of a vanished ghost's reach, under the marks and the pieces, its words on hover (z -1: a move's
 * own tip, which says it too, is the one shown there). */
function reachTint(t, g) {
  for (const [k, ghosts] of g.reach) {
    const cell = k.split(",").map(Number);
    const { x, y } = g.at(cell);
    // on a move target a rim and a corner, the move's gold middle kept: gold under violet read pink, a colour the
    // legend does not name (review 34, chaos_en 13, 172)
    const rim = t.items.some((i) => i.type === "cell" && i.highlight && i.row === cell[0] && i.col === cell[1]);
    t.items.push({ type: "reach", x, y, w: g.cs, h: g.cs, cell, team: ghosts[0].team, z: -1, label: `reach-${k}`, rim,
                   tip: ghosts.map((p) => reachWords(t.lang, p)).join("\n") });
  }
}

/**
 * A patient's move onto a cell it has not checked: a risk on hover, from what its seat knows only (review 7,
 * finding 6): the move's target.risk, the kernel's odds from public counts ("up to 4 hidden bombs among 51 unchecked
 * cells, about 1 in 13", review 37), else "a hidden bomb may lie here". A known bomb has its own warning (danger); a
 * cell checked clean shows its ✓ and the ✓'s words instead.
 */
function riskTip(t, acts, k, reach) {
  const a = acts?.[0];
  const swap = swapTip(t, a, k);   // a role swap is said first, with the bomb's risk after it where there is one
  // a vanished enemy ghost's reach, said on the move itself (a patient's: it swaps with patients only, CH-SWAP-1)
  const mover = t.pieces.find((p) => p.seat === t.toAct);
  const ghost = a?.kind === "move" && mover?.role === "patient" ? (reach?.get(k) ?? []).filter((p) => p.team !== mover.team) : [];
  const near = ghost.map((p) => reachWords(t.lang, p)).join("\n");
  const said = (risk) => (swap || near || risk ? { tip: [swap, near, risk].filter(Boolean).join("\n") } : {});
  if (!a || a.kind !== "move") return said("");
  if (a.target?.danger || a.target?.maybe) return said(a.text ?? "");   // the move's own warning (review 25, room_en 9)
  if (mover?.role !== "patient") return said("");   // bombs hurt patients only (CH-MOVE-4)
  const checked = t.design ? (t.view.checked_by?.[t.seat] ?? []) : (t.view.checked ?? []);
  const mark = checked.find((ch) => keyOf(ch.cell) === k);
  // a ✓ in doubt (hidden bombs planted since) warns on the move itself, the mark's own words: the move's tip is the
  // one shown there (newcomer review 21, room_zh finding 1, 070→074: the grey '✓?' was read as cleared, and a bomb hit)
  if (mark?.doubt && !mark.bomb && mark.round != null) return said(checkTip(t, mark, { round: mark.round }, true));
  if (mark) return said(!mark.bomb && a.target?.safe ? a.target.risk : "");   // a ✓ still sure: "safe" (review 37, FF2)
  const known = (t.view.bombs ?? []).some((b) => keyOf(b.cell) === k);
  // a seat that sees every bomb (CH-C5's full effect) knows a cell with none drawn is clear (review 36, room_en 1)
  const seesAll = (t.view.vision ?? []).includes(mover.seat);
  if (!known && !seesAll && a.target?.risk) return said(a.target.risk);   // the odds from public counts (review 37, FF2)
  return said(known ? "" : t.w(seesAll ? "risk_seen" : "risk_maybe"));
}

/**
 * A move onto a cell where an enemy piece of the other role stands: the step swaps the two roles (CH-SWAP-1; a
 * vanished ghost neither causes nor suffers one, CH-G5), said on hover like a bomb's risk, "⇄ Swap roles with B1:
 * you become a patient…" (newcomer review 12, desk finding 3: a ghost's move onto an enemy patient said nothing).
 * From the pieces the view shows only; "" when the step swaps nothing.
 */
function swapTip(t, a, k) {
  if (!a || a.kind !== "move") return "";
  const mover = t.pieces.find((p) => p.seat === t.toAct);
  if (!mover?.role || mover.vanished) return "";
  const other = t.pieces.find((p) => Array.isArray(p.cell) && keyOf(p.cell) === k && p.team !== mover.team
                                     && p.role && p.role !== mover.role && !p.vanished);
  if (!other) return "";
  const said = t.w("move_swap", { seat: other.seat, role: t.w(other.role), other: t.w(mover.role) });
  return said === "move_swap" ? "" : said;
}

/** A legal target under a piece (a ghost's catch of an enemy patient, a push onto a piece): gold corners and a dot
 * drawn over the piece, so it reads as a move like a free cell's dot (issue 23 round F item 1: the frame under the
 * piece went unseen and the catch looked unplayable). */
function aims(t) {
  for (const c of t.items.filter((i) => i.type === "cell" && i.highlight && !i.mark)) {
    // a role swap's cell shows "⇄" for the dot, said at a glance (review 36, chaos_ja 1: read as no move)
    const k = `${c.row},${c.col}`;
    const swap = Boolean(swapTip(t, t.choosing ? null : t.byCell.get(k)?.[0], k));
    t.items.push({ type: "aim", x: c.x, y: c.y, w: c.w, h: c.h, cell: [c.row, c.col], label: `aim-${c.row}-${c.col}`,
                   swap });
  }
}

/** What happened on the board since the seat's last turn, sent with its moves (frames.chaos.board_marks): a blast
 * where a patient stepped on a bomb, a compass needle where a Midnight spin sent a patient (review 6 finding 2: both
 * showed nothing on the board). Over the pieces, each with its story sentence on hover. A compass goes with its
 * patient: small in the lower left corner of the cell it stands on now, its last spin only, none when it is out of
 * sight (review 7, finding 4: the compass stayed on the cell the piece had left). */
function happened(t, g) {
  const all = [...t.chips, ...t.times, ...[...t.byCell.values(), ...t.byCard.values()].flat()];
  const marks = all.find((a) => Array.isArray(a.target?.marks))?.target.marks ?? [];
  // a spin's compass and arrow end with Midnight (review 28, chaos_en 3, 154/160: still drawn a round after it ended)
  const midnight = t.view.time?.kind === "midnight" && !t.view.result;
  const lastSpin = new Map(marks.filter((mk) => mk.kind === "compass").map((mk) => [mk.seat, mk]));
  for (const [k, mk] of marks.entries()) {
    if (mk.kind === "push") pushArrow(t, g, mk, k, marks);
    if (!Array.isArray(mk.cell) || !["blast", "compass"].includes(mk.kind) || (mk.kind === "compass" && !midnight)) continue;
    let cell = mk.cell;
    let follow = false;
    if (mk.kind === "compass" && mk.seat) {
      const now = t.pieces.find((p) => p.seat === mk.seat)?.cell;
      if (lastSpin.get(mk.seat) !== mk || !Array.isArray(now)) continue;
      follow = keyOf(now) !== keyOf(mk.cell);
      cell = now;
    }
    const { x, y } = g.at(cell);
    t.items.push({ type: mk.kind, x, y, w: g.cs, h: g.cs, dir: mk.dir, lost: Boolean(mk.lost), follow, tip: mk.tip,
                   z: -1, cell, seat: mk.seat, label: `${mk.kind}-${k}` });
    if (mk.kind === "compass") spinArrow(t, g, mk, k);
  }
  wentOff(t, g, marks);
}

/** A bomb that went off before this frame: its faint burst stays on the cell with its round on hover, unless a bomb or
 * a Checkup mark seen there since says more (review 35, chaos_ja 3: a blast cell looked plain, and was hit again). */
function wentOff(t, g, marks) {
  const said = new Set(t.items.filter((i) => ["bomb", "check"].includes(i.type)).map((i) => keyOf(i.cell)));
  for (const b of pastBlasts(t.ui, t.view, t.seat, marks, t.deal ?? null)) {
    if (said.has(keyOf(b.cell))) continue;
    const { x, y } = g.at(b.cell);
    const tip = t.w("blast_past", { cell: cellName(b.cell), round: b.round });
    // after its round, smaller and fainter: "a bomb went off here (round n)", not a cell made safe, where a new hidden
    // bomb may be planted (review 38, chaos_en 2; CH-G2)
    const old = (t.view.round ?? 0) > b.round;
    t.items.push({ type: "blast", x, y, w: g.cs, h: g.cs, past: true, cell: b.cell, z: -1, label: `blast-past-${keyOf(b.cell)}`,
                   ...(old ? { old } : {}), ...(tip === "blast_past" ? {} : { tip }) });
  }
}

const STEP = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

/** A push's way (CH-C3), from the cell the piece stood on to the one it was pushed to, on the floor under the pieces,
 * with the push's sentence (review 30, chaos_ja 3, 027→028: "down" sent B1 onto f2's bomb and home, unseen); only
 * while the pushed piece stands where the push left it, or the push's blast sent it home (review 41, room_en 3: B1 at
 * g2 under an arrow g1→g4). */
function pushArrow(t, g, mk, k, marks) {
  if (!Array.isArray(mk.cell) || !Array.isArray(mk.to)) return;
  const now = mk.seat ? t.pieces.find((p) => p.seat === mk.seat)?.cell : mk.to;
  const blasted = marks.some((b) => b.kind === "blast" && b.seat === mk.seat && keyOf(b.cell ?? []) === keyOf(mk.to));
  if (!blasted && (!Array.isArray(now) || keyOf(now) !== keyOf(mk.to))) return;
  const [from, to] = [g.centre(mk.cell), g.centre(mk.to)];
  const pad = g.cs / 2;
  const arrow = { type: "pusharrow", x: Math.min(from.x, to.x) - pad, y: Math.min(from.y, to.y) - pad,
                  w: Math.abs(to.x - from.x) + 2 * pad, h: Math.abs(to.y - from.y) + 2 * pad, from, to, cs: g.cs,
                  seat: mk.seat, tip: mk.tip, z: -1, label: `push-arrow-${k}` };
  const under = t.items.findIndex((i) => i.type === "piece");
  t.items.splice(under < 0 ? t.items.length : under, 0, arrow);
}

/** A compass spin's way as an arrow on the floor, under the pieces: from the cell the patient spun on to the cell it was
 * sent to, or to that cell's edge with a bar when the step was lost (newcomer review 15, finding 1: only a small dial in
 * a corner showed the spin, no arrow said where the patient went). Its words are the legend's (panel.js). */
function spinArrow(t, g, mk, k) {
  const [dr, dc] = STEP[mk.dir] ?? [];
  if (dr === undefined) return;
  const from = g.centre(mk.cell);
  const reach = mk.lost ? 0.5 : 1;
  const to = { x: from.x + dc * g.cs * reach, y: from.y + dr * g.cs * reach };
  const pad = g.cs / 2;
  const box = { x: Math.min(from.x, to.x) - pad, y: Math.min(from.y, to.y) - pad };
  const arrow = { type: "spinarrow", ...box, w: Math.abs(to.x - from.x) + 2 * pad, h: Math.abs(to.y - from.y) + 2 * pad,
                  from, to, lost: Boolean(mk.lost), cs: g.cs, dir: mk.dir, seat: mk.seat, tip: mk.tip, z: -1,
                  label: `spin-arrow-${k}` };
  // before the older spins' arrows: the notes under the board say the newest first (review 35, chaos_en 10, 094: B1's
  // older "▲ sends B1 up" showed, the reader's own blocked step waited behind "+3 more")
  const older = t.items.findIndex((i) => i.type === "spinarrow");
  const under = older >= 0 ? older : t.items.findIndex((i) => i.type === "piece");
  t.items.splice(under < 0 ? t.items.length : under, 0, arrow);
}

/** The outline of the dice area (the rows and columns a die can name). */
function diceArea(t, g) {
  const { bx, by, cs } = g;
  const { dice_rows: diceRows, dice_cols: diceCols } = t.view.map;
  if (!diceRows.length || !diceCols.length) return;
  const r0 = Math.min(...diceRows);
  const r1 = Math.max(...diceRows);
  const c0 = Math.min(...diceCols);
  const c1 = Math.max(...diceCols);
  const area = { type: "outline", x: bx + (c0 - 1) * cs + 2, y: by + (r0 - 1) * cs + 2, w: (c1 - c0 + 1) * cs - 4,
                 h: (r1 - r0 + 1) * cs - 4, label: "dice-area", z: -3, ...helpRow(t, "Dice area") };
  t.items.push(area);
  diceName(t, area, cs);
}

/** The dice area's name (its legend row's) on the middle of its lower edge, small, under the pieces (review 35, room_en
 * 8: the dashed block was named only in the legend). */
function diceName(t, area, cs) {
  const text = area.tip?.split(/[:：]/)[0];
  if (!text) return;
  const size = Math.max(10, Math.round(cs * 0.2));
  const w = Math.ceil(textWidth(text, size)) + 8;
  if (w > area.w - 8) return;
  t.items.push({ type: "dicename", text, size, x: Math.round(area.x + (area.w - w) / 2), y: Math.round(area.y + area.h - size / 2 - 2),
                 w, h: size + 4, label: "dice-area-name", tip: area.tip, z: -3 });
}

/** Keep the dice area's name in its one place, the middle of the block's lower edge, once the pieces and the trail's
 * badges lie on the board; it is not drawn while a piece, mark, badge or highlighted cell is there (review 38, chaos_en
 * 14 / room_en 4: "Dic③rea"; review 42, chaos_en 4: moved along the edge to a free place, it jumped between turns, e7
 * then c/d, and lay over c7's glow). */
export function clearDiceName(t) {
  const d = t.items.find((i) => i.type === "dicename");
  if (!d) return;
  const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const lit = t.items.filter((i) => i.type === "cell" && i.highlight);
  const inks = t.items.flatMap((i) => [inkBox(i), i.markBox].filter(Boolean));
  if ([...lit, ...inks].some((b) => meets(d, b))) t.items.splice(t.items.indexOf(d), 1);
}

/** The rules sheet's legend row named `name` in English, in the table's language, as a tooltip: "Dice area: The
 * outlined block…" (review 30, chaos_en 8 / room_zh 5: the dashed block meant nothing until the rules were read). */
function helpRow(t, name) {
  const help = t.catalog?.help ?? {};
  const at = (help.en?.legend ?? []).findIndex((row) => row[0] === name);
  const row = at < 0 ? null : (help[t.lang] ?? help.en).legend?.[at];
  return row ? { tip: `${row[0]}${colonOf(t.lang)}${row[1]}` } : {};
}

/** A bomb on the key's cell: the key in the cell's lower left part (0.76 of the cell), the bomb in its upper right one
 * (0.62), so both show and read (newcomer rc/d_g40: a temporary bomb and the key were drawn over each other
 * at g3; issue 23 r6c item 6; newcomer review 11, CHAOS finding 1: the key, a third of the cell under the bomb, read
 * as a speck). */
function shareKeyCell(t, g) {
  const key = t.items.find((i) => i.type === "key");
  const bomb = key && t.items.find((i) => i.type === "bomb" && keyOf(i.cell) === keyOf(key.cell));
  if (!bomb) return;
  // the key 0.76 of the cell, the bomb 0.62: 0.55 read as a speck on a phone (review 28, chaos_ja 9, 159 f5)
  const k = Math.round(g.cs * 0.76);
  const b = Math.round(g.cs * 0.62);
  Object.assign(key, { x: key.x + Math.max(1, Math.round(g.cs * 0.02)), y: key.y + g.cs - k - Math.round(g.cs * 0.01),
                       w: k, h: k, shared: true });
  Object.assign(bomb, { x: bomb.x + g.cs - b, w: b, h: b, shared: true });
}

/** Return the largest text size up to `size` at which `text` fits `width` px (a wide character, CJK, counts as one
 * em, any other as 0.62: bold sans-serif digits and capitals). */
export function fitSize(text, width, size) {
  const ems = [...String(text)].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.62), 0);
  return ems ? Math.min(size, Math.floor(width / ems)) : size;
}

/** Return the size of a piece's name: a shared cell's half-size piece's as large as it fits, so "A1" and "A2" both
 * read at 1280 (r6 #3; round 6d item 5: 11 px in a 26 px piece was unreadable once the table was scaled to fit). */
function nameSize(seat, size, shared) {
  return Math.max(shared ? 9 : 8, fitSize(seat, size - 2, Math.round(size * (shared ? 0.56 : 0.34))));
}

/** A Checkup mark's tooltip: a ✓ is "no bomb then", never "safe" (round E item 1). */
function checkTip(t, ch, when, stale) {
  const cell = cellName(ch.cell);
  // a ✗ that may be gone: "a bomb was here at round 2; it may have been temporary and gone, or still be there"
  if (ch.bomb && ch.doubt) return t.w("checked_bomb_maybe", { cell, round: ch.round });
  if (ch.bomb) return t.w("checked_bomb", { cell });
  if (!when) return t.w("checked_safe_earlier", { cell });
  return t.w(stale ? "checked_safe_then" : "checked_safe_now", { cell, round: when.round });
}

/** What lies on the cells: the key, Checkup results, bombs, cells picked so far. */
function marks(t, g) {
  const { view, items, design, seat, fs } = t;
  const { cs } = g;
  const put = (type, cell, extra) => {
    const p = g.at(cell);
    items.push({ type, x: p.x, y: p.y, w: cs, h: cs, ...extra });
  };
  if (view.key) put("key", view.key, { cell: view.key, label: "key" });
  const checked = design ? (view.checked_by?.[seat] ?? []) : (view.checked ?? []);
  // the ✓ and ✗ say what they are on hover or a long press (newcomer play, 1280: Checkup's marks were unexplained);
  // z -1: a move on that cell keeps its own tooltip
  // a ✓ says when it was learnt ("r9") and greys once a turn has passed: an enemy may have planted there unseen
  const ages = checkAges(t.ui, view, seat, checked);
  // a bomb in sight is newer news than a ✓ on its cell, which it contradicts: the ✓ lay over it (review 33, room_en 9, 212)
  const bombed = new Set((view.bombs ?? []).map((b) => keyOf(b.cell)));
  for (const ch of checked) {
    if (!ch.bomb && bombed.has(keyOf(ch.cell))) continue;
    const { when, stale } = ages.get(keyOf(ch.cell));
    // a ✓ the view marks in doubt (an enemy planted hidden bombs since: helper N-CE's field, never guessed here) is a
    // greyed "r7 ✓?" saying no bomb at round 7, may have changed (newcomer review 10, finding 4)
    // (a ✗ the view marks in doubt, its bomb perhaps a temporary one gone, is a greyed "r2 ✗?": newcomer review 19,
    // room finding 2, the ✗ vanished and the seat walked onto the bomb rounds later)
    const doubt = Boolean(ch.doubt && ch.round != null);
    const at = doubt ? { round: ch.round } : when;
    put("check", ch.cell, { bomb: Boolean(ch.bomb), cell: ch.cell, label: `check-${keyOf(ch.cell)}`, z: -1,
                            stale: stale || doubt, ...(doubt ? { doubt } : {}),
                            when: at ? t.w("check_round", { round: at.round }) : "", tip: checkTip(t, ch, at, stale || doubt) });
  }
  for (const b of view.bombs ?? []) {
    // who planted it: on hover and in the legend by the board, never in the cell (review 7, finding 1: "B2 埋" spilled
    // out of its cell)
    // and its team's colour with its name on the cell (review 28, chaos_ja 1, 171: A2's bombs read as "the"
    // temporary bombs, and B2's hidden one sent the reader home)
    const team = b.planter ? (t.pieces.find((p) => p.seat === b.planter)?.team ?? String(b.planter)[0]) : null;
    const planter = b.planter ? { planter: b.planter, team, tip: t.w("planted_by", { seat: b.planter }) } : {};
    put("bomb", b.cell, { temporary: Boolean(b.temporary), cell: b.cell, label: `bomb-${keyOf(b.cell)}`, ...planter });
  }
  hiddenPlants(t, g);
  shareKeyCell(t, g);
  const picked = view.prompt?.kind === "pick" ? (view.prompt.picked ?? []) : [];
  const pickedAt = new Map(picked.map((c, i) => [keyOf(c), i + 1]));
  for (const [k, n] of pickedAt) {
    const cell = k.split(",").map(Number);
    put("picked", cell, { n, size: fs, cell, label: `picked-${k}` });
  }
}

/** An enemy's temporary bombs the seat cannot see (the view's hidden_bombs: their count, never their cells,
 * CH-HIDE-2): a dashed bomb with a "?" in the planter's colour in the board's top left corner, above no cell, its
 * words on hover (review 28, chaos_ja 1: only a line under the board said so, and the reader took A2's seen bombs for
 * all of them). Both enemies' are one mark, its words each one's: two lay on each other there, the second cut at the
 * page's edge (review 33, room_en 9, 204). */
function hiddenPlants(t, g) {
  const size = g.gutter;
  const planters = t.pieces.filter((p) => p.hidden_bombs?.n);
  if (!planters.length) return;
  const [p] = planters;
  const tip = planters.map((q) => plantsTip(t, q)).join(" ");
  // a finger's target round the small mark, in the corner left of and above the board (never over a cell), under any
  // other tip there: a tap beside the 17 px drawing did nothing (review 34, room_zh 9, 197); no painter draws it
  const zone = 32;
  const [zx, zy] = [Math.max(0, g.bx - 1 - zone), Math.max(0, g.by - 1 - zone)];
  // its words beside it, ending above the board's cells (review 41, chaos_en 11: they opened over rows 3-4)
  const tipAbove = g.by - 1;
  t.items.push({ type: "tipzone", x: zx, y: zy, w: g.bx - 1 - zx, h: g.by - 1 - zy, tip, clickTip: true, z: -2,
                 tipAbove, label: `hidden-bombs-zone-${p.seat}` });
  t.items.push({ type: "hiddenbombs", x: g.bx - size - 2, y: g.by - size - 2, w: size, h: size, team: p.team,
                 seat: p.seat, tip, clickTip: true, tipAbove, label: `hidden-bombs-${p.seat}` });
}

/** Return the hidden bombs' mark's words: "2 hidden bombs planted by B2: they may be on any cell not checked since ·
 * until the round ends" (review 32, chaos_en 4: "B2 · 2 hidden temporary bombs (cells unknown)" told nothing). */
function plantsTip(t, p) {
  const said = t.w("hidden_plants_tip", { ...hiddenCount(p, t.w, t.view.to_act), seat: p.seat });
  if (said !== "hidden_plants_tip") return said;
  const tag = pieceTags(p, t.w, t.view.to_act).find((x) => x.kind === "hidden-bombs");   // (a catalog without it)
  return `${p.seat} · ${tag?.text ?? ""}`;
}

/** CH-TIME-3: a dashed line along the row and the column each ghost is anchored to at Dawn (under the pieces); a
 * ghost the view gives no anchor (CH-TIME-5, one straight line a turn) gets the lines through its cell now. At
 * Midnight each shown patient's cell gets a small compass: its step goes the way a spin says (review 7, finding 3:
 * what the time card changes was not drawn on the board). */
function dawnLines(t, g) {
  const { bx, by, cs, rows, cols } = g;
  if (t.view.result) return;   // the game is over: no time of day lasts, none is drawn (review 12, desk finding 5)
  const kind = t.view.time?.kind;
  for (const p of t.pieces) {
    const straight = kind === "dawn" && p.role === "ghost" && !p.dawn_anchor && Array.isArray(p.cell);
    const cell = straight ? p.cell : p.dawn_anchor?.cell;
    if (Array.isArray(cell)) {
      t.items.push({ type: "dawnline", x: bx, y: by, w: cols * cs, h: rows * cs, row: cell[0], col: cell[1], cs,
                     team: p.team, seat: p.seat, straight, label: `dawn-${p.seat}` });
    }
    if (kind === "midnight" && p.role === "patient" && Array.isArray(p.cell)) {
      const { x, y } = g.at(p.cell);
      t.items.push({ type: "compass", x, y, w: cs, h: cs, spin: true, cell: p.cell, seat: p.seat, z: -1,
                     tip: t.w("legend_midnight"), label: `midnight-${p.seat}` });
    }
  }
}

/** A Checkup mark on a piece's cell comes after the pieces, so its corner and round ("r13 ✓") show over the piece
 * (review 7, 61.png: "r13 ✓" hid under a piece); it keeps z -1, so a move onto that cell keeps its own tooltip. */
function checksOverPieces(t, g) {
  const over = t.items.filter((i) => i.type === "check" && g.occupied.has(keyOf(i.cell)));
  for (const item of over) t.items.splice(t.items.indexOf(item), 1);
  t.items.push(...over);
}

/** A known bomb on a piece's cell (a ghost walks over bombs, a protected patient may stand on one: CH-MOVE-4) goes small
 * in the cell's upper left corner over the pieces: under the piece it vanished while the piece stood there and came
 * back when it left (newcomer review 17 left open: on the phone a revealed bomb came and went between frames). */
function bombsOverPieces(t, g) {
  const over = t.items.filter((i) => i.type === "bomb" && g.occupied.has(keyOf(i.cell)));
  for (const item of over) {
    t.items.splice(t.items.indexOf(item), 1);
    const { x, y } = g.at(item.cell);
    // a lone piece goes low, as under a Checkup mark, and the bomb's ball (0.74 of its box down) keeps above its
    // ring (review 38, chaos_en 7, 125: the ball lay on a ghost's ring and name)
    const lone = t.items.filter((i) => i.type === "piece" && keyOf(i.cell) === keyOf(item.cell));
    const low = lone.length === 1 && (lone[0].tight || putLow(lone[0], x, y, g.cs));
    const room = low ? Math.floor((lone[0].y - 1.75 - 2 - (y + 1)) / 0.74) : g.cs;
    const b = Math.min(Math.round(g.cs * 0.5), room);
    Object.assign(item, { x: x + 1, y: y + 1, w: b, h: b, over: true });
  }
  t.items.push(...over);
}

/** The key on a piece's cell goes small into the cell's top left corner, over the pieces, its drawing above the
 * piece's name (review 41, room_en 7, 218: its shaft lay across "A2", seen through a ghost's token); a key beside a
 * bomb keeps its place (shareKeyCell) and a bomb there takes the corner. */
function keyByPiece(t, g) {
  const key = t.items.find((i) => i.type === "key");
  if (!key || key.shared || !g.occupied.has(keyOf(key.cell))) return;
  const { x, y } = g.at(key.cell);
  const k = Math.round(g.cs * 0.42);
  Object.assign(key, { x: x + 1, y: y + 1 - Math.round(k * 0.2), w: k, h: k, byPiece: true });
  t.items.splice(t.items.indexOf(key), 1);
  t.items.push(key);
}

/** Return a piece's one status glyph, drawn inside its own box (its words are in the legend): a shield while it is
 * protected, a link while it follows its ghost, a "z" before a lost turn; null for none. */
export function statusOf(p) {
  if (p.protected) return "protected";
  if (p.follows) return "follows";
  if (p.skips_next) return "skip";
  return null;
}

/** The pieces: two to four share a cell in its quarters; a vanished ghost's path first, faded. */
function pieces(t, g) {
  const { view, items, seat, toAct } = t;
  const { cs } = g;
  const shown = t.pieces.filter((p) => Array.isArray(p.cell));
  const changed = roleChanges(t.ui, view, seat, t.pieces);   // public: every seat's view carries the roles
  const share = new Map();
  for (const p of shown) share.set(keyOf(p.cell), [...(share.get(keyOf(p.cell)) ?? []), p.seat]);
  for (const p of shown) {
    if (!p.vanished || !Array.isArray(p.path)) continue;
    const points = [p.vanish_start, ...p.path].filter(Array.isArray).map(g.centre);
    if (points.length > 1) items.push({ type: "path", points, team: p.team, x: 0, y: 0, w: 0, h: 0,
                                        label: `path-${p.seat}` });
  }
  for (const p of shown) {
    const group = share.get(keyOf(p.cell));
    const { x, y } = g.at(p.cell);
    let size = Math.round(cs * 0.74);
    let px = x + (cs - size) / 2;
    let py = y + (cs - size) / 2;
    if (group.length > 1) {  // side by side, each in its own half (quarters for 3-4), never over each other
      const i = group.indexOf(p.seat);
      size = Math.floor(cs / 2) - 2;
      px = x + 1 + (i % 2) * (cs / 2) + (cs / 2 - 2 - size) / 2;
      py = group.length === 2 ? y + (cs - size) / 2 : y + 1 + Math.floor(i / 2) * (cs / 2);
    } else if (onGate(view, p.cell)) {  // in the gate's lower right, its arch in sight (review 28, room_en 11, 088)
      size = Math.round(cs * 0.54);
      px = x + cs - size - 2;
      py = y + cs - size - 2;
    }
    items.push({ type: "piece", x: Math.round(px), y: Math.round(py), w: size, h: size, seat: p.seat, team: p.team,
                 role: p.role, faded: Boolean(p.vanished), protected: Boolean(p.protected),
                 skips: Boolean(p.skips_next), status: statusOf(p), you: p.seat === seat, acting: p.seat === toAct && !view.result,
                 shared: group.length > 1, nameSize: nameSize(p.seat, size, group.length > 1 || size < cs * 0.6),
                 roleMark: roleMark(t.lang, p.role), swapped: changed.has(p.seat),
                 cell: p.cell, label: `piece-${p.seat}`, key: `piece-${p.seat}`, ...pieceTip(t, p),
                 place: `cell-${p.cell[0]}-${p.cell[1]}`, glide: cs });  // a push across cells slides longer
  }
}

/** Return whether `cell` is the map's gate. */
const onGate = (view, cell) => Array.isArray(view.map?.gate) && keyOf(view.map.gate) === keyOf(cell);

/** Who a piece is, on hover or a long press: seat, team, role and its timed effects in words (newcomer review 19,
 * CHAOS en finding 8: hovering B1 showed nothing, its chain and ⊕ marks were explained only under the board). A cell
 * the reader may move to keeps its move's tip (a swap's or a bomb's warning). */
function pieceTip(t, p) {
  const cellTip = t.items.some((i) => i.type === "cell" && i.row === p.cell[0] && i.col === p.cell[1] && (i.id || i.tip));
  if (cellTip) return {};
  // the ★ drawn on the reader's own piece says what it means (newcomer review 22, chaos_ja 3: "the ★ is never explained")
  const mate = p.seat === t.seat ? `★ ${t.w("piece_you")}` : p.team === t.seat?.[0] ? t.w("piece_partner") : "";
  const head = [p.seat, mate, `${t.w("team")} ${p.team}`, t.w(p.role)].filter(Boolean).join(" · ");
  const tags = pieceTags(p, t.w, t.view.to_act).map((tag) => tag.text);
  if (p.vanished && !tags.some((x) => x)) tags.push(t.w("vanished"));
  return { tip: [head, ...tags].join("\n") };
}
