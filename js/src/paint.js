// Painter: draws a scene on a 2D canvas context. Cards are drawn procedurally (no artwork).
// Sane and Insane cards differ by colour AND by glyph (star / eye) and border (solid / dashed),
// so they stay distinguishable without colour. CHAOS items (board cells, pieces, bombs, key, hand cards
// with suits) are in paint_chaos.js: teams differ by shape (A circle, B square), roles by fill (patient
// solid, ghost hollow and dashed), suits by glyph (moon, eye, skull).
import { CHAOS_PAINTERS } from "./paint_chaos.js";

const C = {
  parchment: "#f3ead3", ink: "#2b2418", sane: "#2f7d6d", insane: "#8a3d9a", back: "#20403a",
  backLine: "#6fa08f", gold: "#f5c542", text: "#e8e0cc", dim: "#9a9483", error: "#8c1d2a",
  win: "rgba(30, 110, 70, 0.92)", loss: "rgba(120, 20, 35, 0.92)", chip: "#34493f", chipQuiet: "#2a302c",
};

/** Paint the whole scene (logical pixels; the caller sets the device-pixel-ratio transform). */
export function paint(ctx, scene) {
  for (const item of scene.items) {
    const fn = PAINTERS[item.type];
    if (fn) fn(ctx, item);
  }
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function font(size, bold = false) {
  return `${bold ? "bold " : ""}${size}px system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;
}

function star(ctx, cx, cy, r, points = 5) {
  ctx.beginPath();
  for (let i = 0; i <= points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 ? r * 0.45 : r;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
}

function eye(ctx, cx, cy, r) {
  ctx.beginPath();
  ctx.moveTo(cx - r, cy);
  ctx.quadraticCurveTo(cx, cy - r * 0.9, cx + r, cy);
  ctx.quadraticCurveTo(cx, cy + r * 0.9, cx - r, cy);
  ctx.closePath();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.32, 0, Math.PI * 2);
  ctx.fill();
}

// Split a name into lines: at spaces for spaced scripts, between characters for CJK names.
function wrap(ctx, text, maxWidth) {
  const spaced = text.includes(" ") || /[A-Za-z]/.test(text);
  const words = spaced ? text.split(" ") : [...text];
  const lines = [];
  let line = "";
  for (const w of words) {
    const next = line ? line + (spaced ? " " : "") + w : w;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// Return the largest font size (≤ size) at which the longest word of a spaced name fits the width.
function fitSize(ctx, text, maxWidth, size) {
  if (!/[A-Za-z]/.test(text)) return size;
  const longest = text.split(" ").reduce((a, b) => (b.length > a.length ? b : a), "");
  let s = size;
  for (; s > 6; s--) {
    ctx.font = font(s, true);
    if (ctx.measureText(longest).width <= maxWidth) break;
  }
  return s;
}

function cardBack(ctx, x, y, w, h) {
  roundRect(ctx, x, y, w, h, w * 0.08);
  ctx.fillStyle = C.back;
  ctx.fill();
  ctx.strokeStyle = C.backLine;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.save();
  ctx.strokeStyle = C.backLine;
  star(ctx, x + w / 2, y + h / 2, w * 0.28);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h / 2, w * 0.36, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function cardFace(ctx, item) {
  const { x, y, w, h, face } = item;
  const colour = face.insane ? C.insane : C.sane;
  roundRect(ctx, x, y, w, h, w * 0.08);
  ctx.fillStyle = C.parchment;
  ctx.fill();
  ctx.lineWidth = Math.max(2, w * 0.035);
  ctx.strokeStyle = colour;
  ctx.setLineDash(face.insane ? [w * 0.08, w * 0.05] : []);
  ctx.stroke();
  ctx.setLineDash([]);
  // Value badge and glyph.
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x + w * 0.2, y + w * 0.2, w * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.font = font(Math.round(w * 0.18), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(face.value), x + w * 0.2, y + w * 0.21);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, w * 0.02);
  if (face.insane) eye(ctx, x + w * 0.78, y + w * 0.2, w * 0.12);
  else {
    star(ctx, x + w * 0.78, y + w * 0.2, w * 0.11);
    ctx.fill();
  }
  if (!item.small || w > 40) {
    ctx.fillStyle = C.ink;
    const size = fitSize(ctx, face.name, w * 0.86, Math.max(8, Math.round(w * (item.small ? 0.15 : 0.13))));
    ctx.font = font(size, true);
    const lines = wrap(ctx, face.name, w * 0.86).slice(0, 4);
    lines.forEach((line, i) => ctx.fillText(line, x + w / 2, y + h * 0.55 + (i - (lines.length - 1) / 2) * size * 1.15));
  }
  if (face.hidden) {
    // Designer view: this card is hidden from the player.
    ctx.save();
    roundRect(ctx, x, y, w, h, w * 0.08);
    ctx.clip();
    ctx.fillStyle = "rgba(20, 30, 40, 0.28)";
    ctx.fillRect(x, y, w, h);
    ctx.strokeStyle = "rgba(20, 30, 40, 0.55)";
    ctx.lineWidth = 1;
    for (let k = -h; k < w; k += 8) {
      ctx.beginPath();
      ctx.moveTo(x + k, y + h);
      ctx.lineTo(x + k + h, y);
      ctx.stroke();
    }
    ctx.restore();
  }
}

function highlight(ctx, item, colour = C.gold) {
  roundRect(ctx, item.x - 3, item.y - 3, item.w + 6, item.h + 6, item.w * 0.1);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3;
  ctx.stroke();
}

const PAINTERS = {
  rect(ctx, item) {
    ctx.fillStyle = item.fill;
    ctx.fillRect(item.x, item.y, item.w, item.h);
  },
  text(ctx, item) {
    ctx.fillStyle = item.colour;
    ctx.font = font(item.size, item.bold);
    ctx.textAlign = item.align ?? "left";
    ctx.textBaseline = "top";
    ctx.fillText(item.text, item.x, item.y);
  },
  card(ctx, item) {
    if (item.face) cardFace(ctx, item);
    else cardBack(ctx, item.x, item.y, item.w, item.h);
    if (item.marked) {
      ctx.fillStyle = C.insane;
      ctx.beginPath();
      ctx.arc(item.x + item.w - 6, item.y + item.h - 6, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    if (item.glow) highlight(ctx, item, "#e0524f");
    if (item.highlight) highlight(ctx, item);
  },
  pile(ctx, item) {
    const depth = Math.min(item.count, 6);
    for (let i = depth - 1; i >= 1; i--) cardBack(ctx, item.x + i * 2, item.y + i * 2, item.w, item.h);
    if (item.count === 0) return PAINTERS.slot(ctx, item);
    if (item.top) cardFace(ctx, { ...item, face: item.top });
    else cardBack(ctx, item.x, item.y, item.w, item.h);
    ctx.fillStyle = "rgba(0,0,0,0.65)";
    ctx.beginPath();
    ctx.arc(item.x + item.w - 4, item.y + 4, 11, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = font(11, true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(item.count), item.x + item.w - 4, item.y + 5);
    if (item.highlight) highlight(ctx, item);
    return undefined;
  },
  slot(ctx, item) {
    roundRect(ctx, item.x, item.y, item.w, item.h, item.w * 0.08);
    ctx.setLineDash([4, 4]);
    ctx.strokeStyle = C.dim;
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.setLineDash([]);
  },
  chip(ctx, item) {
    roundRect(ctx, item.x, item.y, item.w, item.h, item.h / 2);
    ctx.fillStyle = item.quiet ? C.chipQuiet : C.chip;
    ctx.fill();
    ctx.strokeStyle = item.quiet ? C.dim : C.gold;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = C.text;
    let size = item.size;
    ctx.font = font(size, true);
    if (item.fit) {  // shrink a label that does not fit its chip (estimated widths, CJK text)
      while (size > 8 && ctx.measureText(item.text).width > item.w - 10) ctx.font = font(--size, true);
    }
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(item.text, item.x + item.w / 2, item.y + item.h / 2 + 1);
  },
  shield(ctx, item) {
    const { x, y, w, h } = item;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x + w, y + h * 0.55);
    ctx.quadraticCurveTo(x + w / 2, y + h * 1.05, x, y + h * 0.55);
    ctx.closePath();
    ctx.fillStyle = "#c9b458";
    ctx.fill();
    ctx.strokeStyle = "#fff3";
    ctx.stroke();
    ctx.fillStyle = C.ink;
    star(ctx, x + w / 2, y + h * 0.4, w * 0.25);
    ctx.fill();
  },
  error(ctx, item) {
    roundRect(ctx, item.x, item.y, item.w, item.h, 4);
    ctx.fillStyle = C.error;
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = font(item.size);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillText(`⚠ ${item.text}`.slice(0, 160), item.x + 8, item.y + item.h / 2);
  },
  banner(ctx, item) {
    ctx.fillStyle = item.win ? C.win : C.loss;
    ctx.fillRect(item.x, item.y, item.w, item.h);
    ctx.fillStyle = "#fff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = font(Math.round(item.size * 1.9), true);
    ctx.fillText(item.text, item.x + item.w / 2, item.y + item.h * 0.38);
    ctx.font = font(item.size);
    ctx.fillText(item.sub, item.x + item.w / 2, item.y + item.h * 0.75);
  },
  ...CHAOS_PAINTERS,
};
