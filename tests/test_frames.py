"""Seat frames (cthulhu_widgets.frames): what a seat is shown is built once, and the widget, the room and the
replay send that same frame.

The frames carry the seat's view, its legal moves with their sentences, its log and the banner, under the
hidden-information rules of each game (LS-KNOW-1, CH-HIDE-1, MY-HIDE-1: a seat sees its own hand, never another's;
CH-HIDE-2: an event known only to some seats is in their logs only).
"""
from __future__ import annotations

import asyncio
import json

import pytest

from cthulhu_widgets import frames
from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import LOG_LENGTH, Frames, MatchPositions
from cthulhu_widgets.games import get_spec
from cthulhu_widgets.match import Match

SEATS = {"letter": ("player",), "chaos": ("A1", "B2"), "mythos": ("p0", "p1")}
LANGS = {"letter": ("en", "zh", "ja"), "chaos": ("en", "zh", "ja"), "mythos": ("en", "ja", "zh")}


def jsonable(value):
    return json.loads(json.dumps(value))


def played(game: str, seed: int = 2, steps: int = 60) -> Match:
    """Return a match of `game` played `steps` steps (or to its end) by heuristic bots."""
    match = Match.new(game, seed=seed)
    bots = {s: make_bot("heuristic", game, seed=i) for i, s in enumerate(match.game.SEATS)}
    match.step(bots, n=steps)
    return match


def latest(lines: list, start: int) -> tuple[list, int]:
    """Return the latest LOG_LENGTH of log lines starting at `start` in the seat's log, and where they start (a
    widget may hold more of the log than a room's or a replay's frame carries)."""
    tail = list(lines)[-LOG_LENGTH:]
    return tail, start + len(lines) - len(tail)


def widget_frame(w) -> dict:
    """Return what a widget syncs of a frame (its traits), with its latest log lines."""
    tail, start = latest(w.log_lines, w.log_from)
    return jsonable({"view": w.view, "legal": w.legal, "log_lines": tail, "log_from": start, "banner": w.banner,
                     "step": w.step_index})


