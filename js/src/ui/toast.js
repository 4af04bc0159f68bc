// Announcements of big moments: the lines the kernel marks `big` (cthulhu_widgets/frames/story.py: a role swap and
// what the new role may do, the gate open, a bomb, an insanity check that must fail, a Sanity change, the end and
// what decided it…) are shown as short toasts over the story panel. A toast never blocks play: it takes no click
// (pointer-events: none), changes no layout of the table, and goes by itself; the line stays in the story.

export const TOAST_MS = 6000;   // how long a toast stays
export const MAX_TOASTS = 3;    // toasts shown at once (the latest; older ones go first)

/**
 * Return the toasts a message brings: the big lines appended since the page last saw `seen` lines, if the table
 * moved on (`stepped`), but those the page shows already (`shown`: the "since your turn" digest); none on the first
 * message (a page opened mid-game, a hot seat's curtain lifted), an undo or a change of language. At most
 * MAX_TOASTS, the latest: {text, note}.
 */
export function newToasts(lines, seen, stepped, shown = []) {
  const all = Array.isArray(lines) ? lines : [];
  if (!stepped || !Number.isInteger(seen) || seen <= 0 || seen >= all.length) return [];   // 0: nothing drawn yet
  return all.slice(seen).filter((line) => line?.big && !shown.includes(line)).slice(-MAX_TOASTS)
    .map((line) => ({ text: String(line.text ?? ""), note: String(line.note ?? "") }));
}

/** Return the toast box's element (not yet in the page): a polite live region that lets clicks through. */
export function buildToasts() {
  const box = document.createElement("div");
  box.className = "cw-toasts";
  box.setAttribute("aria-live", "polite");
  box.setAttribute("role", "status");
  return box;
}

/** Show `toasts` ({text, note}) in `box`, each for `ms`; keep at most MAX_TOASTS (the oldest go first). */
export function showToasts(box, toasts, ms = TOAST_MS) {
  for (const toast of toasts) {
    const el = document.createElement("div");
    el.className = "cw-toast";
    const text = document.createElement("div");
    text.className = "cw-toast-text";
    text.textContent = toast.text;
    el.append(text);
    if (toast.note) {
      const note = document.createElement("div");
      note.className = "cw-toast-note";
      note.textContent = toast.note;
      el.append(note);
    }
    box.append(el);
    setTimeout(() => drop(box, el), ms);
  }
  while (box.childNodes.length > MAX_TOASTS) drop(box, box.childNodes[0]);
}

/** Take `el` out of `box` (if it is still there). */
function drop(box, el) {
  if (typeof box.removeChild === "function") {
    if (el.parentNode === box) box.removeChild(el);
  } else {
    const at = box.childNodes.indexOf(el);
    if (at >= 0) box.childNodes.splice(at, 1);
  }
}
