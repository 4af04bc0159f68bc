// Drawn card art (no images, no fonts): a muted vector silhouette per Mythos card type and per Lovecraft Letter card,
// painted with canvas paths in the card's empty parchment (newcomer review 18, Q2 "plain text-only cards"). One ink at
// low alpha, one line weight per card; the name's lines are clipped out so its contrast never drops; a card too small
// for a readable emblem gets none.

export const EMBLEM_ALPHA = 0.17;   // muted: a tint of the card's ink on parchment, never competing with its name
export const EMBLEM_MIN = 22;       // px: the smallest emblem side drawn (smaller reads as a smudge)
const TAU = Math.PI * 2;

/** Return a pen drawing in the unit square [-1, 1]² of a box centred at (cx, cy), half-side r, in canvas pixels. */
function pen(ctx, cx, cy, r) {
  const X = (u) => cx + u * r;
  const Y = (v) => cy + v * r;
  return {
    ctx,
    m: (u, v) => ctx.moveTo(X(u), Y(v)),
    l: (u, v) => ctx.lineTo(X(u), Y(v)),
    q: (a, b, u, v) => ctx.quadraticCurveTo(X(a), Y(b), X(u), Y(v)),
    c: (a, b, d, e, u, v) => ctx.bezierCurveTo(X(a), Y(b), X(d), Y(e), X(u), Y(v)),
    arc: (u, v, k, a0 = 0, a1 = TAU, back = false) => {
      ctx.moveTo(X(u) + k * r * Math.cos(a0), Y(v) + k * r * Math.sin(a0));
      ctx.arc(X(u), Y(v), k * r, a0, a1, back);
    },
    poly: (pts) => pts.forEach(([u, v], i) => (i ? ctx.lineTo(X(u), Y(v)) : ctx.moveTo(X(u), Y(v)))),
    fill: () => { ctx.fill(); ctx.beginPath(); },
    stroke: () => { ctx.stroke(); ctx.beginPath(); },
  };
}

function starPoints(n, outer, inner, cu = 0, cv = 0) {
  return Array.from({ length: n * 2 + 1 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const k = i % 2 ? inner : outer;
    return [cu + k * Math.cos(a), cv + k * Math.sin(a)];
  });
}

function bust(p, glasses = false) {  // a head and shoulders: a figure (an ally, an investigator, the professor)
  p.arc(0, -0.4, 0.34);
  p.fill();
  p.m(-0.78, 0.95); p.c(-0.78, 0.2, 0.78, 0.2, 0.78, 0.95); p.l(-0.78, 0.95);
  p.fill();
  if (!glasses) return;
  p.arc(-0.14, -0.4, 0.11); p.arc(0.14, -0.4, 0.11); p.m(-0.03, -0.42); p.l(0.03, -0.42);
  p.stroke();
}

function tentacles(p) {  // three curling arms rising from the deep
  p.m(-0.85, 0.95); p.c(-0.9, 0.1, -0.2, 0.2, -0.45, -0.5); p.q(-0.55, -0.8, -0.3, -0.85);
  p.m(0, 0.95); p.c(0.15, 0.2, -0.25, -0.2, 0.1, -0.8); p.q(0.2, -0.95, 0.3, -0.75);
  p.m(0.85, 0.95); p.c(0.9, 0.3, 0.3, 0.3, 0.55, -0.35); p.q(0.7, -0.55, 0.5, -0.6);
  p.stroke();
  p.m(-0.95, 0.95); p.q(0, 0.6, 0.95, 0.95); p.fill();
}

