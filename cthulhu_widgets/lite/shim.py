"""A stand-in for `anywidget` in the static page (Pyodide, issue 24): the real GameWidget runs unchanged, and
what ipywidgets would send to the page is kept in `outbox` for the web worker to post to the canvas front end.

Only what GameWidget uses is here: synced traits (`keys`, `get_state`), `hold_sync` (one message per command),
`_states_to_send`, `_property_lock`, `_send`, `on_msg` and `log`. Nothing else of ipywidgets is needed.
"""
from __future__ import annotations

import logging
import sys
import types
from contextlib import contextmanager

import traitlets


class AnyWidget(traitlets.HasTraits):
    """The widget side of anywidget, without a kernel: messages go to `outbox`, commands come from `deliver`."""

    log = logging.getLogger("cthulhu_widgets.lite")

    def __init__(self, **kwargs):
        self._states_to_send, self._property_lock, self._holding = set(), {}, 0
        self._handlers, self.outbox = [], []
        self.keys = sorted(n for n in self.trait_names(sync=True) if not n.startswith("_"))
        super().__init__(**kwargs)
        self.observe(self._changed, names=self.keys)

    def _changed(self, change) -> None:
        if self._holding:
            self._states_to_send.add(change["name"])
        else:
            self.send_state(change["name"])

    @contextmanager
    def hold_sync(self):
        """Collect the trait changes made inside into one message, sent when the outermost hold ends."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding and self._states_to_send:
                names, self._states_to_send = sorted(self._states_to_send), set()
                self.send_state(names)

    def get_state(self, key=None, drop_defaults=False) -> dict:
        """Return the synced traits (all, one name or a list of names) as JSON-ready values."""
        names = self.keys if key is None else [key] if isinstance(key, str) else list(key)
        return {n: getattr(self, n) for n in names}

    def send_state(self, key=None) -> None:
        self._send({"method": "update", "state": self.get_state(key=key)})

    def _send(self, msg, buffers=None) -> None:
        self.outbox.append(msg["state"])

    def on_msg(self, callback) -> None:
        self._handlers.append(callback)

    def deliver(self, content) -> None:
        """Pass a message from the page to the widget's handlers (the page's `model.send`)."""
        for callback in self._handlers:
            callback(self, content, None)


def install() -> None:
    """Make `import anywidget` find this stand-in (only where the real one is absent)."""
    try:
        import anywidget  # noqa: F401
    except ImportError:
        sys.modules["anywidget"] = types.SimpleNamespace(AnyWidget=AnyWidget, __name__="anywidget")
