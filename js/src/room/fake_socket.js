// Test support for the room page: a WebSocket stand-in and a fake document per test, shared by the room's tests.
import { afterEach, beforeEach } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";

/** A socket that is open at once, says so on the next tick, and keeps each message the page sent (parsed). */
export class FakeSocket {
  static last = null;
  constructor() {
    this.readyState = 1;
    this.sent = [];
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data) { this.sent.push(JSON.parse(data)); }
  close() {}
}

/** Give each test of the file a fresh fake document with an empty body, and take it away after; returns nothing. */
export function useFakeDocument() {
  let restore;
  beforeEach(() => {
    restore = installFakeDocument();
    document.body = document.createElement("body");
  });
  afterEach(() => restore());
}
