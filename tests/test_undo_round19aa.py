"""Round AA (newcomer review 18, Letter zh-TW phone and desk, Mythos), fixer AA3: at a table where one person plays,
Undo is a take-back, not a re-roll: back to the seat's own last decision with the deal as it was (same deck order),
the page gets only the seat's view, redo goes forward again until a new move; where people share a table it stays
fair (the unseen future dealt afresh), and a taken-back CHAOS bomb still blocks it."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.frames.forced import forced_move
from cthulhu_widgets.match import Match
from cthulhu_widgets.widgets import LetterWidget
from cthulhu_widgets.widgets.chaos import ChaosWidget
from cthulhu_widgets.widgets.mythos import MythosWidget
from test_chaos_round17y import UNDO_BOMB, _play_to_hit
from test_widget_protocol import EVERY_GAME, send, table, turn, until_the_seat_acts


def _own_move(w) -> None:
    """Play the seat's first legal move, then let the bots play until the seat is to act again (or the end)."""
    first = w.state.legal_actions()[0]
    w.play(first.kind, **dict(first.fields))
    while w.state.to_act not in (None, w.seat):   # ▶▶ may stop where a bot changed the seat's piece, role, hand
        w.fast_forward()                           # or turn (round LL2, review 42 chaos_en 2): pressed again


def _two_turns(w):
    """Play two of the seat's turns; return (the position of its second decision, that state, the view then)."""
    _own_move(w)
    back, state, view = w.match.index, w.match.state, w.view
    _own_move(w)
    return back, state, view


@pytest.mark.parametrize("make", [lambda: LetterWidget(seed=7), lambda: MythosWidget(seed=3)])
def test_undo_at_a_one_person_table_keeps_the_deal(make):
    """The finding: "same choice, different result, a free reroll": undo restores the very state, deck order and
    all, and the same move then deals the same result."""
    w = make()
    assert w.undo_policy == "keep", "one person and bots: undo is a take-back"
    back, state, view = _two_turns(w)
    after, index = w.match.state, w.match.index
    w.undo()
    assert w.match.index == back and w.state == state and not getattr(w.state, "determinized", False)
    assert w.view == view, "the page gets the very view the seat was sent when it stood there, nothing more"
    _own_move(w)
    assert (w.match.index, w.state) == (index, after), "the same choice, the same result"


def test_redo_goes_forward_again_until_a_new_move():
    w = LetterWidget(seed=7)
    _two_turns(w)
    end, last = w.match.index, w.state
    w.undo()
    assert w.history_len == end, "the page offers redo"
    w.redo()
    assert (w.match.index, w.state) == (end, last)
    w.undo()
    other = w.state.legal_actions()[-1]
    w.play(other.kind, **dict(other.fields))
    with pytest.raises(IllegalAction, match="nothing to redo"):
        w.redo()


def test_keep_is_refused_where_two_people_share_the_table():
    """Hot-seat: one person must not replay another's hidden future, so the table's undo stays fair, and a keeping
    undo asked for in Python is refused with a sentence that says why."""
    assert MythosWidget(seed=3, hotseat=True).undo_policy == "fair"
    w = MythosWidget(seed=3, hotseat=True, undo="keep")
    first = w.state.legal_actions()[0]
    w.play(first.kind, **dict(first.fields))
    with pytest.raises(IllegalAction, match="one person"):
        w.undo()
    w.command({"cmd": "undo"})
    assert "one person" in w.error


def test_a_save_with_a_take_back_in_it_loads_the_same():
    w = LetterWidget(seed=7)
    _two_turns(w)
    w.undo()
    loaded = Match.from_dict(w.match.to_dict())
    assert (loaded.index, len(loaded), loaded.state) == (w.match.index, len(w.match), w.state)
    assert loaded.state_at(len(loaded)) == w.match.state_at(len(w.match)), "the history redo goes to is saved too"


