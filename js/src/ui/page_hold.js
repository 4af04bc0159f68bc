// The page never grows shorter under the reader (newcomer review 29, chaos_ja 3, 027 vs 026, 053, 095; room_zh 4): a
// phone's table keeps its height within a turn only, and when it (or the story) grew shorter while the reader was
// scrolled to the page's foot the browser pulled the page up 40-130 px by itself. The root keeps the tallest height it
// has had at its width (blank at its foot), given back only where the reader's own scroll shows it is not in sight.

/** Keep `root` (the page's .cw-root) from growing shorter; return `stop()`. */
export function holdHeight(root, win = globalThis.window) {
  if (!root?.style || typeof ResizeObserver === "undefined" || !win) return () => {};
  let width = 0;
  // min-height sets the content box (.cw-root is content-box, padded): a border-box height written as it grew the
  // root by its padding at every observation, for ever (12 px a frame: a CI browser spun on it for 17 min)
  const pad = () => {
    const cs = win.getComputedStyle?.(root);
    return cs ? ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"]
      .reduce((sum, k) => sum + (parseFloat(cs[k]) || 0), 0) : 0;
  };
  const setMin = (height) => {
    const px = `${Math.max(0, Math.ceil(height - pad()))}px`;
    if (root.style.minHeight !== px) root.style.minHeight = px;
  };
  const natural = (top) => Math.max(0, ...[...root.children].map((c) => c.getBoundingClientRect().bottom - top)) + 6;
  const observer = new ResizeObserver(() => {
    const r = root.getBoundingClientRect();
    if (Math.round(r.width) !== width) {   // another width (a turned phone, a new column): its own heights
      width = Math.round(r.width);
      root.style.minHeight = "";
      return;
    }
    setMin(r.height);
  });
  observer.observe(root);
  // the reader's scroll: the blank out of sight under the window's foot goes (nothing in sight moves)
  const relax = () => {
    if (!root.isConnected) return stop();   // the page is gone (its widget closed)
    const r = root.getBoundingClientRect();
    const keep = Math.ceil(Math.max(natural(r.top), win.innerHeight - r.top));
    if (keep < Math.floor(r.height)) setMin(keep);
  };
  function stop() {
    observer.disconnect();
    win.removeEventListener("scroll", relax, { capture: true });
  }
  win.addEventListener("scroll", relax, { passive: true, capture: true });
  return stop;
}
