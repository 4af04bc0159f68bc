// Test support (not part of the bundle): a 2D context that records every string a painter draws, with its font size,
// weight and box (as the estimated measure of scene/text.js sees it), so tests read what a player would see: which
// lines a name was cut into, how small text is drawn, and whether two strings overlap.
import { textWidth } from "./scene/text.js";

// A condensed face (draw.js nameFont: DejaVu Sans Condensed) runs about 90 % of the UI face's width (measured in
// Chromium: 0.565 em against 0.629 em a bold Latin letter; CJK the same).
const CONDENSED = 0.9;

/**
 * Return { ctx, drawn }: a context stand-in whose fillText / strokeText push {text, size, bold, x, y, w, h, turned,
 * squeeze} to `drawn` (the box in the canvas's pixels, `squeeze` the share of its width a maxWidth left it; `turned`
 * when drawn rotated or scaled, its box then unknown).
 */
export function recordingContext() {
  const drawn = [];
  const state = { size: 10, bold: false, narrow: 1, align: "left", baseline: "alphabetic", tx: 0, ty: 0, turned: false };
  const width = (text) => textWidth(text, state.size, state.bold) * state.narrow;
  const stack = [];
  const record = (t, x, y, maxWidth = Infinity) => {  // a line wider than maxWidth is drawn condensed to it
    const text = String(t);
    if (!text.trim()) return;
    const { size, bold, align } = state;
    const w = Math.min(maxWidth, width(text));
    const left = align === "center" ? x - w / 2 : align === "right" || align === "end" ? x - w : x;
    const top = state.baseline === "top" ? y : state.baseline === "middle" ? y - size / 2
      : state.baseline === "bottom" ? y - size : y - size * 0.8;
    const last = drawn.at(-1);   // a halo (strokeText) then the same string filled on it: one string seen
    if (last && last.text === text && last.x === left + state.tx && last.y === top + state.ty && last.size === size) return;
    drawn.push({ text, size, bold, x: left + state.tx, y: top + state.ty, w, h: size, turned: state.turned,
                 squeeze: w / Math.max(1e-9, width(text)) });
  };
  const methods = {
    measureText: (t) => ({ width: width(t) }),
    fillText: record,
    strokeText: record,
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop() ?? {}),
    translate: (x, y) => { state.tx += x; state.ty += y; },
    rotate: (a) => { if (a) state.turned = true; },
    scale: (a, b) => { if (a !== 1 || b !== 1) state.turned = true; },
    setTransform: (a = 1, b = 0, c = 0, d = 1, e = 0, f = 0) => {
      Object.assign(state, { tx: e, ty: f, turned: b !== 0 || c !== 0 || a !== d });
    },
  };
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in methods) return methods[prop];
      if (prop in target) return target[prop];
      return () => {};
    },
    set(target, prop, value) {
      if (prop === "font") {
        state.size = Number(/(\d+(?:\.\d+)?)px/.exec(value)?.[1] ?? state.size);
        state.bold = /bold/.test(value);
        state.narrow = /Condensed/.test(value) ? CONDENSED : 1;
      } else if (prop === "textAlign") state.align = value;
      else if (prop === "textBaseline") state.baseline = value;
      target[prop] = value;
      return true;
    },
  });
  return { ctx, drawn };
}

/** Return whether two recorded boxes overlap by more than `slack` pixels each way. */
export function overlaps(a, b, slack = 1) {
  return a.x < b.x + b.w - slack && b.x < a.x + a.w - slack && a.y < b.y + b.h - slack && b.y < a.y + a.h - slack;
}
