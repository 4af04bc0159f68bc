// Layout of the Mythos table: view (+ legal moves, UI state) -> scene. Pure: no DOM, no rules.
// Every player's side is a panel (investigator, story deck, threat, allies with what they carry, artifacts,
// tomes with their spells, events, phobias, adventures, piles); the viewer's panel is last, above the hand.
// A face-up card is clickable: it opens a zoom with its printed data, our paraphrase of its text, and a chip
// for every legal action that names it. Actions that name no card (pass, targets, done…) are chips.
//
// ui.selected (set by "select:<value>" ids): a card instance (zoom), a zone "story-p0" / "deck-p1" /
// "discard-p0" (its cards shown in a strip), or "<zone>/<instance>" (both).
import { layoutCombat } from "./mythos_combat.js";
import {
  actionLabel, cardFields, cardName, faceOf, investigatorName, mWord, statLines, stepName, stepPrompt, term, textWidth,
  wrapLines,
} from "./mythos_cards.js";

const COLOURS = { table: "#17261f", text: "#e8e0cc", dim: "#9a9483", gold: "#f5c542", bad: "#ff8a8a" };

/** Return the parts of ui.selected: the open zone (or null) and the zoomed card instance (or null). */
export function selection(selected) {
  if (Number.isInteger(selected)) return { open: null, zoom: selected };
  if (typeof selected !== "string" || !selected) return { open: null, zoom: null };
  const [open, inst] = selected.split("/");
  return { open: open || null, zoom: inst !== undefined && /^\d+$/.test(inst) ? Number(inst) : null };
}

/** Return every card instance the view shows face up, with its card (for names and zoom). */
export function visibleCards(view) {
  const out = new Map();
  const add = (c) => {
    if (c && Number.isInteger(c.inst) && c.id != null && !out.has(c.inst)) out.set(c.inst, c);
  };
  const carried = (a) => {
    add(a);
    for (const k of ["weapon", "item", "spell"]) add(a?.[k]);
  };
  for (const p of view?.players ?? []) {
    for (const zone of ["hand", "discard", "story", "events", "phobias", "threat", "adventures", "deck"]) {
      for (const c of p[zone] ?? []) add(c);
    }
    for (const a of [...(p.allies ?? []), ...(p.captives ?? [])]) carried(a);
    for (const a of p.artifacts ?? []) {
      add(a);
      if (a.petrified) carried(a.petrified);
    }
    for (const t of p.tomes ?? []) {
      add(t);
      for (const s of t.spells ?? []) add(s);
    }
    add(p.goo);
  }
  return out;
}

/**
 * Return the card instances an action names: those the widget sends, else its fields that the catalog's
 * card_fields list as naming a card.
 */
export function namedCards(a, catalog) {
  if (Array.isArray(a.cards)) return a.cards.filter(Number.isInteger);
  return cardFields(catalog).map((k) => a.fields?.[k]).filter(Number.isInteger);
}

