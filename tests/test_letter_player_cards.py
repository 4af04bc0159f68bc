"""Scenario tests of the player's card effects (letter.md §7, LS-P1..LS-P10) and their originals (LS-ORIG).

Each test lays out a game with `scenario` (hand, deck top first, clues top first) and checks outcomes:
zones, knowledge flags, whose turn it is, and the result. A player is made insane by an Insanity card
in their discard (LS-ORIG-10); note that the first turn's insanity check (LS-CHECK-1) then moves the
first deck card to the discard before the draw, so such scenarios start the deck with a filler card.
"""
from __future__ import annotations

import pytest
from conftest import kinds, scenario

from cthulhu_widgets.core.errors import IllegalAction

SANE_GUESSES = {0, 2, 3, 4, 5, 6, 7, 8}


def plays(state, card: str) -> list:
    """Return the legal play actions of one card id."""
    return [a for a in state.legal_actions() if a.kind == "play" and a["card"] == card]


def playable(state) -> set[str]:
    """Return the card ids the player may play now."""
    return {a["card"] for a in state.legal_actions() if a.kind == "play"}


# ----- LS-P1 Investigators / Deep Ones --------------------------------------------------------------

def test_LS_P1_LS_ORIG_1_right_guess_eliminates_top():
    """LS-P1, LS-ORIG-1: naming the top card's value eliminates it into the opponent's discard."""
    s = scenario("investigators", ["cats_of_ulthar"], ["great_race_of_yith", "elder_sign"], rest="removed")
    s.act("play", card="investigators", guess=3)
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]
    assert s.top_known is False  # the new top clue starts unknown (LS-KNOW-2)
    assert s.result is None and s.to_act == "opponent"


def test_LS_P1_wrong_guess_makes_top_known():
    """LS-P1: a wrong guess leaves the top card in place but makes it known to the player."""
    s = scenario("investigators", ["cats_of_ulthar"], ["great_race_of_yith", "elder_sign"], rest="removed")
    assert s.top_known is False
    s.act("play", card="investigators", guess=4)
    assert kinds(s, "opponent") == ["great_race_of_yith", "elder_sign", "cthulhu"]
    assert kinds(s, "opponent_discard") == []
    assert s.top_known is True
    top = s.view("player")["opponent"]["cards"][0]
    assert top["id"] == "great_race_of_yith"


def test_LS_P1_LS_ORIG_1_default_guesses_are_zero_and_two_to_eight():
    """LS-P1 (guess_values='not_one'), LS-ORIG-1: the player may name 0 and 2-8, never 1."""
    s = scenario("investigators", ["cats_of_ulthar"], ["elder_sign"], rest="removed")
    assert {a["guess"] for a in plays(s, "investigators")} == SANE_GUESSES


def test_LS_P1_two_to_eight_option_disallows_zero():
    """LS-P1 (guess_values='two_to_eight'): only 2-8 may be named; 0 and 1 are not offered."""
    s = scenario("investigators", ["cats_of_ulthar"], ["elder_sign"], rest="removed",
                 rules={"guess_values": "two_to_eight"})
    assert {a["guess"] for a in plays(s, "investigators")} == set(range(2, 9))
    with pytest.raises(IllegalAction):
        s.act("play", card="investigators", guess=0)


def test_LS_P1_guess_zero_names_the_braincase():
    """LS-P1: with the default 'not_one', guessing 0 hits a Braincase on top (put there by Mi-Go)."""
    s = scenario("mi_go", ["elder_sign", "investigators"], ["silver_key"], rest="removed",
                 discard=["golden_mead"])
    s.act("play", card="mi_go", effect="insane")
    assert kinds(s, "opponent")[0] == "mi_go_braincase"
    s.act("play", card="investigators", guess=0)
    assert kinds(s, "opponent_discard") == ["mi_go_braincase"]


def test_LS_ORIG_10_sane_deep_ones_resolves_sane_row():
    """LS-ORIG-10, LS-P1: a sane player's Deep Ones is a plain Investigators (no 'effect' choice)."""
    s = scenario("deep_ones", ["cats_of_ulthar"], ["investigators", "elder_sign"], rest="removed")
    acts = plays(s, "deep_ones")
    assert all(a.get("effect") is None for a in acts)
    assert {a["guess"] for a in acts} == SANE_GUESSES
    s.act("play", card="deep_ones", guess=2)  # wrong: a 1 on top is NOT eliminated by the Sane row
    assert kinds(s, "opponent")[0] == "investigators" and s.top_known


