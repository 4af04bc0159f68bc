"""Scenario tests of the opponent's turn and card effects (letter.md §5 LS-TURN, §8 LS-O, LS-KNOW).

Most stories start the same way: the player holds the Silver Key (no effect) and one more card,
plays the Key, and the opponent plays the top of its clue stack. Decks are exact (`rest="removed"`).
"""
from __future__ import annotations

from conftest import kinds, scenario

ALWAYS = {"opponent_insane_rows": "always"}


def after_opponent(held, deck, clues, rules=None, **zones):
    """The player holds the Silver Key and `held`, plays the Key; the opponent plays its top clue.

    `deck` is the exact deck under `held`, top first: deck[0] is the deck top during the opponent's turn.
    """
    s = scenario("silver_key", [held, *deck], clues, rest="removed", rules=rules, **zones)
    s.act("play", card="silver_key")
    assert s.to_act == "opponent"
    s.act("opponent_play")
    return s


def frozen_after_opponent(held, deck, clues, rules=None):
    """Like `after_opponent`, but the player is insane with N=2 when the opponent acts.

    Liber Ivonis starts in the player's discard (N=1; the first check discards an Investigators), the
    player plays the Shining Trapezohedron's Sane row (N=2). If one deck card is left after the
    opponent's turn, the player's next insanity check cannot be made (LS-CHECK-3): the game stops
    before any draw, so the deck-top knowledge the opponent's turn left can be read.
    """
    s = scenario("shining_trapezohedron", ["investigators", held, *deck], clues, rest="removed",
                 rules=rules, discard=["liber_ivonis"])
    s.act("play", card="shining_trapezohedron", effect="sane")
    assert s.to_act == "opponent" and s.insanity == 2
    s.act("opponent_play")
    return s


def cause(s):
    return None if s.result is None else s.result.cause


def names_of(s):
    return [(e.rule, e.name) for e in s.events]


# ----- LS-TURN-2 / LS-O8: the opponent's turn ------------------------------------------------------

def test_LS_TURN_2_opponent_never_draws():
    """LS-TURN-2: the opponent plays its top card and never draws; only the player's draw takes a deck card."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"],
                       ["shining_trapezohedron", "elder_sign"])
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]
    assert kinds(s, "opponent_discard") == ["shining_trapezohedron"]
    assert kinds(s, "hand") == ["investigators", "elder_sign"]
    assert kinds(s, "deck") == ["cats_of_ulthar"]


def test_LS_TURN_2_opponent_protection_ends_at_its_turn_start():
    """LS-TURN-2 / LS-O4: the opponent's Elder Sign protection lasts through the player's turn and ends
    when the opponent's next turn starts."""
    s = after_opponent("cats_of_ulthar", ["cats_of_ulthar", "investigators"],
                       ["elder_sign", "shining_trapezohedron"])
    assert s.o_protected and s.to_act == "player"
    s.act("play", card="cats_of_ulthar")
    assert s.o_protected
    s.act("opponent_play")
    assert not s.o_protected
    assert kinds(s, "opponent_discard") == ["elder_sign", "shining_trapezohedron"]


def test_LS_TURN_2_LS_O8_cthulhu_on_top_is_played_and_loses():
    """LS-TURN-2 / LS-O8: with no clue left, the opponent plays Cthulhu at its turn: loss."""
    s = after_opponent("investigators", ["elder_sign"], [])
    assert s.result.outcome == "loss"
    assert s.result.cause == "cthulhu_played" and s.result.rule == "LS-O8"


def test_LS_TURN_2_LS_O8_cthulhu_after_last_clue_eliminated():
    """LS-TURN-2 / LS-O8: the player eliminates the last clue; Cthulhu comes to the top and the
    opponent plays it at once: loss."""
    s = scenario("investigators", ["elder_sign", "cats_of_ulthar"], ["cats_of_ulthar"], rest="removed")
    s.act("play", card="investigators", guess=2)
    assert kinds(s, "opponent") == ["cthulhu"] and s.result is None
    s.act("opponent_play")
    assert cause(s) == "cthulhu_played"


def test_LS_O8_cthulhu_ignores_player_protection():
    """LS-TURN-2 / LS-O8: the player's Elder Sign does not stop Cthulhu being played: loss."""
    s = scenario("elder_sign", ["investigators", "cats_of_ulthar"], [], rest="removed")
    s.act("play", card="elder_sign")
    assert s.p_protected
    s.act("opponent_play")
    assert cause(s) == "cthulhu_played"


