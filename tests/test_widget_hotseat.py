"""Hot-seat: several human seats at one screen. When the next decision is another hot seat's, the kernel sends a
curtain and no view, move or log until the page says `ready`; the page cannot skip it (kernel-owned traits, and
every command but ready, undo, restart and lang is refused while it is up). Messages go through ipywidgets' real
dispatcher, and everything the widget sends is recorded."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import ChaosWidget, LetterWidget, MythosWidget
from widget_support import capture, send, update


def decide(w) -> None:
    """Play as the page would: ready at a curtain, the first legal move on the seat's turn, else a bot step."""
    if w.curtain:
        send(w, {"cmd": "ready"})
    elif w.state.to_act == w.seat:
        send(w, {"cmd": "act", "id": w.legal[0]["id"], "step": w.step_index})
    else:
        send(w, {"cmd": "bot_step"})
    assert w.error == "", w.error


def until_curtain(w, limit: int = 400) -> None:
    for _ in range(limit):
        if w.curtain:
            return
        decide(w)
    raise AssertionError("no curtain came up")


def test_a_curtain_hides_everything_until_ready_then_shows_the_next_seat():
    w = ChaosWidget(seed=3, hotseat=["A1", "B1"], can_reveal=False)
    assert w.hotseat == ["A1", "B1"] and w.seat == "A1" and w.curtain == ""
    sent = capture(w)
    until_curtain(w)
    nxt = w.curtain
    assert nxt == "B1" and w.state.to_act == "B1" and w.seat == "A1"
    assert w.view == {} and w.legal == [] and w.log_lines == []
    # the message that raised the curtain carried no view of anyone: only the empty one
    last = [m["state"] for m in sent if m.get("method") == "update"][-1]
    assert last["curtain"] == "B1" and last.get("view", {}) == {} and last.get("legal", []) == []
    sent.clear()
    send(w, {"cmd": "ready"})
    assert w.curtain == "" and w.seat == "B1" and w.error == ""
    assert w.view == w.state.view("B1") and w.legal and w.state.to_act == "B1"
    assert [m["state"]["view"] for m in sent if "view" in m.get("state", {})] == [w.state.view("B1")]


def test_the_page_cannot_skip_the_curtain():
    w = ChaosWidget(seed=3, hotseat=True, can_reveal=False)
    until_curtain(w)
    pending, index, seat = w.curtain, w.match.index, w.seat
    sent = capture(w)
    refused = [{"cmd": "act", "id": str(w.state.legal_actions()[0]), "step": index}, {"cmd": "bot_step"},
               {"cmd": "seat", "value": pending}, {"cmd": "reveal", "on": True}, {"cmd": "seek", "index": 0},
               {"cmd": "redo"}]
    for content in refused:
        send(w, content)
        assert "pass the screen" in w.error, content
        assert (w.curtain, w.match.index, w.seat, w.view, w.legal) == (pending, index, seat, {}, [])
    update(w, {"curtain": "", "seat": pending})     # trait writes: refused as a whole
    assert w.curtain == pending and w.seat == seat and "may not set" in w.error
    assert all(m["state"].get("view", {}) == {} for m in sent if m.get("method") == "update")
    send(w, {"cmd": "ready"})
    assert w.seat == pending and w.view == w.state.view(pending)


def test_ready_without_a_curtain_and_seat_changes_are_refused():
    w = ChaosWidget(seed=3, hotseat=True, can_reveal=False)
    assert w.curtain == ""
    send(w, {"cmd": "ready"})
    assert "nothing to be ready for" in w.error
    send(w, {"cmd": "seat", "value": "B2"})
    assert "follows the turn" in w.error and w.seat == "A1"


def test_every_seat_shown_is_the_seat_to_act_or_the_last_to_act():
    """Over a game's first rounds, the view shown is always the current seat's, and that seat has just played
    or is about to play: no other human's view is ever sent."""
    w = ChaosWidget(seed=5, hotseat=True, can_reveal=False)
    sent = capture(w)
    seats_seen = set()
    for _ in range(120):
        decide(w)
        if w.curtain:
            assert w.view == {}
        else:
            assert w.view == w.state.view(w.seat)
            seats_seen.add(w.seat)
        if w.state.result is not None:
            break
    assert len(seats_seen) >= 3
    views = [m["state"]["view"] for m in sent if "view" in m.get("state", {})]
    assert {} in views and all(v == {} or v.get("hands") is not None for v in views)


def test_the_other_hot_seats_have_no_bot_and_step_stops_there():
    w = ChaosWidget(seed=3, hotseat=["A1", "B1"], can_reveal=False)
    assert sorted(w.bots) == ["A1", "A2", "B2"]
    w.step(500)
    assert w.state.to_act in ("A1", "B1")
    if w.state.to_act == "B1":
        assert w.curtain == "B1"


def test_undo_at_the_curtain_takes_back_the_own_move_and_drops_the_curtain():
    w = ChaosWidget(seed=3, hotseat=["A1", "B1"], can_reveal=False)
    until_curtain(w)
    seat = w.seat
    send(w, {"cmd": "undo"})
    assert w.error == "" and w.curtain == "" and w.state.to_act == seat and w.view == w.state.view(seat)


def test_mythos_two_people_at_one_screen():
    w = MythosWidget(seed=1, hotseat=True, can_reveal=False)
    assert w.hotseat == ["p0", "p1"] and w.bots.keys() <= {"p0", "p2", "p3"}
    shown = set()
    for _ in range(300):
        if w.curtain:
            # undo_said too: it named the last person's move (a face-down monster) to the next one (MY-HIDE-1)
            assert w.view == {} and w.legal == [] and w.undo_said == {}
            shown.add(w.curtain)
        decide(w)
        if len(shown) == 2:
            break
    assert shown == {"p0", "p1"}


def test_letter_accepts_hotseat_with_its_one_human_seat():
    w = LetterWidget(seed=1, hotseat=True)
    assert w.hotseat == ["player"]
    for _ in range(30):
        assert w.curtain == ""
        if w.state.result is not None:
            break
        decide(w)


@pytest.mark.parametrize("bad", [["A1", "Z9"], ["opponent"], "A1", [3]])
def test_bad_hotseat_options_are_refused(bad):
    with pytest.raises(ValueError):
        (LetterWidget if bad == ["opponent"] else ChaosWidget)(seed=1, hotseat=bad)


def test_design_mode_has_no_curtain():
    w = ChaosWidget(seed=3, hotseat=True)
    until_curtain(w)
    w.reveal = True
    assert w.curtain == "" and w.view == w.state.view(None)
