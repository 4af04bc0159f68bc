// Test support for the room page: a WebSocket stand-in shared by the room's tests (a fresh fake document per test:
// ui/fake_dom.js useFakeDocument({ body: true })).

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