# ----- LS-TURN-4: the opponent is never knocked out --------------------------------------------------

def test_LS_TURN_4_player_yith_eliminates_top_card_not_the_opponent():
    """LS-TURN-4: the player's Yith (hand 7 beats Elder Sign 4) eliminates the top card into the
    opponent's discard; the game goes on and the next clue is the new, unknown top."""
    s = scenario("great_race_of_yith", ["silver_key", "investigators"], ["elder_sign", "investigators"],
                 rest="removed")
    s.act("play", card="great_race_of_yith", compare="hand")
    assert s.result is None and s.to_act == "opponent"
    assert kinds(s, "opponent") == ["investigators", "cthulhu"]
    assert kinds(s, "opponent_discard") == ["elder_sign"]
    assert not s.top_known


def test_LS_TURN_4_player_investigators_right_guess_eliminates_top_card():
    """LS-TURN-4: a right guess (5, Armitage) eliminates the top card; the opponent is still in play."""
    s = scenario("investigators", ["elder_sign", "cats_of_ulthar"], ["professor_armitage", "elder_sign"],
                 rest="removed")
    s.act("play", card="investigators", guess=5)
    assert s.result is None and s.to_act == "opponent"
    assert kinds(s, "opponent_discard") == ["professor_armitage"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]


# ----- LS-TURN-3 and option opponent_insane_rows ------------------------------------------------------

def test_LS_TURN_3_insanity_card_in_stack_resolves_insane_row():
    """LS-TURN-3: Golden Mead in the stack uses its Insane row: the deck top becomes known and the
    opponent plays its next card (Elder Sign: it is protected)."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"],
                       ["golden_mead", "elder_sign", "cats_of_ulthar"])
    assert kinds(s, "opponent_discard") == ["golden_mead", "elder_sign"]
    assert s.o_protected
    assert kinds(s, "opponent") == ["cats_of_ulthar", "cthulhu"]


def test_LS_TURN_3_sane_card_resolves_sane_row_by_default():
    """LS-TURN-3 (opponent_insane_rows ★insanity_cards_only): Cats of Ulthar only looks; no extra play."""
    s = after_opponent("investigators", ["elder_sign", "investigators"], ["cats_of_ulthar", "elder_sign"])
    assert kinds(s, "opponent_discard") == ["cats_of_ulthar"]
    assert not s.o_protected
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]


def test_LS_TURN_3_always_cats_plays_golden_mead_row():
    """LS-TURN-3 (opponent_insane_rows="always"): Cats of Ulthar resolves Golden Mead's row and the
    opponent immediately plays its next card (Elder Sign)."""
    s = after_opponent("investigators", ["elder_sign", "investigators"], ["cats_of_ulthar", "elder_sign"],
                       rules=ALWAYS)
    assert kinds(s, "opponent_discard") == ["cats_of_ulthar", "elder_sign"]
    assert s.o_protected


def test_LS_TURN_3_always_investigators_uses_deep_ones_row():
    """LS-TURN-3 "always" / LS-O1: Investigators uses the Deep Ones row: an unknown non-1 deck top
    is revealed, then the Sane row knocks it out: loss (the default Sane row would only discard it)."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["investigators"], rules=ALWAYS)
    assert cause(s) == "partner_knocked_out"


def test_LS_TURN_3_always_yith_uses_hound_row():
    """LS-TURN-3 "always" / LS-O3: Yith uses the Hound row: a sane player's answering hand is knocked
    out even though Carter (6) beats Elder Sign (4)."""
    s = after_opponent("randolph_carter", ["investigators", "cats_of_ulthar"],
                       ["great_race_of_yith", "elder_sign"], rules=ALWAYS)
    s.act("answer", side="hand")
    assert cause(s) == "hand_knocked_out"


# ----- LS-O1 Investigators / Deep Ones ---------------------------------------------------------------

def test_LS_O1_unknown_deck_top_is_discarded_to_player_discard():
    """LS-O1 (partner_discard ★player): Investigators always guesses right; the unknown deck top
    (Elder Sign) goes to the player's discard, no loss."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["investigators"])
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "elder_sign"]
    assert kinds(s, "hand") == ["investigators", "cats_of_ulthar"]


def test_LS_O1_partner_discard_removed():
    """LS-O1 (partner_discard="removed"): the discarded deck top leaves the game instead."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["investigators"],
                       rules={"partner_discard": "removed"})
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key"]
    assert "elder_sign" in kinds(s, "removed")


