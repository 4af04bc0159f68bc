"""The handlers of the server's own course (rooms/course.py), as mixins like handlers.py's: its page
(<rooms>/learn/<game>.html?learn=1&lang=…&lesson=…, the address the lobby's and a table's "★ Learn to play" open) and
its socket (<rooms>/course/ws). The socket's first message starts a course ({"type": "start", "game", "lesson",
"lang", "rounds"}) or takes its page's course back after a reload ({"type": "resume", "course", "token"}); then
{"type": "cmd", "cmd": {...}} runs one of the widget page's commands, answered {"type": "changes", "json": …}."""
from __future__ import annotations

import json

from tornado.ioloop import IOLoop
from tornado.websocket import WebSocketClosedError

from ..core.jsonin import parse_json
from .handlers import hub_of
from .protocol import CLOSE_AUTH, CLOSE_NO_ROOM, CLOSE_RATE, CLOSE_REPLACED, CLOSE_SLOW, MAX_MESSAGE, RateLimit
from .spec import RoomError

GAME = r"(letter|chaos|mythos)"
PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Learn to play</title>
<style>
  body {{ margin: 0; padding: 6px; background: #1d2a24; color: #e8e0cc; font: 14px system-ui, sans-serif; }}
</style>
</head>
<body>
<div id="cw-course" data-game="{game}"></div>
<noscript><p>This table is drawn by JavaScript: switch it on for this page.</p></noscript>
<script type="module" src="../static/room-course_page.js"></script>
</body>
</html>
"""


class CoursePageAPI:
    """<rooms>/learn/<game>.html — the course's page (its socket deals the course: the address asks which)."""

    def get(self, game):
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(PAGE.format(game=game))

    def head(self, game):   # the lobby asks whether the course is served (room/learn_link.js isServed)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish()


class CourseSocket:
    """<rooms>/course/ws — one page's course: started or resumed by its first message, then the page's commands."""

    course = None
    replaced = False
    queued = 0   # bytes written that the page has not taken yet
    _timer = None

    def open(self):
        hub = hub_of(self)
        self.limit = RateLimit(hub.rate, hub.burst)
        # a socket that never asks for its course is closed, as a room's that never joins (no idle sockets pile up)
        self._timer = IOLoop.current().call_later(hub.join_timeout, self._no_start)

    def _no_start(self):
        if self.course is None:
            self.close(CLOSE_AUTH, "no course asked for in time")

    def on_message(self, message):
        hub = hub_of(self)
        if self.replaced:
            return
        if not (self.limit.allow() and hub.clients.allow(self.request.remote_ip, "message")):
            self._say({"type": "error", "code": "rate", "message": hub.clients.why("message")})
            self.close(CLOSE_RATE, "too many messages")
            return
        try:
            msg = parse_json(message if isinstance(message, bytes) else str(message).encode("utf-8"),
                             "a course message", RoomError, MAX_MESSAGE, 6)
            if not isinstance(msg, dict):
                raise RoomError("a course message is an object with a 'type': start, resume or cmd")
            if self.course is None:
                self._open(hub, msg)
            elif msg.get("type") == "cmd":
                self._say({"type": "changes", "json": self.course.command(msg.get("cmd"))})
            else:
                raise RoomError("this socket has its course: send {\"type\": \"cmd\", \"cmd\": {...}}")
        except RoomError as e:
            self._say({"type": "error", "code": "course", "message": str(e)[:500]})
            if self.course is None:
                self.close(CLOSE_NO_ROOM if e.status == 404 else CLOSE_AUTH, "no course")
        except Exception as e:   # the widget refused a command (an illegal move): said, as the widget's page says it
            self._say({"type": "error", "code": "refused", "message": str(e)[:500]})

    def _open(self, hub, msg) -> None:
        """Start the course the first message asks for, or resume the page's; send its id, token and state."""
        courses = hub.courses
        if msg.get("type") == "resume":
            course = courses.resume(msg.get("course"), msg.get("token"))
        elif msg.get("type") == "start":
            course = courses.create(msg.get("game"), msg.get("lesson", 1), msg.get("lang", "en"),
                                    msg.get("rounds", 0), self.request.remote_ip)
        else:
            raise RoomError("a course's socket first sends {\"type\": \"start\", \"game\": …} or "
                            "{\"type\": \"resume\", \"course\": …, \"token\": …}")
        courses.attach(course, self)
        self.course = course
        # a resumed course keeps the page's own token: after a restart the course holds only its hash (the diff review)
        token = msg.get("token") if msg.get("type") == "resume" else course.token
        self._say({"type": "course", "course": course.id, "token": token, "game": course.game,
                   "lesson": course.lesson})
        self._say({"type": "state", "json": course.state()})

    def cut_off(self) -> None:
        """Another page took this course, or it was closed: this socket runs nothing more."""
        self.replaced = True
        self.close(CLOSE_REPLACED, "this course is open elsewhere, or closed")

    def on_close(self):
        if self._timer is not None:
            IOLoop.current().remove_timeout(self._timer)
        if self.course is not None and not self.replaced:
            hub_of(self).courses.detach(self.course, self)

    def _say(self, data) -> None:
        """Send `data`; a page that leaves more than the hub's send queue untaken is closed (CLOSE_SLOW), as a room's
        socket is: never buffered for ever (the diff review)."""
        text = json.dumps(data, ensure_ascii=False)
        if self.queued and self.queued + len(text) > hub_of(self).send_queue:   # one message alone always goes
            self.replaced = True
            self.close(CLOSE_SLOW, "too slow: it does not read what it is sent")
            return
        try:
            written = self.write_message(text)
        except WebSocketClosedError:
            return
        self.queued += len(text)
        written.add_done_callback(lambda _f, n=len(text): setattr(self, "queued", self.queued - n))


def course_routes(prefix: str, page, socket) -> list:
    """Return the course's routes under `prefix` (before the room's <id>/… route)."""
    return [(prefix + "/learn/" + GAME + r"\.html", page), (prefix + "/course/ws", socket)]
