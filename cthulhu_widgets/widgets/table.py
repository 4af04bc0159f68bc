"""TableWidget: a shared table (a room, docs/rooms.md) in a notebook or a Voilà app.

The kernel holds no game here: the page connects straight to the room's websocket on the Jupyter server it was
served from (the rooms extension, same origin: Jupyter's login cookie goes with the websocket, and a create
request echoes Jupyter's `_xsrf` cookie), and the server sends that seat's view only. The widget says which room
and seat, or what table to create; a table created by the page keeps its seat links in the page (the kernel is
told the room's id, never a token).
"""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import anywidget
import traitlets

from .base import FRONT_END_WRITABLE, _show

BUNDLE = Path(__file__).resolve().parent.parent / "static" / "room-table.js"
if not BUNDLE.exists():  # anywidget reads the file when the class is defined
    raise ImportError(f"the room front end is not built ({BUNDLE} is missing): run `make build`")
ROOM_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def parse_link(link: str) -> tuple[str, str]:
    """Return (room, token) of a seat link (`…/cthulhu/rooms/page#room=ID&token=TOKEN`)."""
    params = parse_qs(urlsplit(str(link)).fragment)
    room, token = params.get("room", [""])[0], params.get("token", [""])[0]
    if not ROOM_ID.fullmatch(room) or not token:
        raise ValueError("a seat link ends in #room=<id>&token=<token> (as the room's creation answered it)")
    return room, token


class TableWidget(anywidget.AnyWidget):
    """One seat (or a spectator) at a room of this Jupyter server.

    - `TableWidget()`: the page shows the create form (game, each seat human or bot, a secret deal or a seed),
      then the seat links with copy buttons, and sits where you click.
    - `TableWidget(room={"game": "chaos", "seats": {...}, "seed": None}, seat="A1")`: the page creates that
      table (the request of docs/rooms.md), shows the links and sits at `seat` ("spectator" to watch).
    - `TableWidget(link="…#room=ID&token=TOKEN")` or `TableWidget(room="ID", token="TOKEN")`: join a seat.

    `base_url` is the rooms prefix when it is not this Jupyter server's (`<base_url>cthulhu/rooms`).
    """

    _esm = BUNDLE
    room = traitlets.Unicode("").tag(sync=True)
    token = traitlets.Unicode("").tag(sync=True)
    create = traitlets.Dict().tag(sync=True)
    seat = traitlets.Unicode("").tag(sync=True)
    base_url = traitlets.Unicode("").tag(sync=True)

    def __init__(self, room: str | dict | None = None, seat: str | None = None, *, token: str | None = None,
                 link: str | None = None, base_url: str = "", **kwargs):
        if link is not None:
            room, token = parse_link(link)
        create = {}
        if isinstance(room, dict):
            create, room = dict(room), ""
        elif room is not None and not ROOM_ID.fullmatch(str(room)):
            raise ValueError(f"room is a room id, a create request (dict) or None, not {room!r}")
        elif room and not token:
            raise ValueError("joining a room needs the seat's token (token=… or link=…): the seat link holds it")
        super().__init__(room=room or "", token=token or "", create=create, seat=seat or "", base_url=base_url,
                         **kwargs)
        self.created: list[str] = []   # ids of the rooms this widget's page created
        self.on_msg(self._on_event)

    def _on_event(self, _widget, content, _buffers=None) -> None:
        """The page says it created a room: keep its id (never a token)."""
        if isinstance(content, dict) and content.get("event") == "created":
            room = content.get("room")
            if isinstance(room, str) and ROOM_ID.fullmatch(room) and len(self.created) < 100:
                self.created.append(room)

    def set_state(self, sync_data) -> None:
        """Refuse trait writes from the page (the kernel says which room and seat), as the game widgets do."""
        if isinstance(sync_data, dict) and all(k in FRONT_END_WRITABLE and FRONT_END_WRITABLE[k](v)
                                               for k, v in sync_data.items()):
            super().set_state(sync_data)
            return
        self.log.warning("TableWidget: a trait update from the page was refused: %s", _show(sync_data))
        self.send_state()

    def __repr__(self) -> str:   # no token in the output's text
        what = f"room={self.room!r}" if self.room else ("creating a table" if self.create else "create form")
        return f"TableWidget({what}, seat={self.seat or None!r})"