function book(p, cover = "lines") {  // an open tome; `cover` its mark: lines of text, a sigil, an eye
  p.m(0, -0.55); p.q(-0.45, -0.8, -0.95, -0.6); p.l(-0.95, 0.6); p.q(-0.45, 0.4, 0, 0.65);
  p.q(0.45, 0.4, 0.95, 0.6); p.l(0.95, -0.6); p.q(0.45, -0.8, 0, -0.55); p.l(0, 0.65);
  p.fill();
  p.m(0, -0.55); p.l(0, 0.65);
  if (cover === "lines") [-0.3, -0.1, 0.1].forEach((v) => { p.m(-0.75, v); p.l(-0.2, v + 0.02); p.m(0.2, v + 0.02); p.l(0.75, v); });
  if (cover === "sigil") pentagram(p, 0.48, 0, 0.3);
  if (cover === "eye") { p.m(-0.8, 0); p.q(-0.48, -0.35, -0.16, 0); p.q(-0.48, 0.35, -0.8, 0); p.arc(-0.48, 0, 0.08); }
  p.stroke();
}

function pentagram(p, cu, cv, k) {  // the five-pointed star drawn in one line
  const at = (i) => -Math.PI / 2 + (i * TAU) / 5;
  p.poly([0, 2, 4, 1, 3, 0].map((i) => [cu + k * Math.cos(at(i)), cv + k * Math.sin(at(i))]));
}

function sigil(p) {  // a spell: a pentagram in a ring
  p.arc(0, 0, 0.92);
  pentagram(p, 0, 0, 0.8);
  p.stroke();
  p.arc(0, 0, 0.16); p.fill();
}

function amulet(p) {  // a pendant on its chain
  p.m(-0.55, -0.95); p.q(0, 0.05, 0.55, -0.95); p.stroke();
  p.arc(0, 0.35, 0.5); p.fill();
  p.arc(0, 0.35, 0.32); p.arc(0, 0.35, 0.1); p.stroke();
}

function arch(p) {  // a gate of stone: two columns under an arch, a lintel, a step
  p.m(-0.8, 0.9); p.l(-0.8, -0.2); p.q(-0.8, -0.95, 0, -0.95); p.q(0.8, -0.95, 0.8, -0.2); p.l(0.8, 0.9);
  p.l(0.45, 0.9); p.l(0.45, -0.15); p.q(0.45, -0.6, 0, -0.6); p.q(-0.45, -0.6, -0.45, -0.15); p.l(-0.45, 0.9);
  p.fill();
  p.m(-0.95, 0.9); p.l(0.95, 0.9); p.m(-0.45, 0.2); p.l(0.45, 0.2); p.stroke();
}

function hourglass(p) {  // an event: the sand running out
  p.m(-0.6, -0.9); p.l(0.6, -0.9); p.m(-0.6, 0.9); p.l(0.6, 0.9);
  p.m(-0.5, -0.9); p.c(-0.5, -0.2, -0.08, -0.15, -0.08, 0); p.c(-0.08, 0.15, -0.5, 0.2, -0.5, 0.9);
  p.m(0.5, -0.9); p.c(0.5, -0.2, 0.08, -0.15, 0.08, 0); p.c(0.08, 0.15, 0.5, 0.2, 0.5, 0.9);
  p.stroke();
  p.m(-0.3, 0.9); p.q(0, 0.35, 0.3, 0.9); p.m(-0.3, -0.55); p.l(0.3, -0.55); p.l(0, -0.1); p.fill();
}

function scroll(p) {  // an adventure: a scroll unrolled, rolls at both ends
  p.m(-0.7, -0.7); p.l(0.7, -0.7); p.l(0.7, 0.7); p.l(-0.7, 0.7); p.fill();
  p.arc(-0.7, -0.7, 0.2); p.arc(0.7, 0.7, 0.2); p.fill();
  [-0.35, -0.1, 0.15, 0.4].forEach((v) => { p.m(-0.45, v); p.l(0.45, v); });
  p.stroke();
}

function eyeRays(p) {  // a phobia: a staring eye, its lashes
  p.m(-0.9, 0); p.q(0, -0.8, 0.9, 0); p.q(0, 0.8, -0.9, 0); p.stroke();
  p.arc(0, 0, 0.3); p.fill();
  [-0.6, -0.3, 0, 0.3, 0.6].forEach((u) => { p.m(u, -0.5 + Math.abs(u) * 0.3); p.l(u * 1.3, -0.85 + Math.abs(u) * 0.3); });
  p.stroke();
}

