"""Review 36, room_en / room_zh finding 1: after a game's end and "Play again" the lobby listed the table twice (the
finished one and its next game, one name). One table, one row: a finished table whose next game was made leaves the
listing (the next game stands for it); a finished table nobody asked again stays, marked over."""
from __future__ import annotations

from types import SimpleNamespace

from cthulhu_widgets.rooms.hub import Hub

OVER = SimpleNamespace(to_dict=lambda: {"winner": "A"})   # the game's end, as the engine gives it
SEATS = {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}


def _names(hub):
    return [(info["room"], info.get("name"), info["over"]) for info in hub.listing()["rooms"]]


def test_round38dd7_play_again_lists_the_table_once(tmp_path):
    hub = Hub(tmp_path)
    room = hub.get(hub.create({"game": "chaos", "seed": 7, "seats": SEATS, "name": "Friday table",
                               "listed": True})["room"])
    room.state.result = OVER
    assert _names(hub) == [(room.id, "Friday table", True)]   # over, not asked again: still listed, marked over
    new = hub.rematch(room, "A1")["room"]
    hub.rematch(room, "B1")                                   # the other seat's ask: the same next game
    assert _names(hub) == [(new, "Friday table", False)]
    assert hub.listing()["total"] == 1


def test_round38dd7_unnamed_play_again_lists_only_the_next_game(tmp_path):
    hub = Hub(tmp_path)
    room = hub.get(hub.create({"game": "chaos", "seed": 7, "seats": SEATS, "listed": True})["room"])
    other = hub.create({"game": "letter", "seed": 3, "listed": True})["room"]
    room.state.result = OVER
    new = hub.rematch(room, "B1")["room"]
    assert [r for r, _, _ in _names(hub)] == [new, other]


def test_round38dd7_after_a_restart_the_table_is_still_listed_once(tmp_path):
    """The link from a finished table to its next game is journaled with the next game: a restarted server (which
    forgets the rematch answer, its tokens being in no journal) still lists the table once."""
    hub = Hub(tmp_path)
    room = hub.get(hub.create({"game": "chaos", "seed": 7, "seats": SEATS, "name": "Friday table"})["room"])
    old = room.id
    room.state.result = OVER
    new = hub.rematch(room, "A1")["room"]
    hub.close()
    again = Hub(tmp_path)
    try:
        again.get(old).state.result = OVER                   # (the fake end above is not journaled: said again)
        assert again.get(old).rematch is None                # the answer's tokens were never written down
        assert _names(again) == [(new, "Friday table", False)]
    finally:
        again.close()


def test_round38dd7_a_create_request_cannot_hide_another_table(tmp_path):
    """The link is the server's own: a create request naming a table to follow is refused (it would take that table
    out of the listing)."""
    import pytest

    from cthulhu_widgets.rooms.spec import RoomError

    hub = Hub(tmp_path)
    victim = hub.create({"game": "letter", "seed": 1})["room"]
    with pytest.raises(RoomError, match="unknown field"):
        hub.create({"game": "letter", "seed": 2, "after": victim})
    assert [r for r, _, _ in _names(hub)] == [victim]


def test_round38dd7_play_again_after_the_table_was_archived_gives_the_same_next_game(tmp_path):
    """A finished table nobody watches is archived (lifecycle.py) and loaded again when its link is opened: Play
    again there made a second next game, listed beside the first under one name. It gives the first one again."""
    hub = Hub(tmp_path)
    room = hub.get(hub.create({"game": "chaos", "seed": 7, "seats": SEATS, "name": "Friday table"})["room"])
    old = room.id
    room.state.result = OVER
    first = hub.rematch(room, "A1")
    hub.archive(room, "over")
    again = hub.get(old)                                     # its link opened later: loaded from the archive
    again.state.result = OVER                                # (the fake end above is not journaled: said again)
    assert hub.rematch(again, "B1") == first
    assert _names(hub) == [(first["room"], "Friday table", False)]