/**
 * Lay out the table.
 * @param {{view, legal, catalog, lang, mode, error, seat, ui}} input  synced traits + local UI state
 * @param {{width:number}} size
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layoutMythos(input, size) {
  const { view, legal = [], catalog, lang = "en", mode = "play", error = "", seat = "p0" } = input ?? {};
  const W = Math.max(360, Math.min(1200, Math.floor(size?.width ?? 800)));
  const fs = Math.max(11, Math.min(14, Math.round(W / 74)));
  const m = Math.max(6, Math.min(12, Math.round(W * 0.012)));
  const items = [];
  const w = (key, vars) => mWord(catalog, lang, key, vars);
  const text = (t, x, y, extra = {}) => items.push({ type: "text", text: t, x, y, w: 0, h: fs, size: fs,
                                                     colour: COLOURS.text, ...extra });
  items.push({ type: "rect", x: 0, y: 0, w: W, h: 0, fill: COLOURS.table, background: true });
  if (!view || view.game !== "mythos" || !Array.isArray(view.players)) {
    text("…", m, m);
    return finish(items, W, m * 2 + fs);
  }
  const design = mode === "design";
  const { open, zoom } = selection(input?.ui?.selected);
  const prefix = open ? `${open}/` : "";
  const faces = visibleCards(view);
  const nameOf = (inst) => (faces.has(inst) ? cardName(catalog, lang, faces.get(inst).id) : w("card_n", { n: inst }));

  // Which legal actions name which cards (the others become chips below the table).
  const byInst = new Map();
  for (const a of legal) {
    for (const inst of namedCards(a, catalog)) {
      if (!byInst.has(inst)) byInst.set(inst, []);
      byInst.get(inst).push(a);
    }
  }
  const acting = legal.length > 0;
  const drawn = new Set();     // card instances drawn clickable
  const anchors = new Map();   // instance -> its first card item (where the zoom opens)
  const register = (inst, item) => {
    drawn.add(inst);
    if (!anchors.has(inst)) anchors.set(inst, item);
  };

  const cw = Math.max(42, Math.min(64, Math.floor(W / 16)));
  const ch = Math.round(cw * 1.4);
  const th = fs + 4;
  const gap = Math.max(4, Math.round(cw * 0.1));
  const sizes = { cw, ch, th, gap, fs, m, W };

  /** Push a card item (face up when the view gives its id) and return it; face-up cards open the zoom. */
  function card(vc, x, y, cardW, cardH, opts = {}, into = items) {
    const inst = vc?.inst;
    const up = Boolean(vc && vc.id != null) && !opts.back;
    const clickable = up && Number.isInteger(inst) && !opts.inert;
    const acts = clickable ? byInst.get(inst) : undefined;
    const item = {
      type: "mcard", x, y, w: cardW, h: cardH, rot: opts.rot ?? 0,
      face: up ? faceOf(vc, catalog, lang, opts.extra) : null, down: Boolean(opts.down),
      hidden: Boolean(opts.hidden || vc?.hidden), badge: opts.badge ?? null, mark: opts.mark ?? null,
      highlight: Boolean(acts), selected: clickable && inst === zoom, small: cardW < 56,
      id: clickable ? `select:${prefix}${inst}` : null,
      label: opts.label ?? (Number.isInteger(inst) ? `card-${inst}` : "card"),
    };
    into.push(item);
    if (clickable) register(inst, item);
    return item;
  }

  /** Push an attachment strip (a weapon, item or spell carried by an ally or loaded in a tome). */
  function tab(vc, x, y, tabW, opts = {}) {
    const inst = vc?.inst;
    const acts = byInst.get(inst);
    const face = faceOf(vc, catalog, lang);
    const value = face.value != null && face.type === "artifact" ? ` +${face.value}` : "";
    const item = { type: "mtab", x, y, w: tabW, h: th, size: Math.max(9, fs - 3), face,
                   text: `${cardName(catalog, lang, vc.id)}${value}`, down: Boolean(opts.down), highlight: Boolean(acts),
                   selected: inst === zoom, id: Number.isInteger(inst) ? `select:${prefix}${inst}` : null,
                   label: `tab-${inst}` };
    items.push(item);
    if (Number.isInteger(inst)) register(inst, item);
  }

  // ----- header: round, phase and step, whose move; the design label; the error strip.
  let y = m;
  const toAct = view.to_act;
  const status = view.result ? "" : acting ? (design ? w("to_act", { seat: toAct }) : w("your_turn"))
    : toAct ? w("waiting", { seat: toAct }) : "";
  const step = view.phase === "over" || view.step === view.phase ? "" : `: ${stepName(catalog, lang, view.step)}`;
  const head = [`${w("round")} ${view.round}`, `${w(`phase_${view.phase}`)}${step}`,
                view.phase === "play" ? w("passes", { n: view.passes ?? 0 }) : "", status].filter(Boolean);
  text(head.join(" · "), m, y, { size: fs + 2, bold: true, label: "status" });
  y += fs + 10;
  if (design) {
    text(w("design"), m, y, { colour: COLOURS.gold, bold: true, label: "design" });
    y += fs + 8;
  }
  if (error) {
    items.push({ type: "error", x: m, y, w: W - 2 * m, h: fs + 10, text: error, size: fs, label: "error" });
    y += fs + 16;
  }

  // ----- the players: the others first, the viewer last (above the hand).
  const players = view.players;
  const me = players.find((p) => p.seat === seat) ?? players[0];
  const others = players.filter((p) => p !== me);
  const handSeat = design && toAct ? toAct : me.seat;
  const ctx = { items, sizes, catalog, lang, design, seat: me.seat, handSeat, view, open, prefix, card, tab, text, w,
                nameOf };
  for (const p of others) y = playerPanel(p, y, ctx) + m;

  // ----- the combat: threats facing each other, defenders, and the points of the last fights.
  y = layoutCombat(y, ctx);
  y = playerPanel(me, y, ctx) + m;

  // ----- the hand (laid out aside first: the chips above it need to know which cards it shows).
  const holder = players.find((p) => p.seat === handSeat) ?? me;
  const hand = Array.isArray(holder.hand) ? holder.hand : [];
  const handItems = [];
  const k = Math.max(hand.length, 13);
  const hw = Math.max(48, Math.min(92, Math.floor((W - 2 * m - (k - 1) * gap) / k)));
  const hh = Math.round(hw * 1.4);
  const perRow = Math.max(1, Math.floor((W - 2 * m + gap) / (hw + gap)));
  hand.forEach((c, i) => {
    const lift = c.inst === zoom ? 6 : 0;
    card(c, m + (i % perRow) * (hw + gap), 6 + Math.floor(i / perRow) * (hh + gap) - lift, hw, hh,
         { label: `hand-${c.inst}`, hidden: design && holder.seat !== me.seat }, handItems);
  });
  const handH = hand.length ? 6 + Math.ceil(hand.length / perRow) * (hh + gap) : fs + 6;

  // ----- the prompt and its chips: actions naming no card, or only cards not on the table.
  const chips = [];
  let prompt = "";
  if (view.result) prompt = "";
  else if (acting) {
    const lim = holder.hand_limits ?? [];
    const stepText = stepPrompt(catalog, lang, view.step,
                                { min: lim[0] ?? "?", max: lim[1] ?? "?", n: holder.hand_count ?? hand.length });
    prompt = `${design ? `${toAct}: ` : ""}${stepText}`;
    for (const a of legal) {
      const cards = namedCards(a, catalog);
      if (!cards.length || !cards.some((inst) => drawn.has(inst))) {
        chips.push({ text: actionLabel(a, catalog, lang, nameOf), id: `act:${a.id}` });
      }
    }
  } else if (toAct && toAct !== me.seat) {
    prompt = w("waiting", { seat: toAct });
    chips.push({ text: `${w("bot_plays")} ▶`, id: "cmd:bot_step" });
  }
  if (prompt) {
    text(prompt, m, y, { bold: true, colour: acting ? COLOURS.gold : COLOURS.text, label: "prompt" });
    y += fs + 8;
  }
  y = chipRows(items, chips, m, y, W - 2 * m, fs);

  // The hand, shifted below the chips.
  const limits = holder.hand_limits ? ` · ${w("limits", { min: holder.hand_limits[0], max: holder.hand_limits[1] })}` : "";
  const title = design && holder.seat !== me.seat ? w("hand_of", { seat: holder.seat }) : w("your_hand");
  text(`${title} (${hand.length})${limits}`, m, y, { colour: COLOURS.dim, label: "hand-title" });
  y += fs + 2;
  for (const item of handItems) {
    item.y += y;
    items.push(item);
  }
  y += handH;
  let H = y + m;

  if (view.result) {
    const r = view.result;
    const top = Math.max(m, Math.round(H / 2 - fs * 2.2));
    const winner = r.outcome === "draw" ? w("draw_result") : w("win", { seat: r.outcome });
    items.push({ type: "banner", x: 0, y: top, w: W, h: Math.round(fs * 4.4), win: r.outcome === me.seat,
                 draw: r.outcome === "draw", size: fs, text: winner,
                 sub: `${r.cause} · ${r.rule} · ${(r.scores ?? []).map((s, i) => `p${i} ${s}`).join(" · ")}`,
                 id: "cmd:none", label: "banner" });
  }
  if (zoom != null && faces.has(zoom)) H = Math.max(H, zoomBox(zoom, ctx, anchors.get(zoom), byInst.get(zoom) ?? [], H));
  return finish(items, W, H);
}

