"""The browser is untrusted: what a page may ask of a GameWidget, and what the kernel guarantees (docs/security.md).

Every message goes through ipywidgets' real dispatcher (`_handle_msg`), as the comm delivers it.
"""
import gc
import json
import sys
import tracemalloc

import pytest

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.match import Match
from cthulhu_widgets.widgets import ChaosWidget, LetterWidget, MythosWidget
from cthulhu_widgets.widgets.base import ERROR_LENGTH, deal_code
from widget_support import capture, message, send, update


def synced(w) -> str:
    return json.dumps(w.get_state(), default=str, sort_keys=True)


# ----- secret deals (every game's: test_widget_protocol.py) ---------------------------------------------------
def test_dealt_seeds_are_too_large_to_search_and_user_chosen_seeds_stay_visible():
    seeds = [LetterWidget().state.seed for _ in range(8)]
    assert max(seeds) > 2**40 and all(s < 2**53 for s in seeds)  # exact as a JavaScript number
    assert LetterWidget(seed=7).seed == 7
    w = LetterWidget()
    send(w, {"cmd": "restart", "seed": 12})
    assert w.seed == 12 and w.error == ""
    send(w, {"cmd": "restart"})
    assert w.seed is None and w.state.seed != 12


def test_the_deal_code_is_stable_and_checks_a_shared_seed():
    assert deal_code("letter", 5) == deal_code("letter", 5) != deal_code("letter", 6)
    assert deal_code("letter", 5) != deal_code("chaos", 5) and len(deal_code("letter", 5)) == 8


# ----- kernel-owned privileges ------------------------------------------------------------------------------
PRIVILEGED = {"mode": "design", "seat": "opponent", "can_reveal": True, "seed": 3, "deal": "00000000",
              "view": {}, "legal": [{"id": "play card=cthulhu"}], "log_lines": [], "step": 4, "history_len": 9,
              "autoplay": False, "delay_ms": 0, "error": "", "lang": "ja", "game": "chaos", "catalog_data": {},
              "undo_policy": "exact", "_esm": "alert(1)", "layout": "IPY_MODEL_x", "log": 5, "watch": True,
              "fit_screen": False}


@pytest.mark.parametrize("name,value", PRIVILEGED.items())
def test_a_trait_write_from_the_page_is_refused_reverted_and_reported(name, value):
    w = LetterWidget(can_reveal=False)
    before = synced(w)
    sent = capture(w)
    update(w, {name: value})
    assert "may not set" in w.error and len(w.error) <= ERROR_LENGTH
    assert json.loads(synced(w)) == {**json.loads(before), "error": w.error}
    back = [m["state"] for m in sent if m["method"] == "update"]
    assert back and "error" in back[-1]
    if name in w.get_state():
        assert back[-1][name] == w.get_state()[name]  # the page gets the kernel's value back
    assert not [m for m in sent if m["method"] == "echo_update"]


def test_a_designer_view_is_never_sent_to_a_table_that_cannot_reveal():
    w = ChaosWidget(seed=3, can_reveal=False)
    sent = capture(w)
    update(w, {"mode": "design"})
    update(w, {"can_reveal": True})
    send(w, {"cmd": "reveal", "on": True})
    assert w.mode == "play" and not w.can_reveal and "switched off" in w.error
    others = [str(c) for s in ("A2", "B1", "B2") for c in w.state.hand[s]]
    assert w.view == json.loads(json.dumps(w.state.view("A1")))
    assert all(m["state"].get("mode", "play") == "play" for m in sent)
    assert others  # (the other hands exist, and no message carried the designer's view)
    assert not any(m["state"].get("view", {}).get("hands") for m in sent if "view" in m["state"])


def test_reveal_takes_a_real_boolean():
    w = LetterWidget(seed=7)
    send(w, {"cmd": "reveal", "on": "false"})
    assert w.mode == "play" and "true or false" in w.error
    send(w, {"cmd": "reveal", "on": True})
    assert w.mode == "design" and w.error == ""


