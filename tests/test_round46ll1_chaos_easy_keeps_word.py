"""Round 46 LL1 (newcomer review 42, chaos_en 1, the worst on that table: the end panel said 'Easy: the other team never
plants or moves bombs and never pushes or swaps your team' (179), yet Bot B2 stepped onto the reader's cell and they
swapped roles, CH-SWAP-1, the reader becoming a ghost right after opening the gate (139-140, story 185)): an Easy team-B
move never enters a cell where it swaps with or pushes a team-A piece when another legal move avoids it."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots.chaos_easy import ChaosEasyBot
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

THEM = ("B1", "B2")


def _harms(events) -> int:
    """Return how many of `events` swap or push a team-A piece by team B's doing (CH-SWAP-1/5, CH-C2, CH-C3, CH-G1)."""
    n = 0
    for e in events or ():
        d = e.data
        n += e.name == "swap" and not {d.get("patient"), d.get("ghost")} <= set(THEM)
        n += e.name == "roles_swapped" and d.get("first") not in THEM
        n += e.name == "push" and d.get("team") == "B"
        n += e.rule == "CH-G1" and d.get("seat") not in THEM and e.name != "play"
    return n


def _avoidable(state, chosen) -> bool:
    """Return whether another legal action of the seat to act harms no team-A piece at once."""
    for a in state.legal_actions():
        if a != chosen and not _harms(state.clone().apply(a).events):
            return True
    return False


def _count(seeds) -> tuple:
    """Return team A's wins, team B's steps that swapped or pushed a team-A piece where another action would not,
    and all team-B swaps or pushes of team-A pieces, Easy bots on every seat (A1 the seat they take for the
    person's)."""
    wins = avoidable = harms = 0
    for seed in seeds:
        m = Match.new(chaos, seed=seed)
        bots = {s: ChaosEasyBot(seed=i, people={"A1"}) for i, s in enumerate(chaos.SEATS)}
        for _ in range(3000):
            if m.state.result is not None:
                break
            before, seat = m.state, m.state.to_act
            action = bots[seat].choose(before)
            m.apply(action)
            if seat in THEM and _harms(m.state.events):
                harms += 1
                avoidable += action.kind in ("move", "push") and _avoidable(before, action)
        wins += m.state.result is not None and m.state.result.outcome == "A"
    return wins, avoidable, harms


@pytest.mark.slow
def test_round46ll1_easy_team_b_never_swaps_nor_pushes_the_reader_when_it_can_avoid_it():
    """Review 42, chaos_en 1 (139-140, 185: B2 stepped onto the reader's cell, CH-SWAP-1): seeds 0-199, Easy bots on
    every seat with A1 the person's seat; team B's avoidable steps or pushes onto team-A pieces: 0 (122 before). A
    swap B does not step into (a vanished ghost shown again, a follow, CH-SWAP-5) stays rare: 13 in 200 games, 157
    before. Team A wins 178 of 200 (153 before): the note's 'about 9 games in 10'."""
    wins, avoidable, harms = _count(range(200))
    assert avoidable == 0 and harms <= 25 and 170 <= wins, (wins, avoidable, harms)


def test_round46ll1_easy_ghost_does_not_step_onto_the_readers_patient():
    """Review 42, chaos_en 1 (139-140): the first seeds where the heuristic ghost B2 would step onto the reader's
    patient by the gate; the Easy ghost walks elsewhere (CH-SWAP-1)."""
    assert _count(range(6))[1] == 0
