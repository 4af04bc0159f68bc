// A finger's first tap on a hand card shows what it does; the second opens how to play it (review 27, room_zh 1, its
// worst: to read Mania or Checkup B1 had to tap it, and the tap opened the combo panel at once, 024/026). A card that
// plays at once had this already (ui/pointer.js tapAction); a card that opens choices ("select:") did not.
// Review 28, room_zh 1 (016/017/031: 4 tries to play a card): the reading was the canvas's see-through tip, under the
// hand news badge, with no play button, sometimes off-screen (013/056), and gone at the next bot step (012/014). It is
// now a card of its own over the table: opaque, above the badges, with Play and Close, at one place (just above the
// hand's title, kept in the window), and it stays through the table's updates while the card can still be played.
import { cardEffect, whyNot } from "../chaos/labels.js";
import { hitTest } from "../scene/hit.js";
import { textsOf } from "../scene/zoom.js";
import { roomSay } from "./words.js";

/** Return the hand card a tap on `id` should only show (its card id), or "": a card that opens its choices
 * ("select:<card>") not armed by the tap before (`armed`). */
export function cardToRead(scene, id, armed) {
  if (!String(id ?? "").startsWith("select:") || id === armed) return "";
  const item = (scene?.items ?? []).find((i) => i.id === id && i.type === "ccard");
  return item?.face?.id ? String(item.face.id) : "";
}

/** Return the card's reading: {name: "Mania / Sprint (Moon)", effect: "One extra step after moving."}. */
export function cardRead(catalog, lang, card) {
  return { name: textsOf(catalog?.card_texts?.cards, lang, card)?.name ?? card, effect: cardEffect(catalog, lang, card) };
}

/** Return the reading of the seat's hand `card` from the room's `model`: {name, effect, why, play}; Play is offered
 * only when a play of it does something now, else `why` says why not in the hand card's own words (review 35,
 * room_zh 6: after a role swap Mania showed Play, then only "⚠ no extra step"). */
export function readingOf(model, card) {
  const get = (k) => model?.get?.(k);
  const why = whyNot({ catalog: get("catalog_data"), lang: get("lang"), view: get("view"), legal: get("legal") ?? [],
                       seat: get("seat") }, card);
  return { ...cardRead(get("catalog_data"), get("lang"), card), why, play: !why };
}

/** Return whether a card's `name` gives it two names ("Mania / Sprint (Moon)"): the reading says why. */
export const twoNames = (name) => / \/ /.test(String(name ?? ""));

/** Return the reading's top in the root's px: its bottom on the hand title's top (`title`, in the root's px), kept
 * inside the window (`view`: the window's top and bottom in the root's px) when the title is near an edge. */
export function readingTop(title, height, view) {
  const top = title - height - 4;
  return Math.max(view.top + 4, Math.min(top, view.bottom - height - 4));
}

const make = (tag, className, text = "") => Object.assign(document.createElement(tag), { className, textContent: text });

/** Return the reading's element (hidden): {el, name, note, effect, play, close}. */
export function readingBox() {
  const el = make("div", "cw-room-cardread");
  el.hidden = true;
  el.setAttribute("role", "dialog");
  const [name, effect, row] = [make("b", "cw-room-cardread-name"), make("p", "cw-room-cardread-text"),
                               make("div", "cw-room-cardread-row")];
  const note = make("span", "cw-room-cardread-note");   // "Mania / Sprint": why two names (review 28, room_en 9)
  const play = Object.assign(make("button", "cw-room-cardread-play"), { type: "button" });
  const close = Object.assign(make("button", "cw-room-cardread-close"), { type: "button" });
  row.append(play, close);
  el.append(name, note, effect, row);
  return { el, name, note, effect, play, close };
}

/** Return the place of the scene item labelled or named `pick` in `root`'s px ({x, y, w, h, k}), or null. */
function placeOf(canvas, root, pick) {
  const scene = canvas?.__cthulhu?.scene;
  const [box, from] = [canvas?.getBoundingClientRect?.(), root.getBoundingClientRect?.() ?? { left: 0, top: 0 }];
  const item = (scene?.items ?? []).find(pick);
  if (!item || !(box?.width > 0)) return null;
  const k = box.width / (scene.width || box.width);
  return { x: box.left - from.left + item.x * k, y: box.top - from.top + item.y * k, w: box.width, k,
           left: box.left - from.left, cx: box.left + (item.x + (item.w ?? 0) / 2) * k,
           cy: box.top + (item.y + (item.h ?? 0) / 2) * k, top: from.top };
}

