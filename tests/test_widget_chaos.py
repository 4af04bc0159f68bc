"""ChaosWidget: one human seat and three bots, seat switching, bad commands, and play mode keeping every
other seat's private knowledge out of what is synced (view, legal, log)."""
import json
import random

from cthulhu_widgets.games import chaos
from cthulhu_widgets.widgets import ChaosWidget
from story_support import censored_log


def send(w, content):
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_a_human_seat_and_three_bots():
    w = ChaosWidget(seed=1, rules={"max_rounds": 3})
    assert w.seat == "A1" and set(w.bots) == set(chaos.SEATS)  # A1's bot is the toolbar's "bot move"
    assert repr(w).startswith("ChaosWidget(seed=1, step=0/0, mode='play'")
    if w.state.to_act == "A1":
        assert w.legal and all(e["target"] for e in w.legal)
    for _ in range(400):
        if w.state.result:
            break
        if w.state.to_act == "A1":
            send(w, {"cmd": "act", "id": w.legal[0]["id"], "step": w.match.index})
        else:
            send(w, {"cmd": "bot_step"})
        assert w.error == ""
    assert w.state.result is not None


def test_switching_the_viewing_seat():
    w = ChaosWidget(seed=2)
    send(w, {"cmd": "seat", "value": "B2"})
    assert w.seat == "B2" and w.view == w.state.view("B2")
    send(w, {"cmd": "seat", "value": "Z9"})
    assert "seat must be one of" in w.error and w.seat == "B2"


def test_cells_in_legal_moves_point_at_cells():
    w = ChaosWidget(seed=4, setup={"first": "A"})
    moves = [e for e in w.legal if e["id"].startswith("move")]
    for e in moves:
        fields = dict(part.split("=") for part in e["id"].split()[1:])
        assert e["target"]["cell"] == [int(fields["row"]), int(fields["col"])] and "fields" not in e


def test_play_mode_syncs_no_private_knowledge_of_other_seats():
    """CH-HIDE: along 40 games seen from every seat, the synced view is that seat's view, legal moves are
    offered only to it, and the log holds only events it may see."""
    for seed in range(40):
        seat = chaos.SEATS[seed % 4]
        w = ChaosWidget(seed=seed, seat=seat, rules={"max_rounds": 2})
        rng = random.Random(seed)
        while w.state.result is None:
            if w.state.to_act == seat:
                send(w, {"cmd": "act", "id": rng.choice(w.legal)["id"], "step": w.match.index})
            else:
                assert w.legal == []
                send(w, {"cmd": "bot_step"})
            assert w.error == ""
            assert w.view == json.loads(json.dumps(w.state.view(seat)))
        told = [line for line in w.log_lines                           # its own hand: why the table passes for it
                if "the table passes for you" not in line["text"] and "You hold no" not in line["text"]]
        assert told == censored_log(w.match, seat, bots=set(w.bots) - {seat})   # of what it may see only


def test_assigning_the_seat_in_python_moves_the_bots():
    w = ChaosWidget(seed=2)
    w.seat = "B1"
    assert w.view["seat"] == "B1" and w.view == w.state.view("B1")
