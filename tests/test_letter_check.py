"""The turn (LS-TURN-1), the insanity check (LS-CHECK) and the endings (LS-END)."""
import pytest

from conftest import kinds, scenario
from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter.decisions import PLAY


def to_next_player_turn(s):
    """Play the Silver Key (no effect), then let the opponent play its top card."""
    s.act("play", card="silver_key")
    s.act("opponent_play")
    return s


def test_LS_TURN_1_order_protection_check_draw_play():
    """LS-TURN-1: protection ends, then the check, then the draw, then the play decision."""
    s = scenario("elder_sign", ["silver_key", "cats_of_ulthar", "investigators"], ["investigators", "elder_sign"],
                 discard=["golden_mead"])
    s.act("play", card="elder_sign")
    assert s.p_protected
    s.act("opponent_play")
    names = [e.name for e in s.events]
    order = [names.index(n) for n in ("protection_ends", "insanity_check", "draw")]
    assert order == sorted(order) and s.pending == PLAY and not s.p_protected


def test_LS_CHECK_1_moves_N_cards_to_the_discard_before_the_draw():
    """LS-CHECK-1: with N Insanity cards in the discard, N deck cards go to the discard face up, unplayed."""
    s = scenario("silver_key", ["cats_of_ulthar", "elder_sign", "investigators", "great_race_of_yith"],
                 ["investigators", "professor_armitage", "randolph_carter"], discard=["golden_mead", "deep_ones"],
                 rest="removed")
    assert kinds(s, "player_discard") == ["golden_mead", "deep_ones", "cats_of_ulthar", "elder_sign"]
    assert kinds(s, "hand") == ["silver_key", "investigators"]
    assert s.insanity == 2 and not s.deck_known


def test_LS_CHECK_2_revealed_insanity_cards_raise_N_but_do_not_lose():
    """LS-CHECK-2 (consume): an Insanity card revealed by the check only raises N for the next check."""
    s = scenario("silver_key", ["nyarlathotep", "cats_of_ulthar", "investigators", "investigators", "elder_sign"],
                 ["investigators", "professor_armitage", "randolph_carter"], discard=["golden_mead"])
    assert s.result is None and s.insanity == 2 and kinds(s, "hand") == ["silver_key", "cats_of_ulthar"]


def test_LS_CHECK_2_option_original_loses_on_a_revealed_insanity_card():
    """LS-CHECK-2 with check_mode="original": revealing an Insanity card is a loss."""
    s = scenario("silver_key", ["nyarlathotep", "cats_of_ulthar"], ["investigators"], discard=["golden_mead"],
                 rules={"check_mode": "original"})
    assert s.result.outcome == "loss" and s.result.cause == "insanity_revealed" and s.result.rule == "LS-CHECK-2"


def test_LS_CHECK_3_deck_smaller_than_N_loses():
    """LS-CHECK-3: fewer than N cards in the deck: the check cannot be made: loss."""
    s = scenario("silver_key", ["cats_of_ulthar"], ["investigators"], discard=["golden_mead", "deep_ones"],
                 rest="removed")
    assert s.result.cause == "check_impossible" and s.result.outcome == "loss"


def test_LS_CHECK_3_option_reveal_remaining():
    """LS-CHECK-3 with short_check="reveal_remaining": what remains is revealed; the empty draw then loses."""
    rules = {"short_check": "reveal_remaining"}
    s = scenario("silver_key", ["cats_of_ulthar"], ["investigators"], discard=["golden_mead", "deep_ones"],
                 rest="removed", rules=rules)
    assert kinds(s, "player_discard")[-1] == "cats_of_ulthar" and s.result.cause == "empty_draw"
    skip = scenario("silver_key", ["cats_of_ulthar"], ["investigators"], discard=["golden_mead", "deep_ones"],
                    rest="removed", rules={**rules, "empty_draw": "skip"})
    assert skip.result is None and kinds(skip, "hand") == ["silver_key"]


def test_LS_CHECK_4_empty_draw_loses_or_skips():
    """LS-CHECK-4: drawing from an empty deck loses; with empty_draw="skip" the draw is skipped."""
    s = scenario("silver_key", ["cats_of_ulthar"], ["investigators", "elder_sign"], rest="removed")
    s.act("play", card="silver_key").act("opponent_play")
    assert s.result.cause == "empty_draw" and s.result.rule == "LS-CHECK-4"
    s = scenario("silver_key", ["cats_of_ulthar"], ["investigators", "elder_sign"], rest="removed",
                 rules={"empty_draw": "skip"})
    s.act("play", card="silver_key").act("opponent_play")
    assert s.result is None and kinds(s, "hand") == ["cats_of_ulthar"]
    assert "draw_skipped" in [e.name for e in s.events]


def test_no_card_to_play_is_a_loss():
    """With empty_draw="skip", a player whose hand and deck are both empty cannot play: loss."""
    s = scenario("silver_key", ["cats_of_ulthar"], ["investigators", "elder_sign", "elder_sign"],
                 rest="removed", rules={"empty_draw": "skip"})
    s.act("play", card="silver_key").act("opponent_play")
    s.act("play", card="cats_of_ulthar").act("opponent_play")
    assert s.result.cause == "no_card_to_play"


def test_LS_END_3_result_names_cause_rule_and_turns():
    """LS-END-3: the result records outcome, a named cause from a fixed set, the rule and the turn count."""
    s = scenario("investigators", ["silver_key"], [])
    s.act("play", card="investigators", guess=8)
    assert s.result.to_dict() == {"outcome": "win", "cause": "cthulhu_sealed", "rule": "LS-P9", "turns": 1}
    assert s.to_act is None and s.legal_actions() == ()
    assert set(letter.CAUSES.values()) == {"win", "loss"}


@pytest.mark.parametrize("seed", range(40))
def test_LS_END_1_2_every_random_game_ends_with_a_named_cause(seed):
    """LS-END-1/2: random play always ends, in a win or a loss with a cause from the fixed set."""
    import random
    rng = random.Random(seed)
    s = letter.new_game(seed)
    for _ in range(500):
        if s.result:
            break
        s.apply(rng.choice(s.legal_actions()))
    assert s.result and s.result.cause in letter.CAUSES
    assert letter.CAUSES[s.result.cause] == s.result.outcome
