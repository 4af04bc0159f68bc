"""TableWidget: the kernel side of a shared table (the page does the rest, tests/test_browser_rooms.py), and the
catalog a room sends with `joined` (printed data only: the same for every seat and every deal)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import catalog as table_catalog
from cthulhu_widgets.widgets import ChaosWidget, MythosWidget, TableWidget
from cthulhu_widgets.widgets.table import parse_link


def test_the_three_ways_to_make_a_table():
    assert TableWidget().create == {} and TableWidget().room == ""
    made = TableWidget(room={"game": "chaos", "seed": None}, seat="A1")
    assert made.create == {"game": "chaos", "seed": None} and made.seat == "A1" and made.room == ""
    joined = TableWidget(link="http://h:8888/cthulhu/rooms/page#room=k3Jx9aQ2&token=abc-DEF_1")
    assert (joined.room, joined.token) == ("k3Jx9aQ2", "abc-DEF_1")
    assert "abc-DEF_1" not in repr(joined)


@pytest.mark.parametrize("kwargs", [{"room": "no spaces allowed"}, {"room": "k3Jx9aQ2"}, {"link": "http://h/#room=x"},
                                    {"room": 5}])
def test_bad_tables_are_refused(kwargs):
    with pytest.raises(ValueError):
        TableWidget(**kwargs)


def test_the_page_may_write_no_trait_and_tells_only_room_ids():
    w = TableWidget(room="k3Jx9aQ2", token="t")
    w._handle_msg({"content": {"data": {"method": "update", "state": {"room": "other", "token": "x"},
                                        "buffer_paths": []}}, "buffers": []})
    assert (w.room, w.token) == ("k3Jx9aQ2", "t")
    for content in ({"event": "created", "room": "abc"}, {"event": "created", "room": "bad room"}, {"x": 1}, 7):
        w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})
    assert w.created == ["abc"]


def test_parse_link_needs_room_and_token():
    assert parse_link("/cthulhu/rooms/page#room=a&token=b") == ("a", "b")
    with pytest.raises(ValueError):
        parse_link("/cthulhu/rooms/page#token=b")


def test_a_rooms_catalog_is_the_widgets_and_names_the_rooms_seats():
    chaos = table_catalog("chaos", ("A1", "A2", "B1", "B2"))
    assert chaos == ChaosWidget(seed=1).catalog_data
    mythos = table_catalog("mythos", ("p0", "p1", "p2"))
    assert mythos["seats"] == ["p0", "p1", "p2"] and mythos["cards"] == MythosWidget(seed=2).catalog_data["cards"]
