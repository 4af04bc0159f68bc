"""Issue 23, newcomer review 14 on the Mythos table (en desk), round R wave 2: the table's words."""
from __future__ import annotations

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games import mythos


def _their_pass_made():
    """Return p0's card-play turn with p1 passed already (2 passes end card play)."""
    p1 = {"story": ["martins_beach"], "passed": True}
    return mythos.new_game(0, None, {"players": [{"story": ["congregational_hospital"],
                                                  "hand": ["the_athenaeum", "waterbury_state_hospital"]}, p1],
                                     "to_act": "p0"})


def test_MY_ROUND_3_the_last_turn_is_said_in_plain_words():
    """Finding 4 (desk 055): "If you play one more card or move instead, it ends at the next pass, right after your
    turn." said plainly: either way card play ends after this turn."""
    state = _their_pass_made()
    said = frame.prompt(state, state.legal_actions(), "en")
    assert "card play ends after this turn" in said, said
    assert "it ends at the next pass" not in said, said
    assert "Your opponent passed already" in said, said


def test_a_topic_the_course_taught_is_no_tip():
    """Finding 3 (desk 036, 053): "Tip · a monster in a threat" a turn after the step that taught it, "Tip · a gate"
    repeating the step's gate text. The steps teach the threat and the gate: neither comes back as a tip."""
    from cthulhu_widgets.frames.mythos_coach import coach_moments_at
    state = mythos.new_game(0, None, {"players": [{"story": ["lonely_akeley_farmhouse"], "hand": ["the_athenaeum"],
                                                   "threat": ["yithian"]}, {"story": ["martins_beach"]}],
                                      "to_act": "p0"})
    moments = coach_moments_at(state, "p0")
    assert "gate" not in moments and "threat" not in moments, moments
