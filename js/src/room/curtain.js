// The hot-seat curtain: when the kernel says the next decision belongs to another human seat on this screen,
// it sends no view at all, only `curtain` (that seat's name). The page hides the table and shows "Pass to B1 —
// ready?"; the table comes back only when the kernel has answered the `ready` command with that seat's view.
import { ensureRoomStyle } from "./style.js";

/** Return the curtain's sentence for `seat`. */
export function curtainText(seat) {
  return `Pass to ${seat} — ready?`;
}

/**
 * Put a (hidden) curtain in `root` before `hide[0]`, shown — and `hide` hidden — while the model's `curtain`
 * names a seat; its Ready button sends the `ready` command. Returns `root`.
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
  ready.textContent = "Ready";
  ready.addEventListener("click", () => model.send({ cmd: "ready" }));
  box.append(text, ready);
  root.insertBefore(box, hide[0] ?? null);
  function update() {
    const seat = model.get("curtain");
    const up = typeof seat === "string" && seat !== "";
    box.hidden = !up;
    box.style.display = up ? "" : "none";
    for (const node of hide) node.style.display = up ? "none" : "";
    text.textContent = up ? curtainText(seat) : "";
    box.dataset.seat = up ? seat : "";
    if (up) ready.focus?.();
  }
  model.on("change:curtain", update);
  update();
  return root;
}