/** Lay out one player's panel from `y`; return its bottom. */
function playerPanel(p, y0, ctx) {
  const { items, sizes, catalog, lang, design, seat, handSeat, view, open, card, tab, text, w } = ctx;
  const { cw, ch, th, gap, fs, m, W } = sizes;
  const you = p.seat === seat;
  const panel = { type: "mpanel", x: m, y: y0, w: W - 2 * m, h: 0, active: view.to_act === p.seat && !view.result,
                  you, out: Boolean(p.eliminated), label: `panel-${p.seat}` };
  items.push(panel);
  const px = m + 8;
  const pw = W - 2 * m - 16;
  let y = y0 + 6;

  // Title: seat, investigator, state.
  const tags = [you ? `★ ${w("you")}` : "", p.passed ? w("passed") : "", p.eliminated ? w("eliminated") : ""];
  const score = (p.sanity ?? 0) + (p.points ?? 0);
  const title = [`${p.seat} · ${investigatorName(catalog, lang, p.investigator)}`, ...tags.filter(Boolean)].join(" · ");
  text(title, px, y, { bold: true, size: fs + 1, label: `title-${p.seat}` });
  text(`${w("score")} ${score}`, px + pw, y, { align: "right", bold: true, colour: COLOURS.gold, label: `score-${p.seat}` });
  y += fs + 7;

  // Sanity bar, then the investigator's numbers (wrapped at narrow widths).
  const barW = Math.min(220, Math.round(pw * 0.36));
  items.push({ type: "msanity", x: px, y, w: barW, h: fs + 6, value: p.sanity ?? 0, start: p.sanity_start ?? null,
               max: p.sanity_max ?? 20, size: fs - 1, text: `${w("sanity")} ${p.sanity}/${p.sanity_max ?? "?"}`,
               sub: p.sanity_start != null ? `${w("start")} ${p.sanity_start}` : "", label: `sanity-${p.seat}` });
  const langs = (p.languages ?? []).map((l) => term(catalog, lang, l)).join(", ");
  const lim = p.hand_limits ? ` (${w("limits", { min: p.hand_limits[0], max: p.hand_limits[1] })})` : "";
  const stats = [`${w("education")} ${p.education ?? "?"}`, langs, `${w("hand")} ${p.hand_count ?? 0}${lim}`,
                 `${w("deck")} ${p.deck_count ?? 0}`, `${w("discard_pile")} ${(p.discard ?? []).length}`,
                 `${p.points ?? 0} ${w("points")}`].filter(Boolean).join(" · ");
  const statLinesOut = wrapLines(stats, pw - barW - 12, fs - 1);
  statLinesOut.forEach((line, i) => text(line, px + barW + 12, y + 2 + i * (fs + 2),
                                         { size: fs - 1, colour: COLOURS.dim, label: i ? undefined : `stats-${p.seat}` }));
  y += Math.max(fs + 10, statLinesOut.length * (fs + 2) + 4);

  // Where the investigator is.
  const story = p.story ?? [];
  const top = story[story.length - 1];
  const where = top ? [cardName(catalog, lang, top.id), w(p.top_state === "upright" ? "upright" : p.top_state),
                       p.gate_used ? w("gate_used") : ""] : [w("no_location")];
  const loc = p.location;
  const feats = loc ? [...(loc.attributes ?? []), ...(loc.icons ?? [])].map((t) => term(catalog, lang, t)) : [];
  if (loc?.gate) feats.push(w(p.gate_used ? "gate_used" : "gate"));
  const whereText = `${w("location")}: ${where.filter(Boolean).join(" · ")}${feats.length ? ` — ${feats.join(", ")}` : ""}`;
  for (const line of wrapLines(whereText, pw, fs - 1)) {
    text(line, px, y, { size: fs - 1, colour: "#c9c1ad", label: `where-${p.seat}` });
    y += fs + 1;
  }
  y += 4;

  // The zones, as labelled groups of cards flowing left to right.
  const groups = [];
  const unit = (wid, hgt, put) => ({ w: wid, h: hgt, put });
  const plain = (c, opts = {}) => unit(cw, ch, (x, yy) => card(c, x, yy, cw, ch, opts));
  const toggle = (zone) => ({ zone });  // a ▾ chip beside the group's label opens the zone's strip

  if (top) {
    const rot = p.top_state === "walking" ? 90 : p.gate_used ? 180 : 0;
    const sw = rot === 90 ? ch : cw;
    const sh = rot === 90 ? cw : ch;
    groups.push({ label: `${w("story")} (${story.length})`, toggle: story.length > 1 ? toggle(`story-${p.seat}`) : null,
                  units: [unit(sw, ch, (x, yy) => card(top, x, yy + (ch - sh) / 2, sw, sh,
                                                       { rot, label: `story-top-${p.seat}` }))] });
  }
  const threat = Array.isArray(p.threat) ? p.threat : null;
  if (threat?.length) {
    groups.push({ label: `${w("threat")} (${threat.length})`,
                  units: threat.map((c) => plain(c, { hidden: true, label: `threat-${c.inst}` })) });
  } else if ((p.threat_count ?? 0) > 0) {
    groups.push({ label: `${w("threat")} (${p.threat_count})`,
                  units: [unit(cw, ch, (x, yy) => card(null, x, yy, cw, ch,
                                                       { badge: p.threat_count, label: `threat-${p.seat}` }))] });
  }
  if (p.goo) {
    const rot = (p.goo_age ?? 0) >= 1 ? 90 : 0;
    groups.push({ label: w("goo"), units: [unit(rot ? ch : cw, ch, (x, yy) => card(p.goo, x, yy + (rot ? (ch - cw) / 2 : 0),
                                                                                  rot ? ch : cw, rot ? cw : ch, { rot }))] });
  }
  const allyUnit = (a, extra = {}) => {
    const carried = ["weapon", "item", "spell"].map((k) => a[k]).filter(Boolean);
    const mark = (p.defenders ?? []).includes(a.inst) ? "defend" : (p.assault ?? []).includes(a.inst) ? "assault"
      : (view.marked ?? []).includes(a.inst) ? "marked" : null;
    return unit(cw, ch + carried.length * (th + 2), (x, yy) => {
      card(a, x, yy, cw, ch, { down: a.flipped, mark, extra: { total: a.total }, ...extra });
      carried.forEach((c, i) => tab(c, x, yy + ch + 2 + i * (th + 2), cw));
    });
  };
  if (p.allies?.length) groups.push({ label: w("allies"), units: p.allies.map((a) => allyUnit(a)) });
  if (p.captives?.length) groups.push({ label: w("captives"), units: p.captives.map((a) => allyUnit(a)) });
  if (p.artifacts?.length) {
    const artifact = (a) => (a.petrified ? allyUnit(a.petrified, { down: true, mark: "petrified" })
      : plain(a, { down: a.flipped }));
    groups.push({ label: w("artifacts"), units: p.artifacts.map(artifact) });
  }
  if (p.tomes?.length) {
    groups.push({ label: w("tomes"), units: p.tomes.map((t) => unit(cw, ch + (t.spells ?? []).length * (th + 2), (x, yy) => {
      card(t, x, yy, cw, ch);
      (t.spells ?? []).forEach((s, i) => tab(s, x, yy + ch + 2 + i * (th + 2), cw,
                                             { down: (t.used ?? []).includes(s.inst) }));
    })) });
  }
  if (p.events?.length) groups.push({ label: w("events"), units: p.events.map((c) => plain(c)) });
  if (p.phobias?.length) groups.push({ label: w("phobias"), units: p.phobias.map((c) => plain(c)) });
  if (p.adventures?.length) {
    groups.push({ label: `${w("adventures")} (${p.points ?? 0})`, units: p.adventures.map((c) => plain(c)) });
  }
  if (design && p.seat !== handSeat && Array.isArray(p.hand) && p.hand.length) {
    groups.push({ label: w("hand_of", { seat: p.seat }), units: p.hand.map((c) => plain(c, { hidden: true })) });
  }
  const deck = Array.isArray(p.deck) ? p.deck : null;
  groups.push({ label: `${w("deck")} (${p.deck_count ?? 0})`, toggle: deck?.length ? toggle(`deck-${p.seat}`) : null,
                units: [unit(cw, ch, (x, yy) => card(null, x, yy, cw, ch, { label: `deck-${p.seat}` }))] });
  const discard = p.discard ?? [];
  groups.push({ label: `${w("discard_pile")} (${discard.length})`,
                toggle: discard.length ? toggle(`discard-${p.seat}`) : null,
                units: [unit(cw, ch, (x, yy) => (discard.length
                  ? card(discard[discard.length - 1], x, yy, cw, ch, { label: `discard-${p.seat}` })
                  : items.push({ type: "slot", x, y: yy, w: cw, h: ch })))] });

  y = flowGroups(groups, px, y, pw, ctx);

  // An opened zone: all its cards in a strip (story bottom first, deck top first).
  const strip = open === `story-${p.seat}` ? story : open === `deck-${p.seat}` ? deck
    : open === `discard-${p.seat}` ? discard : null;
  if (strip) {
    const kind = open.split("-")[0];
    text(`${w(kind === "story" ? "story" : kind === "deck" ? "deck" : "discard_pile")} — ${w("history")}`, px, y,
         { size: fs - 1, colour: COLOURS.dim });
    y += fs + 2;
    const sw = Math.max(40, Math.round(cw * 0.8));
    const sh = Math.round(sw * 1.4);
    const per = Math.max(1, Math.floor((pw + gap) / (sw + gap)));
    strip.forEach((c, i) => card(c, px + (i % per) * (sw + gap), y + Math.floor(i / per) * (sh + gap), sw, sh,
                                 { hidden: kind === "deck", label: `${kind}-${p.seat}-${c.inst}` }));
    y += Math.ceil(strip.length / per) * (sh + gap);
  }
  panel.h = y + 4 - y0;
  return y0 + panel.h;
}