def test_LS_P1_LS_ORIG_2_deep_ones_insane_eliminates_a_one():
    """LS-P1 Insane, LS-ORIG-2: an insane player's Deep Ones eliminates a 1 on top, no guess needed."""
    s = scenario("deep_ones", ["elder_sign", "cats_of_ulthar"], ["investigators", "elder_sign"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="deep_ones", effect="insane")
    assert kinds(s, "opponent_discard") == ["investigators"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]
    assert s.to_act == "opponent"


def test_LS_P1_LS_ORIG_2_deep_ones_insane_reveals_then_right_guess_eliminates():
    """LS-P1 Insane, LS-ORIG-2: a non-1 top becomes known, then the player names a value; right eliminates."""
    s = scenario("deep_ones", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith", "elder_sign"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="deep_ones", effect="insane")
    assert s.top_known is True and s.to_act == "player"
    assert {a.kind for a in s.legal_actions()} == {"guess"}
    assert {a["value"] for a in s.legal_actions()} == SANE_GUESSES
    s.act("guess", value=3)
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"]
    assert s.to_act == "opponent"


def test_LS_P1_deep_ones_insane_wrong_guess_leaves_top_known():
    """LS-P1 Insane: after the reveal, a wrong value leaves the (now known) top in place; the turn ends."""
    s = scenario("deep_ones", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith", "elder_sign"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="deep_ones", effect="insane")
    s.act("guess", value=5)
    assert kinds(s, "opponent")[0] == "great_race_of_yith" and s.top_known
    assert kinds(s, "opponent_discard") == [] and s.to_act == "opponent"


# ----- LS-P2 Cats of Ulthar / Golden Mead ------------------------------------------------------------

def test_LS_P2_LS_ORIG_3_cats_make_top_known():
    """LS-P2, LS-ORIG-3: Cats of Ulthar only look: the top becomes known, nothing moves."""
    s = scenario("cats_of_ulthar", ["investigators"], ["randolph_carter", "elder_sign"], rest="removed")
    s.act("play", card="cats_of_ulthar")
    assert s.top_known is True
    assert kinds(s, "opponent") == ["randolph_carter", "elder_sign", "cthulhu"]
    assert kinds(s, "hand") == ["investigators"] and s.to_act == "opponent"


def test_LS_P2_LS_ORIG_3_golden_mead_insane_looks_draws_and_plays_again():
    """LS-P2 Insane, LS-ORIG-3: Golden Mead looks, draws 1 without an insanity check, then a full second play."""
    s = scenario("golden_mead", ["elder_sign", "cats_of_ulthar", "investigators", "silver_key"],
                 ["great_race_of_yith", "elder_sign"], rest="removed", discard=["hound_of_tindalos"])
    s.act("play", card="golden_mead", effect="insane")
    assert s.top_known is True and s.to_act == "player"
    assert sorted(kinds(s, "hand")) == ["cats_of_ulthar", "investigators"]
    assert kinds(s, "deck") == ["silver_key"]  # no insanity check moved it
    assert kinds(s, "player_discard") == ["hound_of_tindalos", "elder_sign", "golden_mead"]
    s.act("play", card="investigators", guess=3)  # the second play resolves fully
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"] and s.to_act == "opponent"


def test_LS_P2_LS_CHECK_4_golden_mead_empty_deck_loses_by_default():
    """LS-P2, LS-CHECK-4 (empty_draw='lose'): Golden Mead's draw from an empty deck loses."""
    s = scenario("golden_mead", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"],
                 rest="removed", discard=["hound_of_tindalos"])
    assert kinds(s, "deck") == []
    s.act("play", card="golden_mead", effect="insane")
    assert s.result is not None
    assert (s.result.outcome, s.result.cause) == ("loss", "empty_draw")


def test_LS_P2_LS_CHECK_4_golden_mead_empty_deck_skip_plays_single_card():
    """LS-P2, LS-CHECK-4 (empty_draw='skip'): the draw is skipped and the player plays the one card left."""
    s = scenario("golden_mead", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"],
                 rest="removed", discard=["hound_of_tindalos"], rules={"empty_draw": "skip"})
    s.act("play", card="golden_mead", effect="insane")
    assert s.result is None and s.to_act == "player"
    assert playable(s) == {"cats_of_ulthar"}
    s.act("play", card="cats_of_ulthar")
    assert kinds(s, "hand") == [] and s.to_act == "opponent"


# ----- LS-P3 Great Race of Yith / Hound of Tindalos --------------------------------------------------

def test_LS_P3_LS_ORIG_4_yith_hand_higher_eliminates():
    """LS-P3, LS-ORIG-4: the other hand card (Carter 6) beats the top (Elder Sign 4): the top is eliminated."""
    s = scenario("great_race_of_yith", ["randolph_carter"], ["elder_sign", "cats_of_ulthar"], rest="removed")
    s.act("play", card="great_race_of_yith", compare="hand")
    assert kinds(s, "opponent_discard") == ["elder_sign"]
    assert kinds(s, "hand") == ["randolph_carter"] and s.result is None


def test_LS_P3_LS_KNOW_4_yith_hand_lower_loses():
    """LS-P3, LS-KNOW-4: the hand card (Cats 2) is lower than the top (Elder Sign 4): loss."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar"], ["elder_sign"], rest="removed")
    s.act("play", card="great_race_of_yith", compare="hand")
    assert (s.result.outcome, s.result.cause) == ("loss", "hand_knocked_out")


def test_LS_P3_yith_deck_top_higher_eliminates_and_reveals_deck_top():
    """LS-P3: the deck top (Carter 6) beats the top (Elder Sign 4): eliminate it; the deck top becomes known."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar", "randolph_carter"], ["elder_sign"], rest="removed")
    s.act("play", card="great_race_of_yith", compare="deck")
    assert kinds(s, "opponent_discard") == ["elder_sign"]
    assert kinds(s, "deck") == ["randolph_carter"] and s.deck_known is True
    assert s.result is None


def test_LS_P3_yith_deck_top_lower_discards_it_and_reveals_top():
    """LS-P3 (partner_discard='player'): a lower deck top goes to the player's discard; the top becomes known."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar", "investigators", "silver_key"], ["elder_sign"],
                 rest="removed")
    s.act("play", card="great_race_of_yith", compare="deck")
    assert kinds(s, "player_discard") == ["great_race_of_yith", "investigators"]
    assert kinds(s, "deck") == ["silver_key"] and s.deck_known is False
    assert kinds(s, "opponent")[0] == "elder_sign" and s.top_known is True
    assert s.result is None


def test_LS_P3_yith_deck_top_lower_partner_discard_removed():
    """LS-P3 (partner_discard='removed'): the lower deck top leaves the game instead of the player's discard."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar", "investigators"], ["elder_sign"], rest="removed",
                 rules={"partner_discard": "removed"})
    s.act("play", card="great_race_of_yith", compare="deck")
    assert "investigators" in kinds(s, "removed")
    assert kinds(s, "player_discard") == ["great_race_of_yith"]


