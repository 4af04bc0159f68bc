// A phone's CHAOS "since your last turn" box laid over the table's free room under the prompt's chips, so what the
// bots did is read with the board (newcomer review 28, chaos_ja 8: it sat ~2 screens below the board, 023/076). The
// table keeps that room empty and at least the box's height (chaos/panel.js sinceRoom: `scene.sinceSpot`); elsewhere
// (a desk, a card chosen, a window, no room) the box stays in its place under the table.

/** Lay the since box (layOver) and, where its height changed, lay the table out once more (`redraw`) to keep its
 * room; once: the redraw's own call lays the box without another. */
export function placeSince(page, ui, redraw = null) {
  if (!layOver(page, ui) || !redraw || ui.sinceRedraw) return;
  ui.sinceRedraw = true;
  try {
    redraw();
  } finally {
    ui.sinceRedraw = false;
  }
}

/** Lay `page.since.box` over the scene's `sinceSpot` on a phone, or back in the page's flow; keep its height (in the
 * scene's px) in `ui.sinceH` for the table's next layout. Return whether that height changed (the table redraws). */
export function layOver(page, ui) {
  const box = page?.since?.box;
  if (!box?.style) return false;
  const scene = page.canvas?.__cthulhu?.scene;
  const spot = scene?.sinceSpot;
  const rect = page.canvas?.getBoundingClientRect?.();
  const root = page.root?.getBoundingClientRect?.();
  const over = page.root?.dataset?.wide === "0" && !box.hidden && spot && rect?.width > 0 && root
    && !underCoach(page, rect, scene, spot, box);
  if (!over) {
    Object.assign(box.style, { position: "", top: "", left: "", width: "", margin: "", zIndex: "" });
    delete box.dataset.over;
    return setHeight(ui, box.hidden ? 0 : ui?.sinceH ?? 0);
  }
  const scale = rect.width / (scene.width || rect.width);
  Object.assign(box.style, { position: "absolute", margin: "0", zIndex: "2", boxSizing: "border-box",
                             left: `${Math.round(rect.left - root.left + spot.x * scale)}px`,
                             top: `${Math.round(rect.top - root.top + spot.y * scale)}px`,
                             width: `${Math.round(spot.w * scale)}px` });
  box.dataset.over = "1";
  const tall = box.getBoundingClientRect?.().height || 0;
  return setHeight(ui, tall > 0 ? Math.ceil(tall / scale) : 0);
}

/** Return whether a shown coach sheet (the lesson's box docked at a phone window's edge) lies over the room `spot` the
 * box would take on the canvas at `rect` (window pixels): the box then stays in the page's flow under the table, whole
 * (review 37: under a tall course box its lines were lost). */
function underCoach(page, rect, scene, spot, box) {
  const sheet = page.root?.querySelector?.(".cw-coach");
  const at = sheet && !sheet.hidden ? sheet.getBoundingClientRect?.() : null;
  if (!at || !(at.height > 0)) return false;
  const scale = rect.width / (scene.width || rect.width);
  const top = rect.top + spot.y * scale;
  const bottom = top + Math.max(spot.h * scale, box.getBoundingClientRect?.().height || 0);
  const [left, right] = [rect.left + spot.x * scale, rect.left + (spot.x + spot.w) * scale];
  return at.top < bottom && top < at.bottom && at.left < right && left < at.right;
}

/** Keep `h` in `ui.sinceH`; return whether it changed. */
function setHeight(ui, h) {
  if (!ui || typeof ui !== "object" || (ui.sinceH ?? 0) === h) return false;
  ui.sinceH = h;
  return true;
}

/** Hide the since box laid over the table while a tooltip `drawn` shows lies where it is (a long-pressed hand card's
 * text opens above the hand, the box's room: newcomer review 32, chaos_ja 1, 179, the box hid all but its last line);
 * show it again once the tooltip goes. A box in the page's flow (a desk, no room) is left alone. */
export function sinceYield(page, drawn) {
  const box = page?.since?.box;
  if (!box?.style) return;
  const spot = drawn?.sinceSpot ?? page.canvas?.__cthulhu?.scene?.sinceSpot;
  const tip = (drawn?.items ?? []).find((i) => i?.type === "tooltip");
  const covered = box.dataset?.over === "1" && spot && tip && tip.x < spot.x + spot.w && spot.x < tip.x + tip.w
    && tip.y < spot.y + spot.h && spot.y < tip.y + tip.h;
  box.style.visibility = covered ? "hidden" : "";
}
