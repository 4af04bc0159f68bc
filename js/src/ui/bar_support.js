// Test support for the control bar's tests (toolbar.test.js, page_round4.test.js, round6.test.js): one way to build
// the bar on a fake model and find its parts. Not part of the bundle.
import { afterEach, beforeEach, vi } from "vitest";
import { allElements, installFakeDocument } from "./fake_dom.js";
import { buildToolbar } from "./toolbar.js";

/** Give each test of the calling file a fake document and a faked Date (the asks' LOOKED_MS clock). */
export function fakePageAndDate() {
  let restore;
  beforeEach(() => {
    restore = installFakeDocument();
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    restore();
  });
}

/** Build the bar for `model` in a fake page, updated once; return it with its nodes and a finder by data-cmd. */
export function built(model) {
  const bar = document.createElement("div");
  const toolbar = buildToolbar(bar, model);
  toolbar.update({ autoplay: false });
  const nodes = allElements(bar);
  const cmd = (c) => nodes.find((n) => n.dataset.cmd === c);
  return { bar, toolbar, nodes, cmd, confirm: nodes.find((n) => n.className === "cw-confirm"),
           box: nodes.find((n) => n.className === "cw-more-box"),
           input: nodes.find((n) => n.tagName === "INPUT" && n.type === "number") };
}

/** Press `target` as the browser delivers it: the bar's capture listener first, then the button's own (unless stopped). */
export function press(bar, target) {
  let stopped = false;
  target.closest = (sel) => (sel.includes(`[data-cmd=${target.dataset.cmd}]`) ? target : null);
  const event = { type: "click", target, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
  for (const callback of bar.listeners.click ?? []) callback(event);
  if (!stopped) target.fire("click");
}

/** Make a move of the reader's on `model` (the canvas sends it through the same model), answered by the next step. */
export function ownMove(model, { toolbar }) {
  model.send({ cmd: "act", id: "x", step: model.get("step") });
  model.set("step", model.get("step") + 1);
  toolbar.update({ autoplay: false });
  model.sent.length = 0;
}

/** Add Learn to play to the bar `b` (ui/coach.js puts it there) and press it as the browser does (press); return the
 * commands sent to `model`. */
export function pressLearn(b, model) {
  const learn = document.createElement("button");
  learn.className = "cw-learn";
  learn.addEventListener("click", () => model.send({ cmd: "learn" }));
  b.bar.appendChild(learn);
  learn.click = () => learn.fire("click");   // the bar's confirm presses it again once asked
  learn.closest = (sel) => (sel.includes(".cw-learn") ? learn : null);
  let stopped = false;
  const event = { type: "click", target: learn, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
  for (const callback of b.bar.listeners.click ?? []) callback(event);
  if (!stopped) learn.fire("click");
  return model.sent.map((m) => m.cmd);
}
