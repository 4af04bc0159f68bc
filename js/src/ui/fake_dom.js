// Test support (not part of the bundle): the little of the DOM the page's builders use (elements with children,
// text, attributes, dataset, style and listeners), so the toolbar, the help and the curtain run in vitest without
// a browser or jsdom.
import { afterEach, beforeEach, vi } from "vitest";

class FakeElement {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.childNodes = [];
    this.attributes = {};
    this.dataset = {};
    this.style = {};
    this.listeners = {};
    this.ownText = "";
  }

  get firstChild() { return this.childNodes[0] ?? null; }

  get lastChild() { return this.childNodes.at(-1) ?? null; }

  get options() { return this.childNodes.filter((n) => n.tagName === "OPTION"); }

  get textContent() {
    return this.ownText + this.childNodes.map((n) => (typeof n === "string" ? n : n.textContent)).join("");
  }

  set textContent(text) {
    this.childNodes = [];
    this.ownText = String(text);
  }

  append(...nodes) { this.childNodes.push(...nodes); }

  appendChild(node) {
    this.childNodes.push(node);
    return node;
  }

  insertBefore(node, before) {
    const at = this.childNodes.indexOf(before);
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, node);
    return node;
  }

  replaceChildren(...nodes) { this.childNodes = [...nodes]; }

  setAttribute(name, value) { this.attributes[name] = String(value); }

  getAttribute(name) { return this.attributes[name] ?? null; }

  addEventListener(type, callback) { (this.listeners[type] ??= []).push(callback); }

  /** Run the listeners of `type` (a click, a change). */
  fire(type) { for (const callback of this.listeners[type] ?? []) callback({ type, target: this }); }

  focus() { this.focused = true; }
}

/** Return every element under `root` (itself first), depth first. */
export function allElements(root) {
  const kids = root.childNodes.filter((n) => typeof n !== "string");
  return [root, ...kids.flatMap(allElements)];
}

/** Put a fake `document` on globalThis; return a function that takes it away again. */
export function installFakeDocument() {
  const before = globalThis.document;
  const byId = {};
  globalThis.document = {
    createElement: (tag) => new FakeElement(tag),
    getElementById: (id) => byId[id] ?? null,
    head: { appendChild: (node) => { if (node.id) byId[node.id] = node; return node; } },
  };
  return () => { globalThis.document = before; };
}

/** Return a model stand-in with `traits`: get, set (fires change:<name>), on, off, and the messages it was sent. */
export function fakeModel(traits) {
  const handlers = {};
  const sent = [];
  return {
    sent,
    get: (name) => traits[name],
    send: (msg) => sent.push(msg),
    on: (events, callback) => { for (const e of events.split(/\s+/)) (handlers[e] ??= []).push(callback); },
    off: () => {},
    set(name, value) {
      traits[name] = value;
      for (const callback of handlers[`change:${name}`] ?? []) callback();
    },
  };
}

/**
 * Install a fake document whose canvases take listeners and fire DOM events as a browser would (capture listeners
 * first, nothing after one that stops it): return { canvases, restore }, the canvases made so far and the undo.
 */
export function installFakePage() {
  const undo = installFakeDocument();
  const canvases = [];
  const make = globalThis.document.createElement;
  globalThis.document.createElement = (tag) => {
    const node = make(tag);
    node.remove = () => {};
    if (tag === "canvas") {
      const capture = [];
      const bubble = [];
      node.getContext = () => new Proxy({}, { get: (t, k) => (k in t ? t[k] : () => ({ width: 10 })), set: () => true });
      node.getBoundingClientRect = () => ({ top: 0, left: 0, width: node.__cthulhu?.scene?.width || 1280, height: 800 });
      node.addEventListener = (type, fn, phase) => ((phase ? capture : bubble).push({ type, fn }));
      /** Fire a DOM event as a browser would: the capture listeners first, and nothing after one that stops it. */
      node.fire = (type, event = {}) => {
        const e = { type, stopped: false, stopImmediatePropagation() { this.stopped = true; }, preventDefault() {},
                    stopPropagation() {}, ...event };
        for (const { fn } of [...capture, ...bubble].filter((l) => l.type === type)) {
          fn(e);
          if (e.stopped) break;
        }
      };
      canvases.push(node);
    }
    return node;
  };
  return { canvases, restore: undo };
}

/** Return a bare fake canvas (box `box`, page language `lang`) that takes listeners and fires events as a browser
 * would: the capture listeners first, nothing after one that stops it. */
export function listeningCanvas(box = { left: 0, top: 0, width: 400, height: 300 }, lang = "en") {
  const listeners = [];
  return {
    style: {}, dataset: {},
    addEventListener: (type, callback, capture) => listeners.push({ type, callback, capture: Boolean(capture) }),
    getBoundingClientRect: () => box,
    closest: () => ({ dataset: { lang } }),
    fire(type, props = {}) {
      let stopped = false;
      const event = { type, ...props, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
      for (const l of [...listeners.filter((x) => x.capture), ...listeners.filter((x) => !x.capture)]) {
        if (l.type === type && !stopped) l.callback(event);
      }
    },
  };
}

/** Have each test of the calling file run on a fresh fake document (with an empty body when `body`; on fake timers
 * from `now` when given), its mocks, stubbed globals and timers undone after. */
export function useFakeDocument({ body = false, now = null } = {}) {
  let restore;
  beforeEach(() => {
    restore = installFakeDocument();
    if (body) document.body = document.createElement("body");
    if (now != null) vi.useFakeTimers({ now });
  });
  afterEach(() => {
    restore();
    if (now != null) vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** Fire one press (down, up, click) at scene point `p` on a fake canvas by `pointerType`, a mouse resting there first. */
export function press(canvas, p, pointerType) {
  const at = { clientX: p.x, clientY: p.y, pointerType };
  if (pointerType === "mouse") canvas.fire("pointermove", at);
  for (const type of ["pointerdown", "pointerup", "click"]) canvas.fire(type, at);
}

/** Install a fake page (installFakePage) and fake timers before each test of the file, and take both away after it;
 * return a stand-in whose `canvases` are the current test's page's (the set-up three Letter press tests repeated). */
export function useFakePage() {
  let page = null;
  beforeEach(() => {
    page = installFakePage();
    vi.useFakeTimers();
  });
  afterEach(() => {
    page.restore();
    vi.useRealTimers();
  });
  return { get canvases() { return page.canvases; } };
}