/** Place labelled groups of card units in rows; a group wider than a row wraps its units. Return the bottom. */
function flowGroups(groups, x0, y0, width, ctx) {
  const { items, sizes, text, open } = ctx;
  const { gap, fs } = sizes;
  let x = x0;
  let y = y0;
  let rowH = 0;
  const newRow = () => {
    x = x0;
    y += rowH + gap;
    rowH = 0;
  };
  for (const g of groups) {
    const labelW = textWidth(g.label, fs - 2) + (g.toggle ? fs * 2 : 0);
    const unitsW = g.units.reduce((s, u) => s + u.w + gap, -gap);
    if (x > x0 && x + Math.max(labelW, unitsW) > x0 + width) newRow();
    text(g.label, x, y, { size: fs - 2, colour: COLOURS.dim });
    if (g.toggle) {  // ▾ opens the zone's strip, ▴ closes it
      const shown = open === g.toggle.zone;
      items.push({ type: "chip", x: x + textWidth(g.label, fs - 2) + 4, y: y - 2, w: Math.round(fs * 1.6), h: fs + 2,
                   text: shown ? "▴" : "▾", size: fs - 2, id: `select:${shown ? "none" : g.toggle.zone}`, quiet: true,
                   label: `toggle-${g.toggle.zone}` });
    }
    let ux = x;
    let uy = y + fs + 2;
    let lineH = 0;
    let wrapped = false;
    for (const u of g.units) {
      if (ux > x && ux + u.w > x0 + width) {  // only a group wider than a whole row gets here (then x = x0)
        ux = x;
        uy += lineH + gap;
        lineH = 0;
        wrapped = true;
      }
      u.put(ux, uy);
      ux += u.w + gap;
      lineH = Math.max(lineH, u.h);
    }
    rowH = Math.max(rowH, uy + lineH - y);
    x += Math.max(labelW, unitsW) + gap * 3;
    if (wrapped) newRow();
  }
  return y + rowH + gap;
}

