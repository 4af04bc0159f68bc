// Drawing primitives shared by every game's painter (paint.js, mythos_paint.js): paths, fonts, name wrapping.

/** Trace a rounded rectangle path (fill or stroke it after). */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Return a canvas font string of the UI's family at `size` pixels. */
export function font(size, bold = false) {
  return `${bold ? "bold " : ""}${size}px system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;
}

/** Trace a star path with `points` tips around (cx, cy). */
export function star(ctx, cx, cy, r, points = 5) {
  ctx.beginPath();
  for (let i = 0; i <= points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 ? r * 0.45 : r;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
}

/** Draw an eye: its outline stroked, its pupil filled. */
export function eye(ctx, cx, cy, r) {
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
export function wrap(ctx, text, maxWidth) {
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
export function fitSize(ctx, text, maxWidth, size) {
  if (!/[A-Za-z]/.test(text)) return size;
  const longest = text.split(" ").reduce((a, b) => (b.length > a.length ? b : a), "");
  let s = size;
  for (; s > 6; s--) {
    ctx.font = font(s, true);
    if (ctx.measureText(longest).width <= maxWidth) break;
  }
  return s;
}

/** Trace a heater shield's outline (w wide, h high; its point at about 1.05 h) as the current path. */
export function shieldPath(ctx, x, y, w, h) {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w, y + h * 0.55);
  ctx.quadraticCurveTo(x + w / 2, y + h * 1.08, x, y + h * 0.55);
  ctx.closePath();
}
