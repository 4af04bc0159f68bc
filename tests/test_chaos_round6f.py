"""Issue 23, round F (CHAOS), newcomer review 5: the bots' guesses read a Checkup's ✓ as the table does."""
from __future__ import annotations

import random

from cthulhu_widgets.games.chaos.game import new_game


def _checked_then_planted():
    """Return a game where A1's Checkup found no bomb on a cell, and an enemy has since planted a temporary bomb A1
    has not seen (CH-G2, CH-HIDE-2), and that cell."""
    s = new_game(seed=3)
    cell = next(c for c in s.map.normal_cells() if c not in s.pos.values() and c not in s.bombs)
    hidden = next(c for c in s.map.normal_cells() if c not in s.pos.values() and c not in s.bombs and c != cell)
    s.checked["A1"][cell] = False
    s.temp_bombs = {hidden}
    s.plant_owner = {hidden: "B2"}
    s.known["A1"] = set()
    return s, cell


def test_an_old_no_bomb_check_may_hold_a_bomb_planted_since():
    """A ✓ says "no bomb then": a guess may put the hidden temporary bomb there (item 6: it never did)."""
    s, cell = _checked_then_planted()
    guesses = [s.determinize("A1", random.Random(i)) for i in range(300)]
    assert any(cell in g.temp_bombs for g in guesses)


def test_a_check_still_keeps_permanent_bombs_off_its_cell():
    """A permanent bomb cannot come to a ✓ cell without a relocation (which wipes every ✓): guesses keep it off."""
    s, cell = _checked_then_planted()
    assert all(cell not in s.determinize("A1", random.Random(i)).bombs for i in range(300))
    assert all(len(g.bombs) == len(s.bombs) and len(g.temp_bombs) == 1
               for g in (s.determinize("A1", random.Random(i)) for i in range(50)))