def test_LS_O1_LS_KNOW_4_known_deck_top_loses():
    """LS-O1 / LS-KNOW-4: the player's Yith shows the deck top (Silver Key 7 beats Elder Sign); the
    opponent's Investigators then hits a known deck top: loss."""
    s = scenario("great_race_of_yith", ["cats_of_ulthar", "silver_key", "investigators"],
                 ["elder_sign", "investigators"], rest="removed")
    s.act("play", card="great_race_of_yith", compare="deck")
    assert s.deck_known
    s.act("opponent_play")
    assert s.result.cause == "partner_knocked_out" and s.result.rule == "LS-KNOW-4"


def test_LS_O1_empty_deck_no_effect():
    """LS-O1: with an empty deck Investigators does nothing (empty_draw="skip" lets play go on)."""
    s = after_opponent("investigators", [], ["investigators", "elder_sign"], rules={"empty_draw": "skip"})
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key"]
    assert kinds(s, "hand") == ["investigators"]
    assert kinds(s, "opponent_discard") == ["investigators"]


def test_LS_O1_deep_ones_discards_a_one():
    """LS-O1 Deep Ones Insane: the deck top is a 1 (Investigators): it is discarded, no loss."""
    s = after_opponent("elder_sign", ["investigators", "cats_of_ulthar"], ["deep_ones"])
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "investigators"]
    assert kinds(s, "hand") == ["elder_sign", "cats_of_ulthar"]


def test_LS_O1_deep_ones_reveal_first_loses():
    """LS-O1 Deep Ones (deep_ones_order ★reveal_first): an unknown non-1 top is revealed, then the
    Sane row knocks out a known top: loss."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["deep_ones"])
    assert s.result.cause == "partner_knocked_out"
    assert s.deck_known and kinds(s, "deck")[0] == "elder_sign"


def test_LS_O1_deep_ones_judge_first_only_discards_unknown_top():
    """LS-O1 Deep Ones (deep_ones_order="judge_first"): the top was unknown before the reveal, so it
    is only discarded."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["deep_ones"],
                       rules={"deep_ones_order": "judge_first"})
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "elder_sign"]


