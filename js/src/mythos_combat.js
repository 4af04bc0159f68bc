// The combat band of the Mythos table: each threat facing its target, the defenders assigned, and, once the
// fight is over, the points flowing (revealed cards, points, cancelled in the cosmic battle, absorbed per
// ally, Sanity lost). Pure: it reads view.players (targets, defenders, assault) and view.fights.
import { cardName, fightsOf, mWord, stepName, textWidth, wrapLines } from "./mythos_cards.js";

const DIM = "#9a9483";

/** Return a sentence per fight of the last combat (for the one-line summary during card play). */
export function fightSentences(view, catalog, lang) {
  const w = (k, v) => mWord(catalog, lang, k, v);
  return fightsOf(view).map((f) => {
    const parts = [`${f.attacker} → ${f.target}: ${pointsText(f, w)}`];
    for (const a of f.absorbed) parts.push(`${cardName(catalog, lang, a.card)} ${w("absorbed", { n: a.points })}`);
    parts.push(f.lost ? `${f.target} ${w("lost", { n: f.lost })}` : w("no_loss"));
    return parts.join(", ");
  });
}

function pointsText(f, w) {
  const parts = [`${f.normal} ${w("normal")}`];
  if (f.invisible) parts.push(`${f.invisible} ${w("invisible")}`);
  if (f.bypass) parts.push(`${f.bypass} ${w("bypass")}`);
  const cancelled = f.cancelled ? ` · ${w("cancelled", { n: f.cancelled })}` : "";
  return parts.join(" + ") + cancelled;
}

/** Lay out the combat band from `y0` (only during combat, or right after it); return the y below it. */
export function layoutCombat(y0, ctx) {
  const { view, items, sizes, catalog, lang, card, text, w } = ctx;
  const { cw, gap, fs, m, W } = sizes;
  const fights = fightsOf(view);
  const inCombat = view.phase === "combat";
  if (!inCombat && !fights.length) return y0;
  if (!inCombat && view.phase === "play") {  // a later round: the last combat in one line per fight
    let y = y0;
    const sentences = fightSentences(view, catalog, lang);
    for (const line of sentences.flatMap((s) => wrapLines(`${w("last_combat")}: ${s}`, W - 2 * m, fs - 1))) {
      text(line, m, y, { size: fs - 1, colour: DIM, label: "last-combat" });
      y += fs + 2;
    }
    return y + m;
  }
  const band = { type: "mband", x: m, y: y0, w: W - 2 * m, h: 0, label: "combat" };
  items.push(band);
  const px = m + 8;
  const right = W - m - 8;
  let y = y0 + 6;
  const title = inCombat ? `${w("combat_title")}: ${stepName(catalog, lang, view.step)}` : w("last_combat");
  text(title, px, y, { bold: true, colour: "#ffb0a0", label: "combat-title" });
  y += fs + 8;
  const bw = Math.max(36, Math.round(cw * 0.75));
  const bh = Math.round(bw * 1.4);
  const rowH = bh + (fights.some((f) => f.absorbed.length) ? fs + 6 : 8);
  const players = new Map(view.players.map((p) => [p.seat, p]));

  // One row per threat: place items left to right, wrapping to a new line when the row is full.
  let x = px;
  const room = (wid) => {
    if (x > px && x + wid > right) {
      x = px + fs * 2;
      y += rowH;
    }
  };
  const seatLabel = (s, extra = {}) => {
    room(textWidth(s, fs + 1) + gap);
    text(s, x, y + bh / 2 - fs / 2, { bold: true, size: fs + 1, ...extra });
    x += textWidth(s, fs + 1) + gap * 2;
  };
  const arrow = (label, colour) => {
    const aw = Math.max(70, Math.round(textWidth(label, fs - 1) + 24));
    room(aw);
    items.push({ type: "marrow", x, y: y + bh / 2 - fs, w: aw, h: fs * 2, text: label, size: fs - 1, colour,
                 label: "flow" });
    x += aw + gap;
  };
  const smallCard = (vc, opts) => {
    room(bw);
    card(vc, x, y, bw, bh, opts);
    x += bw + gap;
  };

  if (fights.length) {
    for (const f of fights) {
      x = px;
      seatLabel(f.attacker);
      for (const id of f.cards) smallCard({ id }, { label: `revealed-${id}` });
      arrow(pointsText(f, w), "#f5c542");
      for (const a of f.absorbed) {
        room(bw);
        const at = x;
        smallCard(a.inst != null ? { inst: a.inst, id: a.card } : { id: a.card }, { mark: "defend", inert: true });
        text(w("absorbed", { n: a.points }), at, y + bh + 2, { size: fs - 2, colour: "#8fe08f" });
      }
      const lost = f.lost ? w("lost", { n: f.lost }) : w("no_loss");
      seatLabel(`${f.target}: ${lost}`, { colour: f.lost ? "#ff8a8a" : "#8fe08f" });
      y += rowH;
    }
  } else {
    const attackers = view.players.filter((p) => p.target && ((p.threat_count ?? 0) > 0 || (p.assault ?? []).length));
    if (!attackers.length) {
      text(w("no_threat"), px, y, { colour: DIM });
      y += fs + 8;
    }
    for (const p of attackers) {
      x = px;
      seatLabel(p.seat);
      if (Array.isArray(p.threat)) for (const c of p.threat) smallCard(c, { hidden: true, label: `fight-${c.inst}` });
      else smallCard(null, { badge: p.threat_count, label: `fight-threat-${p.seat}` });
      for (const a of p.allies ?? []) {
        if ((p.assault ?? []).includes(a.inst)) smallCard(a, { mark: "assault", extra: { total: a.total } });
      }
      arrow(`${w("vs")} ${p.target}`, "#ffb0a0");
      const target = players.get(p.target);
      for (const a of target?.allies ?? []) {
        if ((target.defenders ?? []).includes(a.inst)) smallCard(a, { mark: "defend", extra: { total: a.total } });
      }
      seatLabel(`${p.target} · ${w("sanity")} ${target?.sanity ?? "?"}`);
      y += rowH;
    }
  }
  band.h = y - y0;
  return y0 + band.h + m;
}
