"""Letter, newcomer review 29 (round AU, fixer AU1), letter_en 9 (126 → 128): "You are behind: this game is lost" at
turn 5, then "Race: 2 clues…" on the opponent's turn: the page's own estimate counted the turns from the player's turn
both times. The kernel owns the verdict, the view's `lost` (the player's seat only): the deck at N + 1 cards a turn
(LS-TURN-1, LS-CHECK-1) against the clues, one off a turn on either side (LS-P9), and once lost it stays lost."""
from __future__ import annotations

from cthulhu_widgets.games.letter import Rules
from cthulhu_widgets.widgets.letter import LetterWidget

# review 29's Hard game at turn 5 (126): N = 3 (three Insanity cards in the discard), the check takes 3, the draw
# Armitage, 5 cards left; 3 clues over Cthulhu
SETUP = {"hand": ["elder_sign"], "deck": ["investigators", "investigators", "investigators", "professor_armitage",
                                          "great_race_of_yith", "randolph_carter", "silver_key", "professor_armitage",
                                          "investigators"],
         "clues": ["investigators", "cats_of_ulthar", "great_race_of_yith"],
         "discard": ["liber_ivonis", "hound_of_tindalos", "golden_mead"]}


def _table() -> LetterWidget:
    """The table of SETUP, every other card out of play (one Insanity card unused, as dealt)."""
    from conftest import leftover
    left = leftover(SETUP)
    unused = next(k for k in left if k in ("deep_ones", "mi_go", "nyarlathotep", "shining_trapezohedron"))
    left.remove(unused)
    return LetterWidget(seed=1, setup={**SETUP, "unused": [unused], "removed": left}, rules=Rules.from_dict({}))


def test_LS_CHECK_1_behind_is_lost_on_both_turns():
    """N = 3 and 5 cards: one more turn after this one; 3 clues need two: lost at the player's turn (126) and still
    lost at the opponent's (128), where the page's count said "Race"."""
    w = _table()
    assert w.view["to_act"] == "player" and w.view["insanity"] == 3 and w.view["deck"]["count"] == 5, w.view
    assert w.view["lost"] is True
    w.command({"cmd": "act", "id": "play card=professor_armitage target=opponent"})
    assert w.view["to_act"] == "opponent" and w.view["opponent"]["clues"] == 2
    assert w.view["lost"] is True


def test_LS_CHECK_1_a_game_in_time_is_not_lost():
    """The same table with a fresh deck (N = 0): not lost; a spectator's view carries no verdict."""
    w = LetterWidget(seed=1)
    assert w.view["lost"] is False
    assert "lost" not in w.state.view("public")
