// Painters of the CHAOS board: board cells, pieces, bombs, key, hand cards with suits. Teams differ by shape
// (A circle, B square), roles by fill (patient solid, ghost hollow and dashed), suits by glyph (moon, eye, skull),
// bombs by outline (permanent solid, temporary dashed), Checkup results by mark (tick safe, cross bomb).
import { C, cutLines, eye, fitSize, font, highlight, roundRect, shieldPath, star } from "../draw.js";

const TEAM = { A: "#56b4e9", B: "#e69f00" };  // Okabe-Ito sky blue / orange; shapes carry the team too
const TEAM_SOFT = { A: "rgba(86, 180, 233, 0.22)", B: "rgba(230, 159, 0, 0.22)" };
const ROLE_INK = { patient: "#2f7d6d", ghost: "#7a4a9a" };

// Outline of a team's shape: team A a circle, team B a rounded square.
function teamShape(ctx, team, x, y, s) {
  ctx.beginPath();
  if (team === "B") roundRect(ctx, x, y, s, s, s * 0.14);
  else ctx.arc(x + s / 2, y + s / 2, s / 2, 0, Math.PI * 2);
}

// A piece glyph: team by shape, role by fill (patient solid, ghost hollow with a dashed outline).
function pieceGlyph(ctx, team, role, x, y, s) {
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

function moon(ctx, cx, cy, r) {
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
function suitGlyph(ctx, suit, cx, cy, r, ink, hole) {
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1.2, r * 0.16);
  if (suit === "moon") moon(ctx, cx, cy, r);
  else if (suit === "eye") eye(ctx, cx, cy, r);
  else if (suit === "skull") skull(ctx, cx, cy, r, hole);
}

// A role glyph for cards: patient a solid figure, ghost a hollow sheet with a wavy hem.
function roleGlyph(ctx, role, cx, cy, r, ink) {
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
    ctx.beginPath();
    ctx.arc(cx, cy - r * 0.45, r * 0.42, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.75, cy + r);
    ctx.quadraticCurveTo(cx, cy - r * 0.35, cx + r * 0.75, cy + r);
    ctx.closePath();
    ctx.fill();
  }
}

function smallShield(ctx, x, y, s) {
  shieldPath(ctx, x, y, s, s);
  ctx.fillStyle = "#f3e39a";
  ctx.fill();
  ctx.strokeStyle = "#0b120e";
  ctx.lineWidth = 1.2;
  ctx.stroke();
}

// Fitting a name to a card measures text many times: keep the result per name and width (a few dozen).
const CARD_TEXT = new Map();
function cardText(ctx, name, w, small) {
  const key = `${name}|${w}|${small}`;
  let fitted = CARD_TEXT.get(key);
  if (!fitted) {
    const names = String(name).split("|");
    const first = small ? names.slice(0, 1) : names;
    const base = Math.max(10, Math.round(w * (small ? 0.17 : 0.14)));
    const size = Math.max(10, Math.min(...first.map((n) => fitSize(ctx, n, w * 0.88, base))));
    // never under 10 px: a name still too wide is cut with an ellipsis (the whole one is in the tooltip and zoom)
    fitted = { size, lines: first.flatMap((n) => cutLines(ctx, n, w * 0.88, size, small ? 2 : 3)).slice(0, 3) };
    if (CARD_TEXT.size > 500) CARD_TEXT.clear();
    CARD_TEXT.set(key, fitted);
  }
  return fitted;
}