def test_LS_O1_deep_ones_judge_first_known_top_loses():
    """LS-O1 "judge_first": Golden Mead has shown the deck top before Deep Ones, so it loses."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["golden_mead", "deep_ones"],
                       rules={"deep_ones_order": "judge_first"})
    assert cause(s) == "partner_knocked_out"


def test_LS_O1_deep_ones_known_one_is_discarded_not_lost():
    """LS-O1 Deep Ones: a known deck top that is a 1 is still only discarded (the 1-test comes first)."""
    s = after_opponent("elder_sign", ["investigators", "cats_of_ulthar"], ["golden_mead", "deep_ones"])
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "investigators"]


# ----- LS-O2 Cats of Ulthar / Golden Mead ------------------------------------------------------------

def test_LS_O2_cats_makes_deck_top_known():
    """LS-O2: Cats of Ulthar makes the deck top known (read before the player's turn: the frozen table)."""
    s = frozen_after_opponent("investigators", ["elder_sign"], ["cats_of_ulthar"])
    assert s.result.cause == "check_impossible"
    assert s.deck_known and kinds(s, "deck") == ["elder_sign"]


def test_LS_O2_cats_event_names_the_deck_top():
    """LS-O2: in a normal game the look is recorded; the player then draws that card (LS-KNOW-3)."""
    s = after_opponent("investigators", ["elder_sign", "investigators"], ["cats_of_ulthar"])
    looks = [e.data for e in s.events if (e.rule, e.name) == ("LS-O2", "deck_top_known")]
    assert looks == [{"card": "elder_sign"}]
    assert kinds(s, "hand") == ["investigators", "elder_sign"] and not s.deck_known


def test_LS_O2_golden_mead_known_top_then_next_card_played():
    """LS-O2 Golden Mead: the deck top becomes known, then the opponent plays its next card (Yith),
    which waits for the player's answer with the deck top still known."""
    s = after_opponent("randolph_carter", ["elder_sign", "cats_of_ulthar"],
                       ["golden_mead", "great_race_of_yith", "investigators"])
    assert s.to_act == "player" and s.deck_known
    assert kinds(s, "opponent_discard") == ["golden_mead", "great_race_of_yith"]
    assert {a["side"] for a in s.legal_actions()} == {"hand", "deck"}


def test_LS_O2_golden_mead_then_cthulhu_loses():
    """LS-O2 / LS-O8: Golden Mead is the last clue; its extra play is Cthulhu: loss."""
    s = after_opponent("investigators", ["elder_sign"], ["golden_mead"])
    assert cause(s) == "cthulhu_played"


def test_LS_O2_golden_mead_then_investigators_loses():
    """LS-O2 / LS-O1 / LS-KNOW-4: Golden Mead shows the deck top, then Investigators hits it: loss."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["golden_mead", "investigators"])
    assert cause(s) == "partner_knocked_out"


# ----- LS-O3 Great Race of Yith ------------------------------------------------------------------------

def yith(held, deck, nxt, side, rules=None):
    """The opponent plays Yith over `nxt`; the player answers with `side`."""
    s = after_opponent(held, deck, ["great_race_of_yith", nxt], rules=rules)
    assert s.to_act == "player"
    s.act("answer", side=side)
    return s


def test_LS_O3_yith_hand_higher_nothing_eliminated():
    """LS-O3: hand Carter (6) beats the next card Elder Sign (4): nothing eliminated, next card known."""
    s = yith("randolph_carter", ["investigators", "cats_of_ulthar"], "elder_sign", "hand")
    assert s.result is None
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"] and s.top_known
    assert kinds(s, "hand") == ["randolph_carter", "investigators"]
    assert kinds(s, "player_discard") == ["silver_key"]


def test_LS_O3_yith_hand_lower_loses():
    """LS-O3: hand Investigators (1) under Elder Sign (4): the hand is knocked out: loss."""
    s = yith("investigators", ["cats_of_ulthar", "cats_of_ulthar"], "elder_sign", "hand")
    assert s.result.cause == "hand_knocked_out" and s.result.rule == "LS-O3"


def test_LS_O3_yith_deck_higher_both_known():
    """LS-O3: deck top Armitage (5) beats Elder Sign (4): the next card and the deck top become known,
    nothing is discarded (frozen table)."""
    s = frozen_after_opponent("cats_of_ulthar", ["professor_armitage"], ["great_race_of_yith", "elder_sign"])
    s.act("answer", side="deck")
    assert s.deck_known and s.top_known
    assert kinds(s, "deck") == ["professor_armitage"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]


def test_LS_O3_yith_deck_lower_discards_deck_top():
    """LS-O3: deck top Investigators (1) under Elder Sign: the deck top is discarded, next card known."""
    s = yith("randolph_carter", ["investigators", "cats_of_ulthar"], "elder_sign", "deck")
    assert s.result is None and s.top_known
    assert kinds(s, "player_discard") == ["silver_key", "investigators"]
    assert kinds(s, "hand") == ["randolph_carter", "cats_of_ulthar"]


def test_LS_O3_yith_hand_tie_nothing():
    """LS-O3 (yith_tie ★nothing): hand Elder Sign ties Elder Sign: nothing happens, next card known."""
    s = yith("elder_sign", ["investigators", "cats_of_ulthar"], "elder_sign", "hand")
    assert s.result is None and s.top_known
    assert kinds(s, "hand") == ["elder_sign", "investigators"]


def test_LS_O3_yith_hand_tie_player_loses():
    """LS-O3 (yith_tie="player_loses"): the tied hand is knocked out: loss."""
    s = yith("elder_sign", ["investigators", "cats_of_ulthar"], "elder_sign", "hand",
             rules={"yith_tie": "player_loses"})
    assert cause(s) == "hand_knocked_out"


def test_LS_O3_yith_deck_tie_nothing():
    """LS-O3 (yith_tie ★nothing): a tied deck top stays; the player draws it next turn."""
    s = yith("randolph_carter", ["elder_sign", "cats_of_ulthar"], "elder_sign", "deck")
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key"]
    assert kinds(s, "hand") == ["randolph_carter", "elder_sign"]


def test_LS_O3_yith_deck_tie_player_loses_discards():
    """LS-O3 (yith_tie="player_loses"): a tied unknown deck top loses the comparison: discarded."""
    s = yith("randolph_carter", ["elder_sign", "cats_of_ulthar"], "elder_sign", "deck",
             rules={"yith_tie": "player_loses"})
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "elder_sign"]


def test_LS_O3_yith_next_card_cthulhu_beats_hand():
    """LS-O3: Yith was the last clue, so the next card is Cthulhu (8): the hand loses."""
    s = after_opponent("randolph_carter", ["investigators", "cats_of_ulthar"], ["great_race_of_yith"])
    s.act("answer", side="hand")
    assert cause(s) == "hand_knocked_out"


# ----- LS-O3 Hound of Tindalos -------------------------------------------------------------------------

def hound(held, deck, side, rules=None, clues=("hound_of_tindalos", "elder_sign")):
    s = after_opponent(held, deck, list(clues), rules=rules)
    s.act("answer", side=side)
    return s


def test_LS_O3_hound_sane_player_hand_loses():
    """LS-O3 Hound: the player is not insane; the answering hand is knocked out: loss."""
    s = hound("randolph_carter", ["investigators", "cats_of_ulthar"], "hand")
    assert s.result.cause == "hand_knocked_out" and s.result.rule == "LS-O3"


def test_LS_O3_hound_unknown_deck_top_discarded():
    """LS-O3 Hound: an unknown answering deck top is only discarded."""
    s = hound("randolph_carter", ["elder_sign", "cats_of_ulthar"], "deck")
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "elder_sign"]


def test_LS_O3_LS_KNOW_4_hound_known_deck_top_loses():
    """LS-O3 Hound / LS-KNOW-4: Golden Mead showed the deck top; the Hound knocks it out: loss."""
    s = hound("randolph_carter", ["elder_sign", "cats_of_ulthar"], "deck",
              clues=("golden_mead", "hound_of_tindalos", "elder_sign"))
    assert s.result.cause == "partner_knocked_out" and s.result.rule == "LS-KNOW-4"


def test_LS_O3_hound_insane_player_no_effect():
    """LS-O3 Hound (opponent_hound_condition ★not_insane): the player played the Trapezohedron, so is
    insane; the Hound does nothing and the player's turn follows (check, draw)."""
    s = scenario("shining_trapezohedron", ["investigators", "elder_sign", "cats_of_ulthar"],
                 ["hound_of_tindalos"], rest="removed")
    s.act("play", card="shining_trapezohedron")
    assert s.insane
    s.act("opponent_play")
    assert s.result is None and s.to_act == "player"
    assert all(a.kind == "play" for a in s.legal_actions())
    assert kinds(s, "hand") == ["investigators", "cats_of_ulthar"]


def test_LS_O3_hound_always_knocks_out_insane_player():
    """LS-O3 (opponent_hound_condition="always"): even an insane player's answering hand is knocked out."""
    s = scenario("shining_trapezohedron", ["investigators", "elder_sign", "cats_of_ulthar"],
                 ["hound_of_tindalos"], rest="removed", rules={"opponent_hound_condition": "always"})
    s.act("play", card="shining_trapezohedron")
    s.act("opponent_play")
    s.act("answer", side="hand")
    assert cause(s) == "hand_knocked_out"


def test_LS_O3_LS_TURN_5_hound_hand_only_forces_the_hand():
    """LS-O3 (hound_answer="hand_only") / LS-TURN-5: a deck exists, but the hand must answer;
    the engine resolves it alone: loss."""
    s = after_opponent("randolph_carter", ["elder_sign", "cats_of_ulthar"], ["hound_of_tindalos"],
                       rules={"hound_answer": "hand_only"})
    assert cause(s) == "hand_knocked_out"
    assert ("LS-TURN-5", "only_answer") in names_of(s)


# ----- LS-O4 Elder Sign / Liber Ivonis ----------------------------------------------------------------

def test_LS_O4_LS_TURN_7_elder_sign_voids_player_investigators():
    """LS-O4 / LS-TURN-7: the opponent's Elder Sign protects it; the player's Investigators (a right
    guess would be 2) does nothing: the top card stays, unknown."""
    s = after_opponent("investigators", ["investigators", "cats_of_ulthar"], ["elder_sign", "cats_of_ulthar"])
    assert s.o_protected
    s.act("play", card="investigators")
    assert s.to_act == "opponent" and s.result is None
    assert kinds(s, "opponent") == ["cats_of_ulthar", "cthulhu"] and not s.top_known
    assert kinds(s, "opponent_discard") == ["elder_sign"]


def test_LS_O4_LS_TURN_7_liber_ivonis_protects_and_armitage_targets_self():
    """LS-O4 Liber Ivonis: the same protection; the player's Armitage may then only target the player."""
    s = after_opponent("professor_armitage", ["elder_sign", "cats_of_ulthar"], ["liber_ivonis", "elder_sign"])
    assert s.o_protected
    targets = {a.get("target") for a in s.legal_actions() if a["card"] == "professor_armitage"}
    assert targets == {"self"}


# ----- LS-O5 Professor Armitage / Mi-Go ---------------------------------------------------------------

def test_LS_O5_armitage_hand_discarded_and_draw():
    """LS-O5: answering with the hand, Cats is discarded (no effect) and the player draws Elder Sign;
    the next turn then draws Investigators."""
    s = after_opponent("cats_of_ulthar", ["elder_sign", "investigators"], ["professor_armitage"])
    s.act("answer", side="hand")
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "cats_of_ulthar"]
    assert kinds(s, "hand") == ["elder_sign", "investigators"]


