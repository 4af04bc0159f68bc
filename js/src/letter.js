// Layout of the Lovecraft Letter solo table: view (+ legal moves, UI state) -> scene. Pure: no DOM.
import { cardName, word } from "./scene.js";

const COLOURS = { text: "#e8e0cc", dim: "#9a9483", gold: "#f5c542", table: "#17261f" };

/** Return chip text for one legal action's fields (its card left out). */
export function variantLabel(fields, catalog, lang) {
  const parts = [];
  if (fields.effect) parts.push(word(catalog, lang, fields.effect));
  if (fields.guess !== undefined) parts.push(`${word(catalog, lang, "name")} ${fields.guess}`);
  if (fields.compare) parts.push(`${word(catalog, lang, "compare")} ${word(catalog, lang, fields.compare)}`);
  if (fields.target) parts.push(`→ ${word(catalog, lang, fields.target)}`);
  if (fields.side) parts.push(word(catalog, lang, fields.side));
  if (fields.value !== undefined) parts.push(String(fields.value));
  return parts.join(" · ") || "▶";
}

function face(card, catalog, lang) {
  if (!card || !("id" in card)) return null;
  return { id: card.id, value: card.value, insane: card.insane, name: cardName(catalog, lang, card.id),
           hidden: Boolean(card.hidden) };
}

/**
 * Lay out the table.
 * @param {{view, legal, catalog, lang, mode, error, seat, ui}} input  synced traits + local UI state
 * @param {{width:number}} size
 */
