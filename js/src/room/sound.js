// "Your turn" sound: off by default, a toggle in the room's strip (remembered in localStorage), and a short beep
// made with WebAudio (an oscillator: no audio file is downloaded).
const KEY = "cthulhu-room-sound";
let context = null;

function audio() {
  const Ctx = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Ctx) return null;
  context ??= new Ctx();
  return context;
}

/** Play a short beep (about 0.18 s, 660 Hz, quiet); nothing where the browser has no WebAudio. */
export function beep() {
  const ctx = audio();
  if (!ctx) return false;
  ctx.resume?.();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = "sine";
  osc.frequency.value = 660;
  gain.gain.setValueAtTime(0.0001, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.12, ctx.currentTime + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.18);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + 0.2);
  return true;
}

function stored() {
  try {
    return globalThis.localStorage?.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

/** Put the sound toggle (a checkbox, off unless switched on before) in `host`; returns {on(), words()}. */
export function soundToggle(host, wordsOf) {
  const label = Object.assign(document.createElement("label"), { className: "cw-room-sound" });
  const box = Object.assign(document.createElement("input"), { type: "checkbox", checked: stored() });
  box.dataset.sound = "1";
  // a toggle button showing its state, the checkbox out of sight (review 29, room_zh 11: a bare "☐ ♪ 声音")
  const mark = () => { label.dataset.on = String(box.checked); };
  mark();
  const text = document.createElement("span");
  label.append(box, text);
  host.appendChild(label);
  box.addEventListener("change", () => {
    mark();
    try {
      globalThis.localStorage?.setItem(KEY, box.checked ? "on" : "off");
    } catch { /* storage switched off: the toggle holds for this page */ }
    if (box.checked) audio()?.resume?.();   // a click may start WebAudio; the beep later needs it started
  });
  return {
    on: () => box.checked,
    words() {
      text.textContent = ` ♪ ${wordsOf("sound")}`;
      label.title = wordsOf("sound_title");
    },
  };
}