def test_LS_P3_LS_ORIG_4_yith_tie_with_hand_does_nothing():
    """LS-P3 (yith_tie='nothing'), LS-ORIG-4: hand 4 vs top 4: nothing happens, the top becomes known."""
    s = scenario("great_race_of_yith", ["elder_sign"], ["elder_sign"], rest="removed")
    s.act("play", card="great_race_of_yith", compare="hand")
    assert s.result is None and s.top_known is True
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"] and kinds(s, "hand") == ["elder_sign"]


def test_LS_P3_yith_tie_with_deck_top_makes_both_known():
    """LS-P3 (yith_tie='nothing'): deck top 4 vs top 4: both become known, nothing moves."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar", "elder_sign"], ["elder_sign"], rest="removed")
    s.act("play", card="great_race_of_yith", compare="deck")
    assert s.deck_known is True and s.top_known is True
    assert kinds(s, "deck") == ["elder_sign"] and kinds(s, "opponent") == ["elder_sign", "cthulhu"]


def test_LS_P3_yith_tie_player_loses_option_with_hand():
    """LS-P3 (yith_tie='player_loses'): a hand tie knocks the known hand card out: loss."""
    s = scenario("great_race_of_yith", ["elder_sign"], ["elder_sign"], rest="removed",
                 rules={"yith_tie": "player_loses"})
    s.act("play", card="great_race_of_yith", compare="hand")
    assert (s.result.outcome, s.result.cause) == ("loss", "hand_knocked_out")


def test_LS_P3_yith_tie_player_loses_option_with_deck_top():
    """LS-P3 (yith_tie='player_loses'): a deck-top tie discards the deck top; the top becomes known."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar", "elder_sign"], ["elder_sign"], rest="removed",
                 rules={"yith_tie": "player_loses"})
    s.act("play", card="great_race_of_yith", compare="deck")
    assert s.result is None
    assert kinds(s, "deck") == [] and kinds(s, "player_discard")[-1] == "elder_sign"
    assert s.top_known is True and kinds(s, "opponent")[0] == "elder_sign"


def test_LS_P3_LS_ORIG_4_hound_insane_eliminates_when_opponent_sane():
    """LS-P3 Insane, LS-ORIG-4: no Insanity card in the opponent's discard: the Hound eliminates the top."""
    s = scenario("hound_of_tindalos", ["elder_sign", "cats_of_ulthar"], ["randolph_carter", "investigators"],
                 rest="removed", discard=["golden_mead"], opponent_discard=["silver_key"])
    s.act("play", card="hound_of_tindalos", effect="insane")
    assert kinds(s, "opponent_discard") == ["silver_key", "randolph_carter"]
    assert kinds(s, "opponent") == ["investigators", "cthulhu"]


def test_LS_P3_hound_insane_does_nothing_when_opponent_insane():
    """LS-P3 Insane: an Insanity card (Liber Ivonis) in the opponent's discard: the Hound does nothing."""
    s = scenario("hound_of_tindalos", ["elder_sign", "cats_of_ulthar"], ["randolph_carter"],
                 rest="removed", discard=["golden_mead"], opponent_discard=["liber_ivonis"])
    s.act("play", card="hound_of_tindalos", effect="insane")
    assert kinds(s, "opponent") == ["randolph_carter", "cthulhu"]
    assert kinds(s, "opponent_discard") == ["liber_ivonis"] and s.result is None


