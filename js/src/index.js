// PLACEHOLDER front end: it only prints the synced `view` trait as text on a <canvas>.
// The real front end (layout -> painter -> hit test -> commands, see ARCHITECTURE.md)
// replaces this file; keep the anywidget entry point shape: export default { render }.
import { layout } from "./layout.js";

const WIDTH = 640;
const HEIGHT = 360;
const LINE = 16;

function draw(canvas, view) {
  const ratio = globalThis.devicePixelRatio || 1;
  const scene = layout(view, { width: WIDTH, height: HEIGHT });
  canvas.width = Math.round(scene.width * ratio);
  canvas.height = Math.round(scene.height * ratio);
  canvas.style.width = `${scene.width}px`;
  canvas.style.height = `${scene.height}px`;

  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = "#1d2021";
  ctx.fillRect(0, 0, scene.width, scene.height);
  ctx.fillStyle = "#ebdbb2";
  ctx.font = "12px monospace";
  ctx.textBaseline = "top";
  const text = view == null ? "(no view)" : JSON.stringify(view, null, 2);
  text.split("\n").forEach((line, i) => ctx.fillText(line, 8, 8 + i * LINE));
}

export default {
  render({ model, el }) {
    const canvas = document.createElement("canvas");
    canvas.className = "cthulhu-widgets-canvas";
    el.appendChild(canvas);

    const redraw = () => draw(canvas, model.get("view"));
    model.on("change:view", redraw);
    redraw();

    return () => {
      model.off("change:view", redraw);
      canvas.remove();
    };
  },
};
