// A box the page fixes over the window (a phone's toasts, its help sheet) sits where the style sheet says in a plain
// page; in a page that scrolls a box of its own with `contain: strict` (Voilà's, JupyterLab's panels) "fixed" is
// relative to that box's scrolled content, so a toast meant for the window's foot lay over the hand once the reader
// had scrolled (newcomer review 7, CHAOS ja phone). `pinToWindow` measures where the box landed and moves it by the
// difference; `onAnyScroll` runs a callback once a frame while the page or any box in it scrolls.

/**
 * Move `el` (position: fixed, placed by its `edge` "top" or "bottom" `gap` px from the window's) so that edge lies
 * `gap` px from the window's, whatever box contains it; return the px it was moved by (0: it lay right). Any other
 * edge gives it back to the style sheet.
 */
export function pinToWindow(el, edge, gap = 0, win = globalThis.window) {
  if (!el?.style) return 0;
  el.style.top = "";   // another edge ("flow") or none: the style sheet's place
  el.style.bottom = "";
  if (!["top", "bottom"].includes(edge) || !win?.innerHeight || !el.getBoundingClientRect) return 0;
  const r = el.getBoundingClientRect();
  const off = edge === "bottom" ? r.bottom - (win.innerHeight - gap) : r.top - gap;
  if (!r.height || Math.abs(off) < 0.5) return 0;
  if (edge === "bottom") el.style.bottom = `${gap + off}px`;
  else el.style.top = `${gap - off}px`;
  return off;
}

/** Run `fn` once a frame while the window or any box in the page scrolls (a scroll event caught on its way down). */
export function onAnyScroll(fn, win = globalThis.window) {
  if (typeof win?.addEventListener !== "function") return;
  let queued = false;
  win.addEventListener("scroll", () => {
    if (queued) return;
    queued = true;
    (win.requestAnimationFrame ?? setTimeout)(() => {
      queued = false;
      fn();
    });
  }, { capture: true, passive: true });
}