def test_a_table_that_cannot_reveal_deals_again_when_the_page_changes_seat():
    """Seat switching keeps the game only where hidden cards may be revealed (can_reveal or design mode)."""
    w = ChaosWidget(can_reveal=False)
    old = w.state.seed
    send(w, {"cmd": "seat", "value": "B1"})
    assert w.error == "" and w.seat == "B1" and w.match.index == 0 and w.seed is None and w.state.seed != old
    chosen = ChaosWidget(seed=5, can_reveal=False)  # a seed the user chose is no secret: the same deal
    send(chosen, {"cmd": "seat", "value": "B2"})
    assert chosen.seat == "B2" and chosen.state.seed == 5 and chosen.error == ""
    free = ChaosWidget(seed=5)  # can_reveal: the same game from another seat
    free.step(3)
    send(free, {"cmd": "seat", "value": "B2"})
    assert free.seat == "B2" and free.match.index == 3


def test_the_page_never_takes_an_automaton_seat():
    w = LetterWidget(seed=7)
    send(w, {"cmd": "seat", "value": "opponent"})
    assert w.seat == "player" and "seat must be" in w.error
    update(w, {"seat": "opponent"})
    assert w.seat == "player" and "may not set" in w.error


# ----- fuzz findings -------------------------------------------------------------------------------------------
def test_an_unknown_method_or_a_bad_seat_update_raises_nothing():
    """The old `log` trait shadowed traitlets' logger: ipywidgets' own error report raised AttributeError."""
    w = LetterWidget(seed=7)
    message(w, {"method": "fly"})
    update(w, {"seat": "nobody"})
    assert w.seat == "player"
    assert hasattr(w.log, "warning") and isinstance(w.log_lines, list)


def test_errors_and_echoes_of_the_input_are_capped():
    w = LetterWidget(seed=7)
    huge = "x" * 1_000_000
    for content in ({"cmd": huge}, {"cmd": "act", "id": huge}, {"cmd": "lang", "value": huge},
                    {"cmd": "seek", "index": 10**4000}, {"cmd": "restart", "seed": [[[huge]]]}, {huge: huge}):
        send(w, content)
        assert w.error and len(w.error) <= ERROR_LENGTH
    update(w, {huge: huge})
    assert w.error and len(w.error) <= ERROR_LENGTH


def test_an_accepted_command_clears_the_error_even_when_nothing_else_changes():
    w = LetterWidget(seed=7)
    send(w, {"cmd": "fly"})
    assert w.error
    sent = capture(w)
    send(w, {"cmd": "seat", "value": "player"})  # a no-op
    assert w.error == "" and sent and sent[-1]["state"].get("error") == ""
    sent.clear()
    send(w, {"cmd": "lang", "value": "en"})  # no trait changes: the error is sent all the same
    assert sent and sent[-1]["state"].get("error") == ""


@pytest.mark.slow  # about 8 s: `make test` runs it, `make quick` does not
def test_illegal_plays_intern_no_actions():
    """100,000 illegal `play` calls used to keep an interned Action each (67 MB): now they keep nothing.

    tracemalloc (which slows every allocation down) watches the first 10,000; the allocator's block count all
    100,000."""
    w = LetterWidget(seed=7)

    def illegal_plays(first, last):
        for i in range(first, last):
            try:
                w.play("play", card=f"no_such_card_{i}")
            except IllegalAction:
                pass

    illegal_plays(0, 10)  # warm up: caches, the exception machinery
    gc.collect()
    interned, blocks = len(Action._interned), sys.getallocatedblocks()
    tracemalloc.start()
    illegal_plays(0, 10_000)
    kept = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    illegal_plays(10_000, 100_000)
    gc.collect()
    assert kept < 200_000, f"{kept} bytes kept after 10,000 illegal plays"
    assert sys.getallocatedblocks() - blocks < 2_000, "100,000 illegal plays left memory blocks behind"
    assert len(Action._interned) == interned   # no timing here: it failed under load (timings are benchmarks)


def test_unknown_actions_from_a_save_or_a_dict_are_not_kept():
    before = len(Action._interned)
    for i in range(2000):
        Action.from_dict({"kind": "nonsense", "n": i})
    assert len(Action._interned) <= before + 10
    a = Action("play", card="investigators", guess=5)
    assert Action.from_dict(a.to_dict()) is a  # known actions are still the interned ones


