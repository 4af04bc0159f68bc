"""Round KK, fixer KK6 (newcomer review 41, chaos_ja 2, shots 022-025): in lesson 1, after step 4, the reader pressed
▶▶ 自分の番へ and the lesson's key event, A2's Brainwash (CH-G3: team B's hands shuffled away and dealt anew) with B2
vanishing, happened off-screen; step 5 only reported it afterwards. In the course ▶▶ now stops on it: the table
shows the Brainwash, the bots still to play; after the course ▶▶ runs on as before."""
from __future__ import annotations

from cthulhu_widgets.widgets import ChaosWidget


def at_step(n: int) -> ChaosWidget:
    """Return the app's CHAOS table (Easy) in lesson 1, its reader having played steps 1 to `n` as lit, the bots
    still to play (the reader pressing only what the lesson rings, as tests/test_round43ii1_course_path.py)."""
    w = ChaosWidget(seed=5, lang="ja", difficulty="easy")
    w.command({"cmd": "learn", "lesson": 1})
    played = 0
    for _ in range(200):
        mark = w.coach
        if w.state.to_act == w.seat and mark.get("id") and mark.get("n", 0) <= n:
            played = mark["n"]
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif played == n and w.state.to_act not in (None, w.seat) and mark.get("wait"):
            return w
        elif mark.get("n", 0) > n or w.view.get("result"):
            break
        else:
            w.step(1)
    raise AssertionError(f"the course never waited on the bots after step {n}: {w.coach}")


def test_round45kk6_forward_in_lesson_1_stops_on_a2s_brainwash():
    """review 41, chaos_ja 2: ▶▶ after step 4 stops on the step holding A2's Brainwash (CH-G3), not at step 5."""
    w = at_step(4)
    w.command({"cmd": "fast_forward"})
    names = {e.name for e in w.state.events or ()}
    assert "brainwashed" in names, (names, w.coach)
    assert w.state.to_act != w.seat, "▶▶ ran past the Brainwash to the reader's own turn"


def test_round45kk6_forward_pressed_again_runs_on_to_the_readers_turn():
    """The stop is one: a second ▶▶ plays the bots on to the reader's step 5."""
    w = at_step(4)
    w.command({"cmd": "fast_forward"})
    w.command({"cmd": "fast_forward"})
    assert w.state.to_act == w.seat and w.coach.get("n") == 5, w.coach