def braincase_hand(rules=None):
    """The player holds the Braincase (set up in hand) and answers Armitage with it."""
    s = scenario("mi_go_braincase", ["silver_key", "elder_sign", "investigators", "cats_of_ulthar"],
                 ["professor_armitage"], rest="removed", rules=rules)
    s.act("play", card="silver_key")
    s.act("opponent_play")
    s.act("answer", side="hand")
    return s


def test_LS_O5_braincase_discard_harmless_by_default():
    """LS-O5 (braincase_forced_discard ★harmless): Armitage makes the player discard the Braincase: no loss."""
    s = braincase_hand()
    assert s.result is None
    assert "mi_go_braincase" in kinds(s, "player_discard")


def test_LS_O5_braincase_discard_loses_option():
    """LS-O5 (braincase_forced_discard="loses"): discarding the Braincase is a loss."""
    s = braincase_hand({"braincase_forced_discard": "loses"})
    assert cause(s) == "braincase_discarded"


def test_LS_O5_armitage_deck_top_discarded():
    """LS-O5: answering with the deck top, it is discarded to the player's discard; the hand stays."""
    s = after_opponent("cats_of_ulthar", ["elder_sign", "investigators"], ["professor_armitage"])
    s.act("answer", side="deck")
    assert s.result is None
    assert kinds(s, "player_discard") == ["silver_key", "elder_sign"]
    assert kinds(s, "hand") == ["cats_of_ulthar", "investigators"]