export const CHAOS_PAINTERS = {
  cell(ctx, item) {
    const { x, y, w, h } = item;
    if (item.kind === "obstacle") {
      ctx.fillStyle = "#0d1511";
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = "#4a5a50";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (let k = w / 3; k < w * 2; k += w / 3) {  // hatching, clipped to the cell by construction
        ctx.moveTo(x + Math.max(0, k - h), y + Math.min(h, k));
        ctx.lineTo(x + Math.min(w, k), y + Math.max(0, k - w));
      }
      ctx.stroke();
    } else if (item.kind === "gate") {
      ctx.fillStyle = item.open ? "#2e5a3c" : "#4a2f1f";
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = item.open ? "#b6f0bd" : "#d8c29a";
      ctx.lineWidth = Math.max(2, w * 0.05);
      ctx.beginPath();
      ctx.moveTo(x + w * 0.2, y + h * 0.9);
      ctx.lineTo(x + w * 0.2, y + h * 0.4);
      ctx.arc(x + w / 2, y + h * 0.4, w * 0.3, Math.PI, 0);
      ctx.lineTo(x + w * 0.8, y + h * 0.9);
      if (item.open) {  // an open door leaf swung aside
        ctx.moveTo(x + w * 0.8, y + h * 0.9);
        ctx.lineTo(x + w * 0.95, y + h * 0.75);
        ctx.lineTo(x + w * 0.95, y + h * 0.3);
      } else {  // bars
        for (const f of [0.35, 0.5, 0.65]) {
          ctx.moveTo(x + w * f, y + h * 0.9);
          ctx.lineTo(x + w * f, y + h * 0.16);
        }
        ctx.moveTo(x + w * 0.2, y + h * 0.9);
        ctx.lineTo(x + w * 0.8, y + h * 0.9);
      }
      ctx.stroke();
    } else {
      ctx.fillStyle = item.dark ? "#22362c" : "#273d32";
      ctx.fillRect(x, y, w, h);
    }
    if (item.highlight) {
      ctx.fillStyle = "rgba(245, 197, 66, 0.16)";
      ctx.fillRect(x + 2, y + 2, w - 4, h - 4);
      ctx.strokeStyle = C.gold;
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 3, y + 3, w - 6, h - 6);
      ctx.fillStyle = C.gold;
      ctx.beginPath();
      if (!item.mark) return;  // a piece stands there: the frame is enough
      if (item.mark === "pick") {  // a cross-hair for cells to choose
        ctx.lineWidth = 1.5;
        ctx.arc(x + w / 2, y + h / 2, w * 0.14, 0, Math.PI * 2);
        ctx.moveTo(x + w / 2, y + h * 0.28);
        ctx.lineTo(x + w / 2, y + h * 0.72);
        ctx.moveTo(x + w * 0.28, y + h / 2);
        ctx.lineTo(x + w * 0.72, y + h / 2);
        ctx.stroke();
      } else {  // a dot for cells to move to
        ctx.arc(x + w / 2, y + h / 2, Math.max(2.5, w * 0.08), 0, Math.PI * 2);
        ctx.fill();
      }
    }
  },
  gridlines(ctx, item) {  // the lines between cells, in one path
    const { x, y, w, h, rows, cols } = item;
    ctx.strokeStyle = "#0b120e";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = 0; r <= rows; r++) {
      ctx.moveTo(x, y + (r * h) / rows);
      ctx.lineTo(x + w, y + (r * h) / rows);
    }
    for (let c = 0; c <= cols; c++) {
      ctx.moveTo(x + (c * w) / cols, y);
      ctx.lineTo(x + (c * w) / cols, y + h);
    }
    ctx.stroke();
  },
  outline(ctx, item) {
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = "#a8946a";
    ctx.lineWidth = 1.5;
    ctx.strokeRect(item.x, item.y, item.w, item.h);
    ctx.setLineDash([]);
  },
  spawn(ctx, item) {  // a seat's spawn: a corner flag, and its name when no piece covers the cell
    const s = Math.max(5, item.w * 0.16);
    ctx.fillStyle = TEAM[item.team] ?? C.dim;
    ctx.beginPath();
    ctx.moveTo(item.x + 1, item.y + item.h - 1);
    ctx.lineTo(item.x + 1 + s, item.y + item.h - 1);
    ctx.lineTo(item.x + 1, item.y + item.h - 1 - s);
    ctx.closePath();
    ctx.fill();
    if (item.covered) return;
    ctx.globalAlpha = 0.85;
    ctx.font = font(item.size, true);
    ctx.textAlign = "left";
    ctx.textBaseline = "bottom";
    ctx.fillText(item.seat, item.x + s * 0.9 + 2, item.y + item.h - 2);
    ctx.globalAlpha = 1;
  },
  key(ctx, item) {
    const { x, y, w } = item;
    const cx = x + w * 0.36;
    const cy = y + w * 0.5;
    ctx.strokeStyle = C.gold;
    ctx.lineWidth = Math.max(2, w * 0.07);
    ctx.beginPath();
    ctx.arc(cx, cy, w * 0.13, 0, Math.PI * 2);
    ctx.moveTo(cx + w * 0.13, cy);
    ctx.lineTo(x + w * 0.84, cy);
    ctx.moveTo(x + w * 0.72, cy);
    ctx.lineTo(x + w * 0.72, cy + w * 0.13);
    ctx.moveTo(x + w * 0.82, cy);
    ctx.lineTo(x + w * 0.82, cy + w * 0.1);
    ctx.stroke();
  },
  check(ctx, item) {  // a Checkup result in the cell's top-right corner: tick safe, cross bomb
    const s = item.w * 0.26;
    const x = item.x + item.w - s - 3;
    const y = item.y + 3;
    ctx.fillStyle = "rgba(0, 0, 0, 0.55)";
    ctx.fillRect(x - 1, y - 1, s + 2, s + 2);
    ctx.lineWidth = 2;
    ctx.beginPath();
    if (item.bomb) {
      ctx.strokeStyle = "#ff8a8a";
      ctx.moveTo(x + 2, y + 2);
      ctx.lineTo(x + s - 2, y + s - 2);
      ctx.moveTo(x + s - 2, y + 2);
      ctx.lineTo(x + 2, y + s - 2);
    } else {
      ctx.strokeStyle = "#8fe08f";
      ctx.moveTo(x + 2, y + s * 0.55);
      ctx.lineTo(x + s * 0.42, y + s - 2);
      ctx.lineTo(x + s - 2, y + 2);
    }
    ctx.stroke();
  },
  bomb(ctx, item) {  // permanent: solid with a solid rim; temporary (Mischief, this round): dashed rim, hourglass
    const cx = item.x + item.w / 2;
    const cy = item.y + item.h / 2 + item.w * 0.04;
    const r = item.w * 0.2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = item.temporary ? "rgba(20, 20, 20, 0.55)" : "#111";
    ctx.fill();
    ctx.strokeStyle = "#f2f2f2";
    ctx.lineWidth = 1.5;
    if (item.temporary) ctx.setLineDash([3, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(cx + r * 0.6, cy - r * 0.8);
    ctx.quadraticCurveTo(cx + r * 1.1, cy - r * 1.5, cx + r * 1.4, cy - r * 1.3);
    ctx.stroke();
    ctx.fillStyle = "#ffb347";
    star(ctx, cx + r * 1.5, cy - r * 1.35, r * 0.45, 4);
    ctx.fill();
    if (item.temporary) {
      const hx = item.x + item.w * 0.8;
      const hy = item.y + item.h * 0.78;
      const s = item.w * 0.1;
      ctx.beginPath();
      ctx.moveTo(hx - s, hy - s);
      ctx.lineTo(hx + s, hy - s);
      ctx.lineTo(hx - s, hy + s);
      ctx.lineTo(hx + s, hy + s);
      ctx.closePath();
      ctx.fillStyle = "#f2f2f2";
      ctx.fill();
    }
  },
  picked(ctx, item) {
    ctx.strokeStyle = C.gold;
    ctx.lineWidth = 3;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(item.x + 4, item.y + 4, item.w - 8, item.h - 8);
    ctx.setLineDash([]);
    ctx.fillStyle = C.gold;
    ctx.font = font(item.size, true);
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(String(item.n), item.x + 7, item.y + 6);
  },
  path(ctx, item) {
    const pts = item.points;
    ctx.strokeStyle = TEAM[item.team] ?? C.dim;
    ctx.globalAlpha = 0.7;
    ctx.lineWidth = 2;
    ctx.setLineDash([5, 4]);
    ctx.beginPath();
    pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(pts[0].x, pts[0].y, 5, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = ctx.strokeStyle;
    for (const p of pts.slice(1)) ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    ctx.globalAlpha = 1;
  },
  piece(ctx, item) {
    const { x, y, w } = item;
    if (item.acting) {  // whose turn: a gold ring around the piece
      ctx.strokeStyle = C.gold;
      ctx.lineWidth = 2;
      teamShape(ctx, item.team, x - 4, y - 4, w + 8);
      ctx.stroke();
    }
    if (item.faded) ctx.globalAlpha = 0.45;  // vanished: seen by its team (or the designer) only
    pieceGlyph(ctx, item.team, item.role, x, y, w);
    ctx.fillStyle = item.role === "ghost" ? "#f4f1e8" : "#0b120e";
    ctx.font = font(Math.max(8, Math.round(w * 0.34)), true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(item.seat, x + w / 2, y + w / 2 + 1);
    ctx.globalAlpha = 1;
    if (item.you) {
      ctx.fillStyle = C.gold;
      star(ctx, x + w * 0.08, y + w * 0.08, Math.max(4, w * 0.16));
      ctx.fill();
    }
    if (item.protected) smallShield(ctx, x + w * 0.72, y - w * 0.06, Math.max(7, w * 0.3));
    if (item.skips) {
      ctx.fillStyle = "#fff";
      ctx.font = font(Math.max(8, Math.round(w * 0.28)), true);
      ctx.fillText("z", x + w * 0.92, y + w * 0.9);
    }
  },
  seat(ctx, item) {  // a seat of the turn order: glyph, name, hand size; the seat to act framed in gold
    const { x, y, w, h, size } = item;
    roundRect(ctx, x, y, w, h, 6);
    ctx.fillStyle = item.toAct ? "#3a4a32" : "#22332b";
    ctx.fill();
    ctx.strokeStyle = item.toAct ? C.gold : "#55665d";
    ctx.lineWidth = item.toAct ? 2.5 : 1;
    ctx.stroke();
    const s = Math.min(h * 0.55, w * 0.3);
    const gx = x + 5;
    const gy = y + (h - s) / 2;
    if (item.hidden) {
      ctx.setLineDash([2, 2]);
      teamShape(ctx, item.team, gx, gy, s);
      ctx.strokeStyle = TEAM[item.team] ?? C.dim;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = C.text;
      ctx.font = font(Math.round(s * 0.7), true);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText("?", gx + s / 2, gy + s / 2 + 1);
    } else pieceGlyph(ctx, item.team, item.role, gx, gy, s);
    ctx.fillStyle = C.text;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.font = font(size, true);
    ctx.fillText(item.seat, gx + s + 5, y + 5);
    ctx.font = font(Math.max(10, size - 2));
    ctx.fillStyle = C.dim;
    ctx.fillText(`${item.count} ${item.cardsWord}`, gx + s + 5, y + 8 + size);
    if (item.toAct) {
      ctx.fillStyle = C.gold;
      ctx.beginPath();
      ctx.moveTo(x + w / 2 - 5, y - 1);
      ctx.lineTo(x + w / 2 + 5, y - 1);
      ctx.lineTo(x + w / 2, y + 5);
      ctx.closePath();
      ctx.fill();
    }
    if (item.you) {
      ctx.fillStyle = C.gold;
      star(ctx, x + w - 8, y + 8, 5);
      ctx.fill();
    }
  },
  tod(ctx, item) {  // time of day: Midnight a crescent, Dawn a half sun on the horizon, Day a sun
    const { x, y, w } = item;
    const cx = x + w / 2;
    const cy = y + w / 2;
    ctx.fillStyle = item.kind === "midnight" ? "#c9d6ff" : "#f5c542";
    ctx.strokeStyle = ctx.fillStyle;
    ctx.lineWidth = 1.5;
    if (item.kind === "midnight") moon(ctx, cx, cy, w * 0.45);
    else {
      const r = w * 0.24;
      const oy = item.kind === "dawn" ? y + w * 0.7 : cy;
      ctx.beginPath();
      ctx.arc(cx, oy, r, item.kind === "dawn" ? Math.PI : 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      const rays = item.kind === "dawn" ? [5, 6, 7] : [0, 1, 2, 3, 4, 5, 6, 7];  // dawn: the upper rays
      for (const k of rays) {
        const a = (k * Math.PI) / 4;
        ctx.moveTo(cx + Math.cos(a) * r * 1.35, oy + Math.sin(a) * r * 1.35);
        ctx.lineTo(cx + Math.cos(a) * r * 1.9, oy + Math.sin(a) * r * 1.9);
      }
      if (item.kind === "dawn") {
        ctx.moveTo(x, oy);
        ctx.lineTo(x + w, oy);
      }
      ctx.stroke();
    }
  },
  ccard(ctx, item) {  // a CHAOS card: role by border (patient solid, ghost dashed) and glyph; suit by glyph
    const { x, y, w, h, face } = item;
    const ink = ROLE_INK[face.role] ?? C.ink;
    roundRect(ctx, x, y, w, h, w * 0.08);
    ctx.fillStyle = C.parchment;
    ctx.fill();
    ctx.lineWidth = Math.max(2, w * 0.035);
    ctx.strokeStyle = ink;
    ctx.setLineDash(face.role === "ghost" ? [w * 0.08, w * 0.05] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    const g = w * (item.small ? 0.13 : 0.11);
    roleGlyph(ctx, face.role, x + g + 5, y + g + 5, g, ink);
    suitGlyph(ctx, face.suit, x + w - g - 6, y + g + 5, g, C.ink, C.parchment);
    // The name: alternatives "a|b" on separate lines, long names wrapped.
    ctx.fillStyle = C.ink;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const { size, lines } = cardText(ctx, face.name, w, Boolean(item.small));
    ctx.font = font(size, true);
    const top = y + h * (item.small ? 0.52 : 0.4);
    lines.forEach((l, i) => ctx.fillText(l, x + w / 2, top + (i - (lines.length - 1) / 2) * size * 1.15));
    if (!item.small) {
      suitGlyph(ctx, face.suit, x + w / 2, y + h * 0.72, w * 0.13, C.ink, C.parchment);
      ctx.fillStyle = C.ink;
      ctx.font = font(Math.max(10, Math.round(w * 0.11)));
      ctx.textBaseline = "middle";
      ctx.fillText(face.suitName ?? face.suit, x + w / 2, y + h * 0.9);
    }
    if (item.offRole) {  // a card of the other role: good only for time cards
      ctx.save();
      roundRect(ctx, x, y, w, h, w * 0.08);
      ctx.clip();
      ctx.fillStyle = "rgba(20, 30, 40, 0.3)";
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = "rgba(20, 30, 40, 0.5)";
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let k = -h; k < w; k += 9) {
        ctx.moveTo(x + k, y + h);
        ctx.lineTo(x + k + h, y);
      }
      ctx.stroke();
      ctx.restore();
    }
    if (item.highlight) highlight(ctx, item, item.selected ? "#ffffff" : C.gold);
  },
};
