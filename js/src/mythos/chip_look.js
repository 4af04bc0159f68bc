// The prompt's chips told apart and easy to hit. Newcomer review 24: "it looks like a web form" (mythos_en: stacked
// chips all alike) and a wrong play on a phone (mythos_ja: stacked chips too close for a finger). Each kind of action
// has its own look (`look`: fill, edge, corners; src/paint.js chip): a card's play is the gold-edged pill, a move of
// the investigator a blue one, a pass (or Done, Keep) a square slate bar; a phone's chips are at least TAP px tall with
// GAP px between their rows. Pure: no DOM, no rules.

// a finger's target (WCAG 2.5.8 asks 24; Apple and Android 44/48): at least this tall on a phone, rows this far apart
export const TAP = 40;
export const GAP = 8;

const MOVE = new Set(["arrive", "stay", "remain", "walk", "travel", "move", "take_train", "board"]);
const END = new Set(["pass", "done", "keep"]);
const LOOKS = {
  move: { fill: "#1f3550", edge: "#8fb8e8" },
  end: { fill: "#2f343c", edge: "#c9c1ad", corner: 5 },
};

/** Return the look of the chip of action `a` (null: the card play's default gold-edged pill). */
export function lookOf(a) {
  const kind = a?.kind;
  return MOVE.has(kind) ? LOOKS.move : END.has(kind) ? LOOKS.end : null;
}

/** Give the chips laid from `items[from]` on the look of their action's kind (`legal`: the actions they name). */
export function lookChips(items, from, legal) {
  const byId = new Map((legal ?? []).map((a) => [`act:${a.id}`, a]));
  // Pass beside other legal moves is no advice: its hover a faint wash (`calm`), not the gold glow of a move to make;
  // it came under the pointer resting on "Play now ▶" and read as "the table suggests you pass" (review 37, mythos_en 6)
  const others = (legal ?? []).some((a) => a.kind !== "pass");
  for (const c of items.slice(from)) {
    if (c.type !== "chip" || !byId.has(c.id) || c.quiet) continue;
    if (others && byId.get(c.id).kind === "pass") c.calm = true;
    const look = lookOf(byId.get(c.id));
    if (!look) continue;
    c.look = { fill: look.fill, edge: look.edge };
    if (look.corner) c.corner = look.corner;
  }
}

/**
 * On a phone, make the chips laid from `items[from]` at least TAP px tall, their rows GAP px apart, what lies beside
 * them (the prompt's line) kept at their middle and everything laid below moved down as far. Return `end` (the y
 * below them) moved as far.
 */
export function roomyChips(items, from, end) {
  const laid = items.slice(from).map((i) => ({ i, y: i.y }));
  const rows = [...new Set(laid.filter((o) => o.i.type === "chip").map((o) => o.y))].sort((a, b) => a - b);
  let shift = 0;
  let lastFoot = null;
  for (const top of rows) {
    const row = laid.filter((o) => o.i.type === "chip" && o.y === top);
    const h = Math.max(...row.map((o) => o.i.h));
    const gap = lastFoot == null ? 0 : Math.max(0, GAP - (top - lastFoot));
    for (const o of laid) if (o.y >= top) o.i.y += gap;
    shift += gap;
    const grow = Math.max(0, TAP - h);
    for (const o of laid) {
      if (o.y >= top + h) o.i.y += grow;
      else if (o.y >= top && o.i.type !== "chip") o.i.y += Math.round(grow / 2);   // the prompt beside them: centred
    }
    for (const o of row) o.i.h = Math.max(o.i.h, TAP);
    shift += grow;
    lastFoot = top + h;   // the rows below moved with this one: their first tops compare to its first foot
  }
  return end + shift;
}

/**
 * Return a phone's chips with a label of three lines or more (`lines(text)`) cut to its head, before its bracketed
 * detail ("Arrive at your walking location (Sanity +4 on arrival; then …)" → "Arrive at your walking location"), the
 * whole kept as the chip's sentence (`say`: its title and accessible label): the 4-5-line chips read as a form
 * (newcomer review 24, mythos_en; r23 finding 6). A warning (⚠) is never cut away.
 */
export function shortChips(chips, lines) {
  return chips.map((c) => {
    const text = String(c.text ?? "");
    const at = [text.indexOf(" ("), text.indexOf("（")].filter((k) => k >= 4).sort((a, b) => a - b)[0];
    if (at == null || lines(text) < 3 || text.slice(at).includes("⚠")) return c;
    const head = text.slice(0, at).replace(/[：:]\s*$/, "");
    // a Sanity cost stays ("Arrive … (Sanity +4 on arrival)"): a second arrival's chip lost it where the first kept it
    // whole (review 27, mythos_ja 7, 218)
    const cost = sanityCost(text.slice(at));
    // a cost with its reason ("（正気度 -2：カードの -1 と…ゲート再使用の -1）") too long: its total (review 32, mythos_ja 5)
    const total = cost.replace(/\s*[：:][^)）]*/, "");
    const kept = [head + cost, head + total].find((t) => cost && lines(t) < 3) ?? head;
    return { ...c, text: kept, say: text };
  });
}

/** Return a bracketed detail's first clause in its brackets when it says a Sanity change ("（到着時に正気度 +4）"), else "". */
function sanityCost(detail) {
  const hit = /^(\s*[(（])([^;；、)）]*?[+\-−]\d+[^;；、)）]*)/.exec(detail);
  if (!hit) return "";
  return `${hit[1]}${hit[2]}${hit[1].trim() === "（" ? "）" : ")"}`;
}