def test_LS_O5_armitage_deck_top_partner_discard_removed():
    """LS-O5 (partner_discard="removed"): the discarded deck top leaves the game."""
    s = after_opponent("cats_of_ulthar", ["elder_sign", "investigators"], ["professor_armitage"],
                       rules={"partner_discard": "removed"})
    s.act("answer", side="deck")
    assert kinds(s, "player_discard") == ["silver_key"]
    assert "elder_sign" in kinds(s, "removed")


def test_LS_O5_mi_go_hand_taken_and_played_player_gets_braincase():
    """LS-O5 Mi-Go: the opponent takes the hand's Elder Sign and plays it (protected); the player
    takes the Braincase."""
    s = after_opponent("elder_sign", ["investigators", "cats_of_ulthar"], ["mi_go"])
    s.act("answer", side="hand")
    assert s.result is None and s.o_protected
    assert kinds(s, "opponent_discard") == ["mi_go", "elder_sign"]
    assert kinds(s, "hand") == ["mi_go_braincase", "investigators"]
    assert kinds(s, "set_aside") == []


def test_LS_O5_mi_go_deck_taken_braincase_known_deck_top():
    """LS-O5 Mi-Go: the opponent takes the deck top (Yith) and plays it; the Braincase is the known
    deck top while the player answers that Yith."""
    s = after_opponent("randolph_carter", ["great_race_of_yith", "investigators"], ["mi_go", "elder_sign"])
    s.act("answer", side="deck")
    assert s.to_act == "player" and s.deck_known
    assert kinds(s, "deck") == ["mi_go_braincase", "investigators"]
    assert kinds(s, "opponent_discard") == ["mi_go", "great_race_of_yith"]


def test_LS_O5_mi_go_deck_player_then_draws_braincase():
    """LS-O5 Mi-Go: deck top Elder Sign is taken and played; the player draws the Braincase next turn."""
    s = after_opponent("randolph_carter", ["elder_sign", "investigators"], ["mi_go"])
    s.act("answer", side="deck")
    assert s.result is None and s.o_protected
    assert kinds(s, "hand") == ["randolph_carter", "mi_go_braincase"]
    assert kinds(s, "deck") == ["investigators"]


