"""Seat frames (cthulhu_widgets.frames): what a seat is shown is built once, and the widget, the room and the
replay send that same frame.

The frames carry the seat's view, its legal moves with their sentences, its log and the banner, under the
hidden-information rules of each game (LS-KNOW-1, CH-HIDE-1, MY-HIDE-1: a seat sees its own hand, never another's;
CH-HIDE-2: an event known only to some seats is in their logs only).
"""
from __future__ import annotations

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


def widget_frame(w) -> dict:
    """Return what a widget syncs of a frame (its traits)."""
    return jsonable({"view": w.view, "legal": w.legal, "log_lines": w.log_lines, "banner": w.banner,
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
                    assert widget_frame(w) == {k: f[k] for k in ("view", "legal", "log_lines", "banner", "step")}
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
    """CH-HIDE-2 (and alike in every game): a seat's log holds the events it may see. A table's log grows by the new events of each step (the lines already read are kept, not rebuilt) and is
    cut back when the match goes back; it is the seat's visible events in order, as the match's log says."""
    match = played(game, steps=200)
    seat = SEATS[game][0]
    table = Frames(game)
    end = match.index
    kept = None
    for i in range(end + 1):
        match.seek(i)
        lines = table.log(MatchPositions(match), seat)
        visible = [e.text for e in match.log() if e.visible_to(seat)]
        assert [line["text"] for line in lines] == visible
        if kept is not None:
            assert lines[:len(kept)] == kept and all(a is b for a, b in zip(lines, kept))   # appended
        kept = list(lines)
    match.seek(end // 2)
    assert [line["text"] for line in table.log(MatchPositions(match), seat)] == \
        [e.text for e in match.log() if e.visible_to(seat)]
    whole = list(table.log(MatchPositions(match), seat))
    f = table.of(match.state, MatchPositions(match), seat)
    assert f["log_lines"] == whole[-LOG_LENGTH:] and f["log_from"] == len(whole) - len(f["log_lines"])


def test_each_sentence_is_rendered_once_per_language_CH_HIDE_2():
    """A CHAOS event's Japanese sentence is rendered once however often the designer's log (every event, CH-HIDE-2's
    private ones too) is read in Japanese; its English sentence is the engine's own text, not rendered again."""
    match = played("chaos", steps=30)
    table = Frames("chaos")
    calls = []
    render = table.module.sentence
    table.module = type("Counting", (), {"sentence": staticmethod(lambda e, lang: calls.append(e) or render(e, lang)),
                                          "legal": table.module.legal, "banner": table.module.banner})
    for _ in range(3):
        table._logs.clear()
        table.log(MatchPositions(match), None, "ja", True)
        table.log(MatchPositions(match), None, "en", True)
    assert len(calls) == len(match.log()) and len({id(e) for e in calls}) == len(calls)


def test_a_catalog_names_the_tables_seats_and_languages_MY_ZONE_1():
    """MY-ZONE-1: each player has a seat of its own; a Mythos table's catalog names the seats it was given."""
    assert frames.catalog("mythos", ("p0", "p1", "p2"))["seats"] == ["p0", "p1", "p2"]
    assert frames.catalog("letter")["langs"] == ["en", "zh", "ja"] and "seats" not in frames.catalog("letter")