export function layoutLetter(input, size) {
  const { view, legal = [], catalog, lang = "en", mode = "play", error = "", seat = "player" } = input;
  const ui = input.ui ?? {};
  const W = Math.max(360, Math.min(1200, Math.floor(size?.width ?? 800)));
  const m = Math.round(W * 0.02);
  const cw = Math.round(Math.min(W * 0.1, 110));
  const ch = Math.round(cw * 1.4);
  const small = { w: Math.round(cw * 0.62), h: Math.round(cw * 0.62 * 1.4) };
  const fs = Math.max(11, Math.round(cw * 0.15));
  const items = [];
  const text = (t, x, y, extra = {}) => items.push({ type: "text", text: t, x, y, w: 0, h: fs, size: fs,
                                                     colour: COLOURS.text, ...extra });
  const w = (key, vars) => word(catalog, lang, key, vars);
  items.push({ type: "rect", x: 0, y: 0, w: W, h: 0, fill: COLOURS.table, background: true });
  if (!view || view.game !== "letter") {
    text("…", m, m);
    return finish(items, W, m * 2 + fs);
  }

  // Which actions point at what.
  const byHand = new Map();
  const byZone = new Map();
  for (const a of legal) {
    const t = a.target ?? {};
    if (t.zone === "hand" && Number.isInteger(t.index)) {
      if (!byHand.has(t.index)) byHand.set(t.index, []);
      byHand.get(t.index).push(a);
    } else if (t.zone) {
      if (!byZone.has(t.zone)) byZone.set(t.zone, []);
      byZone.get(t.zone).push(a);
    }
  }
  const only = (list) => (list && list.length === 1 ? `act:${list[0].id}` : null);

  // Header: turn and whose move; the design label.
  let y = m;
  const status = view.result ? w("over") : view.to_act === seat ? w("you") : view.to_act ? w("opp_turn") : "";
  text(`${w("turn")} ${view.turn} · ${status}`, m, y, { size: fs + 2, bold: true });
  if (mode === "design") text(w("design"), W - m, y, { align: "right", colour: COLOURS.gold, bold: true });
  y += fs + 12;

  // Opponent row: clue stack, Cthulhu, protection, opponent's discard.
  const stack = view.opponent.cards;
  const clues = view.opponent.clues;
  const stepId = !view.result && view.to_act && view.to_act !== seat && legal.length === 0 ? "cmd:bot_step" : null;
  text(`${w("clues")}: ${clues}`, m, y, { colour: COLOURS.dim });
  const topFace = clues > 0 ? face(stack[0], catalog, lang) : null;
  const stackId = only(byZone.get("opponent")) ?? stepId;
  items.push({ type: "pile", x: m, y: y + fs + 4, w: cw, h: ch, count: clues, top: topFace,
               id: stackId, highlight: Boolean(stackId), label: "clue-stack" });
  const cx = m + Math.round(cw * 1.3);
  text(w("cthulhu"), cx, y, { colour: COLOURS.dim });
  const cthulhu = stack[stack.length - 1];
  items.push({ type: "card", x: cx, y: y + fs + 4, w: cw, h: ch, face: face(cthulhu, catalog, lang),
               glow: clues === 0, label: "cthulhu" });
  if (view.protected.opponent) {
    items.push({ type: "shield", x: cx + cw + 8, y: y + fs + 4, w: Math.round(cw * 0.4), h: Math.round(cw * 0.5),
                 text: w("protected") });
  }
  const ox = m + Math.round(cw * 2.9);
  text(w("opp_discard"), ox, y, { colour: COLOURS.dim });
  fan(items, view.opponent_discard, ox, y + fs + 4, W - m - ox, small, catalog, lang, "opponent-discard");
  y += fs + 4 + ch + 14;

  // Middle band: prompt and chips.
  const chips = [];
  let prompt = "";
  const selected = Number.isInteger(ui.selected) && byHand.get(ui.selected)?.length > 1 ? ui.selected : null;
  if (selected !== null) {
    const card = view.hand[selected];
    prompt = w("choose", { card: cardName(catalog, lang, card.id) });
    for (const a of byHand.get(selected)) chips.push({ text: variantLabel(a.fields, catalog, lang), id: `act:${a.id}` });
    chips.push({ text: w("cancel"), id: "select:none", quiet: true });
  } else if (view.prompt?.kind === "answer") {
    prompt = w("answer", { card: cardName(catalog, lang, view.prompt.card.id) });
    for (const a of byZone.get("hand") ?? []) chips.push({ text: w("hand"), id: `act:${a.id}` });
    for (const a of byZone.get("deck") ?? []) chips.push({ text: w("deck"), id: `act:${a.id}` });
  } else if (view.prompt?.kind === "guess" && byZone.get("prompt")) {
    prompt = w("guess");
    for (const a of byZone.get("prompt")) chips.push({ text: variantLabel(a.fields, catalog, lang), id: `act:${a.id}` });
  } else if (stepId || byZone.get("opponent")) {
    chips.push({ text: `${w("opponent_step")} ▶`, id: stackId });
  } else if (byHand.size) {
    prompt = w("hint");
  }
  if (prompt) text(prompt, m, y, { bold: true });
  const chipH = Math.round(fs * 2);
  let chipX = m;
  let cy = y + fs + 6;
  for (const chip of chips) {
    const width = Math.round(chip.text.length * fs * 0.62 + fs * 1.4);
    if (chipX > m && chipX + width > W - m) {
      chipX = m;
      cy += chipH + 6;
    }
    items.push({ type: "chip", x: chipX, y: cy, w: width, h: chipH, text: chip.text, size: fs, id: chip.id,
                 quiet: Boolean(chip.quiet) });
    chipX += width + 8;
  }
  y = cy + chipH + 16;

  // Player row: hand, deck, discard with insanity marks.
  text(w("hand"), m, y, { colour: COLOURS.dim });
  if (view.protected.player) {
    items.push({ type: "shield", x: m + Math.round(cw * 2.2) - Math.round(cw * 0.45), y, w: Math.round(cw * 0.4),
                 h: Math.round(cw * 0.5), text: w("protected") });
  }
  const rowY = y + fs + 4;
  view.hand.forEach((card, i) => {
    const acts = byHand.get(i);
    const id = acts ? (acts.length === 1 ? `act:${acts[0].id}` : `select:${i}`) : only(byZone.get("hand"));
    items.push({ type: "card", x: m + i * Math.round(cw * 1.08), y: rowY - (selected === i ? 8 : 0), w: cw, h: ch,
                 face: face(card, catalog, lang), id, highlight: Boolean(id), label: `hand-${i}` });
  });
  const dx = m + Math.round(cw * 2.4);
  text(`${w("deck")}: ${view.deck.count}`, dx, y, { colour: COLOURS.dim });
  const deckId = only(byZone.get("deck"));
  items.push({ type: "pile", x: dx, y: rowY, w: cw, h: ch, count: view.deck.count,
               top: view.deck.count ? face(view.deck.cards[0], catalog, lang) : null, id: deckId,
               highlight: Boolean(deckId), label: "deck" });
  const px = m + Math.round(cw * 3.7);
  text(`${w("discard")} · ${w("insanity")} = ${view.insanity}`, px, y,
       { colour: view.insanity ? "#e59aa8" : COLOURS.dim, bold: view.insanity > 0 });
  fan(items, view.player_discard, px, rowY, W - m - px, small, catalog, lang, "player-discard", true);
  y = rowY + ch + 12;

  // Footer: public piles outside play, and the hidden unused card.
  const list = (cards) => cards.map((c) => ("id" in c ? cardName(catalog, lang, c.id) : "?")).join(", ") || "—";
  text(`${w("removed")}: ${list(view.removed)}   ${w("aside")}: ${list(view.set_aside)}   ${w("unused")}: `
       + `${list(view.unused)}`, m, y, { colour: COLOURS.dim, size: fs - 1 });
  y += fs + 8;
  if (error) {
    items.push({ type: "error", x: m, y, w: W - 2 * m, h: fs + 10, text: error, size: fs });
    y += fs + 14;
  }
  const H = y + m;
  if (view.result) {
    const win = view.result.outcome === "win";
    items.push({ type: "banner", x: 0, y: Math.round(H * 0.32), w: W, h: Math.round(fs * 4.2), win, size: fs,
                 text: w(win ? "win" : "loss"), sub: `${view.result.cause} · ${view.result.rule} · `
                 + `${w("turn")} ${view.result.turns}`, id: "cmd:none" });
  }
  return finish(items, W, H);
}

function fan(items, cards, x, y, width, small, catalog, lang, label, markInsane = false) {
  const n = cards.length;
  if (!n) {
    items.push({ type: "slot", x, y, w: small.w, h: small.h, label });
    return;
  }
  const step = Math.min(small.w + 4, (width - small.w) / Math.max(1, n - 1));
  cards.forEach((card, i) => {
    items.push({ type: "card", x: Math.round(x + i * step), y, w: small.w, h: small.h, small: true,
                 face: face(card, catalog, lang), marked: markInsane && card.insane, label: `${label}-${i}` });
  });
}

function finish(items, W, H) {
  items[0].h = H;
  return { width: W, height: H, items };
}
