"""The standalone server's handlers (python -m cthulhu_widgets.serve): the seat tokens are the only authentication,
so every answer is guarded here — a Host allow-list (a DNS-rebinding page reaches the server under its own name and
is refused), security headers on every answer (a Content-Security-Policy without inline script, no framing but the
course pages' by their own origin, no sniffing), and a clean 400 for a malformed static path. The Jupyter extension has Jupyter's own guards instead."""
from __future__ import annotations

from tornado import web
from tornado.websocket import WebSocketHandler

from .course_handlers import CoursePageAPI, CourseSocket, course_routes
from .handlers import HUB, STATIC, PageAPI, RoomAPI, RoomSocket, RoomsAPI, routes
from .hub import Hub
from .learn import CSP as LEARN_CSP
from .learn import learn_routes

LOOPBACK = ("localhost", "127.0.0.1", "::1")   # the names a browser on this machine reaches it by
HOSTS = "cthulhu_rooms_hosts"                   # the application setting: the host names it answers to
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
       "connect-src 'self' ws://{host} wss://{host}; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")


def host_name(header: str) -> str:
    """Return the name of a Host header without its port, lower-cased ("[::1]:8765" -> "::1")."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


class Guard:
    """Every standalone answer: a Host on the allow-list (else 403) and the security headers."""

    def set_default_headers(self) -> None:
        host = self.request.host if host_name(self.request.host) in self.settings[HOSTS] else "'none'"
        self.set_header("Content-Security-Policy", CSP.format(host=host))
        self.set_header("X-Frame-Options", "DENY")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")   # a seat's link (its token) is in the page's URL

    def prepare(self):
        name = host_name(self.request.host)
        if name not in self.settings[HOSTS]:
            self.set_status(403)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.finish(f"this server does not answer to the host name {name[:60]!r}: it answers to "
                        f"{', '.join(self.settings[HOSTS])} (start it with --allow-host {name[:60]} to add it)\n")
            return None
        return super().prepare()


class StandaloneRooms(Guard, RoomsAPI, web.RequestHandler):
    pass


class StandaloneRoom(Guard, RoomAPI, web.RequestHandler):
    pass


class StandalonePage(Guard, PageAPI, web.RequestHandler):
    pass


class StandaloneSocket(Guard, RoomSocket, WebSocketHandler):
    pass


class StandaloneCoursePage(Guard, CoursePageAPI, web.RequestHandler):
    """The server's own course page (rooms/course_handlers.py): framed by a table's course sheet, same origin only."""

    def set_default_headers(self) -> None:
        super().set_default_headers()
        self.set_header("Content-Security-Policy", self._headers["Content-Security-Policy"].replace(
            "frame-ancestors 'none'", "frame-ancestors 'self'"))
        self.set_header("X-Frame-Options", "SAMEORIGIN")


class StandaloneCourseSocket(Guard, CourseSocket, WebSocketHandler):
    pass


class StandaloneStatic(Guard, web.StaticFileHandler):
    @classmethod
    def get_absolute_path(cls, root: str, path: str) -> str:
        if "\x00" in path:   # os.path would raise ValueError: a 500
            raise web.HTTPError(400, "a path has no NUL character")
        return super().get_absolute_path(root, path)


class StandaloneLearn(StandaloneStatic):
    """The solo courses' pages (rooms/learn.py): Pyodide's WebAssembly allowed there only."""

    def set_default_headers(self) -> None:
        super().set_default_headers()
        self.set_header("Content-Security-Policy", LEARN_CSP)
        self.set_header("X-Frame-Options", "SAMEORIGIN")   # the table's course sheet frames it (review 28, room_en 2)


class StandaloneRedirect(Guard, web.RedirectHandler):
    pass


class StandaloneNotFound(Guard, web.RequestHandler):
    def prepare(self):
        if super().prepare() is None and not self._finished:
            raise web.HTTPError(404)


def standalone_app(hub: Hub, allow_hosts=(), **settings) -> web.Application:
    """Return the standalone tornado application serving `hub` at /cthulhu/rooms (and / redirecting to the list),
    answering to the loopback names and `allow_hosts` only."""
    handlers = routes("/cthulhu/rooms", StandaloneRooms, StandaloneRoom, StandalonePage, StandaloneSocket,
                      StandaloneStatic, {"path": str(STATIC)})
    handlers[1:1] = learn_routes("/cthulhu/rooms", StandaloneLearn)   # before the room's <id>/… route
    # the server's own course where the static pages are not built (review 37, room_en): after them, before <id>/…
    handlers[len(handlers) - 2:len(handlers) - 2] = course_routes("/cthulhu/rooms", StandaloneCoursePage,
                                                                  StandaloneCourseSocket)
    handlers.append((r"/", StandaloneRedirect, {"url": "/cthulhu/rooms/page"}))
    hosts = tuple(dict.fromkeys([*LOOPBACK, *(host_name(h) for h in allow_hosts)]))
    return web.Application(handlers, **{HUB: hub, HOSTS: hosts, "websocket_ping_interval": 20,
                                        "websocket_ping_timeout": 20, "default_handler_class": StandaloneNotFound,
                                        **settings})
