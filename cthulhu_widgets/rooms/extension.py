"""The Jupyter server extension: the rooms API at <base_url>cthulhu/rooms, behind Jupyter's own authentication.

Enabled on install (jupyter-config/jupyter_server_config.d/cthulhu_widgets.json). Options:
`--CthulhuRooms.journal_dir=…` (default: $CTHULHU_ROOMS_DIR, else <jupyter data dir>/cthulhu_widgets/rooms),
`--CthulhuRooms.bot_pace=0.4`, `--CthulhuRooms.max_rooms=1000`, and the limits of docs/rooms.md (each trait below,
with its default).
"""
from __future__ import annotations

import os
from pathlib import Path

from jupyter_core.paths import jupyter_data_dir
from jupyter_server.base.handlers import APIHandler, AuthenticatedFileHandler, JupyterHandler
from jupyter_server.base.websocket import WebSocketMixin
from jupyter_server.utils import url_path_join
from tornado import web
from tornado.ioloop import IOLoop
from tornado.websocket import WebSocketHandler
from traitlets import Float, Int, Unicode
from traitlets.config import Configurable

from .course_handlers import CoursePageAPI, CourseSocket, course_routes
from .handlers import HUB, STATIC, PageAPI, RoomAPI, RoomSocket, RoomsAPI, routes
from .clients import CLIENT_RATE, CREATE_RATE, JOIN_RATE
from .hub import ROOMS_PER_CLIENT, Hub
from .lifecycle import EXPIRE_IDLE, EXPIRE_UNJOINED, KEEP_FINISHED
from .journal import FILE_NAME, JournalError
from .learn import learn_routes
from .protocol import SEND_QUEUE
from .room import MAX_STEPS


class CthulhuRooms(Configurable):
    """Options of the rooms extension."""

    journal_dir = Unicode("", config=True, help="Directory of the rooms journal (default: $CTHULHU_ROOMS_DIR, else "
                                                "<jupyter data dir>/cthulhu_widgets/rooms).")
    bot_pace = Float(0.4, config=True, help="Seconds a bot waits before each of its steps.")
    max_rooms = Int(1000, config=True, help="Games in play at most.")
    lobby_page = Int(20, config=True, help="Rooms one listing sends at most.")
    max_steps = Int(MAX_STEPS, config=True, help=f"Steps a room takes at most (at most {MAX_STEPS}: what a restart "
                                                 "replays).")
    send_queue = Int(SEND_QUEUE, config=True, help="Bytes waiting for one connection to read, at most; then it is "
                                                   "dropped (close code 4008).")
    client_rate = Float(CLIENT_RATE, config=True, help="Messages a second one client (address) may send over all its "
                                                       "sockets.")
    join_rate = Float(JOIN_RATE, config=True, help="Joins a second one client may make over all its sockets.")
    create_rate = Float(CREATE_RATE, config=True, help="Rooms one client may create a minute.")
    rooms_per_client = Int(ROOMS_PER_CLIENT, config=True, help="Games in play one client (address) may have created.")
    expire_idle = Float(EXPIRE_IDLE, config=True, help="Seconds a game in play may wait for a move (then closed).")
    expire_unjoined = Float(EXPIRE_UNJOINED, config=True, help="Seconds a room nobody joined or moved in is kept.")
    keep_finished = Float(KEEP_FINISHED, config=True, help="Seconds a finished room nobody watches stays in memory "
                                                           "(then archived; its save stays downloadable).")

    def directory(self) -> Path:
        return Path(self.journal_dir or os.environ.get("CTHULHU_ROOMS_DIR")
                    or Path(jupyter_data_dir()) / "cthulhu_widgets" / "rooms")


class LazyHub:
    """The server's Hub, opened at start when a journal exists (its rooms come back) or at the first request."""

    def __init__(self, config: CthulhuRooms, log):
        self.config, self.log, self.hub = config, log, None

    def __call__(self) -> Hub:
        if self.hub is None:
            try:
                self.hub = Hub(self.config.directory(), bot_pace=self.config.bot_pace, max_rooms=self.config.max_rooms,
                               lobby_page=self.config.lobby_page, max_steps=self.config.max_steps,
                               send_queue=self.config.send_queue, client_rate=self.config.client_rate,
                               join_rate=self.config.join_rate, create_rate=self.config.create_rate,
                               **{k: getattr(self.config, k) for k in ("expire_idle", "expire_unjoined",
                                                                      "keep_finished", "rooms_per_client")})
            except JournalError as e:   # held by another server, empty, foreign: said in the log
                self.log.error("cthulhu_widgets rooms: %s (--CthulhuRooms.journal_dir)", e)
                raise web.HTTPError(503, "the rooms journal cannot be opened: see the server's log") from None
            self.hub.start()
            self.log.info("cthulhu_widgets rooms: %d rooms from %s", len(self.hub.rooms), self.hub.journal.path)
        return self.hub


class _Authenticated:
    """Every request needs a logged-in Jupyter user (403 otherwise), as Jupyter's own APIs do."""

    async def prepare(self):
        await super().prepare()
        if not self.current_user:
            raise web.HTTPError(403)


class JupyterRooms(_Authenticated, RoomsAPI, APIHandler):
    pass


class JupyterRoom(_Authenticated, RoomAPI, APIHandler):
    pass


class JupyterPage(_Authenticated, PageAPI, JupyterHandler):
    """The client page; it sets Jupyter's `_xsrf` cookie, which the page's create request echoes (X-XSRFToken)."""

    def get(self):
        self.xsrf_token   # noqa: B018 — reading it sets the cookie, as Jupyter's own pages do
        super().get()


class JupyterSocket(RoomSocket, WebSocketMixin, WebSocketHandler, JupyterHandler):
    """A seat's socket: Jupyter's login first (checked before the upgrade), then the seat token."""

    async def get(self, *args, **kwargs):
        if not self.current_user:
            raise web.HTTPError(403)
        return await super().get(*args, **kwargs)


class JupyterCoursePage(_Authenticated, CoursePageAPI, JupyterHandler):
    pass


class JupyterCourseSocket(CourseSocket, WebSocketMixin, WebSocketHandler, JupyterHandler):
    """The server's own course (rooms/course.py): Jupyter's login first, as a seat's socket."""

    async def get(self, *args, **kwargs):
        if not self.current_user:
            raise web.HTTPError(403)
        return await super().get(*args, **kwargs)


def _load_jupyter_server_extension(serverapp) -> None:
    """Add the rooms handlers to the Jupyter server; reopen the journal now if there is one (bots play on)."""
    config = CthulhuRooms(parent=serverapp)
    hub = LazyHub(config, serverapp.log)
    web_app = serverapp.web_app
    web_app.settings[HUB] = hub
    prefix = url_path_join(web_app.settings["base_url"], "cthulhu", "rooms")
    # the solo courses (review 27, room_en 1): the static pages where built, else the server's own (review 37)
    web_app.add_handlers(".*$", learn_routes(prefix, AuthenticatedFileHandler)
                         + course_routes(prefix, JupyterCoursePage, JupyterCourseSocket)
                         + routes(prefix, JupyterRooms, JupyterRoom, JupyterPage, JupyterSocket,
                                  AuthenticatedFileHandler, {"path": str(STATIC)}))
    if (config.directory() / FILE_NAME).exists():
        IOLoop.current().add_callback(_open, hub, serverapp.log)
    serverapp.log.info("cthulhu_widgets rooms: %s", prefix)


def _open(hub: LazyHub, log) -> None:
    try:
        hub()
    except web.HTTPError:
        pass   # logged by the hub
