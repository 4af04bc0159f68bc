"""Review 37, room_en (Q1 7): a room had no course unless the static play pages were built (`make lite`), and the
review's server had none, so neither the lobby nor a table offered "Learn to play". The rooms server now runs the
course itself (rooms/course.py): <rooms>/learn/<game>.html is its page, and its socket deals the widget's own course
(learn(), CHAOS's lesson 2 too) in the page's language: private, rate-limited and capped, closed when left."""
from __future__ import annotations

import asyncio
import json

import pytest
from rooms_support import http, in_process
from tornado.httpclient import AsyncHTTPClient
from tornado.websocket import websocket_connect

from cthulhu_widgets.rooms import course as course_module
from test_rooms_jupyter import jupyter  # noqa: F401 (a Jupyter server with the rooms extension)

GAMES = ("letter", "chaos", "mythos")


@pytest.fixture(autouse=True)
def no_static_pages(tmp_path, monkeypatch):
    """The review's server: no `make lite` pages anywhere."""
    monkeypatch.setenv("CTHULHU_LITE_DIR", str(tmp_path / "no-lite"))


async def _socket(base):
    return await websocket_connect(base.replace("http", "ws", 1) + "/cthulhu/rooms/course/ws")


async def _open(base, **first):
    """Return (socket, its course message, its first state) for a course started with `first`."""
    ws = await _socket(base)
    await ws.write_message(json.dumps({"type": "start", **first}))
    told = json.loads(await ws.read_message())
    assert told["type"] == "course", told
    state = json.loads(await ws.read_message())
    assert state["type"] == "state", state
    return ws, told, json.loads(state["json"])


def test_review37_room_en_the_lobby_s_course_pages_are_served_without_the_static_pages(tmp_path):
    """Review 37, room_en: the lobby asks whether each game's course is served (a HEAD of <rooms>/learn/<game>.html,
    room/learn_link.js isServed) and shows its ★ link only then: with no `make lite` pages every game now has one,
    framed by a table's course sheet (same origin)."""
    async def main():
        async with in_process(tmp_path) as (_hub, base):
            for game in GAMES:
                page = f"{base}/cthulhu/rooms/learn/{game}.html"
                head = await AsyncHTTPClient().fetch(page, method="HEAD")
                got = await AsyncHTTPClient().fetch(page + "?learn=1&lang=zh&lesson=2")
                assert head.code == 200 and got.code == 200
                text = got.body.decode()
                assert f'data-game="{game}"' in text and "room-course_page.js" in text
                assert "frame-ancestors 'self'" in got.headers["Content-Security-Policy"]
                assert got.headers["X-Frame-Options"] == "SAMEORIGIN"
    asyncio.run(main())


def test_review37_room_en_a_course_table_s_first_frame_carries_the_coach_step(tmp_path):
    """Review 37, room_en: the course's socket deals the widget's course: its first frame carries the coach's step 1
    in the page's language (CHAOS lessons 1 and 2, Letter, Mythos), and a click on what the coach points at follows
    it to step 2."""
    async def main():
        async with in_process(tmp_path) as (_hub, base):
            ws, told, state = await _open(base, game="chaos", lesson=1, lang="zh")
            coach = state["coach"]
            assert told["lesson"] == 1 and coach["n"] == 1 and coach["of"] == 10 and "第 1 步" in coach["step"]
            assert state["lang"] == "zh" and "_esm" not in state and "layout" not in state
            await ws.write_message(json.dumps({"type": "cmd", "cmd": {"cmd": "act", "id": coach["id"],
                                                                      "step": state["step"]}}))
            changes = json.loads(json.loads(await ws.read_message())["json"])
            marks = [c["coach"] for c in changes if "coach" in c]
            assert marks and marks[-1].get("n", 0) >= 2, marks
            assert [c["step"] for c in changes if "step" in c][-1] > state["step"]   # the page's Undo follows it
            ws.close()
            _ws, _told, second = await _open(base, game="chaos", lesson=2, lang="en")
            assert second["coach"] and second["coach"]["text"] != coach["text"]
            for game in ("letter", "mythos"):
                _ws, _told, first = await _open(base, game=game, lang="ja")
                assert first["coach"].get("text") and first["lang"] == "ja", game
    asyncio.run(main())


