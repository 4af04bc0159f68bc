// The hot-seat curtain: when the kernel says the next decision belongs to another human seat on this screen,
// it sends no view at all, only `curtain` (that seat's name). The page hides the table and shows "Pass to B1 —
// ready?" (in the page language, ui/words.js); the table comes back only when the kernel has answered the `ready`
// command with that seat's view.
import { modelWords, say } from "../ui/words.js";
import { ensureRoomStyle } from "./style.js";

/** Return the curtain's sentence for `seat` in the page's `words` (English without). */
export function curtainText(seat, words = null) {
  return say(words, "curtain", { seat });
}

/**
 * Put a (hidden) curtain in `root` before `hide[0]`, shown — and `hide` hidden — while the model's `curtain`
 * names a seat; its Ready button sends the `ready` command. Its words follow the language. Returns `root`.
 */
export function withCurtain(model, root, hide) {
  ensureRoomStyle();
  const box = document.createElement("div");
  box.className = "cw-curtain";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-live", "assertive");
  const text = document.createElement("div");
  const ready = document.createElement("button");
  ready.type = "button";
  ready.dataset.cmd = "ready";
  ready.addEventListener("click", () => model.send({ cmd: "ready" }));
  box.append(text, ready);
  root.insertBefore(box, hide[0] ?? null);
  function update() {
    const seat = model.get("curtain");
    const up = typeof seat === "string" && seat !== "";
    const words = modelWords(model);
    ready.textContent = say(words, "ready");
    box.hidden = !up;
    box.style.display = up ? "" : "none";
    for (const node of hide) node.style.display = up ? "none" : "";
    text.textContent = up ? curtainText(seat, words) : "";
    box.dataset.seat = up ? seat : "";
    if (up && !shown) ready.focus?.();  // once when it comes up, not on a change of language
    shown = up;
  }
  let shown = false;
  model.on("change:curtain change:lang", update);
  update();
  return root;
}
