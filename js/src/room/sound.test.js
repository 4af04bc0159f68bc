// Issue 23 (rooms): the "your turn" sound is a short WebAudio beep made by an oscillator (no audio file).
import { afterEach, describe, expect, it } from "vitest";
import { beep } from "./sound.js";

describe("issue 23: the your-turn beep", () => {
  afterEach(() => { delete globalThis.AudioContext; });

  it("plays an oscillator for under a quarter of a second, fetching nothing", () => {
    const started = [];
    const param = { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    globalThis.AudioContext = class {
      constructor() { this.currentTime = 1; this.destination = {}; }
      resume() {}
      createGain() { return { gain: param, connect: (d) => d }; }
      createOscillator() {
        return { frequency: { value: 0 }, connect: (g) => g, start() { started.push("start"); },
                 stop(t) { started.push(t); } };
      }
    };
    expect(beep()).toBe(true);
    expect(started[0]).toBe("start");
    expect(started[1] - 1).toBeLessThan(0.25);
  });
});
