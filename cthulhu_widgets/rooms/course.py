"""The solo course the rooms server runs itself (review 37, room_en, Q1 7: without the static play pages, `make lite`,
neither the lobby nor a table offered "Learn to play"): a private one-seat table whose other seats are the widget's
bots, dealt by the widget's own `learn()` (CHAOS's `learn(lesson=2)` too) in the page's language. The page draws it
with the widgets' render over a socket (js/src/room/course_page.js), as the static page does over its worker: the
same coach marks, Got it and step chips, Undo. Never listed; one socket at a time, by its token; closed when left.
Journaled like a room (journal.py): its row's spec says {"course": 1, game, lesson, lang, rounds}, its actions are the
page's commands, replayed into a fresh course when the server starts again (the page's reload resumes it)."""
from __future__ import annotations

import json
import logging
import random
import secrets
import time

from .protocol import LANGS
from .room import MAX_STEPS
from .spec import SEED_BITS, RoomError
from .tokens import matches, new_token, token_hash

log = logging.getLogger("cthulhu_widgets.rooms")
GAMES = ("letter", "chaos", "mythos")
PREFIX = "course-"         # a course's id in the journal (a room's id is 8 characters: never one of these)
MAX_COURSES = 100          # courses open at once on a server
COURSES_PER_CLIENT = 10    # open at once per address (a classroom shares one): one more closes its oldest unread
LEFT_GRACE = 60.0          # seconds a course whose page closed waits for it to come back (a reload)
UNJOINED = 60.0            # seconds a course nobody opened is kept
IDLE = 2 * 3600.0          # seconds a course with no command is kept
# ipywidgets' own synced traits (the DOM widget's and anywidget's): the page is drawn without them; `_esm` alone is
# the whole front end (900 kB)
OWN = ("layout", "tabbable", "tooltip")
DRAW = "_draw"   # a journaled command's draw: the seed of any deal it makes (the page's commands have no such key)
NOW = "_now"     # a journaled command's time (s since the course was made): the course's clock, replayed as it ran
SERVER_KEYS = (DRAW, NOW)   # the server's own keys of a journaled command, never the page's


class Course:
    """One course table: the widget, its token's hash, its one socket, and the trait changes not yet sent."""

    def __init__(self, course_id: str, game: str, lesson: int, lang: str, rounds: int = 0, journal=None):
        from .. import widgets   # the rooms import no widget until a course is asked for

        cls = {"letter": widgets.LetterWidget, "chaos": widgets.ChaosWidget, "mythos": widgets.MythosWidget}[game]
        rules = {"max_rounds": rounds} if game == "chaos" and 0 < rounds <= 1000 else None
        # a player's table, as the static page's (lite/__init__.py start): no designer control, no hidden card shown
        self.widget = cls(rules=rules, lang=lang, can_reveal=False, delay_ms=700, fit_screen=True)
        self.keys = sorted(n for n in self.widget.trait_names(sync=True) if not n.startswith("_") and n not in OWN)
        self.outbox: list = []
        self.widget.points_to_easy = False   # a room's games have no level to choose (review 41, room_zh 7)
        self.widget._send = lambda msg, buffers=None: self.outbox.append(msg.get("state", {}))
        self.widget.learn(lesson) if lesson != 1 else self.widget.learn()   # Letter's learn() takes no lesson
        self.outbox.clear()
        self.id, self.game, self.lesson, self.lang, self.rounds = course_id, game, lesson, lang, rounds
        self.token = new_token()
        self.hash = token_hash(self.token)
        self.journal, self.steps = journal, 0   # its commands journaled, in order (the journal's steps)
        self.created = self.last = time.monotonic()
        self.socket = None
        self.left: float | None = None   # when its page's socket closed
        self.creator = None

    def state(self) -> str:
        """Return the table's whole state (its synced traits) as JSON text, the page's first model."""
        return json.dumps(self.widget.get_state(self.keys), ensure_ascii=False)

    def command(self, content) -> str:
        """Run one page message (`{"cmd": ...}`, as the widget's page sends it) and return the trait changes it made,
        as a JSON list."""
        from ..widgets.commands import COMMANDS   # (the rooms import no widget until a course is asked for)

        if not isinstance(content, dict) or content.get("cmd") not in COMMANDS:
            raise RoomError(f"a course command is an object {{\"cmd\": ...}} naming one of {', '.join(COMMANDS)}")
        if self.steps >= MAX_STEPS:   # as a room's: the journal a restart replays stays bounded (the diff review)
            raise RoomError(f"this course has taken its {MAX_STEPS} steps: open Learn to play again", 410)
        self.last = time.monotonic()
        content = {k: v for k, v in content.items() if k not in SERVER_KEYS}   # the server's, never the page's
        return self.run({**content, DRAW: secrets.randbits(SEED_BITS), NOW: time.monotonic() - self.created})

    def run(self, content: dict) -> str:
        """Run one command with its journaled draw (`DRAW`: the seed of any deal it makes) and time (`NOW`) and
        return its changes."""
        if self.journal is not None:   # written before it is run, as a room's action (a refusal replays the same)
            self.journal.append(self.id, self.steps, content)
        self.steps += 1
        self.outbox.clear()
        # a "New game" or a re-deal draws its secret seed from the journaled draw: a replay deals the same table
        # (a journal from before the draw was kept deals afresh, as it did)
        if type(content.get(DRAW)) is int:
            draw = random.Random(content[DRAW])
            self.widget._fresh_seed = lambda: draw.getrandbits(SEED_BITS)
        # the hold of an off-course move times its pause by the journaled time: a restart's replay, which runs every
        # command at once, holds and lets through the same presses (diff review of round II, defect 1); a journal
        # from before the time was kept uses the wall clock, as it did
        if type(content.get(NOW)) in (int, float):
            at = float(content[NOW])
            self.widget._now = lambda: at
        try:
            self.widget._handle_custom_msg({k: v for k, v in content.items() if k not in SERVER_KEYS}, [])
        finally:   # neither outlives its command (a later deal or press outside `run` draws its own)
            self.widget.__dict__.pop("_fresh_seed", None)
            self.widget.__dict__.pop("_now", None)
        # as the page names them (get_state's `step`, not `step_index`), without ipywidgets' own
        changes = [{k: v for k, v in c.items() if not k.startswith("_") and k not in OWN} for c in self.outbox]
        self.outbox.clear()
        return json.dumps([c for c in changes if c], ensure_ascii=False)