def test_review37_room_en_a_course_is_private_never_listed_and_closed_when_left(tmp_path, monkeypatch):
    """Review 37, room_en (abuse): a course is never listed; its socket is taken back only with its token (a second
    person has none), the page's reload takes it back; a client may create courses at the rooms' rate; the
    course is closed LEFT_GRACE seconds after its page left."""
    async def main():
        async with in_process(tmp_path, create_rate=3, join_timeout=0.5) as (hub, base):
            ws, told, _state = await _open(base, game="chaos", lang="en")
            _status, listing = await http(base, "/cthulhu/rooms")
            assert listing["total"] == 0 and not hub.rooms
            stranger = await _socket(base)
            await stranger.write_message(json.dumps({"type": "resume", "course": told["course"], "token": "guess"}))
            refused = json.loads(await stranger.read_message())
            assert refused["type"] == "error" and await stranger.read_message() is None
            again = await _socket(base)   # the page reloaded: its kept token takes the course back
            await again.write_message(json.dumps({"type": "resume", "course": told["course"],
                                                  "token": told["token"]}))
            assert json.loads(await again.read_message())["course"] == told["course"]
            assert await ws.read_message() is not None or ws.close_code is not None
            for _ in range(2):
                await _open(base, game="letter")
            over = await _socket(base)
            await over.write_message(json.dumps({"type": "start", "game": "letter"}))
            assert "a minute" in json.loads(await over.read_message())["message"]
            again.close()
            await asyncio.sleep(0.2)
            course = hub.courses.open[told["course"]]
            assert course.socket is None and course.left is not None
            hub.courses.sweep(course.left + course_module.LEFT_GRACE + 1)
            assert told["course"] not in hub.courses.open
            idle = await _socket(base)   # a socket that never asks for a course is closed, as a room's that never joins
            assert await idle.read_message() is None
    asyncio.run(main())


def test_review37_room_en_a_course_is_journaled_and_a_restarted_server_resumes_it(tmp_path):
    """Review 37, room_en: a course is journaled like a room (its commands, in order): a restarted server replays it,
    and the page's token takes it back at the step it had reached; a closed course is not replayed."""
    from cthulhu_widgets.rooms.hub import Hub

    hub = Hub(tmp_path)
    course = hub.courses.create("chaos", 1, "ja")
    first = json.loads(course.state())
    course.command({"cmd": "act", "id": first["coach"]["id"], "step": first["step"]})
    reached = json.loads(course.state())
    closed = hub.courses.create("letter")
    hub.courses.close(closed)
    hub.close()
    again = Hub(tmp_path)
    try:
        assert not again.rooms and not again.refused and closed.id not in again.courses.open
        back = again.courses.resume(course.id, course.token)
        state = json.loads(back.state())
        assert state["coach"]["n"] == reached["coach"]["n"] == 2 and state["step"] == reached["step"]
        assert state["lang"] == "ja"
    finally:
        again.close()


def test_review37_room_en_the_jupyter_extension_serves_the_course_behind_its_login(jupyter):
    """Review 37, room_en: the rooms inside Jupyter (the extension) serve the course too, behind Jupyter's login: the
    page and its socket refuse a request without it, and deal the course with it."""
    from tornado.httpclient import HTTPClientError, HTTPRequest

    base, token, _log = jupyter
    auth = {"Authorization": f"token {token}"}

    async def main():
        page = base + "/cthulhu/rooms/learn/letter.html"
        # (GET: where make lite's pages are built the extension serves them on this address, and their file handler
        # answers an anonymous HEAD 405, not 403)
        # (a page asked without the login is refused, 403, or sent to Jupyter's login, 302: never served)
        with pytest.raises(HTTPClientError) as refused:
            await AsyncHTTPClient().fetch(page, follow_redirects=False)
        assert refused.value.code == 403 or (refused.value.code == 302
                                             and "login" in refused.value.response.headers.get("Location", ""))
        assert (await AsyncHTTPClient().fetch(page, headers=dict(auth))).code == 200
        url = base.replace("http", "ws", 1) + "/cthulhu/rooms/course/ws"
        with pytest.raises(HTTPClientError):
            await websocket_connect(url)
        ws = await websocket_connect(HTTPRequest(url, headers=dict(auth)))
        await ws.write_message(json.dumps({"type": "start", "game": "letter", "lang": "zh-TW"}))
        assert json.loads(await ws.read_message())["type"] == "course"
        state = json.loads(json.loads(await ws.read_message())["json"])
        assert state["coach"].get("text") and state["lang"] in ("zh", "zh-TW")
        ws.close()
    asyncio.run(main())


def test_review37_room_en_courses_are_capped_per_address_and_per_server(monkeypatch):
    """Review 37, room_en (abuse): an address has at most COURSES_PER_CLIENT courses open (one more closes its oldest
    that no page reads, else is refused), a server MAX_COURSES."""
    from cthulhu_widgets.rooms.clients import Clients
    from cthulhu_widgets.rooms.spec import RoomError

    monkeypatch.setattr(course_module, "COURSES_PER_CLIENT", 2)
    monkeypatch.setattr(course_module, "MAX_COURSES", 3)
    courses = course_module.Courses(Clients(create_rate=1000))
    first, second = (courses.create("letter", client="a") for _ in range(2))
    for course in (first, second):
        courses.attach(course, object())
    with pytest.raises(RoomError) as mine:
        courses.create("letter", client="a")
    assert mine.value.status == 429
    courses.detach(first, first.socket)
    third = courses.create("letter", client="a")   # the unread one goes
    assert first.id not in courses.open and {second.id, third.id} <= set(courses.open)
    courses.create("letter", client="b")
    with pytest.raises(RoomError) as full:
        courses.create("letter", client="c")
    assert full.value.status == 503