def test_fair_undo_still_deals_afresh_when_asked_for():
    w = LetterWidget(seed=7, undo="fair")
    back, _, _ = _two_turns(w)
    w.undo()
    assert w.match.index == back and w.state.determinized and w.history_len == back
    with pytest.raises(IllegalAction, match="nothing to redo"):
        w.redo()


def test_a_take_back_still_stops_at_a_found_chaos_bomb():
    """A kept deal would let the seat step elsewhere knowing where the bomb lies: refused, as a fair undo is."""
    w = ChaosWidget(seed=0)
    assert w.undo_policy == "keep"
    after_hit = _play_to_hit(w)
    bombs = w.state.bombs | w.state.temp_bombs
    assert w.undo_block == UNDO_BOMB
    with pytest.raises(IllegalAction, match=re.escape(UNDO_BOMB)):
        w.undo()
    assert w.match.index >= after_hit and w.state.bombs | w.state.temp_bombs == bombs


@EVERY_GAME
def test_every_games_page_undo_is_a_take_back_that_redo_returns_from(game, tmp_path):
    """Through the page's commands: back to the view the seat was sent then, the deal kept; redo; a save reloads."""
    w = table(game, rules=None, seed=3)   # dealt: a secret CHAOS deal now and then found a bomb, which undo refuses
    assert w.undo_policy == "keep"
    until_the_seat_acts(w)
    at, seen, state = w.match.index, w.view, w.state
    turn(w)
    until_the_seat_acts(w)
    end, last = w.match.index, w.state
    send(w, {"cmd": "undo"})
    assert w.error == "" and w.match.index == at and w.view == seen and w.state == state
    assert w.history_len == end and w.match.redeals == []
    loaded = Match.load(w.match.save(tmp_path / "keep.json"))
    assert (loaded.index, loaded.state, loaded.state_at(len(loaded))) == (at, state, last)
    send(w, {"cmd": "redo"})
    assert w.error == "" and (w.match.index, w.state) == (end, last)


def test_a_chaos_take_back_past_a_forced_decline_redoes_the_whole_history():
    """CHAOS undo goes on past a decline the table played for the seat; redo must not land on it (the table would
    play it again and drop the history ahead)."""
    for seed in range(12):
        w = ChaosWidget(seed=seed)
        for _ in range(300):
            back = w._own_before(w.match.index)
            mine = w._own_before(back) if back is not None else None   # a decision of its own before the decline
            if w.state.to_act == w.seat and any(p[0] == back for p in w._passes) and not w.undo_block \
                    and mine is not None and forced_move(w.match.state_at(mine)) is None:
                break
            w.step(1)
        else:
            continue
        end, last = w.match.index, w.state
        w.undo()
        assert w.match.index < back, "undo went on past the decline"
        w.redo()
        while w.match.index < end:
            w.redo()
        assert (w.match.index, w.state, len(w.match)) == (end, last, end)
        return
    pytest.skip("no forced decline without a found bomb in these seeds")


# CHAOS seeds 6 and 7 became 9 and 10 with round AE's partner bot: its new play found a hidden bomb, which no undo
# takes back; seed 9 became 11 in round CC: its seat's Amnesia took an enemy's card, which no undo takes back either
@pytest.mark.parametrize("make, seeds", [(lambda s: MythosWidget(seed=s), (0, 1, 2, 3, 5, 6, 7, 8)),
                                         (lambda s: ChaosWidget(seed=s), (0, 1, 2, 3, 5, 11, 10, 8))])
def test_after_a_take_back_the_same_move_meets_the_same_answers(make, seeds):
    """The bots' random tie-breaks are given back as they were at the seat's decision: without it 2 of these 8
    Mythos and CHAOS deals answered the same move differently ("same choice, different result")."""
    for seed in seeds:
        w = make(seed)
        _two_turns(w)
        after, index = w.match.state, w.match.index
        w.undo()
        _own_move(w)
        assert (w.match.index, w.state) == (index, after), f"seed {seed}"