/** Lay out chips in rows from (x, y) within `width`; return the y below them. */
export function chipRows(items, chips, x0, y0, width, fs, extra = {}) {
  if (!chips.length) return y0;
  const h = Math.round(fs * 2);
  let x = x0;
  let y = y0;
  for (const chip of chips) {
    const cw = Math.min(width, Math.round(textWidth(chip.text, fs) + fs * 1.6));
    if (x > x0 && x + cw > x0 + width) {
      x = x0;
      y += h + 6;
    }
    items.push({ type: "chip", x, y, w: cw, h, text: chip.text, size: fs, id: chip.id, quiet: Boolean(chip.quiet),
                 fit: true, ...extra });
    x += cw + 8;
  }
  return y + h + 10;
}

/** Lay out the zoom of a card: large face, printed data, our text, a chip per action naming it. Return its bottom. */
function zoomBox(inst, ctx, anchor, acts, tableH) {
  const { items, sizes, catalog, lang, view, prefix, w, nameOf } = ctx;
  const { fs, m, W } = sizes;
  const vc = visibleCards(view).get(inst);
  const c = catalog?.cards?.[vc.id] ?? {};
  const zw = Math.min(W - 2 * m, 560);
  const pad = 10;
  const bw = Math.max(84, Math.min(150, Math.round(zw * 0.28)));
  const bh = Math.round(bw * 1.4);
  const tx = pad + bw + pad;
  const tw = zw - tx - pad;
  const lines = [];
  lines.push({ t: cardName(catalog, lang, vc.id), size: fs + 3, bold: true });
  if (lang !== "en" && c.en) lines.push({ t: c.en, size: fs - 1, colour: COLOURS.dim });
  for (const s of statLines(vc.id, catalog, lang, { value: vc.value, total: vc.total })) {
    for (const l of wrapLines(s, tw, fs - 1)) lines.push({ t: l, size: fs - 1, colour: "#c9c1ad" });
  }
  const body = c.text ?? w("stats_only");
  const note = w("text_in_english");
  for (const l of wrapLines(`${body}${c.text && note && note !== "text_in_english" ? ` ${note}` : ""}`, tw, fs)) {
    lines.push({ t: l, size: fs, colour: COLOURS.text, gapBefore: 0 });
  }
  const textH = lines.reduce((s, l) => s + l.size + 4, 0) + 6;
  const chips = acts.map((a) => ({ text: actionLabel(a, catalog, lang, nameOf, inst), id: `act:${a.id}` }));
  if (!acts.length) chips.push({ text: w("no_actions"), id: "cmd:none", quiet: true });
  chips.push({ text: w("close"), id: `select:${prefix ? prefix.slice(0, -1) : "none"}`, quiet: true });
  const probe = [];
  const chipsH = chipRows(probe, chips, 0, 0, tw, fs) - 4;
  const zh = Math.max(bh, textH + chipsH) + 2 * pad;
  // Above the card when there is room, else below it; never off the left, right or top edge.
  const ax = anchor ? anchor.x + anchor.w / 2 : W / 2;
  const zx = Math.max(m, Math.min(W - m - zw, Math.round(ax - zw / 2)));
  let zy = anchor ? anchor.y - zh - 8 : m;
  if (zy < m) zy = anchor ? anchor.y + anchor.h + 8 : m;
  if (anchor && zy + zh > tableH && anchor.y - zh - 8 >= m) zy = anchor.y - zh - 8;
  zy = Math.max(m, Math.round(zy));
  items.push({ type: "mzoom", x: zx, y: zy, w: zw, h: zh, id: "cmd:none", z: 10, label: "zoom" });
  items.push({ type: "mcard", x: zx + pad, y: zy + pad, w: bw, h: bh, rot: 0,
               face: faceOf(vc, catalog, lang, { total: vc.total }), down: false, hidden: false, badge: null, mark: null,
               highlight: false, selected: false, small: false, big: true, z: 11, label: "zoom-card" });
  let ly = zy + pad;
  for (const l of lines) {
    items.push({ type: "text", text: l.t, x: zx + tx, y: ly, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                 colour: l.colour ?? COLOURS.text, z: 11, label: ly === zy + pad ? "zoom-name" : undefined });
    ly += l.size + 4;
  }
  chipRows(items, chips, zx + tx, Math.max(ly + 6, zy + pad), tw, fs, { z: 12 });
  return zy + zh + m;
}

function finish(items, W, H) {
  items[0].h = H;
  return { width: W, height: H, items };
}