class Courses:
    """The server's open courses: made at most `create` times a minute per client (the rooms' limit, clients.py),
    MAX_COURSES at once, COURSES_PER_CLIENT per client; reaped when left, unjoined or idle (`sweep`)."""

    def __init__(self, clients, journal=None):
        self.clients, self.journal, self.open = clients, journal, {}

    def create(self, game, lesson=1, lang="en", rounds=0, client=None) -> Course:
        """Return a new course of `game`'s `lesson` in `lang` for `client`; RoomError says why not."""
        if game not in GAMES:
            raise RoomError(f"game must be one of {', '.join(GAMES)}, not {str(game)[:40]!r}")
        if type(lesson) is not int or lesson not in ((1, 2) if game == "chaos" else (1,)):
            raise RoomError(f"{game} has no lesson {str(lesson)[:10]}")
        lang = lang if lang in LANGS else "en"
        rounds = rounds if type(rounds) is int and 0 < rounds <= 1000 else 0
        if client is not None and not self.clients.allow(client, "create"):
            raise RoomError(self.clients.why("create"), 429)
        self.sweep()
        mine = [c for c in self.open.values() if c.creator == client]
        # one more closes the address's oldest course with no page open (the diff review: not refused while one is)
        unread = sorted((c for c in mine if c.socket is None), key=lambda c: c.last)
        extra = max(0, len(mine) - COURSES_PER_CLIENT + 1)
        if extra > len(unread):
            raise RoomError(f"this address already has {COURSES_PER_CLIENT} courses open; close one", 429)
        for old in unread[:extra]:
            self.close(old)
        if len(self.open) >= MAX_COURSES:
            raise RoomError(f"this server has its maximum of {MAX_COURSES} courses open; try later", 503)
        course_id = PREFIX + secrets.token_urlsafe(6)
        while course_id in self.open or (self.journal is not None and self.journal.archived(course_id)):
            course_id = PREFIX + secrets.token_urlsafe(6)
        course = Course(course_id, game, lesson, lang, rounds, self.journal)
        course.creator = client
        if self.journal is not None:
            self.journal.create(course_id, {"course": 1, "game": game, "lesson": lesson, "lang": lang,
                                            "rounds": rounds}, {"course": course.hash})
        self.open[course_id] = course
        return course

    def restore(self, row) -> bool:
        """Return whether the journal row (`Journal.live`) is a course's; if so, replay its commands into a fresh course
        waiting LEFT_GRACE seconds for its page (a row that does not replay is closed, said in the log)."""
        course_id, _created, spec_text, hashes_text = row[:4]
        spec = json.loads(spec_text) if course_id.startswith(PREFIX) else None
        if not isinstance(spec, dict) or spec.get("course") != 1:
            return False
        try:
            course = Course(course_id, spec["game"], spec["lesson"], spec["lang"], spec["rounds"])
            course.hash = json.loads(hashes_text)["course"]
            for content in self.journal.actions(course_id):
                course.run(content)
        except Exception:   # one broken course must not keep the server from starting
            log.exception("course %s is not served: its journal does not replay", course_id)
            self.journal.archive(course_id, "expired", {"room": course_id, "course": True, "over": False})
            return True
        course.journal, course.left = self.journal, time.monotonic()
        self.open[course_id] = course
        return True

    def resume(self, course_id, token) -> Course:
        """Return the open course `course_id` its `token` opens; RoomError 404 when there is none (or not that)."""
        course = self.open.get(course_id) if isinstance(course_id, str) else None
        if course is None or not matches(token, course.hash):
            raise RoomError("no such course: it was closed", 404)
        return course

    def attach(self, course: Course, socket) -> None:
        """Make `socket` the course's one reader: an earlier socket of the same page is cut off."""
        old, course.socket, course.left = course.socket, socket, None
        if old is not None and old is not socket:
            getattr(old, "cut_off", lambda: None)()

    def detach(self, course: Course, socket) -> None:
        """The course's socket closed: it waits LEFT_GRACE seconds for its page (`sweep` closes it then)."""
        if course.socket is socket:
            course.socket, course.left = None, time.monotonic()

    def close(self, course: Course) -> None:
        """Take `course` off the server (its socket, if any, is cut off)."""
        self.open.pop(course.id, None)
        if self.journal is not None:
            self.journal.archive(course.id, "expired", {"room": course.id, "course": True, "game": course.game,
                                                        "over": False})
        if course.socket is not None:
            getattr(course.socket, "cut_off", lambda: None)()

    def sweep(self, at: float | None = None) -> None:
        """Close the courses left LEFT_GRACE seconds ago, never opened in UNJOINED, or idle for IDLE."""
        at = time.monotonic() if at is None else at
        for course in list(self.open.values()):
            left = course.left is not None and at - course.left >= LEFT_GRACE
            unjoined = course.socket is None and course.left is None and at - course.created >= UNJOINED
            if left or unjoined or at - course.last >= IDLE:
                self.close(course)
