"""Round 17 Y (newcomer review 17, CHAOS en desk): fair undo cannot fish past a hidden bomb the seat found."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.widgets.chaos import ChaosWidget

# a Checkup's bomb named too since review 41, chaos_en 9 (round45kk5_words)
UNDO_BOMB = "Undo cannot take back a step that showed you a hidden bomb (a Checkup's or one you hit): you have seen it"


def _play_to_hit(w, seat="A1"):
    """Let the bots play (the seat's too) until the seat's own step hits a bomb it did not know; return the
    position after the hit."""
    for _ in range(300):
        st = w.state
        before, bombs, mover = st.known_bombs(seat), st.bombs | st.temp_bombs, st.to_act
        w.step(1)
        gone = bombs - (w.state.bombs | w.state.temp_bombs)
        if mover == seat and any(c in w.state.cleared and c not in before for c in gone):
            return w.match.index
    raise AssertionError("no hit in 300 steps")


def test_fair_undo_never_takes_back_a_step_that_hit_a_hidden_bomb():
    """Finding 1: the reader hit a hidden bomb, pressed Undo, and the bombs were dealt afresh: it must not be."""
    w = ChaosWidget(seed=0)
    after_hit = _play_to_hit(w)
    bombs = w.state.bombs | w.state.temp_bombs
    with pytest.raises(IllegalAction, match=re.escape(UNDO_BOMB)):
        w.undo()
    assert w.match.index >= after_hit, "no position before the hit is offered"
    assert w.state.bombs | w.state.temp_bombs == bombs, "the unseen was not dealt afresh"
    assert w.undo_block == UNDO_BOMB   # the page's Undo button: disabled, this sentence its tip


def test_the_refusal_is_in_the_tables_language():
    w = ChaosWidget(seed=0)
    w.lang = "ja"
    _play_to_hit(w)
    with pytest.raises(IllegalAction) as refused:
        w.undo()
    assert "爆弾" in str(refused.value) and w.undo_block == str(refused.value)


def test_design_mode_exact_undo_still_goes_back_past_the_hit():
    w = ChaosWidget(seed=0)
    after_hit = _play_to_hit(w)
    w.mode = "design"
    w.undo()
    assert w.match.index < after_hit


WHOLE_TURN = {"en": "this is your whole turn — one joint step, no card of your own",
              "ja": "これがあなたの手番のすべて", "zh": "这就是你的整个回合", "zh-TW": "這就是你的整個回合"}


def _asked_to_join(lang):
    """Return seed 0's table when A1 is asked to join A2's combo (position 68)."""
    w = ChaosWidget(seed=0)
    while not (w.state.to_act == "A1" and any(a.kind == "join" for a in w.state.legal_actions())):
        w.step(1)
    w.lang = lang
    return w


@pytest.mark.parametrize("lang", list(WHOLE_TURN))
def test_the_join_says_it_is_the_readers_whole_turn(lang):
    """Finding 2: joining a partner's combo silently used up the reader's turn; the prompt and chip say it."""
    w = _asked_to_join(lang)
    join = next(m for m in w.legal if m["kind"] == "join")
    assert WHOLE_TURN[lang] in w.prompt
    assert WHOLE_TURN[lang] in join["text"]


def test_a_bots_push_never_brings_an_enemy_patient_nearer_the_gate():
    """Finding 3: the partner bot pushed the enemy patient from e1 to b1, next to the gate (a1), because it only
    looked at the key (e5): a direction that brings it no nearer the gate exists (right)."""
    from cthulhu_widgets.bots.chaos_heuristic import _Board, board_view
    from cthulhu_widgets.games import chaos

    view = board_view(chaos.new_game(seed=0), "A2")   # gate a1 = (1, 1), key (5, 5), closed gate
    for p in view["pieces"]:
        p["cell"] = {"A1": [8, 1], "A2": [8, 2], "B1": [1, 5], "B2": [8, 8]}[p["seat"]]
    view["combo"] = {"effect": "full"}   # a push of 3
    board = _Board(view, "A2")
    best = max(("up", "down", "left", "right"), key=board.score_push)
    assert best != "left"   # up (the enemy ghost), down or right: none brings b1 nearer a1