def test_LS_P3_hound_insane_braincase_counts_as_insanity():
    """LS-P3 Insane, LS-CHECK-1: the Braincase in the opponent's discard is an Insanity card: no effect."""
    s = scenario("hound_of_tindalos", ["elder_sign", "cats_of_ulthar"], ["randolph_carter"],
                 rest="removed", discard=["golden_mead"], opponent_discard=["mi_go_braincase"])
    s.act("play", card="hound_of_tindalos", effect="insane")
    assert kinds(s, "opponent") == ["randolph_carter", "cthulhu"]


def test_LS_ORIG_10_sane_hound_resolves_as_yith():
    """LS-ORIG-10, LS-P3: a sane player's Hound is a Yith comparison (no 'effect' field, a compare choice)."""
    s = scenario("hound_of_tindalos", ["randolph_carter"], ["elder_sign"], rest="removed")
    acts = plays(s, "hound_of_tindalos")
    assert all(a.get("effect") is None for a in acts)
    assert {a["compare"] for a in acts} == {"hand"}  # the deck is empty: only the hand can answer
    s.act("play", card="hound_of_tindalos", compare="hand")
    assert kinds(s, "opponent_discard") == ["elder_sign"]
    assert s.insane  # the first Insanity card played makes the player insane


# ----- LS-P4 Elder Sign / Liber Ivonis ---------------------------------------------------------------

def test_LS_P4_LS_TURN_7_elder_sign_protects_deck_from_opponent():
    """LS-P4, LS-TURN-7, LS-ORIG-5: protected, the opponent's Investigators (a sure hit on the deck) does nothing."""
    s = scenario("elder_sign", ["cats_of_ulthar", "golden_mead", "silver_key"], ["investigators", "great_race_of_yith"],
                 rest="removed")
    s.act("play", card="elder_sign")
    assert s.p_protected is True
    s.act("opponent_play")
    assert kinds(s, "opponent_discard") == ["investigators"]  # the card is still played
    assert "golden_mead" in kinds(s, "hand")  # the deck top survived and was drawn
    assert kinds(s, "player_discard") == ["elder_sign"]


def test_LS_P4_control_unprotected_opponent_investigators_discard_deck_top():
    """LS-P4 (control for the test above), LS-O1: without protection the same card discards the deck top."""
    s = scenario("cats_of_ulthar", ["elder_sign", "golden_mead", "silver_key"], ["investigators", "great_race_of_yith"],
                 rest="removed")
    s.act("play", card="cats_of_ulthar")
    s.act("opponent_play")
    assert "golden_mead" in kinds(s, "player_discard")


def test_LS_P4_LS_TURN_1_protection_ends_at_players_next_turn():
    """LS-P4, LS-TURN-1: protection lasts through the opponent's turn and ends as the player's turn starts."""
    s = scenario("elder_sign", ["cats_of_ulthar", "investigators", "silver_key"],
                 ["great_race_of_yith", "randolph_carter"], rest="removed")
    s.act("play", card="elder_sign")
    assert s.p_protected is True and s.to_act == "opponent"
    s.act("opponent_play")
    assert s.to_act == "player" and s.p_protected is False
    assert s.view("player")["protected"]["player"] is False


def test_LS_P4_liber_ivonis_insane_protects_like_elder_sign():
    """LS-P4 Insane: an insane player's Liber Ivonis Insane row also protects until the next turn."""
    s = scenario("liber_ivonis", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"], rest="removed",
                 discard=["golden_mead"])
    assert {a.get("effect") for a in plays(s, "liber_ivonis")} == {"sane", "insane"}
    s.act("play", card="liber_ivonis", effect="insane")
    assert s.p_protected is True and s.to_act == "opponent"


def test_LS_P4_liber_ivonis_sane_protects():
    """LS-P4, LS-ORIG-10: a sane player's Liber Ivonis resolves Sane: protection."""
    s = scenario("liber_ivonis", ["cats_of_ulthar"], ["great_race_of_yith"], rest="removed")
    s.act("play", card="liber_ivonis")
    assert s.p_protected is True


# ----- LS-P5 Professor Armitage / Mi-Go --------------------------------------------------------------

def test_LS_P5_LS_ORIG_6_armitage_self_discards_other_card_without_effect_and_draws():
    """LS-P5, LS-ORIG-6: Armitage on oneself discards the other card (Cats: its look does not happen) and draws."""
    s = scenario("professor_armitage", ["cats_of_ulthar", "investigators", "silver_key"], ["elder_sign"],
                 rest="removed")
    s.act("play", card="professor_armitage", target="self")
    assert kinds(s, "player_discard") == ["professor_armitage", "cats_of_ulthar"]
    assert kinds(s, "hand") == ["investigators"] and kinds(s, "deck") == ["silver_key"]
    assert s.top_known is False and s.to_act == "opponent"


def test_LS_P5_armitage_self_discarding_braincase_is_harmless_by_default():
    """LS-P5 (braincase_forced_discard='harmless'): discarding the Braincase from the hand does not lose."""
    s = scenario("mi_go_braincase", ["professor_armitage", "cats_of_ulthar"], ["elder_sign"], rest="removed")
    s.act("play", card="professor_armitage", target="self")
    assert s.result is None
    assert "mi_go_braincase" in kinds(s, "player_discard")
    assert kinds(s, "hand") == ["cats_of_ulthar"]


