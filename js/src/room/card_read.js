// A finger's first tap on a hand card shows what it does; the second opens how to play it (review 27, room_zh 1, its
// worst: to read Mania or Checkup B1 had to tap it, and the tap opened the combo panel at once, 024/026). A card that
// plays at once had this already (ui/pointer.js tapAction); a card that opens choices ("select:") did not. The text
// is the canvas's own tooltip (ui.tip, painted over the table: nothing moves), the card's name and effect from the
// catalog, and playing stays a press of its own.
import { cardEffect } from "../chaos/labels.js";
import { hitTest } from "../scene/hit.js";
import { textsOf } from "../scene/zoom.js";
import { repaint } from "../ui/pointer.js";
import { roomSay } from "./words.js";

/** Return the hand card a tap on `id` should only show (its card id), or "": a card that opens its choices
 * ("select:<card>") not armed by the tap before (`armed`). */
export function cardToRead(scene, id, armed) {
  if (!String(id ?? "").startsWith("select:") || id === armed) return "";
  const item = (scene?.items ?? []).find((i) => i.id === id && i.type === "ccard");
  return item?.face?.id ? String(item.face.id) : "";
}

/** Return the card's text for the tip: "Mania / Sprint (Moon)\nOne extra step after moving.\n\n▶ Tap it again…". */
export function cardReadText(catalog, lang, card, game = "chaos") {
  const name = textsOf(catalog?.card_texts?.cards, lang, card)?.name ?? card;
  const effect = cardEffect(catalog, lang, card);
  return [name, effect].filter(Boolean).join("\n") + `\n\n${roomSay(lang, game, "card_again")}`;
}

/** Wire the first tap on `host`'s table canvas (a click listener in the capture phase, before the table's own);
 * `modelOf()` gives the room's model (its catalog and language). Returns true. */
export function cardReader(host, modelOf) {
  let finger = false;
  host.addEventListener("pointerdown", (event) => { finger = event.pointerType === "touch"; }, true);
  host.addEventListener("click", (event) => {
    const canvas = event.target;
    const table = canvas?.__cthulhu;
    const model = modelOf();
    if (!finger || !table?.ui || !model || String(canvas.tagName).toUpperCase() !== "CANVAS") return;
    const box = canvas.getBoundingClientRect();
    const k = table.scene.width / box.width;
    const p = { x: (event.clientX - box.left) * k, y: (event.clientY - box.top) * k };
    const { ui } = table;
    if (ui.armedAt !== canvas.dataset?.step) ui.armed = null;   // a tap before the table moved on arms nothing now
    const card = cardToRead(table.scene, hitTest(table.scene, p.x, p.y), ui.armed);
    if (!card) return;   // the second tap (or anything else): the table's own
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    Object.assign(ui, { armed: `select:${card}`, armedAt: canvas.dataset?.step, hover: `select:${card}` });
    ui.tip = { text: cardReadText(model.get("catalog_data"), model.get("lang"), card, model.get("game")), at: p, armed: true };
    repaint(ui);
  }, true);
  return true;
}
