"""CHAOS round 6d (issue 23): what newcomers found at the table (forced stops, reactions, words)."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames.chaos import forced_pass
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match
from cthulhu_widgets.widgets.chaos import ChaosWidget

BOTS = {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}


def _play_to_a1(w: ChaosWidget, turns: int):
    """Let the bots play, A1 too (its bot), stopping `turns` times where A1 is asked; yield each such state."""
    for _ in range(turns):
        if w.state.to_act is None:
            return
        if w.state.to_act != "A1":
            w.fast_forward()
        yield w.state
        if w.state.to_act == "A1":
            w.match.apply(w.bots["A1"].choose(w.state))
            w._sync()


def test_the_table_never_stops_to_ask_a_decline_that_is_the_only_move():
    """Seed 0: A2 starts a combo at step 13 that A1 holds no card to join; the table declines for A1 (round 6d)."""
    w = ChaosWidget(seed=0)
    for state in _play_to_a1(w, 60):
        assert state.to_act != "A1" or forced_pass(state) is None, state.pending
    lines = [line["text"] for line in w.log_lines]
    assert "You hold no Checkup to join your partner A2's combo, so the table passes for you." in lines


def test_the_forced_pass_is_told_in_japanese_and_to_the_seat_alone():
    w = ChaosWidget(seed=0, lang="ja")
    list(_play_to_a1(w, 3))
    assert any("のコンボに加わる検診を持っていないので、自動で見送る" in line["text"] for line in w.log_lines)
    w.seat = "B1"
    assert not any("持っていないので" in line["text"] for line in w.log_lines)


def test_a_seat_with_another_legal_move_is_asked():
    """Never decline for a seat that holds a card to join or react with: forced_pass is only for a lone decline."""
    asked = 0
    for seed in range(6):
        m = Match.new(chaos, seed=seed)
        while m.state.to_act and m.index < 400:
            state = m.state
            if getattr(state.pending, "kind", None) in ("join", "react"):
                kinds = {a.kind for a in state.legal_actions()}
                assert (forced_pass(state) is not None) == (kinds <= {"decline", "pass"})
                asked += bool(kinds - {"decline", "pass"})
            m.step(BOTS, 1)
    assert asked


def test_undo_goes_back_past_a_decline_the_table_played():
    """Fair undo must not land on the forced decline (it would be played again, and undo would go nowhere)."""
    w = ChaosWidget(seed=0)
    list(_play_to_a1(w, 4))
    at = w.match.index
    try:
        w.undo()
    except Exception:   # nothing of A1's own before: the table stays after its decline
        pass
    assert w.state.to_act != "A1" or forced_pass(w.state) is None
    assert w.match.index <= at