function dagger(p) {  // a weapon
  p.m(0, -0.95); p.l(0.16, -0.75); p.l(0.16, 0.3); p.l(-0.16, 0.3); p.l(-0.16, -0.75); p.fill();
  p.m(-0.5, 0.35); p.l(0.5, 0.35); p.m(0, 0.35); p.l(0, 0.8); p.stroke();
  p.arc(0, 0.85, 0.1); p.fill();
}

function cthulhuHead(p) {  // a great old one: the octopoid head, tentacle beard and wings
  p.m(-0.45, -0.1); p.c(-0.55, -1.0, 0.55, -1.0, 0.45, -0.1); p.fill();
  [-0.36, -0.12, 0.12, 0.36].forEach((u) => { p.m(u, -0.15); p.q(u * 1.4, 0.4, u * 0.8, 0.9); });
  p.m(-0.45, -0.4); p.q(-0.95, -0.9, -0.95, -0.05); p.q(-0.8, -0.25, -0.5, -0.2);
  p.m(0.45, -0.4); p.q(0.95, -0.9, 0.95, -0.05); p.q(0.8, -0.25, 0.5, -0.2);
  p.stroke();
}

function sun(p) {  // day
  p.arc(0, 0, 0.42); p.fill();
  for (let i = 0; i < 12; i += 1) {
    const a = (i * TAU) / 12;
    p.m(0.58 * Math.cos(a), 0.58 * Math.sin(a)); p.l(0.92 * Math.cos(a), 0.92 * Math.sin(a));
  }
  p.stroke();
}

function moon(p) {  // night: a crescent and two stars
  p.arc(-0.1, 0, 0.75, -Math.PI / 2, Math.PI / 2, true); p.q(-0.6, 0, -0.1, -0.75); p.fill();
  p.poly(starPoints(4, 0.18, 0.06, 0.55, -0.5)); p.poly(starPoints(4, 0.13, 0.05, 0.6, 0.35)); p.fill();
}

// ---- Lovecraft Letter: one emblem per card, its character ----

function braincase(p) {  // Mi-Go Braincase: a canister, a brain floating in it
  p.m(-0.55, -0.75); p.l(-0.55, 0.8); p.q(0, 1.0, 0.55, 0.8); p.l(0.55, -0.75); p.stroke();
  p.m(-0.6, -0.75); p.q(0, -1.0, 0.6, -0.75); p.q(0, -0.55, -0.6, -0.75); p.fill();
  p.m(-0.35, 0.3); p.c(-0.5, -0.35, 0.5, -0.35, 0.35, 0.3); p.q(0, 0.5, -0.35, 0.3); p.fill();
  p.m(0, -0.15); p.q(-0.1, 0.05, 0, 0.3); p.m(0, 0.45); p.l(0, 0.8); p.stroke();
}

function lantern(p) {  // Investigators: a hand lamp, its flame
  p.arc(0, -0.78, 0.16, Math.PI, TAU); p.stroke();
  p.m(-0.45, -0.55); p.l(0.45, -0.55); p.l(0.35, -0.4); p.l(-0.35, -0.4); p.fill();
  p.m(-0.35, -0.4); p.l(-0.4, 0.65); p.l(0.4, 0.65); p.l(0.35, -0.4); p.stroke();
  p.m(-0.55, 0.65); p.l(0.55, 0.65); p.l(0.45, 0.85); p.l(-0.45, 0.85); p.fill();
  p.m(0, -0.2); p.q(0.25, 0.15, 0, 0.4); p.q(-0.25, 0.15, 0, -0.2); p.fill();
}

