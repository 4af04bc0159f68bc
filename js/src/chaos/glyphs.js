// Glyphs the CHAOS painters share: team shapes and colours (A circle, B square), a piece (patient solid, ghost
// hollow and dashed), suits (moon, eye, skull), roles on cards, the protection shield.
import { eye, person, roundRect, shieldPath } from "../draw.js";

export const TEAM = { A: "#56b4e9", B: "#e69f00" };  // Okabe-Ito sky blue / orange; shapes carry the team too
const TEAM_SOFT = { A: "rgba(86, 180, 233, 0.22)", B: "rgba(230, 159, 0, 0.22)" };
export const ROLE_INK = { patient: "#2f7d6d", ghost: "#7a4a9a" };

// Outline of a team's shape: team A a circle, team B a rounded square.
export function teamShape(ctx, team, x, y, s) {
  ctx.beginPath();
  if (team === "B") roundRect(ctx, x, y, s, s, s * 0.14);
  else ctx.arc(x + s / 2, y + s / 2, s / 2, 0, Math.PI * 2);
}

// A piece glyph: team by shape, role by fill (patient solid, ghost hollow with a dashed outline).
export function pieceGlyph(ctx, team, role, x, y, s) {
  const colour = TEAM[team] ?? "#ccc";
  teamShape(ctx, team, x, y, s);
  if (role === "ghost") {
    ctx.fillStyle = TEAM_SOFT[team] ?? "rgba(200,200,200,0.2)";
    ctx.fill();
    ctx.setLineDash([Math.max(2, s * 0.12), Math.max(2, s * 0.08)]);
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1.5, s * 0.08);
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.strokeStyle = "#0b120e";
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.stroke();
  }
}

export function moon(ctx, cx, cy, r) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.moveTo(cx + r * 0.45 + r * 0.85, cy - r * 0.25);
  ctx.arc(cx + r * 0.45, cy - r * 0.25, r * 0.85, 0, Math.PI * 2);
  ctx.fill("evenodd");
  ctx.restore();
}

function skull(ctx, cx, cy, r, hole) {
  ctx.beginPath();
  ctx.arc(cx, cy - r * 0.15, r * 0.8, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(cx - r * 0.45, cy + r * 0.3, r * 0.9, r * 0.55);
  ctx.fillStyle = hole;
  ctx.beginPath();
  ctx.arc(cx - r * 0.32, cy - r * 0.12, r * 0.2, 0, Math.PI * 2);
  ctx.arc(cx + r * 0.32, cy - r * 0.12, r * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(cx - r * 0.05, cy + r * 0.45, r * 0.1, r * 0.4);
  ctx.fillRect(cx - r * 0.3, cy + r * 0.45, r * 0.08, r * 0.4);
  ctx.fillRect(cx + r * 0.22, cy + r * 0.45, r * 0.08, r * 0.4);
}

// A suit glyph drawn in `ink` on a background `hole` (for the skull's eyes).
export function suitGlyph(ctx, suit, cx, cy, r, ink, hole) {
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1.2, r * 0.16);
  if (suit === "moon") moon(ctx, cx, cy, r);
  else if (suit === "eye") eye(ctx, cx, cy, r);
  else if (suit === "skull") skull(ctx, cx, cy, r, hole);
}

// A role glyph for cards: patient a solid figure, ghost a hollow sheet with a wavy hem.
export function roleGlyph(ctx, role, cx, cy, r, ink) {
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1.2, r * 0.18);
  if (role === "ghost") {
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.7, cy + r);
    ctx.lineTo(cx - r * 0.7, cy - r * 0.1);
    ctx.arc(cx, cy - r * 0.1, r * 0.7, Math.PI, 0);
    ctx.lineTo(cx + r * 0.7, cy + r);
    for (let i = 1; i <= 3; i++) ctx.lineTo(cx + r * 0.7 - (i * r * 1.4) / 3, cy + r - (i % 2 ? r * 0.3 : 0));
    ctx.closePath();
    ctx.stroke();
  } else {
    person(ctx, cx, cy, r);
  }
}

export function smallShield(ctx, x, y, s) {
  shieldPath(ctx, x, y, s, s);
  ctx.fillStyle = "#f3e39a";
  ctx.fill();
  ctx.strokeStyle = "#0b120e";
  ctx.lineWidth = 1.2;
  ctx.stroke();
}

