"""CHAOS after newcomer review 26 (round AR, fixer AR4): Checkup marks keep their promise after a Mischief."""
from __future__ import annotations

from chaos_support import game, idle


def _marks(s, seat) -> dict:
    """Return `seat`'s Checkup marks in its view: cell (1-based) -> (✗?, in doubt?, round)."""
    return {tuple(m["cell"]): (m["bomb"], bool(m.get("doubt")), m.get("round")) for m in s.view(seat)["checked"]}


def _checked_then_relocated():
    """B1 checks (4,4) (a bomb), (5,5), (6,6) in round 1; then A2's Mischief moves every bomb to (6,6) and (7,7)."""
    s = game(start="B1", bombs=[[4, 4], [3, 3]], hands={"B1": ["checkup_moon"], "A2": ["mischief_moon"]})
    s.act("play", card="checkup_moon")
    for r, c in ((4, 4), (5, 5), (6, 6)):
        s.act("pick", row=r, col=c)
    idle(s)  # B1
    idle(s)  # A1
    s.act("stay")
    s.act("play", card="mischief_moon", mode="relocate")
    s.act("pick", row=6, col=6)
    s.act("pick", row=7, col=7)
    return s


def test_CH_G2_CH_HIDE_2_an_enemy_relocation_greys_every_mark_instead_of_dropping_it():
    """newcomer review 26, chaos_en 2: after B2's Mischief moved the bombs every r5 ✓ of the reader vanished, yet the
    Story promises a grey "✓?" when an enemy's Mischief may have changed a cell. One rule every time: the other team
    cannot place the moved bombs (CH-HIDE-2), so each mark stays, greyed with its round: ✓? and ✗?."""
    s = _checked_then_relocated()
    assert s.known["B1"] == set()          # the bombs it knew moved: it knows none of them now (CH-G2)
    assert _marks(s, "B1") == {(4, 4): (True, True, 1), (5, 5): (False, True, 1), (6, 6): (False, True, 1)}
    assert _marks(s, "B2") == {}           # marks stay private (CH-HIDE-2)


def test_CH_G2_a_greyed_check_warns_a_step_and_a_new_checkup_renews_it():
    """A ✓ greyed by a relocation is "no bomb then" like one greyed by a plant (unsure_clear: a step there warns,
    frames/chaos.py move_check_maybe), and the cell's next Checkup makes it sure again."""
    s = _checked_then_relocated()
    s.hand["B1"] = ["checkup_eye"]
    assert s.unsure_clear("B1") == {(4, 4): 1, (5, 5): 1}     # 0-based: (5,5) and (6,6) ✓ of round 1
    s.act("end")   # A2
    while s.to_act != "B1":
        idle(s)
    s.act("play", card="checkup_eye")
    for r, c in ((5, 5), (2, 3), (2, 5)):
        s.act("pick", row=r, col=c)
    marks = _marks(s, "B1")
    assert marks[(5, 5)] == (False, False, s.round) and marks[(6, 6)] == (False, True, 1)