function deepOne(p) {  // Deep Ones: a fish-headed figure rising from the waves
  p.m(-0.2, -0.9); p.q(0.55, -0.85, 0.45, -0.3); p.q(0.3, 0, 0.1, 0.05); p.l(0.45, 0.45); p.l(-0.45, 0.45);
  p.l(-0.3, -0.4); p.q(-0.4, -0.7, -0.2, -0.9); p.fill();
  p.m(-0.2, -0.9); p.l(-0.55, -0.55); p.l(-0.3, -0.5); p.stroke();
  [0.6, 0.85].forEach((v) => { p.m(-0.95, v); p.q(-0.7, v - 0.2, -0.45, v); p.q(-0.2, v - 0.2, 0, v); p.q(0.25, v - 0.2, 0.5, v); p.q(0.75, v - 0.2, 0.95, v); });
  p.stroke();
}

function cat(p) {  // Cats of Ulthar: a sitting cat, its tail curled round
  p.m(-0.35, -0.85); p.l(-0.25, -0.6); p.l(0.05, -0.6); p.l(0.15, -0.85); p.l(0.2, -0.45);
  p.q(0.25, -0.25, 0.05, -0.15); p.q(0.55, 0.1, 0.45, 0.85); p.l(-0.45, 0.85); p.q(-0.55, 0.1, -0.25, -0.15);
  p.q(-0.45, -0.3, -0.35, -0.85); p.fill();
  p.m(0.4, 0.8); p.q(0.95, 0.75, 0.8, 0.2); p.q(0.75, 0, 0.9, -0.1); p.stroke();
}

function goblet(p) {  // Golden Mead: a goblet brimming
  p.m(-0.55, -0.7); p.l(0.55, -0.7); p.q(0.55, 0.05, 0, 0.15); p.q(-0.55, 0.05, -0.55, -0.7); p.fill();
  p.m(0, 0.15); p.l(0, 0.7); p.m(-0.4, 0.8); p.q(0, 0.6, 0.4, 0.8); p.l(-0.4, 0.8); p.stroke();
  p.arc(-0.25, -0.85, 0.06); p.arc(0.1, -0.92, 0.05); p.arc(0.35, -0.82, 0.04); p.fill();
}

function yithian(p) {  // Great Race of Yith: a ridged cone, four limbs from its top
  p.m(-0.55, 0.9); p.l(-0.12, -0.35); p.l(0.12, -0.35); p.l(0.55, 0.9); p.fill();
  p.m(-0.1, -0.35); p.q(-0.7, -0.5, -0.75, -0.9); p.m(0.1, -0.35); p.q(0.7, -0.5, 0.75, -0.9);
  p.m(-0.05, -0.4); p.q(-0.35, -0.7, -0.2, -0.95); p.m(0.05, -0.4); p.q(0.35, -0.7, 0.2, -0.95);
  [0.1, 0.45].forEach((v) => { p.m(-0.25 - v * 0.35, v); p.l(0.25 + v * 0.35, v); });
  p.stroke();
}

function hound(p) {  // Hound of Tindalos: a lean head of angles
  p.poly([[-0.85, 0.85], [-0.55, -0.2], [-0.45, -0.85], [-0.15, -0.35], [0.35, -0.35], [0.9, 0.05], [0.55, 0.2],
          [0.25, 0.05], [-0.05, 0.85]]);
  p.fill();
  p.poly([[0.05, -0.15], [0.2, -0.2], [0.12, -0.05]]); p.stroke();
}

function elderSign(p) {  // Elder Sign: the star with the flaming eye-pillar at its heart
  p.poly(starPoints(5, 0.95, 0.42)); p.stroke();
  p.m(0, 0.3); p.l(0, -0.1); p.q(-0.2, -0.3, 0, -0.55); p.q(0.2, -0.3, 0, -0.1); p.stroke();
  p.arc(0, 0.05, 0.08); p.fill();
}

