// Hints on the table (issue 26): where the table's creator turned hints on (the `hints` trait), the bar's Hint
// button asks the kernel for the seat's hint; the `hint` trait (cthulhu_widgets.analysis Hint.frame) says per move id
// its share of search (CHAOS, Mythos) or its win chance over re-deals (Letter), the recommended move and a reason.
// Each chip of a move then shows a small bar and its percentage, the recommended one starred, the reason as the
// chip's tooltip. Drawn over the laid-out scene: no layout changes, nothing of the rules.
import { C } from "../draw.js";

const BAR = "#7fd0a0";      // a move's share
const BEST = C.gold;        // the recommended move's

/** Return whether the bar offers Hint: the table has hints on, it is the seat's own turn, nothing hides the table. */
export function hintOffered(traits) {
  const view = traits.view ?? {};
  return Boolean(traits.hints) && !view.result && Boolean(view.to_act) && view.to_act === traits.seat
    && !traits.watch && !traits.curtain && traits.mode !== "design";
}

/** Return the fraction a move's chip shows (0..1): its share of search, or its win chance when exact; or null. */
export function hintFraction(entry, method) {
  if (!entry) return null;
  const x = method === "exact" ? entry.value : (entry.share ?? entry.value);
  return Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : null;
}

/** Return a fraction as the chip's badge: "42%", starred for the recommended move. */
export function hintBadge(fraction, best) {
  return `${best ? "★ " : ""}${Math.round(fraction * 100)}%`;
}

/**
 * Return, per item id that opens a choice of moves (a hand card: "select:<index>", the moves whose target is that
 * hand index), the best fraction among its moves and whether it holds the recommended move: {id: {fraction, best}}.
 */
export function openerHints(hint, legal) {
  const out = {};
  for (const move of Array.isArray(legal) ? legal : []) {
    const fraction = hintFraction(hint?.moves?.[move.id], hint?.method);
    const index = move.target?.zone === "hand" ? move.target.index : null;
    if (fraction === null || !Number.isInteger(index)) continue;
    const key = `select:${index}`;
    const was = out[key] ?? { fraction: 0, best: false };
    out[key] = { fraction: Math.max(was.fraction, fraction), best: was.best || move.id === hint.best };
  }
  return out;
}

/**
 * Return `scene` with the hint drawn on its move items (id "act:<move id>"): a bar along each chip's foot as long
 * as its fraction, a badge over its top-right corner ("★ 42%" for the recommended move) and the reason added to its
 * tooltip; a hand card that opens moves (`legal`: the frame's moves) shows its best move's. Items are added after the scene's (painted over it), carry no id (a click goes to the chip) and stay
 * inside the table's height. Without a hint the scene is returned unchanged.
 */
export function withHints(scene, hint, legal = []) {
  const moves = hint?.moves;
  if (!moves || typeof moves !== "object" || !scene?.items) return scene;
  const openers = openerHints(hint, legal);
  const extra = [];
  const items = scene.items.map((item) => {
    const opener = openers[item?.id];
    const id = typeof item?.id === "string" && item.id.startsWith("act:") ? item.id.slice(4) : null;
    const entry = id !== null ? moves[id] : undefined;
    const fraction = opener ? opener.fraction : hintFraction(entry, hint.method);
    if (fraction === null || !(item.w > 0 && item.h > 0)) return item;
    const best = opener ? opener.best : id === hint.best;
    const inset = Math.min(8, item.w / 4);
    extra.push({ type: "rect", x: item.x + inset, y: item.y + item.h - 4, w: Math.max(1, (item.w - 2 * inset) * fraction),
                 h: 3, fill: best ? BEST : BAR, hint: id });
    const text = hintBadge(fraction, best);
    const w = 8 + 6.5 * text.length;
    extra.push({ type: "rect", x: item.x + item.w - w, y: Math.max(0, item.y - 7), w, h: 14,
                 fill: "rgba(8, 14, 11, 0.9)", hint: id });
    extra.push({ type: "text", x: item.x + item.w - w / 2, y: Math.max(0, item.y - 7) + 1, text, size: 11,
                 bold: best, colour: best ? BEST : BAR, align: "center", hint: id });
    return entry?.reason ? { ...item, tip: [item.tip, entry.reason].filter(Boolean).join("\n\n") } : item;
  });
  return { ...scene, items: items.concat(extra) };
}
