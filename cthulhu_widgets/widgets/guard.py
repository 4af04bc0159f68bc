"""The trait guard: every synced trait is the kernel's; a page's write is refused, reverted and reported; what the
kernel sends goes out as plain JSON.

The browser is untrusted (docs/security.md): a trait update from the page sets only FRONT_END_WRITABLE traits, all
or nothing; anything else is refused, the page gets the kernel's values back, and `error` says why. What the page
sends is quoted in part, never whole, and never raised into the kernel.
"""
from __future__ import annotations

from ..core.errors import IllegalAction

ERROR_LENGTH = 300  # the longest `error` text: a message from the page is echoed in part, never whole
SHOWN_INPUT = 60  # how much of a value from the page an error quotes
# Traits the page may write, with the values it may write (ipywidgets' view counter, when Python turns it on);
# every other trait is the kernel's.
FRONT_END_WRITABLE = {"_view_count": lambda v: v is None or (type(v) is int and 0 <= v < 2**31)}


class TraitGuard:
    """Mixin of GameWidget: refuses the page's trait writes (`set_state`), answers refusals (`_refuse`) and sends
    the kernel's state (`send_state`)."""

    def send_state(self, key=None) -> None:
        """Send the state (or the traits `key` names) to the page as ipywidgets does, without its search of every
        message for binary buffers: a table's traits are JSON only, and that search walked every nested dict of
        every step's message (0.3 to 0.5 ms of a CHAOS or Mythos step)."""
        state = self.get_state(key=key)
        if state:
            for name in set(state) & set(self._property_lock):   # the front end's values, kept up to date
                self._property_lock[name] = state[name]
            self._send({"method": "update", "state": state, "buffer_paths": []}, buffers=[])

    def set_state(self, sync_data) -> None:
        """Take a trait update from the page (ipywidgets calls this): only FRONT_END_WRITABLE traits are set;
        any other is refused, the page gets the kernel's value back, and `error` says so."""
        if not isinstance(sync_data, dict):
            self._refuse(f"a trait update must be a dict of values, not {_show(sync_data)}")
            return
        refused = [k for k, v in sync_data.items() if k not in FRONT_END_WRITABLE or not FRONT_END_WRITABLE[k](v)]
        if not refused:
            super().set_state(sync_data)  # echoes the accepted values, as ipywidgets does
            return
        # All or nothing: one refused name refuses the whole update, and the page gets all of them back.
        names = {"step_index" if k == "step" else k for k in sync_data if isinstance(k, str)}
        self._refuse(f"the page may not set {', '.join(_show(k, 30) for k in refused[:4])}"
                     f"{' …' if len(refused) > 4 else ''}: the kernel owns the table's traits; use the "
                     "table's controls", resend=names & set(self.keys))  # the page's copy goes back to ours

    def _refuse(self, error: str, resend=()) -> None:
        """Answer a refused message: set `error` (sent even when unchanged) and resend `resend` traits. A refusal
        changes nothing else, so nothing else is recomputed."""
        with self.hold_sync():
            self.error = _cap(error)
            if {"log_lines", "log_from"} & set(resend):
                self._log_whole = True   # the page wrote its copy of the log: it gets the whole of it back
            self._states_to_send.update({"error", *resend})


def _show(value, limit: int = SHOWN_INPUT) -> str:
    """Return a short quote of a value from the page (never its whole text, never an exception)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int too long to print, or nesting too deep
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _cap(text: str) -> str:
    return text if len(text) <= ERROR_LENGTH else text[:ERROR_LENGTH - 1] + "…"


def _int(content: dict, key: str) -> int:
    value = content.get(key)
    if type(value) is not int:
        raise IllegalAction(f"{content.get('cmd')} needs an integer {key!r}, not {_show(value)}")
    return value