function nyarlathotep(p) {  // Nyarlathotep: the faceless pharaoh
  p.m(-0.3, -0.75); p.q(0, -0.95, 0.3, -0.75); p.l(0.75, 0.5); p.l(0.4, 0.5); p.l(0.3, 0.9); p.l(-0.3, 0.9);
  p.l(-0.4, 0.5); p.l(-0.75, 0.5); p.l(-0.3, -0.75); p.fill();
  [-0.2, 0.1, 0.35].forEach((v) => { p.m(-0.45 - v * 0.3, v); p.l(-0.3, v); p.m(0.3, v); p.l(0.45 + v * 0.3, v); });
  p.m(-0.2, -0.45); p.q(0, -0.55, 0.2, -0.45); p.l(0.2, 0.1); p.q(0, 0.25, -0.2, 0.1); p.l(-0.2, -0.45);
  p.stroke();
}

function silverKey(p) {  // The Silver Key: a key, its ornate bow
  p.arc(0, -0.55, 0.3); p.arc(0, -0.55, 0.12); p.stroke();
  p.m(0, -0.25); p.l(0, 0.9); p.m(0, 0.55); p.l(0.3, 0.55); p.l(0.3, 0.7); p.m(0, 0.8); p.l(0.25, 0.8);
  p.m(-0.2, -0.15); p.l(0.2, -0.15); p.stroke();
}

function trapezohedron(p) {  // The Shining Trapezohedron: a faceted stone, its light
  p.poly([[0, -0.75], [0.6, -0.2], [0.45, 0.55], [0, 0.8], [-0.45, 0.55], [-0.6, -0.2], [0, -0.75]]); p.fill();
  p.m(0, -0.75); p.l(-0.2, 0); p.l(0, 0.8); p.l(0.25, 0.05); p.l(0, -0.75);
  p.m(-0.6, -0.2); p.l(-0.2, 0); p.l(0.25, 0.05); p.l(0.6, -0.2); p.stroke();
  [[0.95, -0.6], [-0.95, -0.6], [0.95, 0.35], [-0.95, 0.35]].forEach(([u, v]) => { p.m(u * 0.75, v * 0.75); p.l(u, v); });
  p.stroke();
}

function carter(p) {  // Randolph Carter: the dreamer's stair, a crescent over it
  p.poly([[-0.95, 0.9], [-0.95, 0.6], [-0.55, 0.6], [-0.55, 0.3], [-0.15, 0.3], [-0.15, 0], [0.25, 0], [0.25, -0.3],
          [0.65, -0.3], [0.65, 0.9], [-0.95, 0.9]]);
  p.fill();
  p.arc(0.45, -0.7, 0.28, Math.PI / 2, -Math.PI / 2, false); p.q(0.2, -0.7, 0.45, -0.42); p.fill();
}

function miGo(p) {  // Mi-Go: a ridged body, membranous wings, pincers
  p.m(0, -0.6); p.q(0.3, 0, 0, 0.8); p.q(-0.3, 0, 0, -0.6); p.fill();
  p.m(-0.08, -0.3); p.l(-0.9, -0.8); p.l(-0.7, 0.1); p.l(-0.1, 0); p.fill();
  p.m(0.08, -0.3); p.l(0.9, -0.8); p.l(0.7, 0.1); p.l(0.1, 0); p.fill();
  p.m(-0.1, 0.3); p.l(-0.5, 0.6); p.l(-0.45, 0.85); p.m(0.1, 0.3); p.l(0.5, 0.6); p.l(0.45, 0.85);
  p.m(-0.05, -0.55); p.l(-0.2, -0.9); p.m(0.05, -0.55); p.l(0.2, -0.9); p.stroke();
}

// ---- the registries and the painter ----

/** The emblem of each Mythos card kind: its type's, or its subtype's where that says more (a phobia, a weapon). */
export const MYTHOS_EMBLEMS = {
  ally: (p) => bust(p), monster: tentacles, tome: (p) => book(p, "lines"), spell: sigil, artifact: amulet,
  location: arch, event: hourglass, adventure: scroll, phobia: eyeRays, weapon: dagger, goo: cthulhuHead, day: sun,
  night: moon,
};