# ----- fair undo -------------------------------------------------------------------------------------------------
def test_fair_undo_goes_back_to_the_seats_own_decision_and_deals_the_unseen_future_afresh():
    futures = set()
    for _ in range(6):
        w = LetterWidget(seed=7, undo="fair")   # asked for: a one-person table's undo keeps the deal (round AA)
        seen = json.dumps(w.view, sort_keys=True)
        deck = [str(c) for c in w.state.deck]
        w.play(**_first(w))
        w.step()
        assert w.undo_policy == "fair"
        send(w, {"cmd": "undo"})
        assert w.error == "" and w.match.index == 0 and w.state.to_act == "player"
        assert json.dumps(w.view, sort_keys=True) == seen  # what the seat knew, and no more
        assert w.history_len == 0 and len(w.match) == 0
        send(w, {"cmd": "redo"})
        assert "redo" in w.error and w.match.index == 0
        futures.add(tuple(str(c) for c in w.state.deck))
        assert w.state.determinized
    assert len(futures) > 1 or futures != {tuple(deck)}  # the hidden deck is dealt afresh


def test_fair_undo_skips_bot_decisions_and_seek_is_refused():
    w = ChaosWidget(seed=5, autoplay=False)   # seed 4: A1's last step hits a bomb (round 17 Y)
    mine = []
    for _ in range(60):
        if w.state.to_act == "A1":
            mine.append(w.match.index)
        w.step() if w.state.to_act != "A1" else w.play(**_first(w))
    last = max(i for i in mine if i < w.match.index)
    send(w, {"cmd": "undo"})
    assert w.error == "" and w.match.index == last and w.state.to_act == "A1"
    send(w, {"cmd": "seek", "index": 0})
    assert "seek" in w.error and w.match.index == last


def _first(w):
    fields = dict(w.state.legal_actions()[0].fields)
    return {"kind": w.state.legal_actions()[0].kind, **fields}


def test_design_mode_keeps_exact_time_travel_and_undo_can_be_switched_off():
    w = LetterWidget(seed=7, mode="design")
    w.play(**_first(w))
    w.step()
    assert w.undo_policy == "exact"
    send(w, {"cmd": "undo"})
    send(w, {"cmd": "redo"})
    assert w.error == "" and w.match.index == 2 and not w.state.determinized
    off = LetterWidget(seed=7, undo="off")
    off.play(**_first(off))
    send(off, {"cmd": "undo"})
    assert "switched off" in off.error and off.match.index == 1
    with pytest.raises(ValueError):
        LetterWidget(undo="sometimes")


def test_a_match_saved_after_a_fair_undo_loads_to_the_same_position(tmp_path):
    w = MythosWidget(seed=3, autoplay=False, undo="fair")
    while w.match.index < 12:
        w.step() if w.state.to_act != w.seat else w.play(**_first(w))
    w.undo()
    for _ in range(5):
        w.step() if w.state.to_act != w.seat else w.play(**_first(w))
    path = w.match.save(tmp_path / "fair.json")
    loaded = Match.load(path)
    assert loaded.state == w.state and len(loaded) == len(w.match)
    assert json.loads(path.read_text())["redeals"][0]["seat"] == "p0"


@pytest.mark.parametrize("redeals", [
    "x", [{"at": 0, "seat": "player"}], [{"at": -1, "seat": "player", "seed": 1}],
    [{"at": 0, "seat": "player", "seed": 2**64}], [{"at": 0, "seat": "opponent", "seed": 1}],
    [{"at": 0, "seat": "player", "seed": 1}, {"at": 0, "seat": "player", "seed": 2}],
    [{"at": 999, "seat": "player", "seed": 1}], [{"at": 0, "seat": "player", "seed": 12345}],
])
def test_a_saved_redeal_that_is_malformed_or_edited_is_refused(redeals):
    from cthulhu_widgets.core.errors import InvalidSave

    w = LetterWidget(seed=7, undo="fair")
    w.play(**_first(w))
    w.step()
    w.undo()
    data = w.match.to_dict()
    assert data["redeals"][0]["at"] == 0 and data["redeals"][0]["seed"] != 12345
    assert Match.from_dict(json.dumps(data)).state == w.state
    with pytest.raises(InvalidSave):
        Match.from_dict({**data, "redeals": redeals})
