// Round AZ, fixer AZ8 (newcomer review 32: letter_zh 9, 035/036; chaos_ja 10, 058/060; room_zh 11, 035-040): on a
// phone the open rules sheet stayed put while the page behind it scrolled, so its rest could not be read. While the
// sheet is open a wheel over the page scrolls the sheet, and the page behind keeps its place.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument } from "./fake_dom.js";

useFakeDocument();

/** Return an open help sheet on a page `wide` ("0": a phone) and `wheel(target, dy)`: what a wheel does there. */
async function openSheet(wide) {
  const listeners = {};
  vi.stubGlobal("window", { innerHeight: 844, innerWidth: 390, requestAnimationFrame: (f) => f(),
                            addEventListener: (type, fn) => { (listeners[type] ??= []).push(fn); },
                            removeEventListener: () => {} });
  const { buildHelp } = await import("./help.js");
  const details = buildHelp();
  const body = details.lastChild;
  details.closest = () => ({ dataset: { wide } });
  details.contains = (t) => t === details || t === body || t?.inSheet === true;
  Object.assign(body, { scrollTop: 0, scrollHeight: 1600, clientHeight: 464 });
  details.open = true;
  const wheel = (target, deltaY) => {
    const event = { type: "wheel", target, deltaY, deltaMode: 0, defaultPrevented: false,
                    preventDefault() { this.defaultPrevented = true; } };
    for (const fn of listeners.wheel ?? []) fn(event);
    return event;
  };
  return { details, body, wheel };
}

describe("review 32, letter_zh 9 / chaos_ja 10 / room_zh 11: the phone's rules sheet scrolls, the page does not", () => {
  it("a wheel over the page behind the open sheet scrolls the sheet", async () => {
    const { body, wheel } = await openSheet("0");
    const page = { inSheet: false };
    expect(wheel(page, 200).defaultPrevented).toBe(true);   // the page behind stays
    expect(body.scrollTop).toBe(200);                       // the sheet's text moves on
    expect(wheel(page, -80).defaultPrevented).toBe(true);
    expect(body.scrollTop).toBe(120);
  });

  it("inside the sheet the browser scrolls it; closed, or on a desk, the page scrolls as ever", async () => {
    const phone = await openSheet("0");
    expect(phone.wheel({ inSheet: true }, 100).defaultPrevented).toBe(false);
    phone.details.open = false;
    expect(phone.wheel({ inSheet: false }, 100).defaultPrevented).toBe(false);
    expect(phone.body.scrollTop).toBe(0);
    const desk = await openSheet("1");
    expect(desk.wheel({ inSheet: false }, 100).defaultPrevented).toBe(false);
  });

  it("a sheet whose page was built again lets the wheel go, open or not (a notebook's cell run again)", async () => {
    const phone = await openSheet("0");
    phone.details.isConnected = false;   // its page was replaced while the sheet was open
    expect(phone.wheel({ inSheet: false }, 100).defaultPrevented).toBe(false);
    expect(phone.body.scrollTop).toBe(0);
  });
});
