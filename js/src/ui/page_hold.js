// The page never grows shorter under the reader (newcomer review 29, chaos_ja 3, 027 vs 026, 053, 095; room_zh 4): a
// phone's table keeps its height within a turn only, and when it (or the story) grew shorter while the reader was
// scrolled to the page's foot the browser pulled the page up 40-130 px by itself. The root keeps the tallest height it
// has had at its width (blank at its foot), given back only where the reader's own scroll shows it is not in sight.

/** Keep `root` (the page's .cw-root) from growing shorter; return `stop()`. */
export function holdHeight(root, win = globalThis.window) {
  if (!root?.style || typeof ResizeObserver === "undefined" || !win) return () => {};
  let width = 0;
  const natural = (top) => Math.max(0, ...[...root.children].map((c) => c.getBoundingClientRect().bottom - top)) + 6;
  const observer = new ResizeObserver(() => {
    const r = root.getBoundingClientRect();
    if (Math.round(r.width) !== width) {   // another width (a turned phone, a new column): its own heights
      width = Math.round(r.width);
      root.style.minHeight = "";
      return;
    }
    const floor = Math.ceil(r.height);
    if (parseFloat(root.style.minHeight) !== floor) root.style.minHeight = `${floor}px`;
  });
  observer.observe(root);
  // the reader's scroll: the blank out of sight under the window's foot goes (nothing in sight moves)
  const relax = () => {
    if (!root.isConnected) return stop();   // the page is gone (its widget closed)
    const r = root.getBoundingClientRect();
    const keep = Math.ceil(Math.max(natural(r.top), win.innerHeight - r.top));
    if (keep < Math.floor(r.height)) root.style.minHeight = `${keep}px`;
  };
  function stop() {
    observer.disconnect();
    win.removeEventListener("scroll", relax, { capture: true });
  }
  win.addEventListener("scroll", relax, { passive: true, capture: true });
  return stop;
}
