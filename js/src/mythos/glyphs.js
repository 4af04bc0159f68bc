// Glyphs of the Mythos card faces (mythos/paint.js draws the cards): the Sanity pentagon, a glyph per card type
// and per location icon, the gate swirl and the dimension glyph; each drawn in a given ink, so types differ
// without colour too.
import { person, star } from "../draw.js";

export const PARCHMENT = "#f3ead3";

export function pentagon(ctx, cx, cy, r) {
  ctx.beginPath();
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  ctx.closePath();
}

// A small glyph per card type, drawn in `ink` in a box of size s centred at (cx, cy).
export function typeGlyph(ctx, type, cx, cy, s, ink) {
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, s * 0.12);
  const r = s / 2;
  ctx.beginPath();
  switch (type) {
    case "location":  // a map pin
      ctx.arc(cx, cy - r * 0.25, r * 0.55, Math.PI, 0);
      ctx.lineTo(cx, cy + r);
      ctx.closePath();
      ctx.fill();
      break;
    case "ally":  // a person (draw.js, as CHAOS's patient)
      person(ctx, cx, cy, r);
      break;
    case "monster":  // a tentacle
      ctx.moveTo(cx - r * 0.6, cy + r);
      ctx.bezierCurveTo(cx - r, cy - r * 0.2, cx + r, cy - r * 0.2, cx + r * 0.1, cy - r);
      ctx.stroke();
      break;
    case "artifact":  // a gem
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r * 0.75, cy);
      ctx.lineTo(cx, cy + r);
      ctx.lineTo(cx - r * 0.75, cy);
      ctx.closePath();
      ctx.fill();
      break;
    case "tome":  // a closed book
      ctx.rect(cx - r * 0.7, cy - r * 0.9, r * 1.4, r * 1.8);
      ctx.fill();
      ctx.fillStyle = PARCHMENT;
      ctx.fillRect(cx - r * 0.45, cy - r * 0.9, r * 0.12, r * 1.8);
      break;
    case "spell":  // a star
      star(ctx, cx, cy, r);
      ctx.fill();
      break;
    case "adventure":  // a flag
      ctx.moveTo(cx - r * 0.6, cy + r);
      ctx.lineTo(cx - r * 0.6, cy - r);
      ctx.lineTo(cx + r * 0.8, cy - r * 0.5);
      ctx.lineTo(cx - r * 0.6, cy);
      ctx.stroke();
      break;
    default:  // event: a lightning bolt
      ctx.moveTo(cx + r * 0.2, cy - r);
      ctx.lineTo(cx - r * 0.5, cy + r * 0.1);
      ctx.lineTo(cx, cy + r * 0.1);
      ctx.lineTo(cx - r * 0.2, cy + r);
      ctx.lineTo(cx + r * 0.5, cy - r * 0.1);
      ctx.lineTo(cx, cy - r * 0.1);
      ctx.closePath();
      ctx.fill();
  }
}

// Location icons (Water, Forest, Cemetery, Inside, Outside) as small glyphs.
export function iconGlyph(ctx, icon, cx, cy, s, ink) {
  const r = s / 2;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, s * 0.12);
  ctx.beginPath();
  if (icon === "Water") {
    for (const dy of [-0.35, 0.25]) {
      ctx.moveTo(cx - r, cy + dy * r);
      ctx.quadraticCurveTo(cx - r / 2, cy + (dy - 0.45) * r, cx, cy + dy * r);
      ctx.quadraticCurveTo(cx + r / 2, cy + (dy + 0.45) * r, cx + r, cy + dy * r);
    }
    ctx.stroke();
  } else if (icon === "Forest") {
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r * 0.75, cy + r * 0.5);
    ctx.lineTo(cx - r * 0.75, cy + r * 0.5);
    ctx.closePath();
    ctx.fill();
    ctx.fillRect(cx - r * 0.12, cy + r * 0.5, r * 0.24, r * 0.5);
  } else if (icon === "Cemetery") {
    ctx.moveTo(cx - r * 0.6, cy + r);
    ctx.lineTo(cx - r * 0.6, cy - r * 0.2);
    ctx.arc(cx, cy - r * 0.2, r * 0.6, Math.PI, 0);
    ctx.lineTo(cx + r * 0.6, cy + r);
    ctx.closePath();
    ctx.fill();
  } else if (icon === "Inside") {
    ctx.moveTo(cx - r, cy);
    ctx.lineTo(cx, cy - r);
    ctx.lineTo(cx + r, cy);
    ctx.moveTo(cx - r * 0.7, cy - r * 0.2);
    ctx.lineTo(cx - r * 0.7, cy + r);
    ctx.lineTo(cx + r * 0.7, cy + r);
    ctx.lineTo(cx + r * 0.7, cy - r * 0.2);
    ctx.stroke();
  } else if (icon === "Outside") {
    ctx.arc(cx, cy, r * 0.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      ctx.moveTo(cx + Math.cos(a) * r * 0.6, cy + Math.sin(a) * r * 0.6);
      ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    }
    ctx.stroke();
  }
}

export function gateGlyph(ctx, cx, cy, r, ink) {  // a swirl
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, r * 0.22);
  ctx.beginPath();
  for (let t = 0; t <= 1; t += 0.05) {
    const a = t * Math.PI * 4;
    const rr = r * t;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.stroke();
}

export function dimensionGlyph(ctx, dimension, cx, cy, r, ink) {  // Waking World a globe, Dreamlands a star, New Aeon an atom
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.beginPath();
  if (dimension === "Dreamlands") {
    star(ctx, cx, cy, r);
    ctx.fill();
  } else if (dimension === "New Aeon") {
    for (const a of [0, Math.PI / 3, -Math.PI / 3]) {
      ctx.beginPath();
      ctx.ellipse(cx, cy, r, r * 0.35, a, 0, Math.PI * 2);
      ctx.stroke();
    }
  } else {
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.moveTo(cx - r, cy);
    ctx.lineTo(cx + r, cy);
    ctx.moveTo(cx + r * 0.45, cy - r * 0.9);
    ctx.ellipse(cx, cy, r * 0.45, r, 0, -Math.PI / 2, Math.PI * 1.5);
    ctx.stroke();
  }
}