def test_LS_O5_mi_go_braincase_in_hand_acts_as_armitage():
    """LS-O5 note: the Braincase is in the player's hand, not set aside: Mi-Go acts as Armitage;
    the deck top is discarded."""
    s = scenario("mi_go_braincase", ["silver_key", "elder_sign", "investigators"], ["mi_go"], rest="removed")
    s.act("play", card="silver_key")
    s.act("opponent_play")
    s.act("answer", side="deck")
    assert s.result is None and not s.o_protected
    assert kinds(s, "opponent_discard") == ["mi_go"]
    assert kinds(s, "player_discard") == ["silver_key", "elder_sign"]
    assert kinds(s, "hand") == ["mi_go_braincase", "investigators"]


def test_LS_O5_mi_go_braincase_in_discard_acts_as_armitage():
    """LS-O5 note: the Braincase starts in the player's discard (insane, N=1): Mi-Go's hand answer
    discards the hand's Elder Sign and draws Cats; the opponent takes nothing."""
    s = scenario("silver_key", ["investigators", "elder_sign", "cats_of_ulthar", "investigators", "investigators"],
                 ["mi_go"], rest="removed", discard=["mi_go_braincase"])  # the first check takes deck[0]
    s.act("play", card="silver_key")
    s.act("opponent_play")
    s.act("answer", side="hand")
    assert s.result is None and not s.o_protected
    assert kinds(s, "opponent_discard") == ["mi_go"]
    assert "elder_sign" in kinds(s, "player_discard")
    assert "cats_of_ulthar" in kinds(s, "hand")


# ----- LS-O6 Randolph Carter / Nyarlathotep -----------------------------------------------------------

def test_LS_O6_carter_hand_swapped_with_next_card():
    """LS-O6: the hand's Investigators is swapped with the next card Elder Sign; the given card is
    the known top."""
    s = after_opponent("investigators", ["cats_of_ulthar", "investigators"], ["randolph_carter", "elder_sign"])
    s.act("answer", side="hand")
    assert s.result is None and s.top_known
    assert kinds(s, "hand") == ["elder_sign", "cats_of_ulthar"]
    assert kinds(s, "opponent") == ["investigators", "cthulhu"]


def test_LS_O6_carter_deck_swapped_with_next_card():
    """LS-O6: the deck top Cats is swapped with Elder Sign; the player draws the Elder Sign next turn."""
    s = after_opponent("investigators", ["cats_of_ulthar", "investigators"], ["randolph_carter", "elder_sign"])
    s.act("answer", side="deck")
    assert s.result is None and s.top_known
    assert kinds(s, "hand") == ["investigators", "elder_sign"]
    assert kinds(s, "opponent") == ["cats_of_ulthar", "cthulhu"]


def test_LS_O6_carter_deck_swap_both_known():
    """LS-O6: after a deck swap both the new deck top and the new opponent top are known (frozen table)."""
    s = frozen_after_opponent("cats_of_ulthar", ["investigators"], ["randolph_carter", "elder_sign"])
    s.act("answer", side="deck")
    assert s.deck_known and s.top_known
    assert kinds(s, "deck") == ["elder_sign"]
    assert kinds(s, "opponent") == ["investigators", "cthulhu"]


def test_LS_O6_carter_next_card_cthulhu_nothing_happens():
    """LS-O6: Carter was the last clue, the next card is Cthulhu: nothing happens, no answer asked."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["randolph_carter"])
    assert s.result is None and s.to_act == "player"
    assert kinds(s, "hand") == ["investigators", "elder_sign"]
    assert kinds(s, "opponent") == ["cthulhu"]


def test_LS_O6_nyarlathotep_hand_answer_changes_nothing():
    """LS-O6 Nyarlathotep: answering with the (already known) hand changes nothing."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["nyarlathotep", "elder_sign"])
    s.act("answer", side="hand")
    assert s.result is None and not s.top_known
    assert kinds(s, "hand") == ["investigators", "elder_sign"]
    assert kinds(s, "player_discard") == ["silver_key"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]


def test_LS_O6_nyarlathotep_deck_answer_becomes_known():
    """LS-O6 Nyarlathotep: answering with the deck top makes it known (frozen table)."""
    s = frozen_after_opponent("cats_of_ulthar", ["elder_sign"], ["nyarlathotep"])
    s.act("answer", side="deck")
    assert s.deck_known and kinds(s, "deck") == ["elder_sign"]


# ----- LS-O7 / LS-O9: no effect -----------------------------------------------------------------------

def test_LS_O7_silver_key_no_effect():
    """LS-O7: the opponent's Silver Key does nothing (the player played Cats, a harmless look)."""
    s = scenario("cats_of_ulthar", ["investigators", "elder_sign"], ["silver_key", "elder_sign"], rest="removed")
    s.act("play", card="cats_of_ulthar")
    s.act("opponent_play")
    assert s.result is None and not s.o_protected
    assert kinds(s, "opponent_discard") == ["silver_key"]
    assert kinds(s, "player_discard") == ["cats_of_ulthar"]
    assert kinds(s, "hand") == ["investigators", "elder_sign"]


