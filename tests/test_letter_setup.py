"""Setup (LS-SETUP), the cards (LS-CARDS) and what the player knows at the start (LS-KNOW)."""
from collections import Counter

import pytest

from conftest import kinds, scenario
from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter.cards import CARD_KIND, INSANE, VALUE


def test_LS_CARDS_twenty_five_cards_sixteen_sane_nine_insane():
    """LS-CARDS: 25 cards, 16 Sane + 9 Insane, with the values and copies of the table."""
    assert len(CARD_KIND) == 25
    assert sum(INSANE) == 9
    counts = Counter(CARD_KIND)
    assert counts["investigators"] == 5 and counts["cats_of_ulthar"] == 2 and counts["cthulhu"] == 1
    assert VALUE[CARD_KIND.index("mi_go_braincase")] == 0 and VALUE[CARD_KIND.index("cthulhu")] == 8
    assert {k.id: k.zh for k in letter.KINDS}["cthulhu"] == "克蘇魯"


def test_LS_SETUP_derived_counts_after_setup():
    """LS-SETUP-1..7 (§10): hand 1 (+1 drawn), deck 14, clues 6, Cthulhu, Braincase aside, Necronomicon removed."""
    s = letter.new_game(3)
    assert kinds(s, "set_aside") == ["mi_go_braincase"]          # LS-SETUP-1
    assert kinds(s, "removed") == ["necronomicon"]               # LS-SETUP-2
    assert kinds(s, "opponent")[-1] == "cthulhu"                # LS-SETUP-3
    assert len(s.unused) == 1 and INSANE[s.unused[0]]           # LS-SETUP-4
    assert s.clues == 6 and not any(INSANE[c] for c in s.stack[1:])  # LS-SETUP-5: Sane clues
    # LS-SETUP-6/7: 15 in the deck, 1 dealt (14 left), then the first turn's draw (13 left, 2 in hand).
    assert len(s.deck) == 13 and len(s.hand) == 2
    assert sum(len(z) for z in s.zones().values()) == 25


def test_LS_SETUP_4_option_remove_random_insane_false_keeps_all_seven():
    """LS-SETUP-4 with remove_random_insane=False: no unused card, the deck holds 16."""
    s = letter.new_game(3, rules={"remove_random_insane": False})
    assert s.unused == [] and len(s.deck) + len(s.hand) == 16


@pytest.mark.parametrize("n", [0, 3, 6, 10, 15])
def test_LS_SETUP_5_clue_count_option(n):
    """LS-SETUP-5: clue_count Sane cards go into the clue stack; the rest of the Sane cards to the deck."""
    s = letter.new_game(1, rules={"clue_count": n})
    assert s.clues == n and len(s.deck) + len(s.hand) == 15 - n + 6


def test_LS_SETUP_7_one_seed_one_deal():
    """LS-SETUP-7: all shuffles come from one seeded generator: same seed, same deal; other seed, other deal."""
    a, b, c = letter.new_game(11), letter.new_game(11), letter.new_game(12)
    assert a == b and a.zones() == b.zones()
    assert a.zones() != c.zones()


def test_LS_SETUP_8_explicit_arrangement_and_invariants():
    """LS-SETUP-8: a setup places named cards (top first); the result keeps all 25 cards."""
    s = scenario("investigators", ["silver_key", "mi_go"], ["cats_of_ulthar", "elder_sign"],
                 discard=["cats_of_ulthar"], opponent_discard=["investigators"])
    assert kinds(s, "opponent") == ["cats_of_ulthar", "elder_sign", "cthulhu"]
    assert kinds(s, "hand") == ["investigators", "silver_key"]
    assert kinds(s, "player_discard") == ["cats_of_ulthar"] and not s.insane
    assert sorted(c for z in s.zones().values() for c in z) == list(range(25))