/** The emblem of each Lovecraft Letter card (cthulhu_widgets/games/letter/cards.py): its character. */
export const LETTER_EMBLEMS = {
  mi_go_braincase: braincase, investigators: lantern, deep_ones: deepOne, cats_of_ulthar: cat, golden_mead: goblet,
  great_race_of_yith: yithian, hound_of_tindalos: hound, elder_sign: elderSign, liber_ivonis: (p) => book(p, "eye"),
  professor_armitage: (p) => bust(p, true), mi_go: miGo, randolph_carter: carter, nyarlathotep,
  silver_key: silverKey, shining_trapezohedron: trapezohedron, necronomicon: (p) => book(p, "sigil"),
  cthulhu: cthulhuHead,
};

const SUBTYPE_EMBLEM = { Phobia: "phobia", Weapon: "weapon", "Enchanted Weapon": "weapon", "Great Old One": "goo",
                         "Outer God": "goo", Day: "day", Night: "night" };

/** Return the key of a Mythos face's emblem in MYTHOS_EMBLEMS: its subtype's (the
 * catalog's English key, `subtypeKey`) when it has one, else its type's. */
export function mythosEmblemKey(face) {
  return SUBTYPE_EMBLEM[face?.subtypeKey ?? face?.subtype] ?? face?.type;
}

/**
 * Paint emblem `draw` (a function of a unit-square pen) muted in `ink` in the square of side `side` centred at
 * (cx, cy), clipped to it and off the `clear` boxes ({x, y, w, h}: the name's lines, whose contrast must not drop).
 * Return the square painted, or null when there is no emblem or the square is under EMBLEM_MIN.
 */
export function paintEmblem(ctx, draw, { cx, cy, side }, ink, clear = []) {
  if (!draw || !(side >= EMBLEM_MIN)) return null;
  const r = side / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(cx - r, cy - r, side, side);
  ctx.clip();
  if (clear.length) {  // everything but the name's lines (even-odd: a box inside the square is a hole in it)
    ctx.beginPath();
    ctx.rect(cx - r, cy - r, side, side);
    clear.forEach((b) => ctx.rect(b.x, b.y, b.w, b.h));
    ctx.clip("evenodd");
  }
  ctx.globalAlpha = EMBLEM_ALPHA;
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  draw(pen(ctx, cx, cy, r));
  ctx.restore();
  return { x: cx - r, y: cy - r, w: side, h: side };
}

/** Return the boxes of centred text lines (a name's), each a line's step tall so neighbours never overlap. */
export function lineBoxes(ctx, lines, cx, mid, step, maxWidth, pad = 2) {
  return lines.map((l, i) => {
    const w = Math.min(maxWidth, ctx.measureText(l).width) + 2 * pad;
    const y = mid + (i - (lines.length - 1) / 2) * step;
    return { x: cx - w / 2, y: y - step / 2, w, h: step };
  });
}

/**
 * Return where a face's emblem goes in its `body` ({x, y, w, h}: the parchment free of corner marks) around its name's
 * line boxes: whole in the larger gap above or below the name when that holds most of it (a head or a key cut by the
 * name's lines read as nothing), else the body's square behind the name, its lines cut out.
 */
export function emblemSpot(body, names, most = 0.8) {
  const full = Math.min(body.w * most, body.h);
  const whole = { cx: body.x + body.w / 2, cy: body.y + body.h / 2, side: full };
  if (!names.length) return whole;
  const top = Math.min(...names.map((b) => b.y));
  const bottom = Math.max(...names.map((b) => b.y + b.h));
  const gaps = [[body.y, top], [bottom, body.y + body.h]].map(([a, b]) => ({ a, side: Math.min(body.w * most, b - a - 2) }));
  const gap = gaps[0].side > gaps[1].side ? gaps[0] : gaps[1];
  return gap.side >= full * 0.4 ? { cx: whole.cx, cy: gap.a + 1 + gap.side / 2, side: gap.side } : whole;
}