def test_LS_O7_trapezohedron_no_effect():
    """LS-O7: the Shining Trapezohedron (an Insanity card, Insane row) does nothing either."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["shining_trapezohedron", "elder_sign"])
    assert s.result is None and not s.o_protected
    assert kinds(s, "player_discard") == ["silver_key"]
    assert kinds(s, "hand") == ["investigators", "elder_sign"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]


def test_LS_O9_braincase_no_effect_turn_spent():
    """LS-O9: the opponent plays the Braincase: no effect, its turn is spent."""
    s = after_opponent("investigators", ["elder_sign", "cats_of_ulthar"], ["mi_go_braincase", "elder_sign"])
    assert s.result is None and s.to_act == "player"
    assert kinds(s, "opponent_discard") == ["mi_go_braincase"]
    assert kinds(s, "opponent") == ["elder_sign", "cthulhu"]
    assert kinds(s, "player_discard") == ["silver_key"]
    assert not s.insane


# ----- LS-TURN-5: the answer ---------------------------------------------------------------------------

def test_LS_TURN_5_player_chooses_hand_or_deck():
    """LS-TURN-5: with a hand card and a deck top, the player is asked, and may give either."""
    s = after_opponent("investigators", ["elder_sign"], ["professor_armitage"])
    assert s.to_act == "player"
    assert sorted(a["side"] for a in s.legal_actions()) == ["deck", "hand"]


def test_LS_TURN_5_empty_deck_hand_answers_automatically():
    """LS-TURN-5: with an empty deck the hand is the only answer, resolved without asking: Carter (6)
    beats Elder Sign (4) against Yith; empty_draw="skip" lets the game go on."""
    s = after_opponent("randolph_carter", [], ["great_race_of_yith", "elder_sign"], rules={"empty_draw": "skip"})
    answers = [e.data for e in s.events if e.name == "only_answer"]
    assert answers and answers[0]["side"] == "hand"
    assert s.result is None and s.top_known
    assert kinds(s, "hand") == ["randolph_carter"]


# ----- LS-KNOW-3 ---------------------------------------------------------------------------------------

def test_LS_KNOW_3_known_top_until_drawn_then_beneath_unknown():
    """LS-KNOW-3: Golden Mead shows the deck top (Cats); it stays known while Yith waits; the player
    draws it, and the card beneath (Elder Sign) is unknown, so the next Investigators only discards it."""
    s = after_opponent("randolph_carter", ["cats_of_ulthar", "elder_sign", "cats_of_ulthar"],
                       ["golden_mead", "great_race_of_yith", "investigators"])
    assert s.deck_known and kinds(s, "deck")[0] == "cats_of_ulthar"
    s.act("answer", side="hand")
    assert not s.deck_known and kinds(s, "hand") == ["randolph_carter", "cats_of_ulthar"]
    s.act("play", card="cats_of_ulthar")
    s.act("opponent_play")
    assert s.result is None
    assert "elder_sign" in kinds(s, "player_discard")


def test_LS_KNOW_3_discarded_known_top_leaves_beneath_unknown():
    """LS-KNOW-3: Golden Mead shows the deck top; Armitage then discards it (deck answer); the card
    beneath starts unknown (frozen table)."""
    s = frozen_after_opponent("cats_of_ulthar", ["investigators", "elder_sign"],
                              ["golden_mead", "professor_armitage"])
    assert s.deck_known
    s.act("answer", side="deck")
    assert s.result.cause == "check_impossible"
    assert not s.deck_known and kinds(s, "deck") == ["elder_sign"]


# ----- LS-TURN-7: player protection against opponent cards --------------------------------------------

def test_LS_TURN_7_player_elder_sign_voids_opponent_investigators():
    """LS-TURN-7: the player's Elder Sign protects the deck: the opponent's Investigators does nothing."""
    s = scenario("elder_sign", ["investigators", "cats_of_ulthar", "cats_of_ulthar"], ["investigators"],
                 rest="removed")
    s.act("play", card="elder_sign")
    s.act("opponent_play")
    assert s.result is None and not s.p_protected
    assert kinds(s, "player_discard") == ["elder_sign"]
    assert kinds(s, "hand") == ["investigators", "cats_of_ulthar"]