def test_LS_P5_armitage_self_discarding_braincase_loses_with_option():
    """LS-P5 (braincase_forced_discard='loses'): discarding the Braincase through Armitage loses."""
    s = scenario("mi_go_braincase", ["professor_armitage", "cats_of_ulthar"], ["elder_sign"], rest="removed",
                 rules={"braincase_forced_discard": "loses"})
    s.act("play", card="professor_armitage", target="self")
    assert (s.result.outcome, s.result.cause) == ("loss", "braincase_discarded")


def test_LS_P5_armitage_opponent_eliminates_top():
    """LS-P5, LS-TURN-4: Armitage on the opponent eliminates its top card."""
    s = scenario("professor_armitage", ["cats_of_ulthar"], ["randolph_carter", "elder_sign"], rest="removed")
    s.act("play", card="professor_armitage", target="opponent")
    assert kinds(s, "opponent_discard") == ["randolph_carter"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"] and kinds(s, "hand") == ["cats_of_ulthar"]


def test_LS_P5_LS_TURN_7_armitage_must_target_self_when_opponent_protected():
    """LS-P5, LS-TURN-7: after the opponent plays Elder Sign, Armitage may only target the player."""
    s = scenario("cats_of_ulthar", ["investigators", "professor_armitage", "silver_key"],
                 ["elder_sign", "great_race_of_yith"], rest="removed")
    s.act("play", card="cats_of_ulthar")
    s.act("opponent_play")
    assert s.o_protected is True and s.to_act == "player"
    assert {a["target"] for a in plays(s, "professor_armitage")} == {"self"}
    with pytest.raises(IllegalAction):
        s.act("play", card="professor_armitage", target="opponent")


def test_LS_TURN_7_player_card_against_protected_opponent_does_nothing():
    """LS-TURN-7: while the opponent is protected, the player's Investigators is played but does nothing."""
    s = scenario("cats_of_ulthar", ["investigators", "professor_armitage", "silver_key"],
                 ["elder_sign", "great_race_of_yith"], rest="removed")
    s.act("play", card="cats_of_ulthar")
    s.act("opponent_play")
    s.apply(plays(s, "investigators")[0])
    assert kinds(s, "opponent") == ["great_race_of_yith", "cthulhu"] and s.top_known is False
    assert "investigators" in kinds(s, "player_discard") and s.to_act == "opponent"


def test_LS_P5_LS_ORIG_6_mi_go_insane_takes_top_and_plays_again():
    """LS-P5 Insane, LS-ORIG-6: Mi-Go takes the top into the hand, the Braincase becomes the known top, play again."""
    s = scenario("mi_go", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith", "elder_sign"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="mi_go", effect="insane")
    assert sorted(kinds(s, "hand")) == ["cats_of_ulthar", "great_race_of_yith"]
    assert kinds(s, "opponent") == ["mi_go_braincase", "elder_sign", "cthulhu"]
    assert kinds(s, "set_aside") == [] and s.top_known is True
    assert s.to_act == "player" and s.result is None
    s.act("play", card="great_race_of_yith", compare="hand")  # Cats 2 beats the Braincase 0
    assert kinds(s, "opponent_discard") == ["mi_go_braincase"] and s.to_act == "opponent"


def test_LS_P5_mi_go_without_set_aside_braincase_has_only_sane_row():
    """LS-P5 / LS-O5 note: with the Braincase already in play, Mi-Go's Insane row acts as its Sane row."""
    s = scenario("mi_go", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"], rest="removed",
                 discard=["golden_mead"], opponent_discard=["mi_go_braincase"])
    assert {a.get("effect", "sane") for a in plays(s, "mi_go")} == {"sane"}
    s.act("play", card="mi_go", target="opponent")
    assert kinds(s, "opponent_discard") == ["mi_go_braincase", "great_race_of_yith"]


# ----- LS-P6 Randolph Carter / Nyarlathotep ----------------------------------------------------------

def test_LS_P6_LS_ORIG_7_carter_swaps_hand_card_with_top():
    """LS-P6, LS-ORIG-7: Carter gives the other hand card to the opponent's top and takes the top; given card known."""
    s = scenario("randolph_carter", ["cats_of_ulthar"], ["great_race_of_yith", "elder_sign"], rest="removed")
    s.act("play", card="randolph_carter")
    assert kinds(s, "hand") == ["great_race_of_yith"]
    assert kinds(s, "opponent") == ["cats_of_ulthar", "elder_sign", "cthulhu"]
    assert s.top_known is True and s.result is None


def test_LS_P6_nyarlathotep_insane_only_reveals_top():
    """LS-P6 Insane, LS-ORIG-7: an insane player's Nyarlathotep makes the top known; nothing is swapped."""
    s = scenario("nyarlathotep", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"], rest="removed",
                 discard=["golden_mead"])
    s.act("play", card="nyarlathotep", effect="insane")
    assert s.top_known is True
    assert kinds(s, "hand") == ["cats_of_ulthar"] and kinds(s, "opponent") == ["great_race_of_yith", "cthulhu"]


def test_LS_ORIG_10_sane_nyarlathotep_swaps_like_carter():
    """LS-ORIG-10, LS-P6: a sane player's Nyarlathotep resolves its Sane row: the Carter swap."""
    s = scenario("nyarlathotep", ["cats_of_ulthar"], ["great_race_of_yith"], rest="removed")
    assert all(a.get("effect") is None for a in plays(s, "nyarlathotep"))
    s.act("play", card="nyarlathotep")
    assert kinds(s, "hand") == ["great_race_of_yith"] and kinds(s, "opponent")[0] == "cats_of_ulthar"


# ----- LS-P7 / LS-TURN-6 / LS-ORIG-8 The 7s -----------------------------------------------------------

def test_LS_TURN_6_LS_ORIG_8_silver_key_forced_with_five_plus():
    """LS-TURN-6, LS-ORIG-8: Silver Key with Armitage (5) must be played; playing it does nothing (LS-P7)."""
    s = scenario("silver_key", ["professor_armitage"], ["great_race_of_yith"], rest="removed")
    assert playable(s) == {"silver_key"}
    s.act("play", card="silver_key")
    assert kinds(s, "opponent") == ["great_race_of_yith", "cthulhu"] and s.top_known is False
    assert kinds(s, "hand") == ["professor_armitage"]


def test_LS_TURN_6_silver_key_not_forced_with_low_card():
    """LS-TURN-6: Silver Key with a card below 5 is not forced; both cards are playable."""
    s = scenario("silver_key", ["elder_sign"], ["great_race_of_yith"], rest="removed")
    assert playable(s) == {"silver_key", "elder_sign"}


def test_LS_TURN_6_trapezohedron_forced_while_sane():
    """LS-TURN-6, LS-ORIG-8: a sane player holding the Trapezohedron with Carter (6) must play the Trapezohedron."""
    s = scenario("shining_trapezohedron", ["randolph_carter"], ["great_race_of_yith"], rest="removed")
    assert playable(s) == {"shining_trapezohedron"}
    s.act("play", card="shining_trapezohedron")  # sane: no effect
    assert kinds(s, "opponent") == ["great_race_of_yith", "cthulhu"]


def test_LS_TURN_6_trapezohedron_not_forced_while_insane_by_default():
    """LS-TURN-6 (trapezohedron_forced_when_insane=False): insane, either card may be played."""
    s = scenario("shining_trapezohedron", ["elder_sign", "randolph_carter"], ["great_race_of_yith"],
                 rest="removed", discard=["golden_mead"])
    assert playable(s) == {"shining_trapezohedron", "randolph_carter"}


def test_LS_TURN_6_trapezohedron_forced_while_insane_with_option():
    """LS-TURN-6 (trapezohedron_forced_when_insane=True): the forced play holds while insane too."""
    s = scenario("shining_trapezohedron", ["elder_sign", "randolph_carter"], ["great_race_of_yith"],
                 rest="removed", discard=["golden_mead"], rules={"trapezohedron_forced_when_insane": True})
    assert playable(s) == {"shining_trapezohedron"}


def test_LS_TURN_6_both_sevens_either_may_be_played():
    """LS-TURN-6: holding the Silver Key and the Trapezohedron, either 7 may be played."""
    s = scenario("silver_key", ["shining_trapezohedron"], ["great_race_of_yith"], rest="removed")
    assert playable(s) == {"silver_key", "shining_trapezohedron"}


def test_LS_P7_LS_ORIG_8_trapezohedron_insane_with_five_plus_eliminates_top():
    """LS-P7 Insane (on_play), LS-ORIG-8: played with Carter (6) in hand, the Trapezohedron eliminates the top."""
    s = scenario("shining_trapezohedron", ["elder_sign", "randolph_carter"], ["great_race_of_yith", "elder_sign"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="shining_trapezohedron", effect="insane")
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"]
    assert kinds(s, "hand") == ["randolph_carter"]


def test_LS_P7_trapezohedron_insane_with_low_card_does_nothing():
    """LS-P7 Insane: with the other card below 5 (Cats), the Trapezohedron does nothing."""
    s = scenario("shining_trapezohedron", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="shining_trapezohedron", effect="insane")
    assert kinds(s, "opponent") == ["great_race_of_yith", "cthulhu"] and kinds(s, "opponent_discard") == []


def test_LS_P7_trapezohedron_in_hand_triggers_as_play_decision_opens():
    """LS-P7 (trapezohedron_trigger='in_hand'): insane, holding it with a 5+ eliminates the top at once.

    Playing it afterwards does nothing more.
    """
    s = scenario("shining_trapezohedron", ["elder_sign", "randolph_carter"], ["great_race_of_yith", "elder_sign"],
                 rest="removed", discard=["golden_mead"], rules={"trapezohedron_trigger": "in_hand"})
    assert s.to_act == "player"
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"]
    s.act("play", card="shining_trapezohedron", effect="insane")
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"] and kinds(s, "opponent_discard") == ["great_race_of_yith"]


def test_LS_P7_trapezohedron_in_hand_once_per_turn():
    """LS-P7 (in_hand): after Mi-Go's take opens a second play decision with a 5+ again, no second elimination."""
    s = scenario("shining_trapezohedron", ["elder_sign", "mi_go"], ["great_race_of_yith", "professor_armitage"],
                 rest="removed", discard=["golden_mead"], rules={"trapezohedron_trigger": "in_hand"})
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"]  # triggered with Mi-Go (5)
    s.act("play", card="mi_go", effect="insane")  # takes Armitage (5); the Braincase becomes the top
    assert sorted(kinds(s, "hand")) == ["professor_armitage", "shining_trapezohedron"]
    assert kinds(s, "opponent")[0] == "mi_go_braincase"
    assert kinds(s, "opponent_discard") == ["great_race_of_yith"] and s.to_act == "player"


def test_LS_P7_trapezohedron_in_hand_not_for_sane_player():
    """LS-P7 (in_hand): a sane player holding it with a 5+ triggers nothing (the Insane row needs insanity)."""
    s = scenario("shining_trapezohedron", ["randolph_carter"], ["great_race_of_yith"],
                 rest="removed", rules={"trapezohedron_trigger": "in_hand"})
    assert kinds(s, "opponent_discard") == [] and playable(s) == {"shining_trapezohedron"}


# ----- LS-P8 the Braincase ---------------------------------------------------------------------------

def test_LS_P8_LS_ORIG_9_playing_braincase_loses():
    """LS-P8, LS-ORIG-9, LS-END-2: playing the Mi-Go Braincase is a loss."""
    s = scenario("mi_go_braincase", ["cats_of_ulthar"], ["great_race_of_yith"], rest="removed")
    s.act("play", card="mi_go_braincase")
    assert (s.result.outcome, s.result.cause) == ("loss", "braincase_played")
    assert s.legal_actions() == ()


# ----- LS-P9 sealing Cthulhu ----------------------------------------------------------------------------

def test_LS_P9_LS_END_1_eliminating_cthulhu_wins():
    """LS-P9, LS-END-1: with no clue left, naming 8 eliminates Cthulhu: win."""
    s = scenario("investigators", ["cats_of_ulthar"], [], rest="removed")
    assert kinds(s, "opponent") == ["cthulhu"] and s.top_known is True  # Cthulhu is known (LS-KNOW-2)
    s.act("play", card="investigators", guess=8)
    assert (s.result.outcome, s.result.cause) == ("win", "cthulhu_sealed")
    assert "cthulhu" in kinds(s, "opponent_discard")


def test_LS_P9_mi_go_taking_cthulhu_wins_by_default():
    """LS-P9 (cthulhu_taken_wins=True): Mi-Go Insane taking Cthulhu into the hand wins."""
    s = scenario("mi_go", ["elder_sign", "cats_of_ulthar"], [], rest="removed", discard=["golden_mead"])
    s.act("play", card="mi_go", effect="insane")
    assert (s.result.outcome, s.result.cause) == ("win", "cthulhu_sealed")


def test_LS_P9_carter_swapping_cthulhu_wins_by_default():
    """LS-P9 (cthulhu_taken_wins=True): Carter swapping Cthulhu away wins."""
    s = scenario("randolph_carter", ["cats_of_ulthar"], [], rest="removed")
    s.act("play", card="randolph_carter")
    assert (s.result.outcome, s.result.cause) == ("win", "cthulhu_sealed")


def test_LS_P9_taken_wins_false_mi_go_fizzles():
    """LS-P9 (cthulhu_taken_wins=False): Mi-Go cannot take Cthulhu; the game goes on and Cthulhu stays."""
    s = scenario("mi_go", ["elder_sign", "cats_of_ulthar"], [], rest="removed", discard=["golden_mead"],
                 rules={"cthulhu_taken_wins": False})
    s.act("play", card="mi_go", effect="insane")
    assert s.result is None and kinds(s, "opponent") == ["cthulhu"]
    assert kinds(s, "hand") == ["cats_of_ulthar"] and "mi_go_braincase" in kinds(s, "set_aside")


def test_LS_P9_taken_wins_false_carter_fizzles():
    """LS-P9 (cthulhu_taken_wins=False): Carter cannot swap Cthulhu; the hand card stays, Cthulhu stays."""
    s = scenario("randolph_carter", ["cats_of_ulthar"], [], rest="removed", rules={"cthulhu_taken_wins": False})
    s.act("play", card="randolph_carter")
    assert s.result is None
    assert kinds(s, "opponent") == ["cthulhu"] and kinds(s, "hand") == ["cats_of_ulthar"]


def test_LS_P9_taken_wins_false_eliminating_still_wins():
    """LS-P9 (cthulhu_taken_wins=False): eliminating Cthulhu (Armitage on the opponent) still wins."""
    s = scenario("professor_armitage", ["cats_of_ulthar"], [], rest="removed", rules={"cthulhu_taken_wins": False})
    s.act("play", card="professor_armitage", target="opponent")
    assert (s.result.outcome, s.result.cause) == ("win", "cthulhu_sealed")


def test_LS_P9_hound_insane_eliminating_cthulhu_wins():
    """LS-P9, LS-P3 Insane: with a sane opponent discard, the Hound eliminates Cthulhu on top: win."""
    s = scenario("hound_of_tindalos", ["elder_sign", "cats_of_ulthar"], [], rest="removed",
                 discard=["golden_mead"])
    s.act("play", card="hound_of_tindalos", effect="insane")
    assert (s.result.outcome, s.result.cause) == ("win", "cthulhu_sealed")


# ----- LS-P10 eliminating the last clue ---------------------------------------------------------------

def test_LS_P10_LS_TURN_2_LS_O8_eliminating_last_clue_then_cthulhu_is_played():
    """LS-P10, LS-TURN-2, LS-O8, LS-END-2: eliminating the last clue is legal; the opponent then plays Cthulhu: loss."""
    s = scenario("investigators", ["cats_of_ulthar"], ["elder_sign"], rest="removed")
    s.act("play", card="investigators", guess=4)
    assert s.result is None and kinds(s, "opponent") == ["cthulhu"] and s.to_act == "opponent"
    s.act("opponent_play")
    assert (s.result.outcome, s.result.cause) == ("loss", "cthulhu_played")


# ----- LS-ORIG-10 choosing the row --------------------------------------------------------------------

def test_LS_ORIG_10_sane_player_has_no_effect_choice():
    """LS-ORIG-10: a sane player's Insanity card (Golden Mead) offers no 'effect' field: it resolves Sane."""
    s = scenario("golden_mead", ["investigators", "cats_of_ulthar"], ["great_race_of_yith"], rest="removed")
    assert not s.insane
    assert [a.get("effect") for a in plays(s, "golden_mead")] == [None]
    s.act("play", card="golden_mead")  # Sane row = Cats: look only, no draw, no second play
    assert s.top_known and kinds(s, "hand") == ["investigators"] and s.to_act == "opponent"
    with pytest.raises(IllegalAction):
        scenario("golden_mead", ["investigators"], ["great_race_of_yith"], rest="removed").act(
            "play", card="golden_mead", effect="insane")


def test_LS_ORIG_10_insane_player_may_choose_either_row():
    """LS-ORIG-10: an insane player's Golden Mead offers both rows; choosing Sane only looks."""
    s = scenario("golden_mead", ["elder_sign", "investigators", "cats_of_ulthar"], ["great_race_of_yith"],
                 rest="removed", discard=["hound_of_tindalos"])
    assert s.insane
    assert {a.get("effect") for a in plays(s, "golden_mead")} == {"sane", "insane"}
    assert {a.get("effect") for a in plays(s, "investigators")} == {None}  # a Sane card has one row
    s.act("play", card="golden_mead", effect="sane")
    assert s.top_known and kinds(s, "hand") == ["investigators"] and s.to_act == "opponent"
    assert kinds(s, "deck") == ["cats_of_ulthar"]


# ----- illegal actions --------------------------------------------------------------------------------

@pytest.mark.parametrize("fields", [
    {"card": "silver_key"},                              # not in hand
    {"card": "investigators", "guess": 1},               # 1 may never be named (LS-P1)
    {"card": "investigators", "guess": 9},               # no such value
    {"card": "investigators"},                           # the guess is missing
])
def test_LS_P1_illegal_action_raises_and_changes_nothing(fields):
    """LS-P1: an illegal play raises IllegalAction and leaves the state exactly as it was."""
    s = scenario("investigators", ["cats_of_ulthar"], ["great_race_of_yith"], rest="removed")
    before = s.clone()
    with pytest.raises(IllegalAction):
        s.act("play", **fields)
    assert s == before


def test_LS_P1_illegal_guess_after_deep_ones_changes_nothing():
    """LS-P1 Insane: in the guess decision after Deep Ones, naming 1 is illegal and changes nothing."""
    s = scenario("deep_ones", ["elder_sign", "cats_of_ulthar"], ["great_race_of_yith"],
                 rest="removed", discard=["golden_mead"])
    s.act("play", card="deep_ones", effect="insane")
    before = s.clone()
    with pytest.raises(IllegalAction):
        s.act("guess", value=1)
    with pytest.raises(IllegalAction):
        s.act("play", card="cats_of_ulthar")  # the guess is pending, not a play
    assert s == before


def test_illegal_opponent_play_on_player_turn_changes_nothing():
    """LS-TURN-1/2: the opponent does not act during the player's turn; asking it to raises and changes nothing."""
    s = scenario("investigators", ["cats_of_ulthar"], ["great_race_of_yith"], rest="removed")
    before = s.clone()
    with pytest.raises(IllegalAction):
        s.act("opponent_play")
    assert s == before