@pytest.mark.parametrize("game", list(SEATS))
def test_the_widget_syncs_the_seats_frame_LS_KNOW_1_CH_HIDE_1_MY_HIDE_1(game):
    """At several steps, seats, languages and in design mode, the widget's traits are the frame of its seat: the
    seat's own view (LS-KNOW-1, CH-HIDE-1, MY-HIDE-1: no other seat's hand), its moves with sentences, its log and
    the banner."""
    match = played(game, steps=400)
    cls = get_spec(game).widget_class()
    start = match.state_at(0)
    w = cls(seed=start.seed, rules=start.rules, setup=start.setup, bots={}, undo="exact", autoplay=False)
    w.match = match
    checked = 0
    for i in sorted({1, 5, len(match) // 2, len(match) - 1, len(match)}):
        for seat in SEATS[game]:
            for lang in LANGS[game]:
                for design in (False, True):
                    w.mode, w.seat, w.lang = "design" if design else "play", seat, lang
                    w.seek(i)
                    f = jsonable(frames.of(match, seat, lang, design))
                    assert widget_frame(w) == {k: f[k] for k in ("view", "legal", "log_lines", "log_from", "banner",
                                                                 "step")}
                    checked += 1
    assert checked >= 20


@pytest.mark.parametrize("game", list(SEATS))
def test_a_frame_offers_moves_on_the_seats_turn_only_CH_HIDE_3(game):
    """CH-HIDE-3 (and alike in every game): the flow of play offers moves to the seat to act only. The seat to act gets its legal moves, each with an id, a target and a sentence; other seats get none, and
    every move's id finds its action in one lookup (`Frames.move`)."""
    match = played(game, steps=7)
    state, table = match.state, Frames(game)
    seat = state.to_act
    f = table.of(state, MatchPositions(match), seat)
    assert [m["id"] for m in f["legal"]] == [str(a) for a in state.legal_actions()]
    assert all(m["text"] and "target" in m for m in f["legal"])
    assert all(table.move(state, str(a)) is a for a in state.legal_actions())
    assert table.move(state, "no such move") is None
    other = next(s for s in match.game.SEATS if s != seat and s not in match.game.AUTOMATA) \
        if len(SEATS[game]) > 1 else None
    if other:
        assert table.of(state, MatchPositions(match), other)["legal"] == []
    assert table.of(state, MatchPositions(match), seat, moves=False)["legal"] == []


@pytest.mark.parametrize("game", list(SEATS))
def test_the_log_is_appended_step_by_step_and_cut_back_on_undo_CH_HIDE_2(game):
    """CH-HIDE-2 (and alike in every game): a seat's log holds what it may see. A table's log grows by the lines of
    each new step (the lines already told are kept, not told again) and is cut back when the match goes back; at
    every position it is the log a new table tells from the deal, and a frame carries its latest lines."""
    match = played(game, steps=200)
    seat = SEATS[game][0]
    table = Frames(game)
    end = match.index
    kept = None
    for i in range(end + 1):
        match.seek(i)
        lines = table.log(MatchPositions(match), seat)
        assert lines == Frames(game).log(MatchPositions(match), seat) and all(line["text"] for line in lines)
        if kept is not None:
            assert len(lines) >= len(kept) and all(a is b for a, b in zip(lines, kept))   # appended
        kept = list(lines)
    assert len(kept) > 10
    match.seek(end // 2)
    whole = list(table.log(MatchPositions(match), seat))
    assert whole == Frames(game).log(MatchPositions(match), seat) and len(whole) < len(kept)
    f = table.of(match.state, MatchPositions(match), seat)
    assert f["log_lines"] == whole[-LOG_LENGTH:] and f["log_from"] == len(whole) - len(f["log_lines"])


def test_each_sentence_is_rendered_once_per_language_CH_HIDE_2(monkeypatch):
    """A CHAOS event's Japanese sentence is rendered once however often the designer's log (every event, CH-HIDE-2's
    private ones too) is read in Japanese; its English sentence is the engine's own text, not rendered again."""
    import cthulhu_widgets.frames.chaos as chaos_frame

    match = played("chaos", steps=30)
    calls = []
    render = chaos_frame.sentence
    monkeypatch.setattr(chaos_frame, "sentence", lambda event, lang: calls.append((id(event), lang)) or render(
        event, lang))
    table = Frames("chaos")
    for _ in range(3):
        table._logs.clear()
        table.log(MatchPositions(match), None, "ja", True)
        table.log(MatchPositions(match), None, "en", True)
    assert {c[1] for c in calls} == {"ja"} and len(set(calls)) == len(calls) > 20   # each event once, in Japanese


def test_a_catalog_names_the_tables_seats_and_languages_MY_ZONE_1():
    """MY-ZONE-1: each player has a seat of its own; a Mythos table's catalog names the seats it was given."""
    assert frames.catalog("mythos", ("p0", "p1", "p2"))["seats"] == ["p0", "p1", "p2"]
    assert frames.catalog("letter")["langs"] == ["en", "zh", "ja"] and "seats" not in frames.catalog("letter")


# ----- the room and the replay send the widget's frame ----------------------------------------------------------
class Socket:
    """A room connection that keeps what it is sent."""

    def __init__(self):
        self.sent = []

    def send(self, text: str) -> None:
        self.sent.append(json.loads(text))

    def close(self, *_):
        pass


def widget_at(game: str, history, seat: str, lang: str):
    """Return a widget of the room's deal (seed 5, default rules) after `history`, seen from `seat` in `lang`."""
    w = get_spec(game).widget_class()(seed=5, bots={}, undo="exact", autoplay=False, seat=seat, lang=lang)
    for action in history:
        w.match.apply(action)
    w._sync()
    return w


async def play_room(room, steps: int, check) -> int:
    """Play the room's human seats by seeded random moves (its automaton plays itself), calling `check()` at every
    step; return the steps checked."""
    import random

    rng, checked = random.Random(5), 0
    while room.state.result is None and room.step < steps:
        if room.state.to_act in room.module.AUTOMATA:
            await asyncio.sleep(0.005)
            continue
        check()
        checked += 1
        action = rng.choice(room.state.legal_actions())
        await room.act(room.state.to_act, str(action), room.step)
    check()
    return checked + 1


@pytest.mark.parametrize("game", list(SEATS))
def test_a_rooms_state_message_is_the_widgets_frame_CH_HIDE_1_MY_HIDE_1_LS_KNOW_1(game, tmp_path):
    """A room sends each seat the frame its widget syncs at the same step, in the seat's language: its view
    (LS-KNOW-1, CH-HIDE-1, MY-HIDE-1: its own hand only; the engine's view, a widget's compacted for Mythos), its
    moves with targets and sentences on its turn, its log lines, the banner; a spectator the public frame."""
    from cthulhu_widgets.frames import PUBLIC
    from cthulhu_widgets.frames.forced import forced_move
    from cthulhu_widgets.rooms.hub import Hub

    hub = Hub(tmp_path, bot_pace=0.0)
    seats = SEATS[game]
    made = hub.create({"game": game, "seed": 5, "seats": {s: "human" for s in get_spec(game).humans
                                                          if game != "mythos" or s in ("p0", "p1")}})
    room = hub.get(made["room"])
    langs = dict(zip(seats, LANGS[game][1:] + LANGS[game][:1]))
    sockets = {seat: Socket() for seat in seats}
    watcher = Socket()
    compact = getattr(frames.frame_module(game), "compact", lambda view: view)

    def check():
        history = list(room.state.history)
        for seat, socket in sockets.items():
            got, w = socket.sent[-1], widget_at(game, history, seat, langs[seat])
            assert got["step"] == w.step_index == len(history)
            assert jsonable(compact(got["view"])) == jsonable(w.view)
            assert got["view"] == jsonable(room.state.view(seat))
            # a lone empty move the server plays for a person (frames/forced.py) is offered by no room message
            lone = seat == room.state.to_act and forced_move(room.state) is not None
            assert [got[k] for k in ("legal", "banner")] == jsonable([[] if lone else w.legal, w.banner])
            assert page_log(socket.sent) == (0, jsonable(w.log_lines))   # only the lines it lacks went: the whole story
        match = Match.new(game, seed=5)
        for action in history:
            match.apply(action)
        public = jsonable(Frames(game).of(match.state, MatchPositions(match), None, "en", compact=False, log_from=0))
        assert {k: watcher.sent[-1][k] for k in public if k not in ("log_lines", "log_from")} == \
            {k: v for k, v in public.items() if k not in ("log_lines", "log_from")}
        assert page_log(watcher.sent) == (0, public["log_lines"]) and public["view"] == jsonable(
            match.state.view(PUBLIC))

    async def main():
        for seat, socket in sockets.items():
            room.join(seat, socket, langs[seat])
        room.join(None, watcher)
        return await play_room(room, 40, check)

    from cthulhu_widgets.rooms.protocol import Refused, read_message

    assert read_message('{"type": "lang", "lang": "ja"}')["lang"] == "ja"
    for bad in ('{"type": "lang"}', '{"type": "lang", "lang": "fr"}', '{"type": "join", "token": "t", "lang": 3}'):
        with pytest.raises(Refused):
            read_message(bad)
    try:
        assert asyncio.run(main()) >= 5
        room.set_lang(seats[0], sockets[seats[0]], "en")   # a lang message: the state again, in English
        langs[seats[0]] = "en"
        check()
    finally:
        hub.close()


@pytest.mark.parametrize("game", list(SEATS))
def test_a_replays_steps_are_the_widgets_frames_CH_HIDE_1(game):
    """Each step of a seat's replay (CH-HIDE-1 and alike: only what the seat saw) and of a designer's replay is the
    frame the widget syncs at that position: view, banner, and the lines the step added to the seat's story (joined,
    the widget's whole log)."""
    from cthulhu_widgets.replay import record

    match = played(game, steps=300)
    for seat, lang in ((SEATS[game][-1], LANGS[game][1]), (None, "en")):
        steps = record(match, seat=seat, lang=lang)["steps"]
        start = match.state_at(0)
        w = get_spec(game).widget_class()(seed=start.seed, rules=start.rules, setup=start.setup, bots={},
                                          undo="exact", autoplay=False, lang=lang, seat=seat,
                                          mode="play" if seat else "design")
        w.match = match
        for i in sorted({0, 1, len(match) // 3, len(match) // 2, len(match)}):
            if seat is not None and _declined_for(match, i, seat):
                continue   # the widget never stops there: it declines for its seat (ChaosWidget._pass_forced)
            w.seek(i)
            story = [line for step in steps[:i + 1] for line in step["log_lines"]]
            assert {k: steps[i][k] for k in ("view", "banner")} == jsonable({"view": w.view, "banner": w.banner})
            assert story == jsonable(w.log_lines) and steps[i]["log_from"] == len(story) - len(steps[i]["log_lines"])


def _declined_for(match, i: int, seat: str) -> bool:
    """Return whether position `i` asks `seat` a decision whose only move a CHAOS table plays for it (a forced
    decline, frames.forced): since round Z's bot the CHAOS game of `played` ends at B2's forced 'pass' to a react."""
    from cthulhu_widgets.frames.forced import forced_move

    state = match.state_at(i)
    return state.result is None and state.to_act == seat and forced_move(state) is not None


def merged(copy: tuple, lines: list, start) -> tuple:
    """Return the page's copy of the log after an update, as js/src/index.js `mergeLog` keeps it (the whole story)."""
    held_from, held = copy
    if isinstance(start, int) and held_from <= start <= held_from + len(held):
        return held_from, held[:start - held_from] + lines
    return (start if isinstance(start, int) else 0), list(lines)


def page_log(messages: list) -> tuple:
    """Return the log a room's page holds after `messages` (each state message merged as the page merges it)."""
    copy = (0, [])
    for message in messages:
        if message.get("type") == "state":
            copy = merged(copy, message["log_lines"], message["log_from"])
    return copy


@pytest.mark.parametrize("game", list(SEATS))
def test_the_page_keeps_the_log_from_the_lines_it_lacks_CH_HIDE_2(game):
    """A widget sends only the log lines the page lacks; the page's copy, cut and appended as the page does, is the
    seat's whole log (CH-HIDE-2: its visible events) after every step, undo, seek, seat, language and mode change."""
    from widget_support import capture, send

    cls = get_spec(game).widget_class()
    w = cls(seed=4, undo="exact", autoplay=False)
    copy = (w.get_state()["log_from"], w.get_state()["log_lines"])   # the page's first, whole state
    sent = capture(w)
    commands = [{"cmd": "bot_step"}] * 12 + [{"cmd": "undo"}, {"cmd": "undo"}, {"cmd": "seek", "index": 3},
                                             {"cmd": "lang", "value": "ja"}, {"cmd": "bot_step"},
                                             {"cmd": "reveal", "on": True}, {"cmd": "bot_step"},
                                             {"cmd": "reveal", "on": False}]
    if len(SEATS[game]) > 1:
        commands += [{"cmd": "seat", "value": SEATS[game][1]}, {"cmd": "bot_step"}]
    lines_sent = whole = 0
    for command in commands:
        if command["cmd"] == "bot_step" and w.state.to_act is None:
            continue   # a short Letter game is over
        if command["cmd"] == "bot_step" and w.state.to_act == w.seat:
            command = {"cmd": "act", "id": w.legal[0]["id"], "step": w.match.index}
        send(w, command)
        assert not w.error, (command, w.error)
        for message in sent:
            state = message["state"]
            if "log_lines" in state:
                copy = merged(copy, state["log_lines"], state["log_from"])
                lines_sent += len(state["log_lines"])
                whole += len(w.log_lines)
        sent.clear()
        assert copy == (w.log_from, jsonable(w.log_lines)) and w.log_from == 0, command
    assert lines_sent < whole   # fewer lines went than the whole log each time