/** Wire the first tap on `host`'s table canvas (a click listener in the capture phase, before the table's own);
 * `modelOf()` gives the room's model (its catalog and language). Returns the reading ({el, …, shown()}). */
export function cardReader(host, modelOf) {
  let finger = false;
  let reading = "";   // the card read now
  const box = readingBox();
  const canvasOf = () => host.querySelector?.("canvas.cw-canvas");
  const hide = () => { reading = ""; box.el.hidden = true; };
  const place = () => {
    const canvas = canvasOf();
    const root = host.querySelector?.(".cw-root") ?? host;
    if (box.el.parentElement !== root) root.appendChild(box.el);
    const title = placeOf(canvas, root, (i) => i.label === "hand-title");
    const card = placeOf(canvas, root, (i) => i.id === `select:${reading}` && i.type === "ccard");
    if (!reading || !title || !card) return hide();   // the card can no longer be played: nothing to offer
    const height = box.el.offsetHeight || 120;
    const view = { top: -title.top, bottom: -title.top + (globalThis.innerHeight || 800) };
    Object.assign(box.el.style, { left: `${title.left + 6}px`, width: `${Math.max(200, title.w - 12)}px`,
                                  top: `${readingTop(title.y, height, view)}px` });
  };
  box.close.addEventListener("click", () => {
    const ui = canvasOf()?.__cthulhu?.ui;
    if (ui) ui.armed = null;
    hide();
  });
  box.play.addEventListener("click", () => {   // what the card's second tap does: the table opens its choices
    const canvas = canvasOf();
    const id = `select:${reading}`;
    const card = placeOf(canvas, host, (i) => i.id === id && i.type === "ccard");
    hide();
    const ui = canvas?.__cthulhu?.ui;
    if (ui) Object.assign(ui, { armed: id, armedAt: canvas.dataset?.step });   // armed: the tap that plays it
    if (!card) return;
    // a press of its own first: the card's first tap, whose click this reader stopped, left the table's pointer
    // (ui/pointer.js wireSteadyTap) holding that finger's press, and a click 10 px or more from where the finger
    // landed read as a slide and was dropped (review 29, room_zh 1: Play only closed the reading, 3 times in 6)
    const at = { bubbles: true, clientX: card.cx, clientY: card.cy, pointerType: "mouse" };
    const Press = globalThis.PointerEvent ?? MouseEvent;
    canvas.dispatchEvent(new Press("pointerdown", at));
    canvas.dispatchEvent(new Press("pointerup", at));
    canvas.dispatchEvent(new MouseEvent("click", at));
  });
  host.addEventListener("pointerdown", (event) => { finger = event.pointerType === "touch"; }, true);
  host.addEventListener("click", (event) => {
    const canvas = event.target;
    const table = canvas?.__cthulhu;
    const model = modelOf();
    if (!finger || !table?.ui || !model || String(canvas.tagName).toUpperCase() !== "CANVAS") return;
    const rect = canvas.getBoundingClientRect();
    const k = table.scene.width / rect.width;
    const p = { x: (event.clientX - rect.left) * k, y: (event.clientY - rect.top) * k };
    const { ui } = table;
    if (ui.armedAt !== canvas.dataset?.step) ui.armed = null;   // a tap before the table moved on arms nothing now
    const card = cardToRead(table.scene, hitTest(table.scene, p.x, p.y), ui.armed);
    if (!card) return hide();   // the second tap (or anything else): the table's own
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    Object.assign(ui, { armed: `select:${card}`, armedAt: canvas.dataset?.step, hover: `select:${card}` });
    const [lang, game] = [model.get("lang"), model.get("game")];
    const read = readingOf(model, card);
    reading = card;
    box.name.textContent = read.name;
    box.note.textContent = twoNames(read.name) ? ` · ${roomSay(lang, game, "card_two_names")}` : "";
    box.effect.textContent = [read.effect, read.why].filter(Boolean).join(" ");
    box.play.hidden = !read.play;
    box.play.textContent = roomSay(lang, game, "card_play");
    box.close.textContent = roomSay(lang, game, "card_close");
    box.el.hidden = false;
    place();
  }, true);
  return { ...box, place, shown: () => reading };
}
