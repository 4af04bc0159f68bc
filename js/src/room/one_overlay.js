// One of the room's own overlays at a time (review 38, room_en 8: "Seat links" opened over the game-over dialog,
// 090; the Play-again ask lay over "? Rules and help", 101). Opening one closes the others, and the table's result
// steps aside (hidden, its "Show the result" pill in its place) while the links are open, back when they close.

/** Return {opened(name, close), closed(name)}: `opened` closes every other open overlay by its `close()`. */
export function oneOverlay() {
  const open = new Map();
  return {
    opened(name, close) {
      for (const [other, shut] of [...open]) {
        if (other === name) continue;
        open.delete(other);
        shut();
      }
      open.set(name, close);
    },
    closed(name) { open.delete(name); },
  };
}

/** Hide the table's shown result under `host` (its own Hide); return what shows it again (nothing when none was). */
export function resultAside(host) {
  const hide = host?.querySelector?.(".cw-ending[data-mode=end]:not([hidden]) .cw-end-buttons [data-key=hide]");
  if (!hide) return () => {};
  hide.click();
  return () => host.querySelector?.(".cw-ending:not([hidden]) .cw-end-buttons [data-key=show]")?.click();
}
