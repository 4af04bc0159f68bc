"""Review 30, chaos_en 1 (129→136): A2 declined the reader's Vanish combo, Vanish came back at the hand's END, every card
shifted left and the reader's next click played Mischief. CH-COMBO-1: a declined combo's card returns to its holder;
it goes back to the place it left, so every view (a room's, a replay's) shows the hand as it was."""
from __future__ import annotations

from test_chaos_round22ai2_chips import _action, _game


def test_a_declined_combo_card_returns_to_its_own_place_CH_COMBO_1():
    """The leader's first card starts the combo; A2 declines; the card is back first, its neighbours unmoved."""
    s = _game()
    before = list(s.hand["A1"])
    s = s.apply(_action(s, "combo", card=before[0])) or s
    assert s.to_act == "A2" and before[0] not in s.hand["A1"]
    s = s.apply(_action(s, "decline")) or s
    assert s.to_act == "A1" and s.hand["A1"] == before, s.hand["A1"]


def test_a_declined_middle_card_goes_back_between_its_neighbours_CH_COMBO_1():
    """A middle card too (the hand of shot 129: Vanish between Brainwash and Mischief)."""
    s = _game(hands={"A1": ["schizophrenia_skull", "protection_eye", "protection_moon"]})
    before = list(s.hand["A1"])
    s = s.apply(_action(s, "combo", card="protection_eye")) or s
    s = s.apply(_action(s, "decline")) or s
    assert s.hand["A1"] == before, s.hand["A1"]
