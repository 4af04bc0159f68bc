// The hot-seat curtain: when the kernel says the next decision belongs to another human seat on this screen,
// it sends no view at all, only `curtain` (that seat's name). The page hides the table and shows "Pass to B1 —
// ready?"; the table comes back only when the kernel has answered the `ready` command with that seat's view.
import { ensureRoomStyle } from "./style.js";

/** Return the curtain's sentence for `seat`. */
export function curtainText(seat) {
  return `Pass to ${seat} — ready?`;
}

/**
 * Put a (hidden) curtain in `root` before `hide[0]`; `update()` shows it and hides `hide` while the model's
 * `curtain` names a seat, and returns whether it is up.
 */
export function hotseatCurtain(model, root, hide, send) {
  ensureRoomStyle();
  const box = document.createElement("div");
  box.className = "cw-curtain";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-live", "assertive");
  const text = document.createElement("div");
  const ready = document.createElement("button");
  ready.type = "button";
  ready.textContent = "Ready";
  ready.addEventListener("click", () => send({ cmd: "ready" }));
  box.append(text, ready);
  box.hidden = true;
  root.insertBefore(box, hide[0] ?? null);
  return {
    update() {
      const seat = model.get("curtain");
      const up = typeof seat === "string" && seat !== "";
      box.hidden = !up;
      box.style.display = up ? "" : "none";
      for (const node of hide) node.style.display = up ? "none" : "";
      if (up) {
        text.textContent = curtainText(seat);
        box.dataset.seat = seat;
      }
      return up;
    },
  };
}