@pytest.mark.parametrize("setup,message", [
    ({"hand": ["tentacle"]}, "not a card id"),
    ({"clues": ["investigators"] * 6}, "too many copies of 'investigators'"),
    ({"hand": ["investigators"], "clues": ["investigators"] * 5}, "too many copies"),
    ({"deck": ["investigators"]}, "cards not placed"),
    ({"hand": ["cthulhu"]}, "cannot be placed"),
    ({"clues": ["necronomicon"]}, "cannot be placed"),
    ({"hand": ["investigators", "elder_sign"]}, "exactly 1"),
    ({"unused": ["investigators"]}, "Insanity card"),
    ({"graveyard": []}, "unknown setup zone"),
    ({"clues": "investigators,elder_sign"}, "not a card id"),
    ({"deck": 5}, "must be a list"),
    ("clues", "must be a dict"),
])
def test_LS_SETUP_8_impossible_setups_are_rejected_clearly(setup, message):
    """LS-SETUP-8: unknown ids, too many copies, missing cards, impossible zones: a clear InvalidSetup."""
    with pytest.raises(InvalidSetup, match=message):
        letter.new_game(0, setup=setup)


def test_LS_SETUP_8_not_enough_cards_left_for_a_random_zone():
    """LS-SETUP-8: zones left to the deal must be fillable from what the setup leaves."""
    sane = ["investigators"] * 5 + ["cats_of_ulthar"] * 2 + ["great_race_of_yith"] * 2 + ["elder_sign"] * 2
    with pytest.raises(InvalidSetup, match="clue stack"):
        letter.new_game(0, setup={"opponent_discard": sane + ["professor_armitage"] * 2})


def test_LS_KNOW_1_2_5_what_the_player_sees_at_the_start():
    """LS-KNOW-1 hand known; LS-KNOW-2 only Cthulhu known in the stack; LS-KNOW-3 deck top unknown;
    LS-KNOW-5 public piles shown, the unused card hidden."""
    v = letter.new_game(5).view("player")
    assert all("id" in c for c in v["hand"])
    stack = v["opponent"]["cards"]
    assert [c.get("id") for c in stack] == [None] * 6 + ["cthulhu"]
    assert not v["deck"]["top_known"] and all("id" not in c for c in v["deck"]["cards"])
    assert v["removed"][0]["id"] == "necronomicon" and v["set_aside"][0]["id"] == "mi_go_braincase"
    assert v["unused"] == [{"hidden": True}]


def test_LS_KNOW_2_option_clue_top_revealed():
    """LS-KNOW-2 with clue_top="revealed": every new top clue is face up at once."""
    s = scenario("cats_of_ulthar", ["silver_key"], ["investigators", "elder_sign"], rules={"clue_top": "revealed"})
    assert s.top_known and s.view("player")["opponent"]["cards"][0]["id"] == "investigators"
    s.act("play", card="silver_key").act("opponent_play")
    assert s.top_known and s.view("player")["opponent"]["cards"][0]["id"] == "elder_sign"


def test_designer_view_flags_hidden_cards():
    """view(None) shows every card; those hidden from the player carry hidden: true."""
    v = letter.new_game(5).view(None)
    assert all("id" in c for c in v["deck"]["cards"] + v["opponent"]["cards"] + v["unused"])
    assert all(c["hidden"] for c in v["deck"]["cards"])
    assert v["unused"][0]["hidden"] and "hidden" not in v["opponent"]["cards"][-1]
    with pytest.raises(ValueError, match="seat"):
        letter.new_game(5).view("dealer")


def test_bad_seed_is_rejected():
    with pytest.raises(InvalidSetup, match="seed"):
        letter.new_game(-1)
    with pytest.raises(InvalidSetup, match="seed"):
        letter.new_game("42")


@pytest.mark.parametrize("bad", [{"hand": [["x"]]}, {"deck": [{"a": 1}]}, {"clues": [None]}, {"unused": [3]}])
def test_LS_SETUP_8_non_string_ids_are_rejected_clearly(bad):
    """LS-SETUP-8: entries that are not card id strings get InvalidSetup, not a TypeError."""
    with pytest.raises(InvalidSetup, match="not a card id"):
        letter.new_game(0, setup=bad)
